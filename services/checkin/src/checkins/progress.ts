import {
  FLAG_KINDS,
  LOW_SCORE_MAX,
  MEASUREMENT_SITES,
  SCORES,
  SCORE_KEYS,
  WEIGHT_CHANGE_FLAG_KG,
  roundTo,
} from '@wellness/contracts';
import type {
  Comparison,
  Flag,
  MeasureComparison,
  MeasurementSite,
  Scores,
  ScoreKey,
} from '@wellness/contracts';

/** What the comparisons read of a check-in: her weight and the five measurements (cm or null). */
export interface Measures {
  weightKg: number;
  measurementsCm: Record<MeasurementSite, number | null>;
}

/** Changes are rounded to 0.01 (kg or cm) so that 72.4 − 71.2 reads 1.2. */
const change = (to: number | null, from: number | null | undefined) =>
  to === null || from == null ? null : roundTo(to - from, 2);

function measure(
  current: number | null,
  previous: number | null | undefined,
  start: number | null | undefined,
): MeasureComparison {
  return {
    current,
    previous: previous ?? null,
    start: start ?? null,
    changeFromPrevious: change(current, previous),
    changeFromStart: change(current, start),
  };
}

/**
 * Centimetres lost from `from` to `to` over the measurements taken both times (positive = lost),
 * or null when no measurement was taken both times.
 */
export function totalCmLost(from: Measures | null, to: Measures): number | null {
  if (!from) return null;
  let total: number | null = null;
  for (const site of MEASUREMENT_SITES) {
    const before = from.measurementsCm[site];
    const now = to.measurementsCm[site];
    if (before !== null && now !== null) total = (total ?? 0) + (before - now);
  }
  return total === null ? null : roundTo(total, 2);
}

/** This week against the previous check-in and against her start (her first check-in). */
export function compare(
  current: Measures,
  previous: Measures | null,
  start: Measures | null,
): Comparison {
  return {
    weightKg: measure(current.weightKg, previous?.weightKg, start?.weightKg),
    measurementsCm: Object.fromEntries(
      MEASUREMENT_SITES.map((site) => [
        site,
        measure(
          current.measurementsCm[site],
          previous?.measurementsCm[site],
          start?.measurementsCm[site],
        ),
      ]),
    ) as Comparison['measurementsCm'],
    totalCmLost: {
      sincePrevious: totalCmLost(previous, current),
      sinceStart: totalCmLost(start, current),
    },
  };
}

/**
 * Weeks checked in without a miss, counting back from her newest check-in: it ends at (and includes)
 * the first check-in that came after a missed week. Weeks missed since the newest break it (0).
 */
export function streakOf(
  newestFirst: readonly { missedWeeksBefore: number }[],
  missedSinceLast: number,
): number {
  let streak = 0;
  for (const checkin of newestFirst) {
    streak++;
    if (checkin.missedWeeksBefore > 0) break;
  }
  return streakFromCount(streak, missedSinceLast);
}

/** The same from the count of her check-ins since the newest one after a miss (counted in SQL). */
export const streakFromCount = (checkinsSinceMiss: number, missedSinceLast: number): number =>
  missedSinceLast > 0 ? 0 : checkinsSinceMiss;

/** What the flags read of a check-in. */
export interface FlagInput {
  scores: Scores;
  weightChangeKg: number | null;
  missedWeeksBefore: number;
  hadPeriod: boolean | null;
}

const signed = (value: number) => `${value > 0 ? '+' : ''}${roundTo(value, 1)}`;

/**
 * The flags of a check-in for the coach: each low score (≤ 3), a weight change of more than 1.5 kg
 * since the previous check-in, missed weeks before it, her health screening, and a period week.
 */
export function flagsOf(checkin: FlagInput, screeningFlagged: boolean): Flag[] {
  const flags: Flag[] = SCORE_KEYS.filter((key) => checkin.scores[key] <= LOW_SCORE_MAX).map(
    (key) => ({ kind: 'low_score', label: `${SCORES[key].label} ${checkin.scores[key]}/10` }),
  );
  if (checkin.weightChangeKg !== null && Math.abs(checkin.weightChangeKg) > WEIGHT_CHANGE_FLAG_KG) {
    flags.push({
      kind: 'weight_change',
      label: `${signed(checkin.weightChangeKg)} kg since the previous check-in`,
    });
  }
  if (checkin.missedWeeksBefore > 0) {
    flags.push({
      kind: 'missed_week',
      label:
        checkin.missedWeeksBefore === 1
          ? 'Missed the previous week'
          : `Missed the previous ${checkin.missedWeeksBefore} weeks`,
    });
  }
  if (screeningFlagged) flags.push({ kind: 'screening', label: FLAG_KINDS.screening });
  if (checkin.hadPeriod) flags.push({ kind: 'period', label: FLAG_KINDS.period });
  return flags;
}

/**
 * Whether a check-in needs the coach's attention by itself (stored with it, so the queue filters
 * without recomputing): any flag but the client's screening and the period note.
 */
export const needsAttention = (checkin: FlagInput): boolean =>
  flagsOf(checkin, false).some((flag) => flag.kind !== 'period');

/** Each score over the given check-ins (oldest first). */
export function scoreTrends(
  oldestFirst: readonly { dueDate: string; scores: Scores }[],
): Record<ScoreKey, { dueDate: string; value: number }[]> {
  return Object.fromEntries(
    SCORE_KEYS.map((key) => [
      key,
      oldestFirst.map((c) => ({ dueDate: c.dueDate, value: c.scores[key] })),
    ]),
  ) as Record<ScoreKey, { dueDate: string; value: number }[]>;
}
