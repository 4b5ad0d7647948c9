import type { WeightUnit } from '@wellness/contracts';

// How a quantity of food reads in the client's plan and shopping list: grams, and for a client who
// weighs in stones and pounds also ounces ("120 g (4¼ oz)"); millilitres stay millilitres; household
// units with their weight ("2 medium eggs (100 g)"). No React: the pages and the tests share it.

export const GRAMS_PER_OUNCE = 28.349523125;
const OUNCES_PER_POUND = 16;
const QUARTERS = ['', '¼', '½', '¾'] as const;

/** "120 g", "1,250 g", "7.5 g" (whole grams from 10 g; one decimal below). */
export function formatGrams(grams: number, unit: 'g' | 'ml' = 'g'): string {
  const rounded = grams >= 10 ? Math.round(grams) : Math.round(grams * 10) / 10;
  return `${rounded.toLocaleString('en-GB')} ${unit}`;
}

/** Ounces to the nearest quarter ("4¼ oz", "¾ oz"), pounds from 16 oz ("1 lb 2½ oz"). */
export function formatOunces(grams: number): string {
  const quarters = Math.round((grams / GRAMS_PER_OUNCE) * 4);
  if (quarters <= 0) return 'under ¼ oz';
  const pounds = Math.floor(quarters / (OUNCES_PER_POUND * 4));
  const rest = quarters - pounds * OUNCES_PER_POUND * 4;
  const whole = Math.floor(rest / 4);
  const ounces = `${whole === 0 ? '' : whole}${QUARTERS[rest % 4]}`;
  if (pounds === 0) return `${ounces} oz`;
  return rest === 0 ? `${pounds} lb` : `${pounds} lb ${ounces} oz`;
}

/** A count of household units: 2, 1½, ½, ¼, 0.3 (other fractions as decimals). */
export function formatCount(count: number): string {
  const whole = Math.floor(count);
  const quarters = Math.round((count - whole) * 4);
  if (Math.abs(count - (whole + quarters / 4)) < 1e-9 && quarters < 4)
    return whole === 0 && quarters > 0 ? QUARTERS[quarters] : `${whole}${QUARTERS[quarters]}`;
  return String(Math.round(count * 10) / 10);
}

const UNCHANGED = new Set(['tbsp', 'tsp', 'oz', 'g', 'ml', 'kg', 'l', 'fl oz', 'cl']);

function pluralWord(word: string): string {
  if (UNCHANGED.has(word.toLowerCase()) || /[^a-z]$/i.test(word)) return word;
  if (/(s|x|z|ch|sh)$/i.test(word)) return `${word}es`;
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  if (/leaf$/i.test(word)) return `${word.slice(0, -1)}ves`;
  return `${word}s`;
}

/**
 * A household unit's name for a count: "medium egg" → "medium eggs", "slice of bread" → "slices of
 * bread", "tbsp" stays; one (or less) stays singular.
 */
export function pluralUnit(label: string, count: number): string {
  const trimmed = label.trim();
  if (count <= 1 || trimmed === '') return trimmed;
  const of = trimmed.search(/\s(of|with|in)\s/i);
  const head = of < 0 ? trimmed : trimmed.slice(0, of);
  const tail = of < 0 ? '' : trimmed.slice(of);
  const words = head.split(' ');
  words[words.length - 1] = pluralWord(words[words.length - 1]);
  return `${words.join(' ')}${tail}`;
}

export interface QuantityOf {
  grams: number;
  unit: 'g' | 'ml' | 'household' | string;
  household?: { label: string; count: number };
}

/** A food's quantity as she reads it, in her units. */
export function formatQuantity(item: QuantityOf, weightUnit: WeightUnit): string {
  if (item.unit === 'ml') return formatGrams(item.grams, 'ml');
  if (item.unit === 'household' && item.household)
    return `${formatCount(item.household.count)} ${pluralUnit(item.household.label, item.household.count)} (${formatGrams(item.grams)})`;
  const grams = formatGrams(item.grams);
  return weightUnit === 'st' ? `${grams} (${formatOunces(item.grams)})` : grams;
}
