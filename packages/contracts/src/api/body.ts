import { z } from 'zod';
import { text } from './text';

// The body measures of onboarding and the weekly check-in (issue 13), metric, with the ranges a
// person can have defined once: the forms show them, the schemas enforce them.

export const MEASUREMENT_SITES = ['chest', 'waist', 'hips', 'thigh', 'arm'] as const;
export type MeasurementSite = (typeof MEASUREMENT_SITES)[number];
export const MEASUREMENT_LABELS: Record<MeasurementSite, string> = {
  chest: 'Chest',
  waist: 'Waist',
  hips: 'Hips',
  thigh: 'Thigh',
  arm: 'Upper arm',
};

/** Inclusive ranges of what a person can measure; anything outside is a typing mistake. */
export const RANGES = {
  weightKg: { min: 30, max: 300 },
  heightCm: { min: 120, max: 220 },
  measurementsCm: {
    chest: { min: 50, max: 200 },
    waist: { min: 40, max: 200 },
    hips: { min: 50, max: 220 },
    thigh: { min: 25, max: 120 },
    arm: { min: 15, max: 70 },
  } satisfies Record<MeasurementSite, { min: number; max: number }>,
  score: { min: 1, max: 10 },
  workouts: { min: 0, max: 30 },
  adherencePercent: { min: 0, max: 100 },
  steps: { min: 0, max: 100_000 },
  waterLitres: { min: 0, max: 10 },
  cycleLengthDays: { min: 15, max: 60 },
  weeksSinceBirth: { min: 0, max: 52 },
  /** Her age from her date of birth. */
  ageYears: { min: 16, max: 100 },
  /** How long ago her last period may have started. */
  lastPeriodDaysAgo: { max: 365 },
  text: { max: 2000 },
} as const;

const inRange = (label: string, unit: string, range: { min: number; max: number }) =>
  z
    .number({ message: `Please enter ${label} as a number` })
    .min(range.min, {
      message: `${cap(label)} must be between ${range.min} and ${range.max} ${unit}`,
    })
    .max(range.max, {
      message: `${cap(label)} must be between ${range.min} and ${range.max} ${unit}`,
    });
const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const weightKgSchema = inRange('your weight', 'kg', RANGES.weightKg);
export const heightCmSchema = inRange('your height', 'cm', RANGES.heightCm);

/** The five measurements; each may be left out (asked every week, never required). */
export const measurementsCmSchema = z.object(
  Object.fromEntries(
    MEASUREMENT_SITES.map((site) => [
      site,
      inRange(
        `your ${MEASUREMENT_LABELS[site].toLowerCase()} measurement`,
        'cm',
        RANGES.measurementsCm[site],
      )
        .nullable()
        .optional(),
    ]),
  ) as Record<MeasurementSite, z.ZodOptional<z.ZodNullable<z.ZodNumber>>>,
  { message: 'Measurements must be an object of chest, waist, hips, thigh and arm in cm' },
);
export type MeasurementsCm = Partial<Record<MeasurementSite, number | null>>;

export const intInRange = (label: string, range: { min: number; max: number }, unit = '') =>
  z
    .number({ message: `Please enter ${label} as a number` })
    .int({ message: `${cap(label)} must be a whole number` })
    .min(range.min, {
      message: `${cap(label)} must be between ${range.min} and ${range.max}${unit}`,
    })
    .max(range.max, {
      message: `${cap(label)} must be between ${range.min} and ${range.max}${unit}`,
    });

/** A free-text answer: trimmed, at most 2000 characters. */
export const freeText = (label: string) =>
  text({
    label: cap(label),
    max: RANGES.text.max,
    invalid: `${cap(label)} must be text`,
    tooLong: `Please keep ${label} under ${RANGES.text.max} characters`,
  });

/** Today's date (YYYY-MM-DD) somewhere on Earth: UTC+14 is the furthest ahead. */
export function latestTodayOnEarth(now: Date): string {
  return new Date(now.getTime() + 14 * 3600_000).toISOString().slice(0, 10);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (value: string) =>
  ISO_DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** A calendar date (YYYY-MM-DD) that is not in the future, as of `now()`. */
export const pastDate = (label: string, now: () => Date) =>
  z
    .string({ message: `Please enter ${label} as a date (YYYY-MM-DD)` })
    .refine(isRealDate, { message: `Please enter ${label} as a date (YYYY-MM-DD)`, abort: true })
    .refine((value) => value <= latestTodayOnEarth(now()), {
      message: `${cap(label)} cannot be in the future`,
      abort: true,
    });

/** Adds whole days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whether `timeZone` is an IANA time zone this runtime knows (Europe/London). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone });
    return true;
  } catch {
    return false;
  }
}
