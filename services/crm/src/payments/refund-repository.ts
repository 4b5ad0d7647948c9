import type { Db, Tx } from '../db';

export function createRefund(
  db: Db | Tx,
  data: {
    paymentId: string;
    amountMinor: number;
    stripeRefundId: string | null;
    byUserId: string | null;
  },
) {
  return db.refund.create({ data });
}

export function refundsOf(db: Db | Tx, paymentId: string) {
  return db.refund.findMany({ where: { paymentId }, orderBy: { createdAt: 'asc' } });
}
