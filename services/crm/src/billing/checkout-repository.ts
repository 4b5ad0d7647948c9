import type { Db, Tx } from '../db';

/** A Checkout session she opened (its id is Stripe's), to know when the webhook completes it. */
export function recordCheckoutSession(
  db: Db | Tx,
  session: { id: string; clientId: string; planId: string },
) {
  return db.checkoutSession.create({ data: session });
}

export function findCheckoutSession(db: Db | Tx, id: string) {
  return db.checkoutSession.findUnique({ where: { id } });
}

/** Marks it completed (once: a replay keeps the first time). */
export function completeCheckoutSession(db: Db | Tx, id: string, at: Date) {
  return db.checkoutSession.updateMany({
    where: { id, completedAt: null },
    data: { completedAt: at },
  });
}
