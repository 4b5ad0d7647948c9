import { NUTRITION_MESSAGES, dietConflicts } from '@wellness/contracts';
import type { DietProfile, Food, PlanBody, PlanDocument, PlanFood } from '@wellness/contracts';
import { DomainError } from '@wellness/kit';
import type { Db } from '../../db';
import { foodsByIds } from '../../foods/repository';
import { findOnboarding } from '../../onboarding/repository';

/** What the allergy guard checks a food against: her onboarding answers. */
export async function dietProfileOf(db: Db, clientId: string): Promise<DietProfile> {
  const answers = await findOnboarding(db, clientId);
  return {
    diet: answers?.diet ?? [],
    allergies: answers?.allergies ?? [],
    dietOther: answers?.dietOther ?? null,
    allergiesOther: answers?.allergiesOther ?? null,
  };
}

const describe = (food: Food): PlanFood => ({
  id: food.id,
  name: food.name,
  group: food.group,
  energyKcal: food.energyKcal,
  proteinG: food.proteinG,
  carbohydrateG: food.carbohydrateG,
  fatG: food.fatG,
  fibreG: food.fibreG,
  custom: food.custom,
});

/** A 400 naming each field at fault (the first one's message as the error). */
function invalid(fields: Record<string, string>): DomainError {
  return new DomainError('VALIDATION', Object.values(fields)[0], { fields });
}

/**
 * The plan as sent, each food looked up in the food table and described as it is now (so a
 * published version never changes when the table does). An unknown food, or one that conflicts
 * with her allergies or diet without a reason to keep it, is a 400 naming the item's field.
 */
export async function resolveDocument(
  db: Db,
  body: PlanBody,
  profile: DietProfile | null,
): Promise<PlanDocument> {
  const ids = [
    ...new Set(body.meals.flatMap((m) => m.options.flatMap((o) => o.items.map((i) => i.foodId)))),
  ];
  const foods = new Map((await foodsByIds(db, ids)).map((food) => [food.id, food]));
  const unknown: Record<string, string> = {};
  const conflicts: Record<string, string> = {};
  const meals = body.meals.map((meal, m) => ({
    name: meal.name,
    options: meal.options.map((option, o) => ({
      items: option.items.flatMap((item, i) => {
        const at = `meals.${m}.options.${o}.items.${i}`;
        const food = foods.get(item.foodId);
        if (!food) {
          unknown[`${at}.foodId`] = NUTRITION_MESSAGES.unknownFood;
          return [];
        }
        const reasons = profile ? dietConflicts(food, profile) : [];
        if (reasons.length > 0 && !item.allergyOverride) {
          conflicts[`${at}.allergyOverride`] = NUTRITION_MESSAGES.allergyOverride;
        }
        return [
          {
            foodId: food.id,
            grams: item.grams,
            unit: item.unit,
            ...(item.household ? { household: item.household } : {}),
            ...(item.allergyOverride ? { allergyOverride: item.allergyOverride } : {}),
            food: describe(food),
          },
        ];
      }),
      ...(option.guidance ? { guidance: option.guidance } : {}),
    })),
  }));
  if (Object.keys(unknown).length > 0) throw invalid(unknown);
  if (Object.keys(conflicts).length > 0) throw invalid(conflicts);
  return {
    title: body.title,
    targets: body.targets,
    ...(body.lowEnergyReason ? { lowEnergyReason: body.lowEnergyReason } : {}),
    ...(body.dayTypes ? { dayTypes: body.dayTypes } : {}),
    meals,
    ...(body.guidance ? { guidance: body.guidance } : {}),
  };
}

/** Whether a plan has something to follow: an option with a food or some guidance. */
export const hasContent = (document: PlanDocument): boolean =>
  document.meals.some((meal) =>
    meal.options.some((option) => option.items.length > 0 || (option.guidance ?? '') !== ''),
  );

/** Two documents as stored (jsonb gives both the same key order): equal or not. */
export const sameDocument = (a: unknown, b: unknown): boolean =>
  JSON.stringify(a) === JSON.stringify(b);
