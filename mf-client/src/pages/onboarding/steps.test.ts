import { HEALTH_CONSENT, ONBOARDING_MESSAGES } from '@wellness/contracts';
import type { OnboardingState } from '@wellness/contracts';
import {
  consentMessage,
  formFromState,
  reexpress,
  resumeStep,
  stepOfField,
  stepPayload,
  STEPS,
} from './steps';

const kgCm = { weight: 'kg', length: 'cm' } as const;
const stIn = { weight: 'st', length: 'in' } as const;
const consent = (given: boolean, withdrawnAt: string | null = null) => ({
  given,
  version: given ? HEALTH_CONSENT.version : null,
  givenAt: given ? '2026-11-20T10:00:00Z' : null,
  withdrawnAt,
  currentVersion: HEALTH_CONSENT.version,
  text: HEALTH_CONSENT.text,
  withdrawal: HEALTH_CONSENT.withdrawal,
});
const state = (patch: Partial<OnboardingState> = {}): OnboardingState => ({
  clientId: 'c1',
  goals: [],
  goalsOwnWords: null,
  targetWeightKg: null,
  heightCm: null,
  dateOfBirth: null,
  weightKg: null,
  measurementsCm: null,
  activityLevel: null,
  trainingExperience: null,
  trainingPlace: null,
  screening: null,
  medicalConditions: null,
  medications: null,
  diet: [],
  dietOther: null,
  allergies: [],
  allergiesOther: null,
  cycleTracking: null,
  checkinDay: 1,
  timeZone: 'Europe/London',
  consent: consent(false),
  screeningFlagged: false,
  missing: ['goals', 'heightCm', 'healthConsent'],
  completedAt: null,
  updatedAt: null,
  ...patch,
});

describe('onboarding steps', () => {
  it('asks for at least one goal', () => {
    const form = formFromState(state(), kgCm);
    expect(stepPayload('goals', form, kgCm, state())).toEqual({
      ok: false,
      fields: { goals: 'Please choose at least one goal' },
    });
    expect(
      stepPayload('goals', { ...form, goals: ['more-energy'], goalsOwnWords: '  ' }, kgCm, state()),
    ).toEqual({
      ok: true,
      payload: { goals: ['more-energy'], goalsOwnWords: null },
    });
  });

  it('sends consent only when the box is ticked', () => {
    const form = formFromState(state(), kgCm);
    expect(stepPayload('consent', form, kgCm, state(), false).ok).toBe(false);
    expect(stepPayload('consent', form, kgCm, state(), true)).toEqual({
      ok: true,
      payload: { healthConsent: true },
    });
  });

  it('saves her body step in metric, converted exactly from her units', () => {
    const form = {
      ...formFromState(state(), stIn),
      height: '65',
      dateOfBirth: '1990-05-01',
      weight: { kg: '', stones: '11', pounds: '0' },
      measurements: { chest: '', waist: '30', hips: '', thigh: '', arm: '' },
    };
    const result = stepPayload('body', form, stIn, state());
    expect(result).toEqual({
      ok: true,
      payload: {
        heightCm: 165.1,
        dateOfBirth: '1990-05-01',
        weightKg: 154 * 0.45359237,
        targetWeightKg: null,
        measurementsCm: { chest: null, waist: 76.2, hips: null, thigh: null, arm: null },
      },
    });
  });

  it('names the body fields to fix, with the ranges', () => {
    const form = {
      ...formFromState(state(), kgCm),
      height: '400',
      weight: { kg: '', stones: '', pounds: '' },
    };
    const result = stepPayload('body', form, kgCm, state());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fields.heightCm).toMatch(/between 120 and 220/);
    expect(result.fields.weightKg).toBe('Please enter your starting weight');
    expect(result.fields.dateOfBirth).toBe('Please enter your date of birth');
  });

  it('needs every screening answer, and the weeks since birth when she gave birth', () => {
    const form = formFromState(state(), kgCm);
    const none = stepPayload('health', form, kgCm, state());
    expect(!none.ok && none.fields['screening.heartCondition']).toMatch(/Please answer yes or no/);
    const answers = {
      heartCondition: false,
      chestPain: false,
      dizziness: false,
      jointProblems: false,
      medication: false,
      pregnant: false,
      givenBirthRecently: true,
      breastfeeding: true,
    };
    const noWeeks = stepPayload('health', { ...form, screening: answers }, kgCm, state());
    expect(!noWeeks.ok && noWeeks.fields['screening.weeksSinceBirth']).toMatch(/weeks ago/);
    const ok = stepPayload(
      'health',
      { ...form, screening: answers, weeksSinceBirth: '20' },
      kgCm,
      state(),
    );
    expect(ok.ok && ok.payload.screening?.weeksSinceBirth).toBe(20);
  });

  it('asks for cycle details only when she opts in', () => {
    const form = formFromState(state(), kgCm);
    expect(stepPayload('cycle', form, kgCm, state()).ok).toBe(false);
    expect(stepPayload('cycle', { ...form, cycleEnabled: false }, kgCm, state())).toEqual({
      ok: true,
      payload: { cycleTracking: { enabled: false, cycleLengthDays: null, lastPeriodStart: null } },
    });
    const optedIn = stepPayload('cycle', { ...form, cycleEnabled: true }, kgCm, state());
    expect(!optedIn.ok && optedIn.fields['cycleTracking.cycleLengthDays']).toMatch(/cycle length/);
  });

  it('defaults her check-in to Monday in Europe/London', () => {
    expect(stepPayload('schedule', formFromState(state(), kgCm), kgCm, state())).toEqual({
      ok: true,
      payload: { checkinDay: 1, timeZone: 'Europe/London' },
    });
  });

  it('says why health steps cannot be saved without consent', () => {
    expect(consentMessage(state())).toBe(ONBOARDING_MESSAGES.consentRequired);
    expect(consentMessage(state({ consent: consent(false, '2026-11-21T00:00:00Z') }))).toBe(
      ONBOARDING_MESSAGES.consentWithdrawn,
    );
    expect(consentMessage(state({ consent: consent(true) }))).toBeNull();
    expect(STEPS.filter((s) => s.health).map((s) => s.key)).toEqual([
      'body',
      'health',
      'diet',
      'cycle',
    ]);
  });

  it('resumes at the first step with something missing', () => {
    expect(resumeStep(state())).toBe(0);
    expect(resumeStep(state({ missing: ['screening'] }))).toBe(
      STEPS.findIndex((s) => s.key === 'health'),
    );
    expect(resumeStep(state({ missing: [] }))).toBe(STEPS.length - 1);
    expect(stepOfField('healthConsent')).toBe(1);
  });

  it('shows her weights again in other units without drift', () => {
    const saved = state({ weightKg: 70, heightCm: 165 });
    const form = formFromState(saved, kgCm);
    const inSt = reexpress(form, kgCm, stIn, saved);
    expect(inSt.weight).toMatchObject({ stones: '11', pounds: '0.3' });
    expect(inSt.height).toBe('65');
    expect(reexpress(inSt, stIn, kgCm, saved).weight.kg).toBe('70');
  });
});
