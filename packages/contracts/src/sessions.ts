import type { CurrentUser } from './api/auth';

/** `GET /internal/session` (auth, for the gateway only): who holds this session cookie. */
export interface InternalSessionResponse {
  /** Signed, short-lived identity the services verify (`x-wellness-identity`). */
  identity: string;
  user: CurrentUser;
}

/**
 * Redis pub/sub channel on which auth announces, after commit, that a user's sessions or account
 * changed (sign-out, password set, approval, deactivation). Gateways then drop what they cached for
 * her, so the change holds on the very next request.
 */
export const sessionChangesChannel = (prefix: string) => `${prefix}:session-changes`;

export interface SessionChange {
  userId: string;
}
