import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { lengthChangeForDisplay } from '@wellness/contracts';
import type { LengthUnit } from '@wellness/contracts';
import { ChartFrame } from './ChartFrame';
import { lostTable, lostText, weekLabel, weekTick } from './data';
import type { LostWeek } from './data';

export interface CmLostChartProps {
  weeks: readonly LostWeek[];
  unit: LengthUnit;
  title?: string;
  level?: 2 | 3 | 4;
  height?: number;
}

/** Total inches (or centimetres) lost since her start, over all her measurements, week by week. */
export function CmLostChart({ weeks, unit, title, level, height = 200 }: CmLostChartProps) {
  const measured = weeks.filter((w) => w.totalCmLost != null);
  const data = measured.map((w) => ({
    dueDate: w.dueDate,
    lost: lengthChangeForDisplay(w.totalCmLost ?? 0, unit),
    cm: w.totalCmLost,
  }));
  return (
    <ChartFrame
      title={title ?? (unit === 'cm' ? 'Total centimetres lost' : 'Total inches lost')}
      level={level}
      description="Since your start, over the measurements you took both times"
      table={lostTable(measured, unit)}
      empty="Once you have measured yourself twice, what you have lost shows here."
    >
      <ResponsiveContainer width="100%" height={height}>
        <BarChart
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
          <YAxis tickFormatter={(v: number) => `${v} ${unit}`} tick={{ fontSize: 12 }} width={52} />
          <Tooltip
            labelFormatter={(label) => weekLabel(String(label))}
            formatter={(_value, _name, item) => [
              lostText((item.payload as { cm: number | null }).cm, unit),
              'Since your start',
            ]}
          />
          <Bar dataKey="lost" fill="#2f6b5a" radius={[4, 4, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFrame>
  );
}
