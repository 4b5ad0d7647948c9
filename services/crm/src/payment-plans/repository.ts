import type { Db, Tx } from '../db';
import type { PaymentPlan, Prisma } from '../generated/prisma/client';

export type PaymentPlanData = Omit<
  Prisma.PaymentPlanUncheckedCreateInput,
  'id' | 'createdAt' | 'updatedAt'
>;

/** Plans newest first; `activeOnly` for what may be offered, `ids` to narrow. */
export function listPlans(db: Db | Tx, filter: { activeOnly?: boolean; ids?: string[] } = {}) {
  return db.paymentPlan.findMany({
    where: {
      ...(filter.activeOnly ? { active: true } : {}),
      ...(filter.ids ? { id: { in: filter.ids } } : {}),
    },
    orderBy: [{ active: 'desc' }, { priceMinor: 'asc' }, { createdAt: 'asc' }],
  });
}

export function findPlan(db: Db | Tx, id: string): Promise<PaymentPlan | null> {
  return db.paymentPlan.findUnique({ where: { id } });
}

export function createPlan(db: Db | Tx, data: PaymentPlanData) {
  return db.paymentPlan.create({ data });
}

export function updatePlan(db: Db | Tx, id: string, data: Partial<PaymentPlanData>) {
  return db.paymentPlan.update({ where: { id }, data });
}
