import { useId, useState } from 'react';
import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { SCORES, SCORE_KEYS } from '@wellness/contracts';
import type { ScoreKey } from '@wellness/contracts';
import { ChartFrame } from './ChartFrame';
import { SERIES_STYLES, scoresTable, weekLabel, weekTick } from './data';
import type { ScoreWeek } from './data';

export interface ScoreTrendsChartProps {
  weeks: readonly ScoreWeek[];
  /** The scores drawn at first (she can pick others); default energy, sleep and mood. */
  initial?: readonly ScoreKey[];
  title?: string;
  level?: 2 | 3 | 4;
  height?: number;
}

const styleOf = (key: ScoreKey) => SERIES_STYLES[SCORE_KEYS.indexOf(key) % SERIES_STYLES.length];

/**
 * The weekly scores (1–10, 10 the best) as lines; a row of checkboxes picks which, so a phone never
 * shows seven tangled lines. The table view always has every score.
 */
export function ScoreTrendsChart({
  weeks,
  initial = ['energy', 'sleep', 'mood'],
  title = 'Your scores',
  level,
  height = 220,
}: ScoreTrendsChartProps) {
  const [shown, setShown] = useState<ScoreKey[]>([...initial]);
  const groupId = useId();
  const data = weeks.map((w) => ({ dueDate: w.dueDate, ...w.scores }));
  const toggle = (key: ScoreKey) =>
    setShown((keys) =>
      keys.includes(key)
        ? keys.filter((k) => k !== key)
        : SCORE_KEYS.filter((k) => k === key || keys.includes(k)),
    );
  return (
    <div className="ui-chart-group">
      <ChartFrame
        title={title}
        level={level}
        description="From 1 to 10, where 10 is the best"
        table={scoresTable(weeks, SCORE_KEYS)}
        empty="Your scores show here after your first check-in."
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
            <YAxis domain={[1, 10]} ticks={[1, 4, 7, 10]} tick={{ fontSize: 12 }} width={28} />
            <Tooltip
              labelFormatter={(label) => weekLabel(String(label))}
              formatter={(value, name) => [
                `${String(value)}/10`,
                SCORES[name as ScoreKey]?.label ?? String(name),
              ]}
            />
            {shown.map((key) => (
              <Line
                key={key}
                type="monotone"
                dataKey={key}
                stroke={styleOf(key).stroke}
                strokeDasharray={styleOf(key).dash}
                strokeWidth={2.5}
                dot={{ r: 3 }}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </ChartFrame>
      {weeks.length > 0 && (
        <fieldset className="ui-chart__picker" aria-describedby={`${groupId}-hint`}>
          <legend className="ui-chart__picker-legend">Scores on the chart</legend>
          <p id={`${groupId}-hint`} className="ui-visually-hidden">
            The table view lists every score.
          </p>
          {SCORE_KEYS.map((key) => (
            <label key={key} className="ui-chart__chip">
              <input
                type="checkbox"
                className="ui-checkbox"
                checked={shown.includes(key)}
                onChange={() => toggle(key)}
              />
              <svg width="22" height="8" viewBox="0 0 22 8" aria-hidden="true">
                <line
                  x1="1"
                  y1="4"
                  x2="21"
                  y2="4"
                  stroke={styleOf(key).stroke}
                  strokeWidth="3"
                  strokeDasharray={styleOf(key).dash}
                />
              </svg>
              {SCORES[key].label}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
