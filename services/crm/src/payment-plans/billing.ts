import type { Billing, PaymentPlan as PlanView } from '@wellness/contracts';
import type { PaymentPlan } from '../generated/prisma/client';
import type { PaymentPlanData } from './repository';

/** A plan's billing as the contract says it, from its columns. */
export function billingOf(
  plan: Pick<PaymentPlan, 'billingType' | 'interval' | 'intervalCount' | 'instalments'>,
): Billing {
  const interval = plan.interval ?? 'month';
  const intervalCount = plan.intervalCount ?? 1;
  if (plan.billingType === 'one_off') return { type: 'one_off' };
  if (plan.billingType === 'instalments')
    return { type: 'instalments', interval, intervalCount, instalments: plan.instalments ?? 2 };
  return { type: 'subscription', interval, intervalCount };
}

/** The columns of a plan's billing (the fields a billing type has not are cleared). */
export function billingColumns(
  billing: Billing,
): Pick<PaymentPlanData, 'billingType' | 'interval' | 'intervalCount' | 'instalments'> {
  if (billing.type === 'one_off')
    return { billingType: 'one_off', interval: null, intervalCount: null, instalments: null };
  return {
    billingType: billing.type,
    interval: billing.interval,
    intervalCount: billing.intervalCount,
    instalments: billing.type === 'instalments' ? billing.instalments : null,
  };
}

/** A recurring plan's price as a monthly amount in minor units (weeks: 52 a year), rounded. */
export function monthlyAmountMinor(amountMinor: number, billing: Billing): number {
  if (billing.type === 'one_off') return 0;
  const perYear =
    billing.interval === 'week' ? 52 / billing.intervalCount : 12 / billing.intervalCount;
  return Math.round((amountMinor * perYear) / 12);
}

export function toPlanView(plan: PaymentPlan, activeSubscriptions = 0): PlanView {
  return {
    id: plan.id,
    name: plan.name,
    description: plan.description,
    features: plan.features,
    priceMinor: plan.priceMinor,
    currency: plan.currency,
    billing: billingOf(plan),
    trialDays: plan.trialDays,
    active: plan.active,
    activeSubscriptions,
    createdAt: plan.createdAt.toISOString(),
  };
}
