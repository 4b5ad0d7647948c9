// No zod here: forms may read these limits (e.g. for maxLength) without loading the schemas.

/**
 * The longest text each kind of field accepts, in characters (UTF-16 code units, as the browser's
 * maxLength counts). The one table the schemas (./text.ts) and the forms take their limits from.
 */
export const TEXT_LIMITS = {
  /** A first or last name. */
  name: 100,
  /** The longest address SMTP allows (RFC 5321). */
  email: 254,
  phone: 40,
  /** OWASP ASVS 2.1.2: at least 64 characters allowed, more than 128 refused. */
  password: 128,
  /** The single-use token of a password-reset or invitation link. */
  token: 200,
  /** A coach's note on a lead or a client. */
  note: 5000,
  /** One message in a conversation. */
  message: 5000,
  /** A client's goals, a discovery challenge, the reason a registration was rejected. */
  longText: 2000,
  /** Why a lead was lost. */
  lostReason: 500,
  /** A search box. */
  search: 200,
  /** A lead's source (`instagram`, `referral`, ...). */
  leadSource: 50,
  /** The value of one UTM parameter. */
  utmValue: 200,
  /** The discovery form's hidden honeypot field. */
  honeypot: 500,
} as const;
