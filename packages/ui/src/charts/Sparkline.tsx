import { Line, LineChart, ResponsiveContainer, YAxis } from 'recharts';
import { LOW_SCORE_MAX } from '@wellness/contracts';
import { trendSummary, weekLabel } from './data';

export interface SparklineProps {
  /** The score's label ("Energy"). */
  label: string;
  /** Oldest first, e.g. one score over the last 8 check-ins (`CheckinDetail.scoreTrends`). */
  values: readonly { dueDate: string; value: number }[];
  min?: number;
  max?: number;
  width?: number;
  height?: number;
}

/**
 * A small trend line (the coach's review: each score over 8 weeks). The line is decoration; screen
 * readers get the values in words and as a table.
 */
export function Sparkline({
  label,
  values,
  min = 1,
  max = 10,
  width = 96,
  height = 28,
}: SparklineProps) {
  const last = values[values.length - 1]?.value;
  const low = last != null && last <= LOW_SCORE_MAX;
  return (
    <span className="ui-sparkline">
      <span className="ui-sparkline__plot" aria-hidden="true" style={{ width, height }}>
        {values.length > 1 && (
          <ResponsiveContainer width="100%" height="100%">
            <LineChart
              data={[...values]}
              margin={{ top: 3, right: 3, bottom: 3, left: 3 }}
              accessibilityLayer={false}
            >
              <YAxis hide domain={[min, max]} />
              <Line
                type="monotone"
                dataKey="value"
                stroke={low ? '#b42318' : '#2f6b5a'}
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
            </LineChart>
          </ResponsiveContainer>
        )}
      </span>
      <span className="ui-visually-hidden">
        {trendSummary(label, values)}
        {values.length > 0 && (
          <table>
            <caption>{label} by week</caption>
            <tbody>
              {values.map((v) => (
                <tr key={v.dueDate}>
                  <th scope="row">{weekLabel(v.dueDate)}</th>
                  <td>{v.value}/10</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </span>
    </span>
  );
}
