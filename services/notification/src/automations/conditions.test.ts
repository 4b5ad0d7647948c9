import { conditionsHold, noConditions } from './conditions';

const client = { status: 'active', nutritionistUserId: null, tags: ['vip', 'postnatal'] };

describe('conditionsHold', () => {
  it.each([
    [{}, true],
    [{ statuses: ['active' as const] }, true],
    [{ statuses: ['paused' as const] }, false],
    [{ hasNutritionist: false }, true],
    [{ hasNutritionist: true }, false],
    [{ tags: ['vip'] }, true],
    [{ tags: ['vip', 'menopause'] }, false],
  ])('%j → %s', (conditions, expected) => {
    expect(conditionsHold(conditions, client)).toBe(expected);
  });

  it('counts empty lists as no condition (what a lead meets)', () => {
    expect(noConditions({ statuses: [], tags: [] })).toBe(true);
    expect(noConditions({ hasNutritionist: false })).toBe(false);
  });
});
