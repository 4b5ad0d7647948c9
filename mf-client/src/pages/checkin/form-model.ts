import { MEASUREMENT_SITES, SCORE_KEYS, checkinInputSchema } from '@wellness/contracts';
import type {
  Checkin,
  CheckinDraftInput,
  CheckinInput,
  MeasurementSite,
  ScoreKey,
} from '@wellness/contracts';
import { zodFieldErrors } from '../../lib/errors';
import {
  EMPTY_WEIGHT,
  lengthEntryFromCm,
  lengthEntryToCm,
  parseNumber,
  weightEntryFromKg,
  weightEntryToKg,
} from '../../lib/units';
import type { Units, WeightEntry } from '../../lib/units';

// The weekly check-in form as data: what she types (her units, as text), the draft kept on the
// server as she types (metric, half-typed is fine), and the check-in she sends (checked with the
// contracts' schema first). Pure: tested beside it.

export interface CheckinForm {
  weight: WeightEntry;
  measurements: Record<MeasurementSite, string>;
  scores: Partial<Record<ScoreKey, number>>;
  workoutsDone: string;
  workoutsPlanned: string;
  adherencePercent: string;
  steps: string;
  waterLitres: string;
  hadPeriod: boolean | null;
  win: string;
  struggle: string;
  questions: string;
}

const emptyMeasurements = () =>
  Object.fromEntries(MEASUREMENT_SITES.map((site) => [site, ''])) as Record<
    MeasurementSite,
    string
  >;

export const EMPTY_FORM: CheckinForm = {
  weight: EMPTY_WEIGHT,
  measurements: emptyMeasurements(),
  scores: {},
  workoutsDone: '',
  workoutsPlanned: '',
  adherencePercent: '',
  steps: '',
  waterLitres: '',
  hadPeriod: null,
  win: '',
  struggle: '',
  questions: '',
};

const numberText = (value: number | null | undefined) => (value == null ? '' : String(value));

/** What metric values (a draft, or a check-in she edits) look like in the form, in her units. */
export function formFromValues(
  values: CheckinDraftInput | Checkin | null | undefined,
  units: Units,
): CheckinForm {
  if (!values) return EMPTY_FORM;
  const m = values.measurementsCm;
  return {
    weight: weightEntryFromKg(values.weightKg, units.weight),
    measurements: Object.fromEntries(
      MEASUREMENT_SITES.map((site) => [site, lengthEntryFromCm(m?.[site], units.length)]),
    ) as Record<MeasurementSite, string>,
    scores: Object.fromEntries(
      SCORE_KEYS.flatMap((key) => {
        const v = values.scores?.[key];
        return typeof v === 'number' ? [[key, v]] : [];
      }),
    ),
    workoutsDone: numberText(values.workoutsDone),
    workoutsPlanned: numberText(values.workoutsPlanned),
    adherencePercent: numberText(values.adherencePercent),
    steps: numberText(values.steps),
    waterLitres: numberText(values.waterLitres),
    hadPeriod: values.hadPeriod ?? null,
    win: values.win ?? '',
    struggle: values.struggle ?? '',
    questions: values.questions ?? '',
  };
}

/** A finite number, or null (half-typed or empty): drafts keep what can be kept. */
const loose = (text: string): number | null => {
  const n = parseNumber(text);
  return n == null || Number.isNaN(n) ? null : n;
};

/** What the draft keeps: everything that reads as a number, metric; the text as typed. */
export function draftFromForm(form: CheckinForm, units: Units, saved?: Saved): CheckinDraftInput {
  const weight = weightEntryToKg(form.weight, units.weight, saved?.weightKg);
  const measurementsCm = Object.fromEntries(
    MEASUREMENT_SITES.map((site) => {
      const parsed = lengthEntryToCm(
        form.measurements[site],
        units.length,
        saved?.measurementsCm?.[site],
      );
      return [site, parsed.ok ? parsed.value : null];
    }),
  );
  return {
    weightKg: weight.ok ? weight.value : null,
    measurementsCm,
    scores: { ...form.scores },
    workoutsDone: loose(form.workoutsDone),
    workoutsPlanned: loose(form.workoutsPlanned),
    adherencePercent: loose(form.adherencePercent),
    steps: loose(form.steps.replace(/[\s,]/g, '')),
    waterLitres: loose(form.waterLitres),
    hadPeriod: form.hadPeriod,
    win: form.win.slice(0, 2000),
    struggle: form.struggle.slice(0, 2000),
    questions: form.questions.slice(0, 2000),
  };
}

/** Stored values of a check-in she edits, so untouched weights and lengths stay exactly as stored. */
export type Saved = Pick<Checkin, 'weightKg'> & {
  measurementsCm?: Partial<Record<MeasurementSite, number | null>> | null;
};

export type InputResult =
  { ok: true; input: CheckinInput } | { ok: false; fields: Record<string, string> };

/**
 * The check-in to send, or a message per field (dotted, as the API names them: `weightKg`,
 * `measurementsCm.waist`, `scores.energy`). `cycleTracking`: the period question must be answered.
 */
export function inputFromForm(
  form: CheckinForm,
  units: Units,
  cycleTracking: boolean,
  saved?: Saved,
): InputResult {
  const fields: Record<string, string> = {};
  const weight = weightEntryToKg(form.weight, units.weight, saved?.weightKg);
  if (!weight.ok) fields.weightKg = weight.message;
  else if (weight.value == null) fields.weightKg = 'Please enter your weight';
  const measurementsCm: Record<string, number | null> = {};
  for (const site of MEASUREMENT_SITES) {
    const parsed = lengthEntryToCm(
      form.measurements[site],
      units.length,
      saved?.measurementsCm?.[site],
    );
    if (!parsed.ok) fields[`measurementsCm.${site}`] = parsed.message;
    else measurementsCm[site] = parsed.value;
  }
  for (const key of SCORE_KEYS)
    if (form.scores[key] == null) fields[`scores.${key}`] = 'Please choose a score from 1 to 10';
  const number = (key: string, textValue: string, label: string) => {
    const n = parseNumber(textValue);
    if (n == null) fields[key] ??= `Please enter ${label}`;
    else if (Number.isNaN(n)) fields[key] ??= `Please enter ${label} as a number`;
    return n;
  };
  if (cycleTracking && form.hadPeriod == null)
    fields.hadPeriod = 'Please say whether you had your period this week';
  const candidate = {
    weightKg: weight.ok ? weight.value : null,
    measurementsCm: Object.values(measurementsCm).some((v) => v != null) ? measurementsCm : null,
    scores: form.scores,
    workoutsDone: number('workoutsDone', form.workoutsDone, 'the workouts you did'),
    workoutsPlanned: number('workoutsPlanned', form.workoutsPlanned, 'the workouts you planned'),
    adherencePercent: number('adherencePercent', form.adherencePercent, 'your nutrition adherence'),
    steps: number('steps', form.steps.replace(/[\s,]/g, ''), 'your average daily steps'),
    waterLitres: number('waterLitres', form.waterLitres, 'your water in litres'),
    ...(cycleTracking ? { hadPeriod: form.hadPeriod } : {}),
    win: form.win,
    struggle: form.struggle,
    questions: form.questions,
  };
  const parsed = checkinInputSchema.safeParse(candidate);
  if (!parsed.success)
    for (const [key, message] of Object.entries(zodFieldErrors(parsed.error.issues)))
      fields[key] ??= message;
  if (Object.keys(fields).length > 0 || !parsed.success) return { ok: false, fields };
  return { ok: true, input: parsed.data };
}

/** Whether anything has been typed (an empty form keeps no draft). */
export const isBlank = (form: CheckinForm): boolean =>
  JSON.stringify(form) === JSON.stringify(EMPTY_FORM);
