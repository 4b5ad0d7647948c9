import type { FinanceSummary } from '@wellness/contracts';
import { MoneyBarChart, MoneyLineChart, monthPoints, monthTick } from '@wellness/ui/charts';

/** The finance charts, each with its table view. Loaded on demand (`lazy`) with recharts. */
export default function FinanceCharts({ summary }: { summary: FinanceSummary }) {
  const byPlan = summary.revenueByPlan.map((p) => ({
    key: p.planId ?? 'none',
    label: p.name,
    amountMinor: p.amountMinor,
  }));
  const hasRevenue = summary.revenueByMonth.some((m) => m.amountMinor !== 0);
  const tick = (p: { key: string }) => monthTick(p.key);
  return (
    <div className="coach-charts coach-finance-charts">
      <MoneyBarChart
        title="Revenue by month"
        description="The last 12 months, after refunds"
        points={hasRevenue ? monthPoints(summary.revenueByMonth) : []}
        currency={summary.currency}
        columns={['Month', 'Revenue']}
        tick={tick}
        empty="Revenue shows here after your first payment."
      />
      <MoneyLineChart
        title="Monthly recurring revenue"
        description="At the end of each month"
        points={
          summary.mrrByMonth.some((m) => m.amountMinor !== 0) ? monthPoints(summary.mrrByMonth) : []
        }
        currency={summary.currency}
        columns={['Month', 'Monthly recurring revenue']}
        tick={tick}
        empty="Your recurring revenue shows here once clients subscribe."
      />
      <MoneyBarChart
        title="Revenue by plan"
        description="The last 12 months, largest first"
        points={byPlan}
        currency={summary.currency}
        columns={['Plan', 'Revenue']}
        orientation="horizontal"
        empty="Revenue by plan shows here after your first payment."
      />
    </div>
  );
}
