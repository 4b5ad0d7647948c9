import type { Tx } from '../db';

/**
 * Records a Stripe event as applied, in the transaction that applies it. False when it already
 * was: a replay (or a concurrent delivery of the same event, which waits on the first's row and
 * then finds it) applies nothing.
 */
export async function recordStripeEventOnce(tx: Tx, event: { id: string; type: string }) {
  const inserted = await tx.$executeRaw`
    INSERT INTO stripe_events (id, type) VALUES (${event.id}, ${event.type})
    ON CONFLICT (id) DO NOTHING`;
  return inserted > 0;
}
