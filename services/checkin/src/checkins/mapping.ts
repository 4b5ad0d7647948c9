import { MEASUREMENT_SITES, SCORE_KEYS } from '@wellness/contracts';
import type {
  CheckinEdit,
  Checkin as CheckinOut,
  MeasurementSite,
  Scores,
} from '@wellness/contracts';
import { dayOf } from '../dates';
import type { Checkin } from '../generated/prisma/client';
import type { Measures } from './progress';

/** The measurement columns of a check-in, by site. */
export const MEASUREMENT_COLUMNS = {
  chest: 'chestCm',
  waist: 'waistCm',
  hips: 'hipsCm',
  thigh: 'thighCm',
  arm: 'armCm',
} as const satisfies Record<MeasurementSite, keyof Checkin>;

export const measurementsOf = (row: Pick<Checkin, (typeof MEASUREMENT_COLUMNS)[MeasurementSite]>) =>
  Object.fromEntries(
    MEASUREMENT_SITES.map((site) => [site, row[MEASUREMENT_COLUMNS[site]]]),
  ) as Record<MeasurementSite, number | null>;

export const scoresOf = (row: Pick<Checkin, keyof Scores>): Scores =>
  Object.fromEntries(SCORE_KEYS.map((key) => [key, row[key]])) as Scores;

export const measuresOf = (row: Checkin | null): Measures | null =>
  row && { weightKg: row.weightKg, measurementsCm: measurementsOf(row) };

/** A check-in as the API answers it. */
export function toCheckin(row: Checkin): CheckinOut {
  return {
    id: row.id,
    clientId: row.clientId,
    dueDate: dayOf(row.dueDate),
    baseline: row.baseline,
    late: row.late,
    status: row.reviewedAt ? 'reviewed' : row.late ? 'late' : 'submitted',
    submittedAt: row.submittedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    weightKg: row.weightKg,
    measurementsCm: measurementsOf(row),
    scores: scoresOf(row),
    workoutsDone: row.workoutsDone,
    workoutsPlanned: row.workoutsPlanned,
    adherencePercent: row.adherencePercent,
    steps: row.steps,
    waterLitres: row.waterLitres,
    hadPeriod: row.hadPeriod,
    win: row.win,
    struggle: row.struggle,
    questions: row.questions,
    feedback: row.feedback,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    reviewedBy:
      row.reviewedAt && row.reviewedByUserId
        ? { userId: row.reviewedByUserId, name: row.reviewerName ?? '' }
        : null,
  };
}

/** The columns of her answers (a field left out of an edit stays as it is). */
export function answerColumns(input: CheckinEdit) {
  const measurements = input.measurementsCm;
  return {
    weightKg: input.weightKg,
    ...(measurements === undefined
      ? {}
      : Object.fromEntries(
          MEASUREMENT_SITES.map((site) => [
            MEASUREMENT_COLUMNS[site],
            measurements?.[site] ?? null,
          ]),
        )),
    ...(input.scores ?? {}),
    workoutsDone: input.workoutsDone,
    workoutsPlanned: input.workoutsPlanned,
    adherencePercent: input.adherencePercent,
    steps: input.steps,
    waterLitres: input.waterLitres,
    hadPeriod: input.hadPeriod,
    win: input.win,
    struggle: input.struggle,
    questions: input.questions,
  } satisfies Partial<Record<keyof Checkin, unknown>>;
}
