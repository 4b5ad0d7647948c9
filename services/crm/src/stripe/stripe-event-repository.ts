import type { Db, Tx } from '../db';

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

/** Whether the event is already applied: a cheap read that spares a replay its transaction. */
export async function isStripeEventRecorded(db: Db, id: string): Promise<boolean> {
  const rows = await db.$queryRaw<unknown[]>`SELECT 1 FROM stripe_events WHERE id = ${id}`;
  return rows.length > 0;
}
