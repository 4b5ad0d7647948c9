import { UNSUBSCRIBE_MESSAGES } from '@wellness/contracts';
import { DomainError } from '@wellness/kit';
import type { NotificationDeps } from '../deps';
import { isSuppressed, suppress, unsuppress } from './suppression-repository';
import { verifyUnsubscribeToken } from './token';

export type UnsubscribeDeps = Pick<NotificationDeps, 'db' | 'brand'>;

/** What the page shows: whose address, whether it is unsubscribed, and what just happened. */
export interface UnsubscribeState {
  address: string;
  unsubscribed: boolean;
  message?: string;
}

export type UnsubscribeChoice = 'unsubscribe' | 'resubscribe';

/** The token's address; a forged or garbled token (or no key to check it with) is not found. */
function addressOf(deps: UnsubscribeDeps, token: string): string {
  const secret = deps.brand.unsubscribeSecret;
  const address = secret ? verifyUnsubscribeToken(secret, token) : null;
  if (!address) throw new DomainError('NOT_FOUND', UNSUBSCRIBE_MESSAGES.notFound);
  return address;
}

/** The page before any choice (public: the token is the proof). */
export async function showUnsubscribe(
  deps: UnsubscribeDeps,
  token: string,
): Promise<UnsubscribeState> {
  const address = addressOf(deps, token);
  return { address, unsubscribed: await isSuppressed(deps.db, address) };
}

/** A mail client's one-click unsubscribe (RFC 8058). */
export async function unsubscribeInOneClick(deps: UnsubscribeDeps, token: string): Promise<void> {
  await suppress(deps.db, addressOf(deps, token), 'one_click');
}

/** The page's button: unsubscribe, or subscribe again. */
export async function chooseSubscription(
  deps: UnsubscribeDeps,
  token: string,
  choice: UnsubscribeChoice,
): Promise<UnsubscribeState> {
  const address = addressOf(deps, token);
  if (choice === 'unsubscribe') {
    await suppress(deps.db, address, 'page');
    return { address, unsubscribed: true, message: UNSUBSCRIBE_MESSAGES.unsubscribed };
  }
  await unsuppress(deps.db, address);
  return { address, unsubscribed: false, message: UNSUBSCRIBE_MESSAGES.resubscribed };
}
