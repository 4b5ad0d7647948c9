import { z } from 'zod';
import { text } from './text';

/**
 * The food table (issue 16), served by the checkin service: the USDA SR28 foods (8,790, values per
 * 100 g edible portion, public domain) and the custom foods nutritionists and the coach add.
 * Staff only (the coach and nutritionists):
 * - `GET /api/foods?search=&limit=` {@link FoodSearchQuery} → {@link FoodList} (best match first;
 *   typos and word order forgiven)
 * - `POST /api/foods` {@link CustomFoodInput} → 201 {@link Food} (`custom: true`)
 * Wherever foods are shown, show {@link FOOD_ATTRIBUTION} (`short` on small screens).
 */

/** The 25 SR28 food groups, in sentence case as in the data; custom foods choose one of them. */
export const FOOD_GROUPS: readonly string[] = [
  'American Indian/Alaska Native foods',
  'Baby foods',
  'Baked products',
  'Beef products',
  'Beverages',
  'Breakfast cereals',
  'Cereal grains and pasta',
  'Dairy and egg products',
  'Fast foods',
  'Fats and oils',
  'Finfish and shellfish products',
  'Fruits and fruit juices',
  'Lamb, veal and game products',
  'Legumes and legume products',
  'Meals, entrees, and side dishes',
  'Nut and seed products',
  'Pork products',
  'Poultry products',
  'Restaurant foods',
  'Sausages and luncheon meats',
  'Snacks',
  'Soups, sauces and gravies',
  'Spices and herbs',
  'Sweets',
  'Vegetables and vegetable products',
];

/** USDA asks to be cited wherever its data is shown. */
export const FOOD_ATTRIBUTION = {
  full: 'US Department of Agriculture, Agricultural Research Service, Nutrient Data Laboratory. USDA National Nutrient Database for Standard Reference, Release 28. Version Current: September 2015, slightly revised May 2016. Internet: http://www.ars.usda.gov/nea/bhnrc/mafcl',
  short:
    'Nutrition data: USDA National Nutrient Database for Standard Reference, Release 28 (public domain).',
} as const;

export const FOOD_SOURCES = { usda: 'USDA SR28', custom: 'Custom' } as const;

export const FOOD_LIMITS = {
  name: { min: 2, max: 200 },
  search: { max: 100 },
  limit: { max: 50, default: 20 },
  energyKcal: { max: 900 },
  grams: { max: 100 },
  /** The energy may differ from the macronutrients' estimate by this much, or this share of it. */
  energyToleranceKcal: 25,
  energyToleranceShare: 0.15,
} as const;

/** Energy factors (kcal per g): fibre counts 2, the rest of the carbohydrate 4. */
export const ENERGY_FACTORS = { protein: 4, carbohydrate: 4, fibre: 2, fat: 9 } as const;

export const FOOD_MESSAGES = {
  searchRequired: 'Please type at least one letter of a food',
  searchTooLong: `Please search with at most ${FOOD_LIMITS.search.max} characters`,
  limit: `The number of foods must be a whole number from 1 to ${FOOD_LIMITS.limit.max}`,
  nameRequired: 'Please give the food a name of at least 2 letters',
  nameTooLong: `The food's name is too long (at most ${FOOD_LIMITS.name.max} characters)`,
  group: 'Please choose the food group from the list',
  tooMuch:
    'Protein, carbohydrate and fat together cannot be more than 100 g in 100 g of food. Please check the numbers.',
  fibreOverCarbohydrate:
    'Fibre is part of the carbohydrate, so it cannot be more than the carbohydrate. Please check the numbers.',
  energyMismatch: (estimateKcal: number) =>
    `The energy does not match the macronutrients (about ${Math.round(estimateKcal)} kcal per 100 g from protein, carbohydrate and fat). Please check the numbers.`,
} as const;

export const foodSchema = z.object({
  /** 'sr28:05062' for SR28 rows; 'custom:<uuid>' for custom foods. */
  id: z.string(),
  name: z.string(),
  group: z.string(),
  /** Per 100 g. */
  energyKcal: z.number(),
  proteinG: z.number(),
  /** Including fibre (the US convention of SR28). */
  carbohydrateG: z.number(),
  fatG: z.number(),
  /** Null where the source has no value. */
  fibreG: z.number().nullable(),
  sugarsG: z.number().nullable(),
  saltG: z.number().nullable(),
  custom: z.boolean(),
  /** 'USDA SR28' or 'Custom'. */
  source: z.string(),
});
export type Food = z.infer<typeof foodSchema>;

export const foodListSchema = z.object({ items: z.array(foodSchema) });
export type FoodList = z.infer<typeof foodListSchema>;

export const foodSearchQuerySchema = z.object({
  search: text({
    label: 'Search',
    max: FOOD_LIMITS.search.max,
    required: FOOD_MESSAGES.searchRequired,
    tooLong: FOOD_MESSAGES.searchTooLong,
  }),
  limit: z.coerce
    .number({ message: FOOD_MESSAGES.limit })
    .int({ message: FOOD_MESSAGES.limit })
    .min(1, { message: FOOD_MESSAGES.limit })
    .max(FOOD_LIMITS.limit.max, { message: FOOD_MESSAGES.limit })
    .default(FOOD_LIMITS.limit.default),
});
export type FoodSearchQuery = z.infer<typeof foodSearchQuerySchema>;

/** A value per 100 g, between 0 and `max`, with a message naming it. */
const per100g = (label: string, unit: string, max: number) => {
  const message = `${label} must be a number from 0 to ${max} ${unit} per 100 g`;
  return z.number({ message }).finite({ message }).min(0, { message }).max(max, { message });
};
const grams = (label: string) => per100g(label, 'g', FOOD_LIMITS.grams.max);

/** 4·protein + 4·(carbohydrate − fibre) + 2·fibre + 9·fat, in kcal per 100 g. */
export function estimatedEnergyKcal(food: {
  proteinG: number;
  carbohydrateG: number;
  fatG: number;
  fibreG?: number | null;
}): number {
  const fibre = food.fibreG ?? 0;
  return (
    ENERGY_FACTORS.protein * food.proteinG +
    ENERGY_FACTORS.carbohydrate * (food.carbohydrateG - fibre) +
    ENERGY_FACTORS.fibre * fibre +
    ENERGY_FACTORS.fat * food.fatG
  );
}

/** Whether a stated energy is within max(25 kcal, 15 %) of the macronutrients' estimate. */
export const energyAgrees = (energyKcal: number, estimateKcal: number) =>
  Math.abs(estimateKcal - energyKcal) <=
  Math.max(FOOD_LIMITS.energyToleranceKcal, FOOD_LIMITS.energyToleranceShare * energyKcal);

/** `POST /api/foods`: a custom food, values per 100 g (carbohydrate including fibre). */
export const customFoodInputSchema = z
  .object({
    name: text({
      label: "The food's name",
      max: FOOD_LIMITS.name.max,
      required: FOOD_MESSAGES.nameRequired,
      tooLong: FOOD_MESSAGES.nameTooLong,
    }).pipe(z.string().min(FOOD_LIMITS.name.min, { message: FOOD_MESSAGES.nameRequired })),
    group: z
      .string({ message: FOOD_MESSAGES.group })
      .refine((group) => FOOD_GROUPS.includes(group), { message: FOOD_MESSAGES.group }),
    energyKcal: per100g('Energy', 'kcal', FOOD_LIMITS.energyKcal.max),
    proteinG: grams('Protein'),
    carbohydrateG: grams('Carbohydrate'),
    fatG: grams('Fat'),
    fibreG: grams('Fibre').optional(),
    sugarsG: grams('Sugars').optional(),
    saltG: grams('Salt').optional(),
  })
  .strict()
  .check((ctx) => {
    // only once every field is valid: a wrong field is named alone, not echoed as a mismatch
    if (ctx.issues.length) return;
    const food = ctx.value;
    const issue = (path: string, message: string) => {
      ctx.issues.push({ code: 'custom', path: [path], message, input: food });
    };
    if (food.proteinG + food.carbohydrateG + food.fatG > FOOD_LIMITS.grams.max) {
      return issue('carbohydrateG', FOOD_MESSAGES.tooMuch);
    }
    if (food.fibreG !== undefined && food.fibreG > food.carbohydrateG) {
      return issue('fibreG', FOOD_MESSAGES.fibreOverCarbohydrate);
    }
    const estimate = estimatedEnergyKcal(food);
    if (!energyAgrees(food.energyKcal, estimate)) {
      issue('energyKcal', FOOD_MESSAGES.energyMismatch(estimate));
    }
  });
export type CustomFoodInput = z.infer<typeof customFoodInputSchema>;
