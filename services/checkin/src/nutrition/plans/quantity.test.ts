import { pluralLabel, quantityText } from './quantity';

describe('quantities as she reads them', () => {
  it.each([
    [{ grams: 45, unit: 'g' as const }, '45 g'],
    [{ grams: 200, unit: 'ml' as const }, '200 ml'],
    [
      { grams: 100, unit: 'household' as const, household: { label: 'medium egg', count: 2 } },
      '2 medium eggs (100 g)',
    ],
    [
      { grams: 36, unit: 'household' as const, household: { label: 'slice of bread', count: 1 } },
      '1 slice of bread (36 g)',
    ],
    [
      {
        grams: 72.25,
        unit: 'household' as const,
        household: { label: 'slice of bread', count: 2 },
      },
      '2 slices of bread (72.3 g)',
    ],
  ])('%j → %s', (item, expected) => {
    expect(quantityText(item)).toBe(expected);
  });

  it.each([
    ['peach', 2, 'peaches'],
    ['small berry', 10, 'small berries'],
    ['handful of nuts', 2, 'handfuls of nuts'],
    ['cup', 1, 'cup'],
  ])('%s × %d → %s', (label, count, expected) => {
    expect(pluralLabel(label, count)).toBe(expected);
  });
});
