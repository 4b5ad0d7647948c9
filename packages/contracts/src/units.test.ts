import {
  cmToInches,
  formatLength,
  formatWeight,
  inchesToCm,
  kgToPounds,
  kgToStonesPounds,
  lengthForDisplay,
  lengthFromDisplay,
  poundsToKg,
  roundTo,
  stonesPoundsToKg,
  weightChangeForDisplay,
  weightForDisplay,
  weightFromDisplay,
} from './units';

/** Every value from `from` to `to` in steps of 0.1, as the form would offer them. */
const tenths = (from: number, to: number) =>
  Array.from({ length: Math.round((to - from) * 10) + 1 }, (_, i) => roundTo(from + i / 10));

describe('unit conversions', () => {
  it('uses the exact definitions: 1 in = 2.54 cm, 1 lb = 0.45359237 kg, 1 st = 14 lb', () => {
    expect(inchesToCm(1)).toBe(2.54);
    expect(inchesToCm(10)).toBe(25.4);
    expect(poundsToKg(1)).toBe(0.45359237);
    expect(stonesPoundsToKg({ stones: 1, pounds: 0 })).toBeCloseTo(6.35029318, 12);
    expect(stonesPoundsToKg({ stones: 11, pounds: 4 })).toBeCloseTo(158 * 0.45359237, 12);
    expect(cmToInches(2.54)).toBe(1);
    expect(kgToPounds(0.45359237)).toBe(1);
  });

  it('rounds halves away from zero despite binary noise', () => {
    expect(roundTo(1.05)).toBe(1.1);
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(-2.45)).toBe(-2.5);
    expect(roundTo(70)).toBe(70);
  });

  it('carries pounds that round up to 14 into the stones', () => {
    expect(kgToStonesPounds(stonesPoundsToKg({ stones: 10, pounds: 13.96 }))).toEqual({
      stones: 11,
      pounds: 0,
    });
    expect(kgToStonesPounds(70)).toEqual({ stones: 11, pounds: 0.3 });
  });

  it('formats in each unit', () => {
    expect(formatWeight(71.66798, 'kg')).toBe('71.7 kg');
    expect(formatWeight(stonesPoundsToKg({ stones: 11, pounds: 4 }), 'st')).toBe('11 st 4 lb');
    expect(formatLength(81.28, 'in')).toBe('32 in');
    expect(formatLength(81.28, 'cm')).toBe('81.3 cm');
    expect(weightChangeForDisplay(-1, 'st')).toBe(-2.2);
  });
});

describe('round trips: a value shown and saved back unchanged stays the same', () => {
  it('every kg value a person can type (30.0–300.0) shows as itself', () => {
    for (const kg of tenths(30, 300)) {
      const shown = weightForDisplay(kg, 'kg');
      expect(shown).toEqual({ unit: 'kg', kg });
      expect(weightFromDisplay(shown)).toBe(kg);
    }
  });

  it('every stones-and-pounds value (4 st 10 lb – 47 st) comes back as typed', () => {
    for (let stones = 4; stones <= 47; stones++) {
      for (const pounds of tenths(0, 13.9)) {
        const kg = stonesPoundsToKg({ stones, pounds });
        expect(kgToStonesPounds(kg)).toEqual({ stones, pounds });
        const shown = weightForDisplay(kg, 'st');
        // saving what is shown gives the same kilograms, with or without the saved value
        expect(weightFromDisplay(shown)).toBe(kg);
        expect(weightFromDisplay(shown, kg)).toBe(kg);
      }
    }
  });

  it('every inch value (5.0–100.0) comes back as typed, and its cm as saved', () => {
    for (const inches of tenths(5, 100)) {
      const cm = inchesToCm(inches);
      expect(lengthForDisplay(cm, 'in')).toBe(inches);
      expect(lengthFromDisplay(lengthForDisplay(cm, 'in'), 'in')).toBe(cm);
    }
  });

  it('a value saved in one unit and shown in the other is saved back exactly', () => {
    for (const kg of tenths(30, 300)) {
      expect(weightFromDisplay(weightForDisplay(kg, 'st'), kg)).toBe(kg);
    }
    for (const cm of tenths(10, 250)) {
      expect(lengthFromDisplay(lengthForDisplay(cm, 'in'), 'in', cm)).toBe(cm);
    }
    // an odd stored value (from a stones user) seen in kg and saved unchanged
    const stored = stonesPoundsToKg({ stones: 11, pounds: 4.3 });
    expect(weightFromDisplay(weightForDisplay(stored, 'kg'), stored)).toBe(stored);
  });

  it('a changed value is converted, not kept', () => {
    expect(weightFromDisplay({ unit: 'kg', kg: 70.1 }, 70)).toBe(70.1);
    expect(weightFromDisplay({ unit: 'st', stones: 11, pounds: 1 }, 70)).toBe(
      stonesPoundsToKg({ stones: 11, pounds: 1 }),
    );
    expect(lengthFromDisplay(32, 'in', 80)).toBe(inchesToCm(32));
  });
});
