import type {
  PlanCreateInput,
  PlanDocument,
  PlanItemInput,
  PlanTargets,
} from '@wellness/contracts';
import type { ConflictsOf } from './draft-validation';

/**
 * `POST /api/nutrition-plans` for a copy of a document (a template or another client's plan).
 * Reasons for keeping foods belong to the plan they were given in, so they are not copied; the
 * foods that conflict with this client's allergies or diet are left out, and named in `left`.
 */
export function copyBody(
  doc: PlanDocument,
  clientId: string,
  title: string,
  conflictsOf: ConflictsOf,
): { body: PlanCreateInput; left: string[] } {
  const left: string[] = [];
  const meals: PlanCreateInput['meals'] = [];
  for (const meal of doc.meals) {
    const options: PlanCreateInput['meals'][number]['options'] = [];
    for (const option of meal.options) {
      const items = option.items.flatMap((item) => {
        if (conflictsOf(item.food).length > 0) {
          left.push(item.food.name);
          return [];
        }
        const input: PlanItemInput = { foodId: item.foodId, grams: item.grams, unit: item.unit };
        if (item.household) input.household = { ...item.household };
        return [input];
      });
      const guidance = option.guidance?.trim();
      if (items.length === 0 && !guidance) continue;
      options.push({ items, ...(guidance ? { guidance } : {}) });
    }
    if (options.length > 0) meals.push({ name: meal.name, options });
  }
  const body: PlanCreateInput = { clientId, title: title.trim(), targets: doc.targets, meals };
  if (doc.lowEnergyReason) body.lowEnergyReason = doc.lowEnergyReason;
  if (doc.dayTypes && (doc.dayTypes.training || doc.dayTypes.rest)) body.dayTypes = doc.dayTypes;
  if (doc.guidance && Object.values(doc.guidance).some((v) => (v ?? '').trim()))
    body.guidance = doc.guidance;
  return { body, left: [...new Set(left)] };
}

/** Targets for a plan from scratch when her profile gives no suggestion: to be changed. */
export const FALLBACK_TARGETS: PlanTargets = {
  energyKcal: 1800,
  proteinG: 110,
  carbohydrateG: 190,
  fatG: 60,
  fibreG: 30,
  waterLitres: 2,
};

/** `POST /api/nutrition-plans` for a plan from scratch (the editor shows the default meals). */
export function scratchBody(
  clientId: string,
  title: string,
  targets: PlanTargets,
): PlanCreateInput {
  return { clientId, title: title.trim(), targets, meals: [] };
}
