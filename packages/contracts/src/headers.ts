/** Header carrying the gateway-signed identity to services. Never trusted unless the signature verifies. */
export const IDENTITY_HEADER = 'x-wellness-identity';
/** The request id the gateway assigns (or accepts) and every service logs and echoes. */
export const REQUEST_ID_HEADER = 'x-request-id';
