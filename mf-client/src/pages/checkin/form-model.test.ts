import { draftFromForm, EMPTY_FORM, formFromValues, inputFromForm, isBlank } from './form-model';
import type { CheckinForm } from './form-model';

const kgCm = { weight: 'kg', length: 'cm' } as const;
const stIn = { weight: 'st', length: 'in' } as const;
const scores = { energy: 7, sleep: 6, stress: 5, hunger: 6, mood: 8, digestion: 7, motivation: 9 };
const filled: CheckinForm = {
  ...EMPTY_FORM,
  weight: { kg: '70.4', stones: '', pounds: '' },
  scores,
  workoutsDone: '3',
  workoutsPlanned: '4',
  adherencePercent: '80',
  steps: '8,500',
  waterLitres: '2',
  win: 'More energy',
};

describe('check-in form', () => {
  it('builds the check-in, metric, with her text', () => {
    const result = inputFromForm(filled, kgCm, false);
    expect(result).toEqual({
      ok: true,
      input: expect.objectContaining({
        weightKg: 70.4,
        measurementsCm: null,
        scores,
        steps: 8500,
        win: 'More energy',
      }),
    });
  });

  it('converts stones and inches exactly', () => {
    const form = {
      ...filled,
      weight: { kg: '', stones: '11', pounds: '2' },
      measurements: { ...EMPTY_FORM.measurements, waist: '32' },
    };
    const result = inputFromForm(form, stIn, false);
    expect(result.ok && result.input.weightKg).toBe(156 * 0.45359237);
    expect(result.ok && result.input.measurementsCm?.waist).toBe(81.28);
  });

  it('names every field to fix, as the API does', () => {
    const result = inputFromForm(
      { ...EMPTY_FORM, weight: { kg: '500', stones: '', pounds: '' } },
      kgCm,
      true,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fields.weightKg).toMatch(/between 30 and 300/);
    expect(result.fields['scores.energy']).toBe('Please choose a score from 1 to 10');
    expect(result.fields.hadPeriod).toMatch(/period/);
    expect(result.fields.steps).toMatch(/steps/);
  });

  it('asks about her period only when she tracks her cycle', () => {
    expect(inputFromForm(filled, kgCm, false).ok).toBe(true);
    expect(inputFromForm(filled, kgCm, true).ok).toBe(false);
    const withPeriod = inputFromForm({ ...filled, hadPeriod: true }, kgCm, true);
    expect(withPeriod.ok && withPeriod.input.hadPeriod).toBe(true);
  });

  it('keeps a half-typed draft, and shows it again in her units', () => {
    const draft = draftFromForm(
      { ...EMPTY_FORM, weight: { kg: '70.', stones: '', pounds: '' }, steps: 'abc' },
      kgCm,
    );
    expect(draft.weightKg).toBe(70);
    expect(draft.steps).toBeNull();
    const shown = formFromValues({ weightKg: 70, scores: { energy: 4 }, win: 'x' }, stIn);
    expect(shown.weight).toMatchObject({ stones: '11', pounds: '0.3' });
    expect(shown.scores).toEqual({ energy: 4 });
    expect(shown.win).toBe('x');
  });

  it('leaves untouched stored values exactly as they were', () => {
    const saved = { weightKg: 70, measurementsCm: { waist: 80 } };
    const form = formFromValues({ ...saved, scores }, stIn);
    const result = inputFromForm(
      {
        ...form,
        workoutsDone: '1',
        workoutsPlanned: '1',
        adherencePercent: '1',
        steps: '1',
        waterLitres: '1',
      },
      stIn,
      false,
      saved,
    );
    expect(result.ok && result.input.weightKg).toBe(70);
    expect(result.ok && result.input.measurementsCm?.waist).toBe(80);
  });

  it('knows a blank form', () => {
    expect(isBlank(EMPTY_FORM)).toBe(true);
    expect(isBlank(filled)).toBe(false);
  });
});
