import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatMoney } from '@wellness/contracts';
import { ChartFrame } from './ChartFrame';
import { moneyTable, moneyTick } from './money-data';
import type { MoneyPoint } from './money-data';

export interface MoneyLineChartProps {
  points: readonly MoneyPoint[];
  currency: string;
  title: string;
  description?: string;
  /** The table view's column headings (default "Month", "Amount"). */
  columns?: [string, string];
  /** Short axis labels of the points ("Jan"); the full label is used otherwise. */
  tick?: (point: MoneyPoint) => string;
  empty?: string;
  level?: 2 | 3 | 4;
  height?: number;
}

/** An amount of money over time as a line (e.g. monthly recurring revenue), with £ axes. */
export function MoneyLineChart({
  points,
  currency,
  title,
  description,
  columns = ['Month', 'Amount'],
  tick,
  empty,
  level,
  height = 220,
}: MoneyLineChartProps) {
  const data = points.map((p) => ({ ...p, tickLabel: tick ? tick(p) : p.label }));
  return (
    <ChartFrame
      title={title}
      level={level}
      description={description}
      table={moneyTable(points, currency, columns)}
      empty={empty}
    >
      <ResponsiveContainer width="100%" height={height}>
        <LineChart
          data={data}
          margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke="#ece6dc" vertical={false} />
          <XAxis dataKey="tickLabel" tick={{ fontSize: 12 }} minTickGap={4} />
          <YAxis
            tickFormatter={(v: number) => moneyTick(v, currency)}
            tick={{ fontSize: 12 }}
            width={56}
          />
          <Tooltip
            labelFormatter={(_label, items) =>
              (items?.[0]?.payload as MoneyPoint | undefined)?.label ?? String(_label)
            }
            formatter={(value) => [formatMoney(Number(value), currency), columns[1]]}
          />
          <Line
            type="monotone"
            dataKey="amountMinor"
            stroke="#2f6b5a"
            strokeWidth={2.5}
            dot={{ r: 3.5, fill: '#2f6b5a' }}
            activeDot={{ r: 6 }}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </ChartFrame>
  );
}
