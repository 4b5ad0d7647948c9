import { compare, flagsOf, needsAttention, scoreTrends, streakOf, totalCmLost } from './progress';
import type { Measures } from './progress';

const m = (
  weightKg: number,
  cm: Partial<Record<'chest' | 'waist' | 'hips' | 'thigh' | 'arm', number>> = {},
): Measures => ({
  weightKg,
  measurementsCm: { chest: null, waist: null, hips: null, thigh: null, arm: null, ...cm },
});

const scores = { energy: 7, sleep: 7, stress: 7, hunger: 7, mood: 7, digestion: 7, motivation: 7 };

describe('comparisons', () => {
  const start = m(80, { chest: 100, waist: 90, hips: 110, thigh: 60 });
  const previous = m(78.6, { chest: 99, waist: 88.5, hips: 109 });
  const current = m(78.2, { chest: 98.5, waist: 87, hips: 108, arm: 30 });

  it('compares this week with last week and with her start, rounding float noise', () => {
    const result = compare(current, previous, start);
    expect(result.weightKg).toEqual({
      current: 78.2,
      previous: 78.6,
      start: 80,
      changeFromPrevious: -0.4,
      changeFromStart: -1.8,
    });
    expect(result.measurementsCm.waist).toEqual({
      current: 87,
      previous: 88.5,
      start: 90,
      changeFromPrevious: -1.5,
      changeFromStart: -3,
    });
    // arm taken only this week; thigh not this week: no change for either
    expect(result.measurementsCm.arm.changeFromStart).toBeNull();
    expect(result.measurementsCm.thigh).toEqual({
      current: null,
      previous: null,
      start: 60,
      changeFromPrevious: null,
      changeFromStart: null,
    });
    // lost over the sites measured both times: chest 0.5 + waist 1.5 + hips 1 = 3 this week
    expect(result.totalCmLost).toEqual({ sincePrevious: 3, sinceStart: 6.5 });
  });

  it('has no previous or start for the baseline, and no total without a shared measurement', () => {
    const result = compare(start, null, null);
    expect(result.weightKg.changeFromPrevious).toBeNull();
    expect(result.totalCmLost).toEqual({ sincePrevious: null, sinceStart: null });
    expect(totalCmLost(m(70, { arm: 30 }), m(69, { waist: 80 }))).toBeNull();
  });
});

describe('streak', () => {
  it.each([
    [[], 0, 0],
    [[{ missedWeeksBefore: 0 }], 0, 1],
    [[{ missedWeeksBefore: 0 }, { missedWeeksBefore: 0 }, { missedWeeksBefore: 0 }], 0, 3],
    [[{ missedWeeksBefore: 0 }, { missedWeeksBefore: 1 }, { missedWeeksBefore: 0 }], 0, 2],
    [[{ missedWeeksBefore: 2 }, { missedWeeksBefore: 0 }], 0, 1],
    [[{ missedWeeksBefore: 0 }, { missedWeeksBefore: 0 }], 1, 0],
  ])('check-ins %j with %i weeks missed since → %i', (rows, missedSince, expected) => {
    expect(streakOf(rows, missedSince)).toBe(expected);
  });
});

describe('flags', () => {
  const base = { scores, weightChangeKg: -0.5, missedWeeksBefore: 0, hadPeriod: false };

  it('has none for a good week', () => {
    expect(flagsOf(base, false)).toEqual([]);
    expect(needsAttention(base)).toBe(false);
  });

  it.each([
    [{ scores: { ...scores, sleep: 3 } }, [{ kind: 'low_score', label: 'Sleep quality 3/10' }]],
    [{ scores: { ...scores, sleep: 4 } }, []],
    [
      { weightChangeKg: 1.6 },
      [{ kind: 'weight_change', label: '+1.6 kg since the previous check-in' }],
    ],
    [
      { weightChangeKg: -1.8 },
      [{ kind: 'weight_change', label: '-1.8 kg since the previous check-in' }],
    ],
    [{ weightChangeKg: 1.5 }, []],
    [{ missedWeeksBefore: 1 }, [{ kind: 'missed_week', label: 'Missed the previous week' }]],
    [{ missedWeeksBefore: 3 }, [{ kind: 'missed_week', label: 'Missed the previous 3 weeks' }]],
  ])('%o → %j', (change, expected) => {
    const checkin = { ...base, ...change };
    expect(flagsOf(checkin, false)).toEqual(expected);
    expect(needsAttention(checkin)).toBe(expected.length > 0);
  });

  it('notes a period week and the screening, neither making the week itself need attention', () => {
    const checkin = { ...base, hadPeriod: true };
    expect(flagsOf(checkin, true).map((f) => f.kind)).toEqual(['screening', 'period']);
    expect(needsAttention(checkin)).toBe(false);
  });
});

it('lays out each score over the weeks', () => {
  const trends = scoreTrends([
    { dueDate: '2026-11-16', scores },
    { dueDate: '2026-11-23', scores: { ...scores, mood: 9 } },
  ]);
  expect(trends.mood).toEqual([
    { dueDate: '2026-11-16', value: 7 },
    { dueDate: '2026-11-23', value: 9 },
  ]);
  expect(Object.keys(trends)).toHaveLength(7);
});
