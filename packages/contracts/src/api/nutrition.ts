import { z } from 'zod';
import { text } from './text';
import { foodSchema } from './foods';

/**
 * Nutrition plans (issue 16), served by the checkin service. A plan is a client's draft and the
 * immutable versions published from it (v1, v2, …); the client sees only the newest published
 * version of her plans, never a draft. `version` on a plan is its draft's revision, sent back on
 * `PUT` so that a second editor's stale save is refused (409 {@link NUTRITION_MESSAGES.stale}).
 *
 * Staff (the coach: every client; a nutritionist: clients assigned to her now):
 * - `GET /api/nutrition/clients` → {@link NutritionCaseload} (most in need of attention first)
 * - `GET /api/nutrition/clients/:clientId` → {@link NutritionProfile}
 * - `POST /api/nutrition-plans` {@link PlanCreateInput} → 201 {@link NutritionPlan}
 * - `PUT /api/nutrition-plans/:id` {@link PlanUpdateInput} → {@link NutritionPlan}
 * - `POST /api/nutrition-plans/:id/publish` {@link PublishInput} → {@link NutritionPlan}
 * - `DELETE /api/nutrition-plans/:id` → 204: a draft never published is discarded (409
 *   {@link NUTRITION_MESSAGES.publishedKept} once a version exists)
 * - `GET /api/nutrition-plans/templates` → {@link PlanTemplateList};
 *   `POST /api/nutrition-plans/templates` {@link TemplateInput} → 201 {@link PlanTemplate}
 * Staff and the client (hers: published versions only):
 * - `GET /api/nutrition-plans?clientId=` → {@link NutritionPlanList}
 * - `GET /api/nutrition-plans/:id` → {@link NutritionPlan}
 * - `GET /api/nutrition-plans/:id/versions/:number` → {@link PlanVersion}
 * - `GET /api/nutrition-plans/:id/pdf?version=` → application/pdf
 * The client:
 * - `GET|PUT /api/nutrition-plans/:id/shopping-list` {@link ShoppingListState}
 */

// ── Limits ───────────────────────────────────────────────────────────────────
/** Inclusive human ranges of a day's targets; anything outside is a typing mistake. */
export const TARGET_RANGES = {
  energyKcal: { min: 800, max: 5000, label: 'Energy', unit: 'kcal' },
  proteinG: { min: 20, max: 400, label: 'Protein', unit: 'g' },
  carbohydrateG: { min: 0, max: 800, label: 'Carbohydrate', unit: 'g' },
  fatG: { min: 10, max: 300, label: 'Fat', unit: 'g' },
  fibreG: { min: 0, max: 100, label: 'Fibre', unit: 'g' },
  waterLitres: { min: 0.5, max: 6, label: 'Water', unit: 'litres' },
} as const;
export type TargetKey = keyof typeof TARGET_RANGES;
export const TARGET_KEYS = Object.keys(TARGET_RANGES) as TargetKey[];
/** The nutrient targets that foods count towards (water is not counted from foods). */
export const NUTRIENT_KEYS = ['energyKcal', 'proteinG', 'carbohydrateG', 'fatG', 'fibreG'] as const;
export type NutrientKey = (typeof NUTRIENT_KEYS)[number];

/** An energy target below this needs a stated reason. */
export const LOW_ENERGY_KCAL = 1200;
/** The most of one food in one option. */
export const MAX_ITEM_GRAMS = 5000;
export const PLAN_LIMITS = {
  meals: 10,
  optionsPerMeal: 8,
  itemsPerOption: 30,
  title: 120,
  mealName: 60,
  guidance: 4000,
  optionGuidance: 2000,
  changeNote: 500,
  reason: 300,
  householdLabel: 60,
} as const;

/** A plan is due for review this long after it was published … */
export const PLAN_REVIEW_AFTER_DAYS = 28;
/** … or once her weight has moved more than this since. */
export const PLAN_REVIEW_WEIGHT_CHANGE_KG = 3;

export const DEFAULT_MEAL_NAMES = ['Breakfast', 'Lunch', 'Dinner', 'Snacks'] as const;

export const DAY_TYPES = {
  default: 'Every day',
  training: 'Training day',
  rest: 'Rest day',
} as const;
export type DayType = keyof typeof DAY_TYPES;

export const GUIDANCE_SECTIONS = {
  hydration: 'Hydration',
  supplements: 'Supplements',
  eatingOut: 'Eating out',
  swaps: 'Swaps',
} as const;
export type GuidanceSection = keyof typeof GUIDANCE_SECTIONS;

export const NUTRITION_MESSAGES = {
  stale: 'This plan was changed by someone else — reload to see their changes',
  emptyPlan: 'Please add at least one meal with a food or some guidance before publishing',
  unknownFood: 'This food is not in the food table. Please search for it again',
  lowEnergyReason: `Please give a reason for an energy target under ${LOW_ENERGY_KCAL} kcal`,
  allergyOverride:
    'This food conflicts with her allergies or diet. Remove it, or give a reason to keep it',
  tooMuchFood: `Please enter at most ${MAX_ITEM_GRAMS} g of one food`,
  positiveQuantity: 'Please enter a quantity above 0',
  emptyOption: 'Please add a food or some guidance to this option',
  notPublished: 'This plan has no published version yet',
  versionNotFound: 'That version of the plan was not found',
  alreadyPublished: 'Nothing has changed since the last published version',
  noNutritionist: 'Her nutritionist writes her plans',
  publishedKept:
    'A plan with a published version stays: she may be following it. Publish a new version instead',
} as const;

// ── Inputs ───────────────────────────────────────────────────────────────────
const targetNumber = (key: TargetKey) => {
  const { min, max, label, unit } = TARGET_RANGES[key];
  const message = `${label} must be between ${min} and ${max} ${unit} a day`;
  return z
    .number({ message: `Please enter the ${label.toLowerCase()} target as a number` })
    .min(min, { message })
    .max(max, { message });
};

export const planTargetsSchema = z.object({
  energyKcal: targetNumber('energyKcal').int({ message: 'Energy must be a whole number of kcal' }),
  proteinG: targetNumber('proteinG'),
  carbohydrateG: targetNumber('carbohydrateG'),
  fatG: targetNumber('fatG'),
  fibreG: targetNumber('fibreG'),
  waterLitres: targetNumber('waterLitres'),
});
export type PlanTargets = z.infer<typeof planTargetsSchema>;

const reason = (label: string) => text({ label, max: PLAN_LIMITS.reason });

/** How a quantity is shown: grams, millilitres (1 ml counted as 1 g), or household units. */
export const QUANTITY_UNITS = { g: 'g', ml: 'ml', household: 'household' } as const;
export type QuantityUnit = keyof typeof QUANTITY_UNITS;

export const planItemInputSchema = z
  .object({
    foodId: text({
      label: 'The food',
      max: 60,
      required: 'Please choose a food',
      tooLong: NUTRITION_MESSAGES.unknownFood,
    }),
    /** The weight that counts (for `ml`, the millilitres; for household units, count × each). */
    grams: z
      .number({ message: 'Please enter the quantity as a number' })
      .positive({ message: NUTRITION_MESSAGES.positiveQuantity })
      .max(MAX_ITEM_GRAMS, { message: NUTRITION_MESSAGES.tooMuchFood }),
    unit: z.enum(['g', 'ml', 'household']).default('g'),
    /** For household units: what one is ("medium egg", "slice") and how many. */
    household: z
      .object({
        label: text({
          label: 'The household unit',
          max: PLAN_LIMITS.householdLabel,
          required: 'Please name the household unit',
        }),
        count: z
          .number({ message: 'Please enter how many' })
          .positive({ message: 'Please enter how many' })
          .max(50, { message: 'Please enter at most 50' }),
      })
      .optional(),
    /** Why a food that conflicts with her allergies or diet stays in her plan. */
    allergyOverride: reason('The reason to keep this food').optional(),
  })
  .refine((item) => item.unit !== 'household' || item.household !== undefined, {
    message: 'Please name the household unit and how many',
    path: ['household'],
  });
export type PlanItemInput = z.input<typeof planItemInputSchema>;
export type PlanItem = z.output<typeof planItemInputSchema>;

export const planOptionInputSchema = z
  .object({
    items: z.array(planItemInputSchema).max(PLAN_LIMITS.itemsPerOption, {
      message: `Please keep an option to at most ${PLAN_LIMITS.itemsPerOption} foods`,
    }),
    guidance: text({ label: 'The guidance', max: PLAN_LIMITS.optionGuidance }).optional(),
  })
  .refine((o) => o.items.length > 0 || (o.guidance ?? '') !== '', {
    message: NUTRITION_MESSAGES.emptyOption,
    path: ['items'],
  });

export const planMealInputSchema = z.object({
  name: text({
    label: 'The meal name',
    max: PLAN_LIMITS.mealName,
    required: 'Please name the meal',
  }),
  options: z
    .array(planOptionInputSchema)
    .min(1, { message: 'Please give the meal at least one option' })
    .max(PLAN_LIMITS.optionsPerMeal, {
      message: `Please keep a meal to at most ${PLAN_LIMITS.optionsPerMeal} options`,
    }),
});

export const planGuidanceSchema = z.object(
  Object.fromEntries(
    Object.entries(GUIDANCE_SECTIONS).map(([key, label]) => [
      key,
      text({ label, max: PLAN_LIMITS.guidance }).optional(),
    ]),
  ) as Record<GuidanceSection, z.ZodOptional<ReturnType<typeof text>>>,
);
export type PlanGuidance = Partial<Record<GuidanceSection, string>>;

/** The plan as an editor sends it (both create and update). */
const planBodyFields = {
  title: text({
    label: 'The title',
    max: PLAN_LIMITS.title,
    required: 'Please give the plan a title',
  }),
  targets: planTargetsSchema,
  /** Why energy is under {@link LOW_ENERGY_KCAL} kcal on any day type (required then). */
  lowEnergyReason: reason('The reason for the low energy target').optional(),
  /** Optional variants of the default day with their own targets. */
  dayTypes: z
    .object({ training: planTargetsSchema.optional(), rest: planTargetsSchema.optional() })
    .optional(),
  meals: z.array(planMealInputSchema).max(PLAN_LIMITS.meals, {
    message: `Please keep a plan to at most ${PLAN_LIMITS.meals} meals`,
  }),
  guidance: planGuidanceSchema.optional(),
};

const needsLowEnergyReason = (body: {
  targets: PlanTargets;
  dayTypes?: { training?: PlanTargets; rest?: PlanTargets };
}) =>
  [body.targets, body.dayTypes?.training, body.dayTypes?.rest].some(
    (t) => t !== undefined && t.energyKcal < LOW_ENERGY_KCAL,
  );

const withLowEnergyRule = <
  T extends z.ZodType<{
    targets: PlanTargets;
    dayTypes?: { training?: PlanTargets; rest?: PlanTargets };
    lowEnergyReason?: string;
  }>,
>(
  schema: T,
) =>
  schema.refine((body) => !needsLowEnergyReason(body) || (body.lowEnergyReason ?? '') !== '', {
    message: NUTRITION_MESSAGES.lowEnergyReason,
    path: ['lowEnergyReason'],
  });

export const planBodySchema = withLowEnergyRule(z.object(planBodyFields));
export type PlanBody = z.output<typeof planBodySchema>;
export type PlanBodyInput = z.input<typeof planBodySchema>;

export const planCreateSchema = withLowEnergyRule(
  z.object({ clientId: z.uuid({ message: 'Please choose a client' }), ...planBodyFields }),
);
export type PlanCreateInput = z.input<typeof planCreateSchema>;

export const planUpdateSchema = withLowEnergyRule(
  z.object({
    ...planBodyFields,
    version: z.number({ message: 'Please send the version you read' }).int().positive(),
  }),
);
export type PlanUpdateInput = z.input<typeof planUpdateSchema>;

export const publishSchema = z.object({
  changeNote: text({
    label: 'The change note',
    max: PLAN_LIMITS.changeNote,
    required: 'Please say what changed in this version',
  }),
});
export type PublishInput = z.infer<typeof publishSchema>;

export const templateInputSchema = z.object({
  planId: z.uuid({ message: 'Please choose a plan' }),
  name: text({
    label: 'The template name',
    max: PLAN_LIMITS.title,
    required: 'Please name the template',
  }),
});
export type TemplateInput = z.infer<typeof templateInputSchema>;

export const planListQuerySchema = z.object({
  clientId: z.uuid({ message: 'must be a client id' }).optional(),
});

// ── Answers ──────────────────────────────────────────────────────────────────
/** The food as it was when the plan was saved (a published version never changes). */
export const planFoodSchema = foodSchema.pick({
  id: true,
  name: true,
  group: true,
  energyKcal: true,
  proteinG: true,
  carbohydrateG: true,
  fatG: true,
  fibreG: true,
  custom: true,
});
export type PlanFood = z.infer<typeof planFoodSchema>;

/** What foods add up to (grams, and kcal for energy). */
export interface Nutrients {
  energyKcal: number;
  proteinG: number;
  carbohydrateG: number;
  fatG: number;
  fibreG: number;
}

export const planItemSchema = z.object({
  foodId: z.string(),
  grams: z.number(),
  unit: z.enum(['g', 'ml', 'household']),
  household: z.object({ label: z.string(), count: z.number() }).optional(),
  allergyOverride: z.string().optional(),
  food: planFoodSchema,
});
export type PlanItemOut = z.infer<typeof planItemSchema>;

export const planDocumentSchema = z.object({
  title: z.string(),
  targets: planTargetsSchema,
  lowEnergyReason: z.string().optional(),
  dayTypes: z
    .object({ training: planTargetsSchema.optional(), rest: planTargetsSchema.optional() })
    .optional(),
  meals: z.array(
    z.object({
      name: z.string(),
      options: z.array(
        z.object({ items: z.array(planItemSchema), guidance: z.string().optional() }),
      ),
    }),
  ),
  guidance: z
    .object({
      hydration: z.string().optional(),
      supplements: z.string().optional(),
      eatingOut: z.string().optional(),
      swaps: z.string().optional(),
    })
    .optional(),
});
/** A plan's content with each food described: a draft, or a published version. */
export type PlanDocument = z.infer<typeof planDocumentSchema>;

export const planVersionSummarySchema = z.object({
  number: z.number().int(),
  changeNote: z.string(),
  publishedAt: z.string(),
  publishedBy: z.string().nullable(),
  /** The newest published version of her newest published plan: the one she follows. */
  active: z.boolean(),
});
export type PlanVersionSummary = z.infer<typeof planVersionSummarySchema>;

export const planVersionSchema = planVersionSummarySchema.extend({
  planId: z.string(),
  clientId: z.string(),
  document: planDocumentSchema,
});
export type PlanVersion = z.infer<typeof planVersionSchema>;

export const PLAN_STATUSES = {
  draft: 'Draft',
  active: 'Active',
  superseded: 'Superseded',
} as const;
export type PlanStatus = keyof typeof PLAN_STATUSES;

export const nutritionPlanSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  /** The draft's revision, for `PUT` (staff only; a client's answer carries the published one). */
  version: z.number().int(),
  status: z.enum(['draft', 'active', 'superseded']),
  /** Staff: the draft (what the editor shows). A client: the newest published version. */
  document: planDocumentSchema,
  /** Whether the draft differs from the newest published version (staff). */
  unpublishedChanges: z.boolean(),
  versions: z.array(planVersionSummarySchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type NutritionPlan = z.infer<typeof nutritionPlanSchema>;

export const nutritionPlanSummarySchema = nutritionPlanSchema
  .pick({
    id: true,
    clientId: true,
    version: true,
    status: true,
    unpublishedChanges: true,
    createdAt: true,
    updatedAt: true,
  })
  .extend({
    title: z.string(),
    energyKcal: z.number(),
    latestVersion: z.number().int().nullable(),
    publishedAt: z.string().nullable(),
  });
export type NutritionPlanSummary = z.infer<typeof nutritionPlanSummarySchema>;
export const nutritionPlanListSchema = z.object({ items: z.array(nutritionPlanSummarySchema) });
export type NutritionPlanList = z.infer<typeof nutritionPlanListSchema>;

export const planTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  energyKcal: z.number(),
  document: planDocumentSchema,
  createdAt: z.string(),
});
export type PlanTemplate = z.infer<typeof planTemplateSchema>;
export const planTemplateListSchema = z.object({ items: z.array(planTemplateSchema) });
export type PlanTemplateList = z.infer<typeof planTemplateListSchema>;

// ── The nutritionist's caseload ──────────────────────────────────────────────
export const PLAN_STATES = {
  none: 'No plan',
  draft: 'Draft',
  active: 'Active',
  review: 'Review due',
} as const;
export type PlanState = keyof typeof PLAN_STATES;

export const caseloadItemSchema = z.object({
  clientId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  planState: z.enum(['none', 'draft', 'active', 'review']),
  /** Why a review is due, in words ("Published 5 weeks ago", "Weight down 3.4 kg since"). */
  reviewReason: z.string().nullable(),
  activePlanId: z.string().nullable(),
  activeSince: z.string().nullable(),
  lastCheckinDate: z.string().nullable(),
  hunger: z.number().nullable(),
  adherencePercent: z.number().nullable(),
  /** Her weight change over the last 4 weeks of check-ins (kg; null with fewer than two). */
  weightTrendKg: z.number().nullable(),
  diet: z.array(z.string()),
  allergies: z.array(z.string()),
  /** Pregnant or breastfeeding, from her screening. */
  caution: z.string().nullable(),
});
export type CaseloadItem = z.infer<typeof caseloadItemSchema>;
export const nutritionCaseloadSchema = z.object({ items: z.array(caseloadItemSchema) });
export type NutritionCaseload = z.infer<typeof nutritionCaseloadSchema>;

/** Her onboarding answers that matter to nutrition, and what the suggestion is made from. */
export const nutritionProfileSchema = z.object({
  clientId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  goals: z.array(z.string()),
  goalsOwnWords: z.string().nullable(),
  heightCm: z.number().nullable(),
  /** Her newest weight: the last check-in's, else onboarding's. */
  weightKg: z.number().nullable(),
  targetWeightKg: z.number().nullable(),
  ageYears: z.number().nullable(),
  activityLevel: z.string().nullable(),
  diet: z.array(z.string()),
  dietOther: z.string().nullable(),
  allergies: z.array(z.string()),
  allergiesOther: z.string().nullable(),
  medicalConditions: z.string().nullable(),
  medications: z.string().nullable(),
  pregnant: z.boolean(),
  breastfeeding: z.boolean(),
  weeksSinceBirth: z.number().nullable(),
  /** Her units, for showing quantities and weights. */
  weightUnit: z.enum(['kg', 'st']),
  hasNutritionist: z.boolean(),
});
export type NutritionProfile = z.infer<typeof nutritionProfileSchema>;

// ── Her shopping list ────────────────────────────────────────────────────────
export const shoppingListStateSchema = z.object({
  /** The published version it was made from. */
  version: z.number().int().positive(),
  /**
   * How many days this week she will have each option: `days[meal][option]`, 0–7 each (by
   * position; a missing entry counts as 7 days of a meal's first option and 0 of the others).
   */
  days: z
    .array(z.array(z.number().int().min(0).max(7)).max(PLAN_LIMITS.optionsPerMeal))
    .max(PLAN_LIMITS.meals),
  /** Food ids she has ticked off. */
  ticked: z.array(text({ label: 'A ticked food', max: 60 })).max(500),
});
export type ShoppingListState = z.infer<typeof shoppingListStateSchema>;
