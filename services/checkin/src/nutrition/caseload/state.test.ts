import { planStanding, weightTrendKg } from './state';

const NOW = new Date('2026-11-26T12:00:00Z');
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 24 * 3600 * 1000);
const w = (n: number, weightKg: number) => ({ at: daysAgo(n), weightKg });

describe('plan standing', () => {
  it('no plan, a draft', () => {
    expect(planStanding(false, null, [], null, NOW).state).toBe('none');
    expect(planStanding(true, null, [], null, NOW).state).toBe('draft');
  });
  it('active within 4 weeks and 3 kg', () => {
    expect(planStanding(true, daysAgo(10), [w(14, 75), w(3, 73)], 76, NOW)).toEqual({
      state: 'active',
      reviewReason: null,
    });
  });
  it('review after 4 weeks', () => {
    expect(planStanding(true, daysAgo(36), [], null, NOW)).toEqual({
      state: 'review',
      reviewReason: 'Published 5 weeks ago',
    });
  });
  it('review after a weight change of more than 3 kg since publication', () => {
    expect(planStanding(true, daysAgo(20), [w(21, 76), w(2, 72.6)], null, NOW)).toEqual({
      state: 'review',
      reviewReason: 'Weight down 3.4 kg since',
    });
  });
  it('counts from her onboarding weight when no check-in came before', () => {
    expect(planStanding(true, daysAgo(20), [w(2, 80)], 76.5, NOW).reviewReason).toBe(
      'Weight up 3.5 kg since',
    );
  });
});

describe('weight trend over 4 weeks', () => {
  it('needs two weighings', () => expect(weightTrendKg([w(1, 70)])).toBeNull());
  it('from the first weighing within 28 days of the newest', () => {
    expect(weightTrendKg([w(40, 80), w(27, 76), w(13, 75.5), w(1, 75.2)])).toBe(-0.8);
  });
});
