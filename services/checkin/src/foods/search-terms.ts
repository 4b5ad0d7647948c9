/** At most this many words of a search count (the rest would only narrow it further). */
export const MAX_SEARCH_WORDS = 5;
/**
 * Words shorter than this are matched as the start of a word, not by trigram similarity: too few
 * trigrams to tell a typo from another word, and thousands of names to compare while typing.
 */
export const MIN_FUZZY_WORD = 4;

/**
 * The words of a search, as the table's `search_name` holds a name (the migration's
 * `food_search_text`): lower case, accents off, split at anything but letters and digits; each
 * word once, in the order typed.
 */
export function searchWords(search: string): string[] {
  const words = search
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}
