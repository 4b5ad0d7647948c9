// @wellness/ui/charts: the progress charts (recharts), a subpath of the design system so that only
// the pages that draw charts download them (import it lazily: `lazy(() => import('./Charts'))`).
// Every chart takes metric values and shows her units; each has a table view for screen readers.
// Each component imports charts.css itself: this barrel is side-effect free, so webpack skips it.
export { ChartFrame } from './ChartFrame';
export type { ChartFrameProps } from './ChartFrame';
export { WeightChart } from './WeightChart';
export type { WeightChartProps } from './WeightChart';
export { MeasurementsChart } from './MeasurementsChart';
export type { MeasurementsChartProps } from './MeasurementsChart';
export { CmLostChart } from './CmLostChart';
export type { CmLostChartProps } from './CmLostChart';
export { ScoreTrendsChart } from './ScoreTrendsChart';
export type { ScoreTrendsChartProps } from './ScoreTrendsChart';
export { Sparkline } from './Sparkline';
export type { SparklineProps } from './Sparkline';
export {
  lengthText,
  lostText,
  paddedDomain,
  trendSummary,
  weekLabel,
  weekTick,
  weightText,
} from './data';
export type { ChartTable, LostWeek, MeasurementWeek, ScoreWeek, WeightWeek } from './data';
export { MoneyBarChart } from './MoneyBarChart';
export type { MoneyBarChartProps } from './MoneyBarChart';
export { MoneyLineChart } from './MoneyLineChart';
export type { MoneyLineChartProps } from './MoneyLineChart';
export { monthLabel, monthPoints, monthTick, moneyTable, moneyTick } from './money-data';
export type { MoneyPoint } from './money-data';
