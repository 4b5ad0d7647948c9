import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { MEASUREMENT_LABELS } from '@wellness/contracts';
import type { LengthUnit, MeasurementSite } from '@wellness/contracts';
import { ChartFrame } from './ChartFrame';
import {
  SERIES_STYLES,
  lengthText,
  measuredWeeks,
  measurementsTable,
  paddedDomain,
  weekLabel,
  weekTick,
} from './data';
import type { MeasurementWeek } from './data';

export interface MeasurementsChartProps {
  weeks: readonly MeasurementWeek[];
  unit: LengthUnit;
  /** Which measurements to draw (default waist and hips). */
  sites?: readonly MeasurementSite[];
  title?: string;
  level?: 2 | 3 | 4;
  height?: number;
}

/** Measurements over time (waist and hips by default), only the weeks she measured. */
export function MeasurementsChart({
  weeks,
  unit,
  sites = ['waist', 'hips'],
  title = 'Waist and hips',
  level,
  height = 220,
}: MeasurementsChartProps) {
  const measured = measuredWeeks(weeks, sites);
  const data = measured.map((w) => ({
    dueDate: w.dueDate,
    ...Object.fromEntries(sites.map((site) => [site, w.measurementsCm[site]])),
  }));
  const domain = paddedDomain(
    measured.flatMap((w) => sites.map((site) => w.measurementsCm[site])),
    0.1,
    4,
  );
  return (
    <ChartFrame
      title={title}
      level={level}
      description={`The weeks you measured, in ${unit === 'cm' ? 'centimetres' : 'inches'}`}
      table={measurementsTable(measured, sites, unit)}
      empty="Your measurements show here once you have measured yourself at a check-in."
    >
      <ResponsiveContainer width="100%" height={height}>
        <LineChart
          data={data}
          margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke="#ece6dc" vertical={false} />
          <XAxis
            dataKey="dueDate"
            tickFormatter={weekTick}
            tick={{ fontSize: 12 }}
            minTickGap={16}
          />
          <YAxis
            domain={domain}
            tickFormatter={(cm: number) => lengthText(cm, unit)}
            tick={{ fontSize: 12 }}
            width={62}
            allowDecimals={false}
          />
          <Tooltip
            labelFormatter={(label) => weekLabel(String(label))}
            formatter={(cm, name) => [
              lengthText(Number(cm), unit),
              MEASUREMENT_LABELS[name as MeasurementSite] ?? String(name),
            ]}
          />
          <Legend
            formatter={(name) => MEASUREMENT_LABELS[name as MeasurementSite] ?? String(name)}
          />
          {sites.map((site, i) => (
            <Line
              key={site}
              type="monotone"
              dataKey={site}
              stroke={SERIES_STYLES[i % SERIES_STYLES.length].stroke}
              strokeDasharray={SERIES_STYLES[i % SERIES_STYLES.length].dash}
              strokeWidth={2.5}
              connectNulls
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </ChartFrame>
  );
}
