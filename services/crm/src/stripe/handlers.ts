import { DomainError } from '@wellness/kit';
import type { Logger } from '@wellness/kit';
import type { CrmDeps } from '../deps';
import type { Applier } from './apply-context';
import { applyChargeRefunded } from './charge-effects';
import { applyCheckoutCompleted } from './checkout-effects';
import { applyInvoiceFailed, applyInvoicePaid } from './invoice-effects';
import { isStripeEventRecorded, recordStripeEventOnce } from './stripe-event-repository';
import { applySubscription } from './subscription-effects';

/** The Stripe events crm acts on; any other type is acknowledged and ignored. */
const APPLIERS: Record<string, Applier> = {
  'checkout.session.completed': applyCheckoutCompleted,
  'customer.subscription.created': applySubscription,
  'customer.subscription.updated': applySubscription,
  'customer.subscription.deleted': applySubscription,
  'invoice.paid': applyInvoicePaid,
  'invoice.payment_failed': applyInvoiceFailed,
  'charge.refunded': applyChargeRefunded,
};

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * One webhook delivery: verified on its raw bytes (a bad or missing signature, or a timestamp
 * outside tolerance, is a 400 and records nothing), then applied in one transaction with the
 * record of its event id, so it is applied exactly once however often Stripe delivers it.
 */
export async function receiveStripeWebhook(
  deps: CrmDeps,
  rawBody: unknown,
  signature: string | undefined,
  log: Logger,
): Promise<WebhookOutcome> {
  if (!deps.stripe) throw new DomainError('BAD_REQUEST', 'Stripe is not configured here');
  if (!Buffer.isBuffer(rawBody)) throw new DomainError('BAD_REQUEST', 'Webhook body is missing');
  const event = deps.stripe.verifyWebhook(rawBody, signature);
  const apply = APPLIERS[event.type];
  if (!apply) return 'ignored';
  // Stripe delivers each event at least once: most replays stop at this read. The insert in the
  // transaction stays the guard (two deliveries at once both pass the read).
  if (await isStripeEventRecorded(deps.db, event.id)) return 'duplicate';
  const context = { correlationId: event.id, actor: { service: 'stripe' } };
  const applied = await deps.db.$transaction(async (tx) => {
    if (!(await recordStripeEventOnce(tx, event))) return false;
    await apply({ tx, event, deps, context });
    return true;
  });
  log.info({ stripeEventId: event.id, type: event.type, applied }, 'stripe webhook');
  return applied ? 'applied' : 'duplicate';
}
