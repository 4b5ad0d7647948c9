import { ALLERGIES, DIET_PREFERENCES } from './onboarding';

// Whether a food conflicts with her allergies or diet (issue 16): the plan editor warns as a food is
// added, and the server asks for a reason to keep one. Read from the SR28 food group and whole words
// of the name, so it errs towards warning: a warning costs the nutritionist a reason, a miss could
// cost the client far more. No zod: the editor runs it on every food it shows.

export interface DietProfile {
  diet: readonly string[];
  allergies: readonly string[];
  dietOther?: string | null;
  allergiesOther?: string | null;
}

interface Rule {
  /** Food groups that always conflict. */
  groups?: readonly string[];
  /** Whole words (a plural "s" or "es" allowed) of the lower-cased name that conflict. */
  words: readonly string[];
  /** Phrases taken out of the name before the words are looked for. */
  except?: readonly string[];
  /** Names the rule never flags, even in its groups. */
  safe?: RegExp;
}

const MEAT_GROUPS = [
  'Beef products',
  'Pork products',
  'Lamb, veal and game products',
  'Poultry products',
  'Sausages and luncheon meats',
];
const FISH_GROUPS = ['Finfish and shellfish products'];
const DAIRY_GROUP = 'Dairy and egg products';

// prettier-ignore
const MEAT_WORDS = [
  'meat', 'beef', 'veal', 'pork', 'ham', 'bacon', 'lamb', 'mutton', 'venison', 'rabbit', 'chicken',
  'turkey', 'duck', 'goose', 'poultry', 'sausage', 'salami', 'pepperoni', 'chorizo', 'frankfurter',
  'hot dog', 'bologna', 'meatball', 'meatloaf', 'hamburger', 'cheeseburger', 'gelatin', 'gelatine',
  'lard', 'tallow', 'suet',
];
// prettier-ignore
const FISH_WORDS = [
  'fish', 'shellfish', 'tuna', 'salmon', 'cod', 'haddock', 'anchovy', 'anchovies', 'sardine',
  'mackerel', 'trout', 'herring', 'shrimp', 'prawn', 'crab', 'lobster', 'clam', 'oyster', 'mussel',
  'squid', 'octopus', 'scallop', 'caviar', 'roe', 'surimi',
];
/** Plant foods named after meat, meat-free products, and eggs ("Egg, duck"). */
const MEAT_FREE =
  /\b(?:meatless|vegetarian|veggie|vegan|morningstar|worthington|gardenburger)\b|^eggs?,/;
/** Plants, breads and sweets named after meat or fish. */
// prettier-ignore
const MEAT_EXCEPT = [
  'coconut meat', 'grated meat', 'meat extender', 'poultry seasoning', 'swedish fish',
  'fish-shaped', 'vegetable oyster', 'mushrooms, oyster', 'summer, scallop', 'oyster crackers',
  'includes oyster', 'relish, hot dog', 'relish, hamburger', 'rolls, hamburger or hotdog',
  'rolls, hamburger or hot dog', 'rolls, hamburger', 'hamburger rolls', 'hamburger buns',
  'hamburger bun',
];

// prettier-ignore
const DAIRY_WORDS = [
  'milk', 'milkshake', 'buttermilk', 'cheese', 'cheesecake', 'cheeseburger', 'butter', 'cream',
  'yogurt', 'yoghurt', 'whey', 'casein', 'caseinate', 'ghee', 'kefir', 'custard',
];
/** Plant "milks", "butters" and "creams", and dishes made without dairy. */
// prettier-ignore
const NON_DAIRY = [
  'peanut butter', 'almond butter', 'cashew butter', 'nut butter', 'seed butter', 'sesame butter',
  'cocoa butter', 'nutmeg butter', 'apple butter', 'fruit butters', 'shea butter', 'ucuhuba butter',
  'bread and butter pickles', 'non-dairy butter', 'butter beans', 'coconut milk', 'soy milk',
  'almond milk', 'rice milk', 'oat milk', 'cashew milk', 'coconut cream', 'cream of tartar',
  'cream soda', 'cream style', 'cream-style', 'custard-apple', 'soy yogurt', 'tofu yogurt',
  'curd cheese', 'butter replacement', 'hard butter', 'ice cream coatings', 'alaskan ice cream',
];
const EGG_WORDS = ['egg', 'eggnog', 'mayonnaise', 'meringue', 'custard'];

// prettier-ignore
const GLUTEN_FREE_FLOURS = [
  'rice', 'corn', 'potato', 'almond', 'soy', 'chickpea', 'arrowroot', 'buckwheat', 'peanut',
  'carob', 'masa', 'oat', 'sesame', 'seed', 'cottonseed', 'acorn', 'coconut', 'tapioca', 'sorghum',
  'quinoa', 'cassava', 'millet', 'teff', 'amaranth',
];

// prettier-ignore
const NUT_WORDS = [
  'nut', 'almond', 'cashew', 'walnut', 'pecan', 'hazelnut', 'filbert', 'pistachio', 'macadamia',
  'brazil nut', 'brazilnut', 'peanut', 'praline', 'marzipan', 'nutella',
];
// prettier-ignore
const GLUTEN_WORDS = [
  'wheat', 'barley', 'rye', 'spelt', 'semolina', 'couscous', 'bulgur', 'bulgar', 'farina', 'durum',
  'triticale', 'seitan', 'malt', 'malted', 'gluten', 'bread', 'breadcrumbs', 'cornbread',
  'shortbread', 'gingerbread', 'pasta', 'spaghetti', 'macaroni', 'lasagna', 'lasagne', 'ravioli',
  'tortellini', 'noodle', 'flour', 'cracker', 'biscuit', 'cake', 'cookie', 'muffin', 'bagel',
  'croissant', 'pizza', 'pancake', 'waffle', 'pretzel', 'doughnut', 'pastry', 'pastries', 'pie',
  'brownie', 'crouton', 'stuffing', 'dumpling', 'wonton', 'matzo', 'graham', 'beer', 'sandwich',
];
/** Rice and corn cakes, and spices, fillings, fats, syrups and vegetables named after baking. */
// prettier-ignore
const GLUTEN_EXCEPT = [
  'rice noodle', 'rice noodles', 'rice cake', 'rice cakes', 'corn cake', 'corn cakes',
  'popcorn, cakes', 'rice cracker', 'root beer', 'pie spice', 'pie fillings', 'pumpkin pie mix',
  'sandwich spread', 'sandwich steaks', 'shortening bread', 'shortening cake mix',
  'cakes and frostings', 'flaky pastries', 'table blends, pancake', 'winter, spaghetti',
  'bread and butter pickles',
];

const RULES = {
  nut: {
    groups: ['Nut and seed products'],
    words: NUT_WORDS,
    // Seeds (sesame, sunflower, pumpkin, chia, flax) are not nuts; sesame is its own allergy.
    safe: /^seeds,(?!.*\bnuts?\b)/,
  },
  vegetarian: {
    groups: [...MEAT_GROUPS, ...FISH_GROUPS],
    words: [...MEAT_WORDS, ...FISH_WORDS],
    except: MEAT_EXCEPT,
    safe: MEAT_FREE,
  },
  pescatarian: { groups: MEAT_GROUPS, words: MEAT_WORDS, except: MEAT_EXCEPT, safe: MEAT_FREE },
  'gluten-free': {
    words: GLUTEN_WORDS,
    except: [...GLUTEN_EXCEPT, ...GLUTEN_FREE_FLOURS.map((grain) => `${grain} flour`)],
    safe: /gluten[- ]*free|cellophane/,
  },
} satisfies Record<string, Rule>;

const DAIRY_RULE: Rule = { words: DAIRY_WORDS, except: NON_DAIRY };
const VEGAN_RULE: Rule = { words: [...DAIRY_WORDS, ...EGG_WORDS, 'honey'], except: NON_DAIRY };
/** Eggs are not dairy: the dairy group's eggs pass a dairy-free diet (eggnog does not). */
const EGG_NAME = /^eggs?\b/;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const anyOf = (phrases: readonly string[]) => phrases.map(escape).join('|');

type Food = { name: string; group: string };
/** "Potatoes, mashed, flakes without milk" holds no milk: "without x" is taken out first. */
const withoutPhrases = (name: string) => name.replace(/\bwithout [a-z-]+/g, ' ');

/** A rule as a test of a food (its patterns built once). */
function compile(rule: Rule): (food: Food) => boolean {
  const words = new RegExp(`\\b(?:${anyOf(rule.words)})(?:s|es)?\\b`);
  // Longest first, so that "rolls, hamburger or hot dog" goes before "rolls, hamburger".
  const phrases = [...(rule.except ?? [])].sort((a, b) => b.length - a.length);
  const except = phrases.length > 0 && new RegExp(`\\b(?:${anyOf(phrases)})\\b`, 'g');
  return (food) => {
    const name = withoutPhrases(food.name.toLowerCase());
    if (rule.safe?.test(name)) return false;
    if (rule.groups?.includes(food.group)) return true;
    return words.test(except ? name.replace(except, ' ') : name);
  };
}

const isNut = compile(RULES.nut);
const isMeatOrFish = compile(RULES.vegetarian);
const isDairyWord = compile(DAIRY_RULE);
const isAnimalWord = compile(VEGAN_RULE);

const DIET_CHECKS: Record<string, (food: Food) => boolean> = {
  vegetarian: isMeatOrFish,
  vegan: (food) => isMeatOrFish(food) || food.group === DAIRY_GROUP || isAnimalWord(food),
  pescatarian: compile(RULES.pescatarian),
  'gluten-free': compile(RULES['gluten-free']),
  'dairy-free': (food) =>
    food.group === DAIRY_GROUP ? !EGG_NAME.test(food.name.toLowerCase()) : isDairyWord(food),
};

/** Words in her own words that say nothing about a food. */
// prettier-ignore
const STOP_WORDS = new Set([
  'and', 'the', 'any', 'all', 'are', 'but', 'can', 'cannot', 'for', 'from', 'with', 'very', 'not',
  'don', 'doesn', 'eat', 'eating', 'avoid', 'avoids', 'free', 'other', 'also', 'only', 'some',
  'mild', 'severe', 'slight', 'allergy', 'allergies', 'allergic', 'intolerance', 'intolerances',
  'intolerant', 'sensitive', 'sensitivity', 'food', 'foods', 'products', 'prefer', 'like',
  'dislike', 'really', 'much', 'too', 'lot', 'etc', 'diet',
]);

/** Her own words split into the words worth looking for ("sesame and shellfish" → two). */
export function ownWords(text: string | null | undefined): string[] {
  const words = (text ?? '')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word.length >= 3 && !STOP_WORDS.has(word));
  return [...new Set(words)];
}

/** A word she typed, as a pattern that also finds its singular or plural ("berries", "berry"). */
function ownWordPattern(word: string): RegExp {
  const forms = new Set([word]);
  if (word.endsWith('ies')) forms.add(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) forms.add(word.slice(0, -2));
  if (word.endsWith('s')) forms.add(word.slice(0, -1));
  return new RegExp(`\\b(?:${[...forms].join('|')})(?:s|es)?\\b`);
}

/**
 * Why this food conflicts with her allergies or diet ([] when it does not), in words: 'Nut
 * allergy', 'Vegetarian', 'Her allergy: "sesame"'.
 */
export function dietConflicts(
  food: { name: string; group: string },
  profile: DietProfile,
): string[] {
  const reasons: string[] = [];
  if (profile.allergies.includes('nut') && isNut(food)) reasons.push(ALLERGIES.nut);
  for (const [diet, check] of Object.entries(DIET_CHECKS)) {
    if (profile.diet.includes(diet) && check(food)) {
      reasons.push(DIET_PREFERENCES[diet as keyof typeof DIET_PREFERENCES]);
    }
  }
  const name = withoutPhrases(food.name.toLowerCase());
  for (const [label, text] of [
    ['Her allergy', profile.allergiesOther],
    ['Her diet', profile.dietOther],
  ] as const) {
    for (const word of ownWords(text)) {
      if (ownWordPattern(word).test(name)) reasons.push(`${label}: "${word}"`);
    }
  }
  return reasons;
}
