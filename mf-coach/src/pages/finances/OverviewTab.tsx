import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { formatMoney } from '@wellness/contracts';
import type { FinanceSummary } from '@wellness/contracts';
import { Spinner } from '@wellness/ui';
import { useFinanceSummary } from '../../api/payments';
import { LoadError, Loading } from '../../components/QueryState';
import { plural } from '../../lib/format';
import { revenueChangeText, subscriptionChangeText } from './finance-text';

// Only this tab draws charts: recharts downloads when it first shows.
const FinanceCharts = lazy(() => import('./FinanceCharts'));

function Figure({
  label,
  value,
  hint,
  to,
  attention = false,
}: {
  label: string;
  value: string;
  hint?: string;
  to?: string;
  attention?: boolean;
}) {
  const body = (
    <>
      <span className="coach-figure__value">{value}</span>
      <span className="coach-figure__label">{label}</span>
      {hint && <span className="coach-figure__hint">{hint}</span>}
    </>
  );
  const className = `coach-figure${attention ? ' coach-figure--attention' : ''}`;
  return (
    <li>
      {to ? (
        <Link to={to} className={`${className} coach-figure--link`}>
          {body}
        </Link>
      ) : (
        <div className={className}>{body}</div>
      )}
    </li>
  );
}

function Figures({ summary: s }: { summary: FinanceSummary }) {
  const money = (minor: number) => formatMoney(minor, s.currency);
  return (
    <ul className="coach-figures" aria-label="Figures">
      <Figure
        label="Monthly recurring revenue"
        value={money(s.mrrMinor)}
        hint="Every running subscription, as a monthly amount"
      />
      <Figure
        label="Revenue this month"
        value={money(s.revenueThisMonthMinor)}
        hint={`${revenueChangeText(s.revenueThisMonthMinor, s.revenueLastMonthMinor, s.currency)}; last month ${money(s.revenueLastMonthMinor)}`}
      />
      <Figure
        label="Outstanding"
        value={money(s.outstandingMinor)}
        hint={`${plural(s.outstandingCount, 'payment')} awaited`}
        to="/finances?tab=payments&status=pending"
      />
      <Figure
        label="Failed payments"
        value={String(s.failedPaymentsCount)}
        hint={s.failedPaymentsCount ? `${money(s.failedPaymentsMinor)} not paid` : 'All paid'}
        to="/finances?tab=payments&status=failed"
        attention={s.failedPaymentsCount > 0}
      />
      <Figure
        label="Active subscriptions"
        value={String(s.activeSubscriptions)}
        hint={subscriptionChangeText(
          s.newSubscriptionsThisMonth,
          s.cancelledSubscriptionsThisMonth,
        )}
      />
    </ul>
  );
}

/** The figures of the business and its charts: revenue by month and by plan, MRR over time. */
export function OverviewTab() {
  const summary = useFinanceSummary();
  if (summary.isPending) return <Loading label="Loading your finances" />;
  if (summary.isError)
    return (
      <LoadError
        title="We couldn't load your finances"
        error={summary.error}
        onRetry={() => void summary.refetch()}
      />
    );
  return (
    <div className="ui-stack">
      <Figures summary={summary.data} />
      <Suspense fallback={<Spinner label="Loading charts" />}>
        <FinanceCharts summary={summary.data} />
      </Suspense>
    </div>
  );
}
