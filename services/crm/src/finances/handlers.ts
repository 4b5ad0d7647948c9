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
import { twelveMonths } from './figures-sql';

/**
 * The coach's finances at a glance, in the business's currency (see figures-sql.ts), through
 * the summary cache (summary-cache.ts): a few seconds old at most.
 */
export function financeSummary(deps: CrmDeps, _caller: Caller): Promise<FinanceSummary> {
  const months = twelveMonths(deps.clock.now());
  return deps.financeCache.get(`${BUSINESS_CURRENCY}:${months.at(-1)}`, () =>
    computeSummary(deps, months),
  );
}

async function computeSummary(deps: CrmDeps, months: string[]): Promise<FinanceSummary> {
  const currency = BUSINESS_CURRENCY;
  const thisMonth = months.at(-1)!;
  const [revenue, mrr, byPlan, subscriptions, failed] = await Promise.all([
    revenueByMonth(deps.db, currency, months),
    mrrByMonth(deps.db, currency, months),
    revenueByPlan(deps.db, currency, months[0]!),
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
    subscriptionFigures(deps.db, BUSINESS_CURRENCY, twelveMonths(deps.clock.now()).at(-1)!),
    failedFigures(deps.db, BUSINESS_CURRENCY),
  ]);
  return {
    mrrMinor: subscriptions.mrrMinor,
    currency: BUSINESS_CURRENCY,
    failedPayments: failed.count,
  };
}
