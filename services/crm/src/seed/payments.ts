import { DEMO_CLIENTS } from '@wellness/kit';
import type { Db } from '../db';
import { DEMO_PLAN_IDS } from './payment-plans-data';
import { demoPayments } from './payments-data';

/**
 * Writes the demo payments (payments-data.ts) in one transaction, only on a database without
 * them: the rows depend on the clock (a payment per month up to now), so a later run must not add
 * the months since; it inserts nothing once the first demo plan exists. Returns the rows created.
 */
export async function seedPayments(db: Db, now: number): Promise<number> {
  const seed = demoPayments(new Date(now), DEMO_CLIENTS);
  return db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('crm-demo-payments'))`;
    if (await tx.paymentPlan.findUnique({ where: { id: DEMO_PLAN_IDS.monthly } })) return 0;
    // Only the demo clients present (a database whose demo client was erased keeps none of hers).
    const present = new Set(
      (
        await tx.client.findMany({
          where: { id: { in: seed.clients.map((c) => c.id) } },
          select: { id: true },
        })
      ).map((c) => c.id),
    );
    const ours = <T extends { clientId: string }>(rows: T[]) =>
      rows.filter((r) => present.has(r.clientId));
    const payments = ours(seed.payments);
    const paymentIds = new Set(payments.map((p) => p.id));
    const counts = [
      await tx.paymentPlan.createMany({ data: seed.plans, skipDuplicates: true }),
      await tx.subscription.createMany({ data: ours(seed.subscriptions), skipDuplicates: true }),
      await tx.payment.createMany({ data: payments, skipDuplicates: true }),
      await tx.refund.createMany({
        data: seed.refunds.filter((r) => paymentIds.has(r.paymentId)),
        skipDuplicates: true,
      }),
    ];
    for (const client of seed.clients.filter((c) => present.has(c.id)))
      await tx.client.update({
        where: { id: client.id },
        data: { billingStatus: client.billingStatus, stripeCustomerId: client.stripeCustomerId },
      });
    return counts.reduce((sum, r) => sum + r.count, 0);
  });
}
