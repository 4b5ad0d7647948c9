import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from '@wellness/contracts';
import { ChartFrame } from './ChartFrame';
import { moneyTable, moneyTick } from './money-data';
import type { MoneyPoint } from './money-data';

export interface MoneyBarChartProps {
  points: readonly MoneyPoint[];
  currency: string;
  title: string;
  description?: string;
  /** The table view's column headings (default "Month", "Amount"). */
  columns?: [string, string];
  /** Short axis labels of the points ("Jan"); the full label is used otherwise. */
  tick?: (point: MoneyPoint) => string;
  /** `horizontal`: one bar per row with its name beside it (for names rather than months). */
  orientation?: 'vertical' | 'horizontal';
  empty?: string;
  level?: 2 | 3 | 4;
  height?: number;
}

/** Amounts of money as bars (revenue by month, by plan), with £ axes and tooltips. */
export function MoneyBarChart({
  points,
  currency,
  title,
  description,
  columns = ['Month', 'Amount'],
  tick,
  orientation = 'vertical',
  empty,
  level,
  height,
}: MoneyBarChartProps) {
  const data = points.map((p) => ({ ...p, tickLabel: tick ? tick(p) : p.label }));
  const horizontal = orientation === 'horizontal';
  const money = (v: number) => moneyTick(v, currency);
  return (
    <ChartFrame
      title={title}
      level={level}
      description={description}
      table={moneyTable(points, currency, columns)}
      empty={empty}
    >
      <ResponsiveContainer
        width="100%"
        height={height ?? (horizontal ? Math.max(120, 40 * points.length + 40) : 220)}
      >
        <BarChart
          data={data}
          layout={horizontal ? 'vertical' : 'horizontal'}
          margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke="#ece6dc" vertical={horizontal} horizontal={!horizontal} />
          {horizontal ? (
            <>
              <XAxis type="number" tickFormatter={money} tick={{ fontSize: 12 }} />
              <YAxis
                type="category"
                dataKey="tickLabel"
                tick={{ fontSize: 12 }}
                width={110}
                interval={0}
              />
            </>
          ) : (
            <>
              <XAxis dataKey="tickLabel" tick={{ fontSize: 12 }} minTickGap={4} />
              <YAxis tickFormatter={money} tick={{ fontSize: 12 }} width={56} />
            </>
          )}
          <Tooltip
            labelFormatter={(_label, items) =>
              (items?.[0]?.payload as MoneyPoint | undefined)?.label ?? String(_label)
            }
            formatter={(value) => [formatMoney(Number(value), currency), columns[1]]}
          />
          <Bar
            dataKey="amountMinor"
            fill="#2f6b5a"
            radius={horizontal ? [0, 4, 4, 0] : [4, 4, 0, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartFrame>
  );
}
