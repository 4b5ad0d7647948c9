import { BUSINESS_CURRENCY } from '@wellness/contracts';
import type { FinanceSummary } from '@wellness/contracts';
import type { Caller } from '@wellness/kit';
import type { CrmDeps } from '../deps';
import {
  failedFigures,
  mrrByMonth,
  revenueByMonth,
  revenueByPlan,
  subscriptionFigures,
} from './figures-repository';

const monthStart = (now: Date, back = 0) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));

/** The coach's finances at a glance, in the business's currency (see figures-repository.ts). */
export async function financeSummary(deps: CrmDeps, _caller: Caller): Promise<FinanceSummary> {
  const currency = BUSINESS_CURRENCY;
  const thisMonth = monthStart(deps.clock.now());
  const [revenue, mrr, byPlan, subscriptions, failed] = await Promise.all([
    revenueByMonth(deps.db, currency, thisMonth),
    mrrByMonth(deps.db, currency, thisMonth),
    revenueByPlan(deps.db, currency, monthStart(thisMonth, 11)),
    subscriptionFigures(deps.db, currency, thisMonth),
    failedFigures(deps.db, currency),
  ]);
  return {
    currency,
    mrrMinor: subscriptions.mrrMinor,
    revenueThisMonthMinor: revenue.at(-1)?.amountMinor ?? 0,
    revenueLastMonthMinor: revenue.at(-2)?.amountMinor ?? 0,
    outstandingMinor: subscriptions.awaitingMinor,
    outstandingCount: subscriptions.awaitingCount,
    failedPaymentsMinor: failed.amountMinor,
    failedPaymentsCount: failed.count,
    activeSubscriptions: subscriptions.active,
    newSubscriptionsThisMonth: subscriptions.startedThisMonth,
    cancelledSubscriptionsThisMonth: subscriptions.cancelledThisMonth,
    revenueByMonth: revenue,
    mrrByMonth: mrr,
    revenueByPlan: byPlan.map((row) => ({
      planId: row.planId,
      name: row.name ?? 'Without a plan',
      amountMinor: row.amountMinor,
    })),
  };
}

/** The two figures the coach's dashboard shows: MRR and failed payments still chased. */
export async function dashboardMoney(deps: CrmDeps) {
  const [subscriptions, failed] = await Promise.all([
    subscriptionFigures(deps.db, BUSINESS_CURRENCY, monthStart(deps.clock.now())),
    failedFigures(deps.db, BUSINESS_CURRENCY),
  ]);
  return {
    mrrMinor: subscriptions.mrrMinor,
    currency: BUSINESS_CURRENCY,
    failedPayments: failed.count,
  };
}
