import {
  DEFAULT_TIME_ZONE,
  HEALTH_CONSENT,
  MEASUREMENT_SITES,
  ONBOARDING_MESSAGES,
  ONBOARDING_STEPS,
  SCREENING_KEYS,
  onboardingUpdateSchema,
} from '@wellness/contracts';
import type {
  MeasurementSite,
  OnboardingState,
  OnboardingUpdate,
  ScreeningQuestion,
} from '@wellness/contracts';
import { zodFieldErrors } from '../../lib/errors';
import {
  lengthEntryFromCm,
  lengthEntryToCm,
  parseNumber,
  weightEntryFromKg,
  weightEntryToKg,
} from '../../lib/units';
import type { Units, WeightEntry } from '../../lib/units';

// The onboarding form as data: what each step shows (from her saved answers, in her units) and what
// it saves (metric, checked with the contracts' schema before it is sent). Pure: tested beside it.

export type StepKey = (typeof ONBOARDING_STEPS)[number]['key'];
export const STEPS = ONBOARDING_STEPS;

export interface OnboardingForm {
  goals: string[];
  goalsOwnWords: string;
  targetWeight: WeightEntry;
  height: string;
  dateOfBirth: string;
  weight: WeightEntry;
  measurements: Record<MeasurementSite, string>;
  activityLevel: string;
  trainingExperience: string;
  trainingPlace: string;
  screening: Partial<Record<ScreeningQuestion, boolean>>;
  weeksSinceBirth: string;
  medicalConditions: string;
  medications: string;
  diet: string[];
  dietOther: string;
  allergies: string[];
  allergiesOther: string;
  cycleEnabled: boolean | null;
  cycleLengthDays: string;
  lastPeriodStart: string;
  checkinDay: string;
  timeZone: string;
}

const text = (value: string | null | undefined) => value ?? '';
const numberText = (value: number | null | undefined) => (value == null ? '' : String(value));

/** The form as her saved answers fill it, in her units. */
export function formFromState(state: OnboardingState | null, units: Units): OnboardingForm {
  const m = state?.measurementsCm;
  const s = state?.screening;
  return {
    goals: state?.goals ?? [],
    goalsOwnWords: text(state?.goalsOwnWords),
    targetWeight: weightEntryFromKg(state?.targetWeightKg, units.weight),
    height: lengthEntryFromCm(state?.heightCm, units.length),
    dateOfBirth: text(state?.dateOfBirth),
    weight: weightEntryFromKg(state?.weightKg, units.weight),
    measurements: Object.fromEntries(
      MEASUREMENT_SITES.map((site) => [site, lengthEntryFromCm(m?.[site], units.length)]),
    ) as Record<MeasurementSite, string>,
    activityLevel: text(state?.activityLevel),
    trainingExperience: text(state?.trainingExperience),
    trainingPlace: text(state?.trainingPlace),
    screening: s ? Object.fromEntries(SCREENING_KEYS.map((key) => [key, s[key]])) : {},
    weeksSinceBirth: numberText(s?.weeksSinceBirth),
    medicalConditions: text(state?.medicalConditions),
    medications: text(state?.medications),
    diet: state?.diet ?? [],
    dietOther: text(state?.dietOther),
    allergies: state?.allergies ?? [],
    allergiesOther: text(state?.allergiesOther),
    cycleEnabled: state?.cycleTracking ? state.cycleTracking.enabled : null,
    cycleLengthDays: numberText(state?.cycleTracking?.cycleLengthDays),
    lastPeriodStart: text(state?.cycleTracking?.lastPeriodStart),
    checkinDay: String(state?.checkinDay ?? 1),
    timeZone: state?.timeZone ?? DEFAULT_TIME_ZONE,
  };
}

export type StepResult =
  { ok: true; payload: OnboardingUpdate } | { ok: false; fields: Record<string, string> };

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const integer = (value: string) => {
  const n = parseNumber(value);
  return n == null ? null : n;
};

/** The health steps need her consent in force: the message she sees when it is not. */
export function consentMessage(state: OnboardingState | null): string | null {
  if (state?.consent.given && state.consent.version === HEALTH_CONSENT.version) return null;
  return state?.consent.withdrawnAt
    ? ONBOARDING_MESSAGES.consentWithdrawn
    : ONBOARDING_MESSAGES.consentRequired;
}

/**
 * What a step saves (`PUT /api/onboarding`), or the message of each field to fix first. `saved` are
 * her stored answers, so a weight or length she left as shown goes back exactly as stored.
 */
export function stepPayload(
  step: StepKey,
  form: OnboardingForm,
  units: Units,
  saved: OnboardingState | null,
  consentTicked = false,
): StepResult {
  const fields: Record<string, string> = {};
  let payload: Record<string, unknown> = {};
  const need = (key: string, present: boolean, message: string) => {
    if (!present) fields[key] ??= message;
  };
  const weight = (key: string, entry: WeightEntry, savedKg: number | null | undefined) => {
    const parsed = weightEntryToKg(entry, units.weight, savedKg);
    if (!parsed.ok) fields[key] = parsed.message;
    return parsed.ok ? parsed.value : null;
  };
  const length = (key: string, entry: string, savedCm: number | null | undefined) => {
    const parsed = lengthEntryToCm(entry, units.length, savedCm);
    if (!parsed.ok) fields[key] = parsed.message;
    return parsed.ok ? parsed.value : null;
  };

  switch (step) {
    case 'goals':
      need('goals', form.goals.length > 0, 'Please choose at least one goal');
      payload = { goals: form.goals, goalsOwnWords: orNull(form.goalsOwnWords) };
      break;
    case 'consent':
      need('healthConsent', consentTicked, ONBOARDING_MESSAGES.consentTrueOnly);
      payload = { healthConsent: true };
      break;
    case 'body': {
      const heightCm = length('heightCm', form.height, saved?.heightCm);
      const weightKg = weight('weightKg', form.weight, saved?.weightKg);
      const targetWeightKg = weight('targetWeightKg', form.targetWeight, saved?.targetWeightKg);
      const measurementsCm = Object.fromEntries(
        MEASUREMENT_SITES.map((site) => [
          site,
          length(`measurementsCm.${site}`, form.measurements[site], saved?.measurementsCm?.[site]),
        ]),
      );
      need('heightCm', heightCm != null || !!fields.heightCm, 'Please enter your height');
      need('weightKg', weightKg != null || !!fields.weightKg, 'Please enter your starting weight');
      need('dateOfBirth', form.dateOfBirth !== '', 'Please enter your date of birth');
      const anyMeasured = Object.values(measurementsCm).some((v) => v != null);
      payload = {
        heightCm,
        dateOfBirth: form.dateOfBirth || undefined,
        weightKg,
        targetWeightKg,
        measurementsCm: anyMeasured ? measurementsCm : null,
      };
      break;
    }
    case 'activity':
      need('activityLevel', form.activityLevel !== '', 'Please choose how active you are');
      need(
        'trainingExperience',
        form.trainingExperience !== '',
        'Please choose your training experience',
      );
      need('trainingPlace', form.trainingPlace !== '', 'Please choose where you will train');
      payload = {
        activityLevel: form.activityLevel,
        trainingExperience: form.trainingExperience,
        trainingPlace: form.trainingPlace,
      };
      break;
    case 'health':
      payload = {
        screening: {
          ...form.screening,
          weeksSinceBirth: form.screening.givenBirthRecently ? integer(form.weeksSinceBirth) : null,
        },
        medicalConditions: orNull(form.medicalConditions),
        medications: orNull(form.medications),
      };
      break;
    case 'diet':
      payload = {
        diet: form.diet,
        dietOther: form.diet.includes('other') ? orNull(form.dietOther) : null,
        allergies: form.allergies,
        allergiesOther: form.allergies.includes('other') ? orNull(form.allergiesOther) : null,
      };
      break;
    case 'cycle':
      need(
        'cycleTracking',
        form.cycleEnabled != null,
        'Please say whether you want to track your cycle',
      );
      payload = {
        cycleTracking: form.cycleEnabled
          ? {
              enabled: true,
              cycleLengthDays: integer(form.cycleLengthDays),
              lastPeriodStart: form.lastPeriodStart || null,
            }
          : { enabled: false, cycleLengthDays: null, lastPeriodStart: null },
      };
      break;
    case 'schedule':
      payload = { checkinDay: Number(form.checkinDay), timeZone: form.timeZone };
      break;
  }
  if (fields.healthConsent || (step === 'cycle' && fields.cycleTracking))
    return { ok: false, fields };
  const parsed = onboardingUpdateSchema.safeParse(payload);
  if (!parsed.success) {
    for (const [key, message] of Object.entries(zodFieldErrors(parsed.error.issues)))
      fields[key] ??= message;
  }
  if (Object.keys(fields).length > 0 || !parsed.success) return { ok: false, fields };
  return { ok: true, payload: parsed.data };
}

/** The step where she should carry on: the first with something still missing, else the last. */
export function resumeStep(state: OnboardingState | null): number {
  if (!state) return 0;
  const missing = new Set<string>(state.missing);
  const index = STEPS.findIndex((step) =>
    (step.fields as readonly string[]).some((field) => missing.has(field)),
  );
  return index === -1 ? STEPS.length - 1 : index;
}

/** The step that asks for a field (for the list of what is missing). */
export function stepOfField(field: string): number {
  const top = field.split('.')[0];
  return STEPS.findIndex((step) => (step.fields as readonly string[]).includes(top));
}

/** The form's weights and lengths shown again in other units (metric in between, exact). */
export function reexpress(
  form: OnboardingForm,
  from: Units,
  to: Units,
  saved: OnboardingState | null,
): OnboardingForm {
  const weight = (entry: WeightEntry, savedKg: number | null | undefined) => {
    const parsed = weightEntryToKg(entry, from.weight, savedKg);
    return parsed.ok ? weightEntryFromKg(parsed.value, to.weight) : entry;
  };
  const length = (entry: string, savedCm: number | null | undefined) => {
    const parsed = lengthEntryToCm(entry, from.length, savedCm);
    return parsed.ok ? lengthEntryFromCm(parsed.value, to.length) : entry;
  };
  return {
    ...form,
    weight: weight(form.weight, saved?.weightKg),
    targetWeight: weight(form.targetWeight, saved?.targetWeightKg),
    height: length(form.height, saved?.heightCm),
    measurements: Object.fromEntries(
      MEASUREMENT_SITES.map((site) => [
        site,
        length(form.measurements[site], saved?.measurementsCm?.[site]),
      ]),
    ) as Record<MeasurementSite, string>,
  };
}
