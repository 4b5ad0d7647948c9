import type { Db, Tx } from '../db';
import type { Prisma, SubscriptionStatus } from '../generated/prisma/client';

/** The statuses of a subscription that is still running (not ended). */
export const RUNNING_STATUSES: SubscriptionStatus[] = [
  'awaiting_payment',
  'incomplete',
  'trialing',
  'active',
  'past_due',
  'unpaid',
];

const withPlan = { plan: true } as const;

/** Her subscriptions, newest first, with their plans. */
export function subscriptionsOf(db: Db | Tx, clientId: string) {
  return db.subscription.findMany({
    where: { clientId },
    include: withPlan,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
}

/** Her running subscription, if any (at most one is ever running: see billing/handlers). */
export function runningSubscriptionOf(db: Db | Tx, clientId: string) {
  return db.subscription.findFirst({
    where: { clientId, status: { in: RUNNING_STATUSES } },
    include: withPlan,
    orderBy: { createdAt: 'desc' },
  });
}

export function findSubscription(db: Db | Tx, id: string) {
  return db.subscription.findUnique({ where: { id }, include: withPlan });
}

export function findByStripeId(db: Db | Tx, stripeSubscriptionId: string) {
  return db.subscription.findUnique({ where: { stripeSubscriptionId }, include: withPlan });
}

export function createSubscription(db: Db | Tx, data: Prisma.SubscriptionUncheckedCreateInput) {
  return db.subscription.create({ data, include: withPlan });
}

export function updateSubscription(
  db: Db | Tx,
  id: string,
  data: Prisma.SubscriptionUncheckedUpdateInput,
) {
  return db.subscription.update({ where: { id }, data, include: withPlan });
}

/** Running subscriptions on each plan (the plans list shows them). */
export async function runningCountsByPlan(db: Db | Tx): Promise<Map<string, number>> {
  const rows = await db.subscription.groupBy({
    by: ['planId'],
    where: { status: { in: RUNNING_STATUSES } },
    _count: { _all: true },
  });
  return new Map(rows.map((row) => [row.planId, row._count._all]));
}
