import {
  UNITS_COOKIE,
  lengthForDisplay,
  lengthFromDisplay,
  roundTo,
  unitsCookieValue,
  weightForDisplay,
  weightFromDisplay,
} from '@wellness/contracts';
import type { LengthUnit, WeightUnit } from '@wellness/contracts';

// What she types in her units and what the API stores (metric), with the contracts' exact
// conversions: a value shown and saved back untouched comes back exactly as it was stored.

/** Her units: weights in kg or stones and pounds, lengths in cm or inches. */
export interface Units {
  weight: WeightUnit;
  length: LengthUnit;
}
export const DEFAULT_UNITS: Units = { weight: 'kg', length: 'cm' };

/** A weight as typed: `kg` in kilograms, or `stones` and `pounds`. */
export interface WeightEntry {
  kg: string;
  stones: string;
  pounds: string;
}
export const EMPTY_WEIGHT: WeightEntry = { kg: '', stones: '', pounds: '' };

export type Parsed = { ok: true; value: number | null } | { ok: false; message: string };

/** "70.5", "70,5", " 70 " → a number; '' → null; anything else → NaN. */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

const show = (n: number) => String(n);

/** What the form shows for a stored weight. */
export function weightEntryFromKg(kg: number | null | undefined, unit: WeightUnit): WeightEntry {
  if (kg == null) return EMPTY_WEIGHT;
  const shown = weightForDisplay(kg, unit);
  return shown.unit === 'kg'
    ? { ...EMPTY_WEIGHT, kg: show(shown.kg) }
    : { ...EMPTY_WEIGHT, stones: show(shown.stones), pounds: show(shown.pounds) };
}

/**
 * The kilograms to send for what she typed: null when empty; unchanged from `savedKg` when she
 * left it as shown. Checks only that it is a number (the schema checks the range, in kg).
 */
export function weightEntryToKg(
  entry: WeightEntry,
  unit: WeightUnit,
  savedKg?: number | null,
): Parsed {
  if (unit === 'kg') {
    const kg = parseNumber(entry.kg);
    if (kg == null) return { ok: true, value: null };
    if (Number.isNaN(kg) || kg < 0)
      return { ok: false, message: 'Please enter your weight as a number of kilograms' };
    return { ok: true, value: weightFromDisplay({ unit: 'kg', kg }, savedKg) };
  }
  const stones = parseNumber(entry.stones);
  const pounds = parseNumber(entry.pounds);
  if (stones == null && pounds == null) return { ok: true, value: null };
  if (Number.isNaN(stones) || Number.isNaN(pounds) || (stones ?? 0) < 0 || (pounds ?? 0) < 0)
    return { ok: false, message: 'Please enter your weight in stones and pounds, as numbers' };
  if (stones != null && !Number.isInteger(stones))
    return { ok: false, message: 'Please enter whole stones, and the rest in pounds' };
  if ((pounds ?? 0) >= 14)
    return { ok: false, message: 'Pounds must be less than 14 (14 lb make a stone)' };
  return {
    ok: true,
    value: weightFromDisplay({ unit: 'st', stones: stones ?? 0, pounds: pounds ?? 0 }, savedKg),
  };
}

/** What the form shows for a stored length (height or a measurement). */
export const lengthEntryFromCm = (cm: number | null | undefined, unit: LengthUnit): string =>
  cm == null ? '' : show(lengthForDisplay(cm, unit));

/** The centimetres to send for what she typed (null when empty; unchanged when left as shown). */
export function lengthEntryToCm(text: string, unit: LengthUnit, savedCm?: number | null): Parsed {
  const value = parseNumber(text);
  if (value == null) return { ok: true, value: null };
  if (Number.isNaN(value) || value < 0)
    return {
      ok: false,
      message: `Please enter a number of ${unit === 'cm' ? 'centimetres' : 'inches'}`,
    };
  return { ok: true, value: lengthFromDisplay(value, unit, savedCm) };
}

/** A range in kg or cm as she reads it: "between 4 st 10 lb and 47 st 3.4 lb". */
export function weightRangeText(range: { min: number; max: number }, unit: WeightUnit): string {
  const text = (kg: number) => {
    const s = weightForDisplay(kg, unit);
    return s.unit === 'kg' ? `${s.kg} kg` : `${s.stones} st ${s.pounds} lb`;
  };
  return `between ${text(range.min)} and ${text(range.max)}`;
}

export const lengthRangeText = (range: { min: number; max: number }, unit: LengthUnit): string =>
  `between ${roundTo(lengthForDisplay(range.min, unit), 0)} and ${roundTo(lengthForDisplay(range.max, unit), 0)} ${unit}`;

const UNITS_KEY = 'wellness-units';

/** Her units preference, kept on this device. */
export function readUnits(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): Units {
  try {
    const stored = JSON.parse(storage?.getItem(UNITS_KEY) ?? 'null') as Partial<Units> | null;
    return {
      weight: stored?.weight === 'st' ? 'st' : 'kg',
      length: stored?.length === 'in' ? 'in' : 'cm',
    };
  } catch {
    return DEFAULT_UNITS;
  }
}

/** The units cookie the gateway reads (contracts UNITS_COOKIE), for a year. */
export function writeUnitsCookie(
  units: Units,
  doc: Pick<Document, 'cookie'> | undefined = globalThis.document,
) {
  if (doc)
    doc.cookie = `${UNITS_COOKIE}=${unitsCookieValue(units)}; path=/; max-age=31536000; samesite=lax`;
}

export function writeUnits(
  units: Units,
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
  doc: Pick<Document, 'cookie'> | undefined = globalThis.document,
) {
  writeUnitsCookie(units, doc);
  try {
    storage?.setItem(UNITS_KEY, JSON.stringify(units));
  } catch {
    // Private browsing without storage: the choice lasts for this visit.
  }
}
