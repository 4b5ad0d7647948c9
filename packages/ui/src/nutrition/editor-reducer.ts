import { PLAN_LIMITS } from '@wellness/contracts';
import type {
  GuidanceSection,
  NutritionPlan,
  PlanFood,
  PlanTargets,
  TargetKey,
} from '@wellness/contracts';
import { dayPath, emptyOption, newItem, newMeal, stateFromPlan, targetsText } from './plan-draft';
import type {
  EditorDay,
  EditorState,
  FieldErrors,
  ItemDraft,
  MealDraft,
  OptionDraft,
  PlanDraft,
  TargetsDraft,
  VariantDay,
} from './plan-draft';

export type EditorAction =
  | { type: 'load'; plan: Pick<NutritionPlan, 'document' | 'version'> }
  /** `draft`: the draft that was sent (typing since then stays unsaved). */
  | { type: 'saved'; version: number; draft?: PlanDraft }
  | { type: 'saveFailed'; fields: FieldErrors }
  | { type: 'stale' }
  | { type: 'title'; value: string }
  | { type: 'target'; day: EditorDay; key: TargetKey; value: string }
  | { type: 'applyTargets'; day: EditorDay; targets: PlanTargets }
  | { type: 'dayVariant'; day: VariantDay; on: boolean }
  | { type: 'lowEnergyReason'; value: string }
  | { type: 'addMeal'; name?: string }
  | { type: 'renameMeal'; meal: number; name: string }
  | { type: 'removeMeal'; meal: number }
  | { type: 'moveMeal'; meal: number; by: -1 | 1 }
  | { type: 'addOption'; meal: number }
  | { type: 'removeOption'; meal: number; option: number }
  | { type: 'optionGuidance'; meal: number; option: number; value: string }
  | { type: 'addItem'; meal: number; option: number; food: PlanFood }
  | { type: 'removeItem'; meal: number; option: number; item: number }
  | {
      type: 'editItem';
      meal: number;
      option: number;
      item: number;
      patch: Partial<
        Pick<ItemDraft, 'unit' | 'amount' | 'householdLabel' | 'gramsEach' | 'allergyOverride'>
      >;
    }
  | { type: 'guidance'; section: GuidanceSection; value: string };

const replaceAt = <T>(list: readonly T[], index: number, update: (value: T) => T): T[] =>
  list.map((value, i) => (i === index ? update(value) : value));

const removeAt = <T>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index);

function withMeals(state: EditorState, meals: MealDraft[], structural = false): EditorState {
  return {
    ...state,
    draft: { ...state.draft, meals },
    dirty: true,
    // positions named by the server's errors no longer match once meals move
    serverErrors: structural ? {} : state.serverErrors,
  };
}

function editOption(
  state: EditorState,
  meal: number,
  option: number,
  update: (o: OptionDraft) => OptionDraft,
  structural = false,
): EditorState {
  return withMeals(
    state,
    replaceAt(state.draft.meals, meal, (m) => ({
      ...m,
      options: replaceAt(m.options, option, update),
    })),
    structural,
  );
}

/** Drops the server's error for one field once she edits it. */
function clearError(errors: FieldErrors, path: string): FieldErrors {
  if (!Object.keys(errors).some((k) => k === path || k.startsWith(`${path}.`))) return errors;
  return Object.fromEntries(
    Object.entries(errors).filter(([k]) => k !== path && !k.startsWith(`${path}.`)),
  );
}

/** A change to the draft outside the meals; the server's error for that field goes. */
function editDraft(state: EditorState, patch: Partial<PlanDraft>, path: string): EditorState {
  return {
    ...state,
    draft: { ...state.draft, ...patch },
    dirty: true,
    serverErrors: clearError(state.serverErrors, path),
  };
}

function editTargets(
  state: EditorState,
  day: EditorDay,
  targets: TargetsDraft | null,
  path: string,
): EditorState {
  return editDraft(state, { targets: { ...state.draft.targets, [day]: targets } }, path);
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'load':
      return stateFromPlan(action.plan);
    case 'saved':
      return {
        ...state,
        version: action.version,
        dirty: action.draft !== undefined && action.draft !== state.draft,
        serverErrors: {},
        stale: false,
      };
    case 'saveFailed':
      return { ...state, serverErrors: action.fields };
    case 'stale':
      return { ...state, stale: true };
    case 'title':
      return editDraft(state, { title: action.value }, 'title');
    case 'target': {
      const current = state.draft.targets[action.day];
      if (!current) return state;
      return editTargets(
        state,
        action.day,
        { ...current, [action.key]: action.value },
        `${dayPath(action.day)}.${action.key}`,
      );
    }
    case 'applyTargets':
      return editTargets(state, action.day, targetsText(action.targets), dayPath(action.day));
    case 'dayVariant':
      return editTargets(
        state,
        action.day,
        action.on ? (state.draft.targets[action.day] ?? { ...state.draft.targets.default }) : null,
        dayPath(action.day),
      );
    case 'lowEnergyReason':
      return editDraft(state, { lowEnergyReason: action.value }, 'lowEnergyReason');
    case 'addMeal':
      if (state.draft.meals.length >= PLAN_LIMITS.meals) return state;
      return withMeals(state, [...state.draft.meals, newMeal(action.name ?? 'New meal')]);
    case 'renameMeal':
      return {
        ...withMeals(
          state,
          replaceAt(state.draft.meals, action.meal, (m) => ({ ...m, name: action.name })),
        ),
        serverErrors: clearError(state.serverErrors, `meals.${action.meal}.name`),
      };
    case 'removeMeal':
      return withMeals(state, removeAt(state.draft.meals, action.meal), true);
    case 'moveMeal': {
      const to = action.meal + action.by;
      const meals = [...state.draft.meals];
      if (to < 0 || to >= meals.length) return state;
      [meals[action.meal], meals[to]] = [meals[to], meals[action.meal]];
      return withMeals(state, meals, true);
    }
    case 'addOption':
      return withMeals(
        state,
        replaceAt(state.draft.meals, action.meal, (m) =>
          m.options.length >= PLAN_LIMITS.optionsPerMeal
            ? m
            : { ...m, options: [...m.options, emptyOption()] },
        ),
      );
    case 'removeOption':
      return withMeals(
        state,
        replaceAt(state.draft.meals, action.meal, (m) => ({
          ...m,
          options: m.options.length > 1 ? removeAt(m.options, action.option) : [emptyOption()],
        })),
        true,
      );
    case 'optionGuidance':
      return {
        ...editOption(state, action.meal, action.option, (o) => ({ ...o, guidance: action.value })),
        serverErrors: clearError(
          state.serverErrors,
          `meals.${action.meal}.options.${action.option}`,
        ),
      };
    case 'addItem':
      return editOption(state, action.meal, action.option, (o) =>
        o.items.length >= PLAN_LIMITS.itemsPerOption
          ? o
          : { ...o, items: [...o.items, newItem(action.food)] },
      );
    case 'removeItem':
      return editOption(
        state,
        action.meal,
        action.option,
        (o) => ({ ...o, items: removeAt(o.items, action.item) }),
        true,
      );
    case 'editItem': {
      const path = `meals.${action.meal}.options.${action.option}.items.${action.item}`;
      const next = editOption(state, action.meal, action.option, (o) => ({
        ...o,
        items: replaceAt(o.items, action.item, (item) => ({ ...item, ...action.patch })),
      }));
      return { ...next, serverErrors: clearError(state.serverErrors, path) };
    }
    case 'guidance':
      return editDraft(
        state,
        { guidance: { ...state.draft.guidance, [action.section]: action.value } },
        `guidance.${action.section}`,
      );
  }
}
