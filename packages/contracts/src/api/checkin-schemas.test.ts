import {
  HEALTH_FIELDS,
  checkinDraftSchema,
  checkinEditSchema,
  checkinInputSchema,
  onboardingUpdateSchemaAt,
  screeningFlagged,
} from '../index';

const valid = {
  weightKg: 72.4,
  measurementsCm: { waist: 81, hips: 102 },
  scores: { energy: 7, sleep: 6, stress: 5, hunger: 6, mood: 8, digestion: 7, motivation: 9 },
  workoutsDone: 3,
  workoutsPlanned: 4,
  adherencePercent: 80,
  steps: 8000,
  waterLitres: 2,
  win: 'Three workouts',
};

const fieldsOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('check-in input', () => {
  it('accepts a week with optional measurements and fills empty answers', () => {
    const parsed = checkinInputSchema.parse(valid);
    expect(parsed).toMatchObject({ weightKg: 72.4, struggle: '', questions: '' });
  });

  it.each([
    [{ weightKg: 29.9 }, 'weightKg', 'Your weight must be between 30 and 300 kg'],
    [{ weightKg: 300.1 }, 'weightKg', 'Your weight must be between 30 and 300 kg'],
    [
      { scores: { ...valid.scores, sleep: 11 } },
      'scores.sleep',
      'Sleep quality must be between 1 and 10',
    ],
    [{ scores: { ...valid.scores, mood: 0 } }, 'scores.mood', 'Mood must be between 1 and 10'],
    [
      { scores: { ...valid.scores, energy: 5.5 } },
      'scores.energy',
      'Energy must be a whole number',
    ],
    [
      { measurementsCm: { waist: 400 } },
      'measurementsCm.waist',
      'Your waist measurement must be between 40 and 200 cm',
    ],
    [
      { measurementsCm: { arm: 5 } },
      'measurementsCm.arm',
      'Your upper arm measurement must be between 15 and 70 cm',
    ],
    [
      { adherencePercent: 120 },
      'adherencePercent',
      'Your nutrition adherence must be between 0 and 100%',
    ],
    [{ waterLitres: -1 }, 'waterLitres', 'Water must be between 0 and 10 litres'],
  ])('rejects %o naming %s', (change, field, message) => {
    const result = checkinInputSchema.safeParse({ ...valid, ...change });
    expect(fieldsOf(result)).toEqual({ [field]: message });
  });

  it('an edit may send one field; a draft may hold half-typed values', () => {
    expect(checkinEditSchema.parse({ weightKg: 70 })).toEqual({ weightKg: 70 });
    expect(fieldsOf(checkinEditSchema.safeParse({ weightKg: 3 }))).toHaveProperty('weightKg');
    expect(checkinDraftSchema.parse({ weightKg: 7, scores: { sleep: 1 } })).toEqual({
      weightKg: 7,
      scores: { sleep: 1 },
    });
  });
});

describe('onboarding update', () => {
  const now = () => new Date('2026-11-23T10:00:00Z');
  const schema = onboardingUpdateSchemaAt(now);

  it('accepts one step at a time', () => {
    expect(
      schema.parse({ goals: ['lose-weight'], goalsOwnWords: 'Keep up with the kids' }),
    ).toEqual({
      goals: ['lose-weight'],
      goalsOwnWords: 'Keep up with the kids',
    });
    expect(schema.parse({ checkinDay: 3, timeZone: 'Europe/London' })).toEqual({
      checkinDay: 3,
      timeZone: 'Europe/London',
    });
  });

  it.each([
    [{ dateOfBirth: '2026-12-01' }, 'dateOfBirth', 'Your date of birth cannot be in the future'],
    [
      { dateOfBirth: '2026-02-30' },
      'dateOfBirth',
      'Please enter your date of birth as a date (YYYY-MM-DD)',
    ],
    [{ heightCm: 400 }, 'heightCm', 'Your height must be between 120 and 220 cm'],
    [{ timeZone: 'Mars/Olympus' }, 'timeZone', 'Please choose a time zone from the list'],
    [{ checkinDay: 8 }, 'checkinDay', 'Your check-in day must be between 1 and 7'],
    [
      { cycleTracking: { enabled: true, cycleLengthDays: 28, lastPeriodStart: '2026-11-30' } },
      'cycleTracking.lastPeriodStart',
      'The first day of your last period cannot be in the future',
    ],
    [
      { cycleTracking: { enabled: true, lastPeriodStart: '2026-11-10' } },
      'cycleTracking.cycleLengthDays',
      'Please tell us your typical cycle length in days',
    ],
    [{ healthConsent: false }, 'healthConsent', expect.stringContaining('Tick the box')],
  ])('rejects %o naming %s', (body, field, message) => {
    expect(fieldsOf(schema.safeParse(body))).toEqual({ [field]: message });
  });

  it('needs the weeks since birth when she gave birth recently, and flags any yes', () => {
    const screening = {
      heartCondition: false,
      chestPain: false,
      dizziness: false,
      jointProblems: false,
      medication: false,
      pregnant: false,
      givenBirthRecently: true,
      breastfeeding: false,
    };
    expect(fieldsOf(schema.safeParse({ screening }))).toEqual({
      'screening.weeksSinceBirth': 'Please tell us how many weeks ago you gave birth',
    });
    expect(
      screeningFlagged(
        schema.parse({ screening: { ...screening, weeksSinceBirth: 20 } }).screening,
      ),
    ).toBe(true);
    expect(screeningFlagged({ ...screening, givenBirthRecently: false })).toBe(false);
  });

  it('every health field is a field of the update', () => {
    for (const field of HEALTH_FIELDS) expect(Object.keys(schema.shape)).toContain(field);
  });
});
