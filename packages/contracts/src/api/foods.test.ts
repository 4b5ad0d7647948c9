import {
  FOOD_GROUPS,
  FOOD_MESSAGES,
  customFoodInputSchema,
  estimatedEnergyKcal,
  foodSearchQuerySchema,
} from './foods';

/** Roast chicken breast, per 100 g (SR28 05064): 165 kcal. */
const chicken = {
  name: 'Chicken breast, roasted',
  group: 'Poultry products',
  energyKcal: 165,
  proteinG: 31.02,
  carbohydrateG: 0,
  fatG: 3.57,
};

const issuesOf = (input: unknown) => {
  const result = customFoodInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('food groups', () => {
  it('are the 25 SR28 groups, each once', () => {
    expect(FOOD_GROUPS).toHaveLength(25);
    expect(new Set(FOOD_GROUPS).size).toBe(25);
  });
});

describe('food search query', () => {
  it('trims the search and limits to 20 by default', () => {
    expect(foodSearchQuerySchema.parse({ search: '  chiken brest ' })).toEqual({
      search: 'chiken brest',
      limit: 20,
    });
  });

  it.each([[{}], [{ search: '' }], [{ search: '   ' }]])('%j asks for a letter', (query) => {
    const result = foodSearchQuerySchema.safeParse(query);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['search'],
      message: FOOD_MESSAGES.searchRequired,
    });
  });

  it.each(['0', '51', '2.5', 'ten'])('limit %s is refused', (limit) => {
    const result = foodSearchQuerySchema.safeParse({ search: 'egg', limit });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['limit'],
      message: FOOD_MESSAGES.limit,
    });
  });

  it('refuses more than 100 characters', () => {
    expect(foodSearchQuerySchema.safeParse({ search: 'a'.repeat(101) }).success).toBe(false);
  });
});

describe('custom food', () => {
  it('accepts values whose energy agrees with the macronutrients', () => {
    expect(issuesOf(chicken)).toEqual([]);
    expect(issuesOf({ ...chicken, fibreG: 0, sugarsG: 0, saltG: 0.18 })).toEqual([]);
  });

  it('estimates 4·protein + 4·(carbohydrate − fibre) + 2·fibre + 9·fat', () => {
    expect(estimatedEnergyKcal({ proteinG: 10, carbohydrateG: 20, fibreG: 5, fatG: 1 })).toBe(
      40 + 60 + 10 + 9,
    );
  });

  it('refuses an energy that disagrees, on energyKcal, showing the estimate', () => {
    expect(issuesOf({ ...chicken, energyKcal: 300 })).toEqual([
      ['energyKcal', FOOD_MESSAGES.energyMismatch(estimatedEnergyKcal(chicken))],
    ]);
    expect(FOOD_MESSAGES.energyMismatch(estimatedEnergyKcal(chicken))).toContain('about 156 kcal');
  });

  it('allows 25 kcal or 15 %, whichever is more', () => {
    const lettuce = { ...chicken, proteinG: 1, carbohydrateG: 2, fatG: 0 }; // about 12 kcal
    expect(issuesOf({ ...lettuce, energyKcal: 37 })).toEqual([]);
    expect(issuesOf({ ...lettuce, energyKcal: 38 })).toHaveLength(1);
    const oil = { ...chicken, proteinG: 0, carbohydrateG: 0, fatG: 100, energyKcal: 800 };
    expect(issuesOf(oil)).toEqual([]); // 900 estimated, within 15 % of 800
  });

  it('refuses more than 100 g of macronutrients in 100 g', () => {
    const issues = issuesOf({ ...chicken, proteinG: 60, carbohydrateG: 30, fatG: 20 });
    expect(issues).toEqual([['carbohydrateG', FOOD_MESSAGES.tooMuch]]);
  });

  it('refuses fibre above the carbohydrate it is part of', () => {
    expect(issuesOf({ ...chicken, fibreG: 2 })).toEqual([
      ['fibreG', FOOD_MESSAGES.fibreOverCarbohydrate],
    ]);
  });

  it.each([
    ['name', { name: 'x' }, FOOD_MESSAGES.nameRequired],
    ['name', { name: 'a'.repeat(201) }, FOOD_MESSAGES.nameTooLong],
    ['group', { group: 'Pizza' }, FOOD_MESSAGES.group],
    ['energyKcal', { energyKcal: 901 }, 'Energy must be a number from 0 to 900 kcal per 100 g'],
    ['proteinG', { proteinG: -1 }, 'Protein must be a number from 0 to 100 g per 100 g'],
    ['fatG', { fatG: '3' }, 'Fat must be a number from 0 to 100 g per 100 g'],
    ['saltG', { saltG: 101 }, 'Salt must be a number from 0 to 100 g per 100 g'],
  ])('%s: %j is refused with a message naming it', (path, change, message) => {
    expect(issuesOf({ ...chicken, ...change })).toEqual([[path, message]]);
  });

  it('refuses fields it does not know', () => {
    expect(issuesOf({ ...chicken, custom: false })[0][0]).toBe('');
  });
});
