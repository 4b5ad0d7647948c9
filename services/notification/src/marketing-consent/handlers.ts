import type { Consent } from '@wellness/contracts';
import { eventContextOf, recordEvent } from '@wellness/kit';
import type { Caller } from '@wellness/kit';
import type { NotificationDeps } from '../deps';
import { findSuppression, suppress, unsuppress } from '../unsubscribe/suppression-repository';

/**
 * Her consent to marketing emails, as her data-protection page shows it: given unless her address
 * is on the suppression list (an unsubscribe link, or a withdrawal here), withdrawn since then.
 * Transactional emails (receipts, password links) are no marketing: they still go.
 */
export async function marketingConsent(
  deps: Pick<NotificationDeps, 'db'>,
  caller: Caller,
): Promise<Consent> {
  const suppression = await findSuppression(deps.db, caller.identity.email);
  return {
    kind: 'marketing_emails',
    given: suppression === null,
    givenAt: null,
    withdrawnAt: suppression?.createdAt.toISOString() ?? null,
  };
}

/** She withdraws it: no marketing email goes to her address from now on. */
export async function withdrawMarketingConsent(
  deps: Pick<NotificationDeps, 'db'>,
  caller: Caller,
): Promise<Consent> {
  await deps.db.$transaction(async (tx) => {
    await suppress(tx, caller.identity.email, 'withdrawn');
    // crm's audit log records the withdrawal.
    await recordEvent(
      tx,
      'consent.withdrawn',
      { clientId: null, userId: caller.identity.userId, kind: 'marketing_emails' },
      eventContextOf(caller),
    );
  });
  return marketingConsent(deps, caller);
}

/** She gives it again (the page's "receive them again"). */
export async function giveMarketingConsent(
  deps: Pick<NotificationDeps, 'db'>,
  caller: Caller,
): Promise<Consent> {
  await unsuppress(deps.db, caller.identity.email);
  return marketingConsent(deps, caller);
}
