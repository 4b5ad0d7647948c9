import {
  formatCount,
  formatGrams,
  formatOunces,
  formatQuantity,
  pluralUnit,
} from './client-quantity';

describe('quantities in her units', () => {
  it('shows grams, and ounces to the quarter for a stones-and-pounds client', () => {
    expect(formatQuantity({ grams: 120, unit: 'g' }, 'kg')).toBe('120 g');
    expect(formatQuantity({ grams: 120, unit: 'g' }, 'st')).toBe('120 g (4¼ oz)');
    expect(formatQuantity({ grams: 28.35, unit: 'g' }, 'st')).toBe('28 g (1 oz)');
  });
  it('keeps millilitres as millilitres for everyone', () => {
    expect(formatQuantity({ grams: 250, unit: 'ml' }, 'st')).toBe('250 ml');
    expect(formatQuantity({ grams: 250, unit: 'ml' }, 'kg')).toBe('250 ml');
  });
  it('names household units with their weight', () => {
    const eggs = { grams: 100, unit: 'household', household: { label: 'medium egg', count: 2 } };
    expect(formatQuantity(eggs, 'kg')).toBe('2 medium eggs (100 g)');
    expect(formatQuantity(eggs, 'st')).toBe('2 medium eggs (100 g)');
    const half = {
      grams: 20,
      unit: 'household',
      household: { label: 'slice of bread', count: 0.5 },
    };
    expect(formatQuantity(half, 'kg')).toBe('½ slice of bread (20 g)');
    const two = { grams: 80, unit: 'household', household: { label: 'slice of bread', count: 2 } };
    expect(formatQuantity(two, 'kg')).toBe('2 slices of bread (80 g)');
  });
  it('rounds ounces to quarters and carries into pounds', () => {
    expect(formatOunces(7)).toBe('¼ oz');
    expect(formatOunces(2)).toBe('under ¼ oz');
    expect(formatOunces(14.2)).toBe('½ oz');
    expect(formatOunces(453.6)).toBe('1 lb');
    expect(formatOunces(500)).toBe('1 lb 1¾ oz');
    expect(formatOunces(85)).toBe('3 oz');
  });
  it('rounds grams to whole grams from 10 g, with thousands separated', () => {
    expect(formatGrams(7.46)).toBe('7.5 g');
    expect(formatGrams(120.4)).toBe('120 g');
    expect(formatGrams(1250)).toBe('1,250 g');
  });
  it('writes counts with quarter fractions', () => {
    expect(formatCount(1)).toBe('1');
    expect(formatCount(1.5)).toBe('1½');
    expect(formatCount(0.25)).toBe('¼');
    expect(formatCount(0.3)).toBe('0.3');
  });
  it('makes household units plural sensibly', () => {
    expect(pluralUnit('tbsp', 2)).toBe('tbsp');
    expect(pluralUnit('handful of berries', 2)).toBe('handfuls of berries');
    expect(pluralUnit('peach', 3)).toBe('peaches');
    expect(pluralUnit('medium egg', 1)).toBe('medium egg');
  });
});
