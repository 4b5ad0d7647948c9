// Units of the client's week (issue 13): the API and the database hold metric values; each person
// sees and types her own units. The conversions are exact by definition (1 in = 2.54 cm,
// 1 lb = 0.45359237 kg, 1 st = 14 lb). No zod and no Node APIs: every front end imports these.

export const CM_PER_INCH = 2.54;
export const KG_PER_POUND = 0.45359237;
export const POUNDS_PER_STONE = 14;

/** How a person sees weights: kilograms, or stones and pounds. */
export type WeightUnit = 'kg' | 'st';
/** How a person sees lengths (height and measurements): centimetres or inches. */
export type LengthUnit = 'cm' | 'in';

/**
 * Her units on this device, also as a cookie (`st-in`), so that a page the gateway draws shows her
 * figures in them too. The device's own store stays the front end's record.
 */
export const UNITS_COOKIE = 'wellness_units';

export const unitsCookieValue = (units: { weight: WeightUnit; length: LengthUnit }) =>
  `${units.weight}-${units.length}`;

/** The units a units cookie's value names; kilograms and centimetres for anything else. */
export function unitsFromCookie(value: string | undefined): {
  weight: WeightUnit;
  length: LengthUnit;
} {
  const [weight, length] = (value ?? '').split('-');
  return { weight: weight === 'st' ? 'st' : 'kg', length: length === 'in' ? 'in' : 'cm' };
}

export const WEIGHT_UNIT_LABELS: Record<WeightUnit, string> = {
  kg: 'Kilograms (kg)',
  st: 'Stones and pounds (st, lb)',
};
export const LENGTH_UNIT_LABELS: Record<LengthUnit, string> = {
  cm: 'Centimetres (cm)',
  in: 'Inches (in)',
};

/** Decimal places shown: weights in kg and pounds, lengths in cm and inches. */
export const DISPLAY_DECIMALS = 1;

/** Rounds half away from zero to `decimals` places (0.05 → 0.1, not 0.0 as float noise would). */
export function roundTo(value: number, decimals = DISPLAY_DECIMALS): number {
  const factor = 10 ** decimals;
  const scaled = Math.abs(value) * factor;
  // toPrecision(15) drops the binary noise below 15 significant digits (1.005 * 100 = 100.49999…).
  const rounded = Math.round(Number(scaled.toPrecision(15))) / factor;
  return value < 0 ? -rounded : rounded;
}

export const inchesToCm = (inches: number): number => inches * CM_PER_INCH;
export const cmToInches = (cm: number): number => cm / CM_PER_INCH;
export const poundsToKg = (pounds: number): number => pounds * KG_PER_POUND;
export const kgToPounds = (kg: number): number => kg / KG_PER_POUND;

export interface StonesPounds {
  stones: number;
  pounds: number;
}

export const stonesPoundsToKg = ({ stones, pounds }: StonesPounds): number =>
  poundsToKg(stones * POUNDS_PER_STONE + pounds);

/**
 * A weight in whole stones and pounds rounded to `decimals` places (11 st 4.5 lb); a rounding that
 * reaches 14 lb carries into the stones (10 st 13.96 lb → 11 st 0 lb).
 */
export function kgToStonesPounds(kg: number, decimals = DISPLAY_DECIMALS): StonesPounds {
  const totalPounds = roundTo(kgToPounds(kg), decimals);
  const stones = Math.floor(totalPounds / POUNDS_PER_STONE);
  return { stones, pounds: roundTo(totalPounds - stones * POUNDS_PER_STONE, decimals) };
}

/** A weight as a person of that unit sees it. */
export type DisplayWeight = { unit: 'kg'; kg: number } | ({ unit: 'st' } & StonesPounds);

export function weightForDisplay(kg: number, unit: WeightUnit): DisplayWeight {
  return unit === 'kg' ? { unit, kg: roundTo(kg) } : { unit, ...kgToStonesPounds(kg) };
}

/** "71.7 kg" or "11 st 4 lb". */
export function formatWeight(kg: number, unit: WeightUnit): string {
  const shown = weightForDisplay(kg, unit);
  return shown.unit === 'kg' ? `${shown.kg} kg` : `${shown.stones} st ${shown.pounds} lb`;
}

/** A length (height or a measurement) in the person's unit, rounded for display. */
export const lengthForDisplay = (cm: number, unit: LengthUnit): number =>
  roundTo(unit === 'cm' ? cm : cmToInches(cm));

/** "81.5 cm" or "32.1 in". */
export const formatLength = (cm: number, unit: LengthUnit): string =>
  `${lengthForDisplay(cm, unit)} ${unit}`;

const sameWeight = (a: DisplayWeight, b: DisplayWeight) =>
  a.unit === 'kg' && b.unit === 'kg'
    ? a.kg === b.kg
    : a.unit === 'st' && b.unit === 'st' && a.stones === b.stones && a.pounds === b.pounds;

/**
 * The kilograms to save for what the form shows. When the form still shows exactly what `savedKg`
 * displays as, the saved value comes back unchanged, so showing a value and saving it without
 * touching it never changes what is stored (70 kg seen as 11 st 0.3 lb stays 70 kg).
 */
export function weightFromDisplay(shown: DisplayWeight, savedKg?: number | null): number {
  if (savedKg != null && sameWeight(shown, weightForDisplay(savedKg, shown.unit))) return savedKg;
  return shown.unit === 'kg' ? shown.kg : stonesPoundsToKg(shown);
}

/** The centimetres to save for a length the form shows (unchanged → the saved value, as above). */
export function lengthFromDisplay(
  shown: number,
  unit: LengthUnit,
  savedCm?: number | null,
): number {
  if (savedCm != null && lengthForDisplay(savedCm, unit) === shown) return savedCm;
  return unit === 'cm' ? shown : inchesToCm(shown);
}

/** A change in length (e.g. total cm lost) in the person's unit, rounded for display. */
export const lengthChangeForDisplay = lengthForDisplay;

/** A change in weight in kg or in pounds (a stones user sees "−2.4 lb"), rounded for display. */
export const weightChangeForDisplay = (kg: number, unit: WeightUnit): number =>
  roundTo(unit === 'kg' ? kg : kgToPounds(kg));
