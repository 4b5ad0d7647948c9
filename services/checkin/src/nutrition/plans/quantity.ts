import type { PlanItemOut } from '@wellness/contracts';

const plural = (word: string) =>
  /(s|sh|ch|x|z)$/.test(word)
    ? `${word}es`
    : /[^aeiou]y$/.test(word)
      ? `${word.slice(0, -1)}ies`
      : `${word}s`;

/** "medium egg" → "medium eggs"; "slice of bread" → "slices of bread". */
export function pluralLabel(label: string, count: number): string {
  if (count === 1) return label;
  const of = label.indexOf(' of ');
  if (of > 0) return `${pluralLabel(label.slice(0, of), count)}${label.slice(of)}`;
  const words = label.split(' ');
  words[words.length - 1] = plural(words[words.length - 1]);
  return words.join(' ');
}

const grams = (n: number) => `${Math.round(n * 10) / 10}`;

/** An item's quantity as she reads it: "45 g", "200 ml", "2 medium eggs (100 g)". */
export function quantityText(item: Pick<PlanItemOut, 'grams' | 'unit' | 'household'>): string {
  if (item.unit === 'household' && item.household) {
    const { count, label } = item.household;
    return `${grams(count)} ${pluralLabel(label, count)} (${grams(item.grams)} g)`;
  }
  return `${grams(item.grams)} ${item.unit === 'ml' ? 'ml' : 'g'}`;
}
