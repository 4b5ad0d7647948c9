/** At most this many words of a search count (the rest would only narrow it further). */
export const MAX_SEARCH_WORDS = 5;
/**
 * Words shorter than this are matched as the start of a word, not by trigram similarity: too few
 * trigrams to tell a typo from another word, and thousands of names to compare while typing.
 */
export const MIN_FUZZY_WORD = 4;

/**
 * British words for foods and the words SR28 (a US table) names them by: a nutritionist in the UK
 * types "turkey mince" or "courgette" and means "Ground turkey" and "Squash, summer, zucchini".
 */
export const BRITISH_FOOD_WORDS: Readonly<Record<string, readonly string[]>> = {
  mince: ['ground'],
  minced: ['ground'],
  courgette: ['zucchini'],
  courgettes: ['zucchini'],
  aubergine: ['eggplant'],
  aubergines: ['eggplant'],
  prawn: ['shrimp'],
  prawns: ['shrimp'],
  rocket: ['arugula'],
  swede: ['rutabagas'],
  beetroot: ['beets'],
  yoghurt: ['yogurt'],
  yoghurts: ['yogurt'],
  sweetcorn: ['corn', 'sweet'],
  wholemeal: ['whole', 'wheat'],
  skimmed: ['nonfat'],
  crisps: ['potato', 'chips'],
  porridge: ['oats'],
  icing: ['powdered'],
  gammon: ['ham'],
  mangetout: ['edible', 'podded'],
  chickpea: ['chickpeas'],
};

/**
 * The words of a search, as the table's `search_name` holds a name (the migration's
 * `food_search_text`): lower case, accents off, split at anything but letters and digits, British
 * words as SR28 names them ({@link BRITISH_FOOD_WORDS}); each word once, in the order typed.
 */
export function searchWords(search: string): string[] {
  const words = search
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .flatMap((word) => BRITISH_FOOD_WORDS[word] ?? [word]);
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}
