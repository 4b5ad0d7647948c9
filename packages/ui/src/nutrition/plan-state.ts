import {
  DEFAULT_MEAL_NAMES,
  GUIDANCE_SECTIONS,
  LOW_ENERGY_KCAL,
  MAX_ITEM_GRAMS,
  NUTRITION_MESSAGES,
  PLAN_LIMITS,
  TARGET_KEYS,
  TARGET_RANGES,
  planTotals,
} from '@wellness/contracts';
import type {
  GuidanceSection,
  NutritionPlan,
  PlanCreateInput,
  PlanDocument,
  PlanFood,
  PlanItemInput,
  PlanItemOut,
  PlanTargets,
  PlanTotals,
  PlanUpdateInput,
  QuantityUnit,
  TargetKey,
} from '@wellness/contracts';

// The plan editor's draft: what she is typing, kept in the page (a reducer) so that every
// keystroke updates the totals at once, with no request. Numbers stay as typed (text) until they
// are sent; `requestBody` turns the draft into the contract's body, `validateDraft` names what is
// wrong with the same field paths as the server's 400 (`meals.0.options.1.items.2.grams`).

export type TargetsDraft = Record<TargetKey, string>;
export type VariantDay = 'training' | 'rest';
export type EditorDay = 'default' | VariantDay;

export interface ItemDraft {
  key: string;
  food: PlanFood;
  unit: QuantityUnit;
  /** Grams or millilitres as typed; for household units, how many. */
  amount: string;
  /** Household units: what one is ("medium egg") and what one weighs (g). */
  householdLabel: string;
  gramsEach: string;
  allergyOverride: string;
}
export interface OptionDraft {
  key: string;
  items: ItemDraft[];
  guidance: string;
}
export interface MealDraft {
  key: string;
  name: string;
  options: OptionDraft[];
}
export interface PlanDraft {
  title: string;
  targets: { default: TargetsDraft; training: TargetsDraft | null; rest: TargetsDraft | null };
  lowEnergyReason: string;
  meals: MealDraft[];
  guidance: Record<GuidanceSection, string>;
}

export interface EditorState {
  draft: PlanDraft;
  /** The draft revision it was read at (sent back on save). */
  version: number;
  /** Changed since it was loaded or last saved. */
  dirty: boolean;
  /** The server's 400 field errors, by path, from the last save. */
  serverErrors: Record<string, string>;
  /** The last save was refused: someone else saved first. Her typing stays until she reloads. */
  stale: boolean;
}

/** The field errors of a draft, by the server's field paths. */
export type FieldErrors = Record<string, string>;

let keySeq = 0;
const newKey = (prefix: string) => `${prefix}${++keySeq}`;

const GUIDANCE_KEYS = Object.keys(GUIDANCE_SECTIONS) as GuidanceSection[];

export const emptyGuidance = (): Record<GuidanceSection, string> =>
  Object.fromEntries(GUIDANCE_KEYS.map((k) => [k, ''])) as Record<GuidanceSection, string>;

/** A number as an input shows it (no trailing zeros, at most one decimal for grams). */
export function numberText(value: number | undefined | null, decimals = 1): string {
  if (value === undefined || value === null || !Number.isFinite(value)) return '';
  const f = 10 ** decimals;
  return String(Math.round(value * f) / f);
}

/** What she typed as a number; NaN for blank or not a number. */
export function parseNumber(text: string): number {
  const t = text.trim().replace(',', '.');
  if (t === '' || !/^-?\d*\.?\d*$/.test(t)) return NaN;
  return Number(t);
}

export const targetsText = (targets: PlanTargets): TargetsDraft =>
  Object.fromEntries(
    TARGET_KEYS.map((k) => [k, numberText(targets[k], k === 'energyKcal' ? 0 : 1)]),
  ) as TargetsDraft;

export const emptyOption = (): OptionDraft => ({ key: newKey('o'), items: [], guidance: '' });
export const newMeal = (name: string): MealDraft => ({
  key: newKey('m'),
  name,
  options: [emptyOption()],
});
export const defaultMeals = (): MealDraft[] => DEFAULT_MEAL_NAMES.map((name) => newMeal(name));

/** A new food in an option: 100 g (or ml, for drinks), to be changed. */
export function newItem(food: PlanFood): ItemDraft {
  return {
    key: newKey('i'),
    food,
    unit: food.group === 'Beverages' ? 'ml' : 'g',
    amount: '100',
    householdLabel: '',
    gramsEach: '',
    allergyOverride: '',
  };
}

function itemFromDocument(item: PlanItemOut): ItemDraft {
  const count = item.household?.count ?? 0;
  return {
    key: newKey('i'),
    food: item.food,
    unit: item.unit,
    amount: item.unit === 'household' && count > 0 ? numberText(count, 2) : numberText(item.grams),
    householdLabel: item.household?.label ?? '',
    gramsEach: item.unit === 'household' && count > 0 ? numberText(item.grams / count) : '',
    allergyOverride: item.allergyOverride ?? '',
  };
}

/**
 * The draft of a plan's document. A plan saved with no meals (a new one) starts with the default
 * meals, empty: they are saved once something is in them.
 */
export function draftFromDocument(doc: PlanDocument): PlanDraft {
  const guidance = emptyGuidance();
  for (const k of GUIDANCE_KEYS) guidance[k] = doc.guidance?.[k] ?? '';
  return {
    title: doc.title,
    targets: {
      default: targetsText(doc.targets),
      training: doc.dayTypes?.training ? targetsText(doc.dayTypes.training) : null,
      rest: doc.dayTypes?.rest ? targetsText(doc.dayTypes.rest) : null,
    },
    lowEnergyReason: doc.lowEnergyReason ?? '',
    meals:
      doc.meals.length === 0
        ? defaultMeals()
        : doc.meals.map((meal) => ({
            key: newKey('m'),
            name: meal.name,
            options:
              meal.options.length === 0
                ? [emptyOption()]
                : meal.options.map((option) => ({
                    key: newKey('o'),
                    items: option.items.map(itemFromDocument),
                    guidance: option.guidance ?? '',
                  })),
          })),
    guidance,
  };
}

export function stateFromPlan(plan: Pick<NutritionPlan, 'document' | 'version'>): EditorState {
  return {
    draft: draftFromDocument(plan.document),
    version: plan.version,
    dirty: false,
    serverErrors: {},
    stale: false,
  };
}

/** The weight that counts: g or ml as typed, or count × grams each (0 while incomplete). */
export function itemGrams(item: Pick<ItemDraft, 'unit' | 'amount' | 'gramsEach'>): number {
  const amount = parseNumber(item.amount);
  if (!(amount > 0)) return 0;
  if (item.unit !== 'household') return amount;
  const each = parseNumber(item.gramsEach);
  return each > 0 ? Math.round(amount * each * 10) / 10 : 0;
}

// ── Actions ──────────────────────────────────────────────────────────────────
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

const dayPath = (day: EditorDay) => (day === 'default' ? 'targets' : `dayTypes.${day}`);

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
      return {
        ...state,
        draft: { ...state.draft, title: action.value },
        dirty: true,
        serverErrors: clearError(state.serverErrors, 'title'),
      };
    case 'target': {
      const current = state.draft.targets[action.day];
      if (!current) return state;
      return {
        ...state,
        draft: {
          ...state.draft,
          targets: {
            ...state.draft.targets,
            [action.day]: { ...current, [action.key]: action.value },
          },
        },
        dirty: true,
        serverErrors: clearError(state.serverErrors, `${dayPath(action.day)}.${action.key}`),
      };
    }
    case 'applyTargets':
      return {
        ...state,
        draft: {
          ...state.draft,
          targets: { ...state.draft.targets, [action.day]: targetsText(action.targets) },
        },
        dirty: true,
        serverErrors: clearError(state.serverErrors, dayPath(action.day)),
      };
    case 'dayVariant':
      return {
        ...state,
        draft: {
          ...state.draft,
          targets: {
            ...state.draft.targets,
            [action.day]: action.on
              ? (state.draft.targets[action.day] ?? { ...state.draft.targets.default })
              : null,
          },
        },
        dirty: true,
        serverErrors: clearError(state.serverErrors, dayPath(action.day)),
      };
    case 'lowEnergyReason':
      return {
        ...state,
        draft: { ...state.draft, lowEnergyReason: action.value },
        dirty: true,
        serverErrors: clearError(state.serverErrors, 'lowEnergyReason'),
      };
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
      return {
        ...state,
        draft: {
          ...state.draft,
          guidance: { ...state.draft.guidance, [action.section]: action.value },
        },
        dirty: true,
        serverErrors: clearError(state.serverErrors, `guidance.${action.section}`),
      };
  }
}

// ── Totals ───────────────────────────────────────────────────────────────────
/** The draft as the totals count it: each food with the grams that count. */
export function totalsInput(draft: PlanDraft): Pick<PlanDocument, 'meals'> {
  return {
    meals: draft.meals.map((meal) => ({
      name: meal.name,
      options: meal.options.map((option) => ({
        items: option.items.map((item) => ({
          foodId: item.food.id,
          grams: itemGrams(item),
          unit: item.unit,
          food: item.food,
        })),
      })),
    })),
  };
}

export const draftTotals = (draft: PlanDraft): PlanTotals => planTotals(totalsInput(draft));

/** A day's targets as numbers (a field not yet a number counts 0). */
export function targetNumbers(targets: TargetsDraft): PlanTargets {
  return Object.fromEntries(
    TARGET_KEYS.map((k) => {
      const n = parseNumber(targets[k]);
      return [k, Number.isFinite(n) ? n : 0];
    }),
  ) as PlanTargets;
}

// ── Validation ───────────────────────────────────────────────────────────────
/** The problem with one target as typed, from TARGET_RANGES; undefined when it is fine. */
export function targetProblem(key: TargetKey, text: string): string | undefined {
  const { min, max, label, unit } = TARGET_RANGES[key];
  const n = parseNumber(text);
  if (!Number.isFinite(n)) return `Please enter the ${label.toLowerCase()} target as a number`;
  if (n < min || n > max) return `${label} must be between ${min} and ${max} ${unit} a day`;
  if (key === 'energyKcal' && !Number.isInteger(n)) return 'Energy must be a whole number of kcal';
  return undefined;
}

export const EDITOR_DAYS: readonly EditorDay[] = ['default', 'training', 'rest'];

/** Whether any day's energy target is under LOW_ENERGY_KCAL (a reason is needed then). */
export function needsLowEnergyReason(draft: PlanDraft): boolean {
  return EDITOR_DAYS.some((day) => {
    const t = draft.targets[day];
    if (!t) return false;
    const n = parseNumber(t.energyKcal);
    return Number.isFinite(n) && n < LOW_ENERGY_KCAL;
  });
}

export const isEmptyOption = (option: OptionDraft) =>
  option.items.length === 0 && option.guidance.trim() === '';

/** Conflicts of a food with her allergies and diet (dietConflicts with her profile). */
export type ConflictsOf = (food: PlanFood) => readonly string[];

export function itemProblems(
  item: ItemDraft,
  conflictsOf: ConflictsOf,
): Partial<Record<string, string>> {
  const problems: Record<string, string> = {};
  const amount = parseNumber(item.amount);
  if (item.unit === 'household') {
    if (!(amount > 0)) problems['household.count'] = 'Please enter how many';
    else if (amount > 50) problems['household.count'] = 'Please enter at most 50';
    if (item.householdLabel.trim() === '')
      problems['household.label'] = 'Please name the household unit';
    if (!(parseNumber(item.gramsEach) > 0))
      problems.gramsEach = 'Please enter what one weighs in grams';
  } else if (!(amount > 0)) {
    problems.grams = NUTRITION_MESSAGES.positiveQuantity;
  }
  const grams = itemGrams(item);
  if (grams > MAX_ITEM_GRAMS) problems.grams = NUTRITION_MESSAGES.tooMuchFood;
  if (conflictsOf(item.food).length > 0 && item.allergyOverride.trim() === '') {
    problems.allergyOverride = NUTRITION_MESSAGES.allergyOverride;
  }
  return problems;
}

/**
 * What must be put right before the draft can be saved, by the server's field paths. Empty options
 * and meals are not errors: they are left out of what is saved (see `requestBody`).
 */
export function validateDraft(draft: PlanDraft, conflictsOf: ConflictsOf): FieldErrors {
  const errors: FieldErrors = {};
  if (draft.title.trim() === '') errors.title = 'Please give the plan a title';
  for (const day of EDITOR_DAYS) {
    const targets = draft.targets[day];
    if (!targets) continue;
    for (const key of TARGET_KEYS) {
      const problem = targetProblem(key, targets[key]);
      if (problem) errors[`${dayPath(day)}.${key}`] = problem;
    }
  }
  if (needsLowEnergyReason(draft) && draft.lowEnergyReason.trim() === '') {
    errors.lowEnergyReason = NUTRITION_MESSAGES.lowEnergyReason;
  }
  draft.meals.forEach((meal, m) => {
    if (meal.name.trim() === '' && meal.options.some((o) => !isEmptyOption(o))) {
      errors[`meals.${m}.name`] = 'Please name the meal';
    }
    meal.options.forEach((option, o) => {
      option.items.forEach((item, i) => {
        const problems = itemProblems(item, conflictsOf);
        for (const [field, message] of Object.entries(problems)) {
          if (message) errors[`meals.${m}.options.${o}.items.${i}.${field}`] = message;
        }
      });
    });
  });
  return errors;
}

// ── The request body ─────────────────────────────────────────────────────────
function itemInput(item: ItemDraft): PlanItemInput {
  const input: PlanItemInput = { foodId: item.food.id, grams: itemGrams(item), unit: item.unit };
  if (item.unit === 'household') {
    input.household = { label: item.householdLabel.trim(), count: parseNumber(item.amount) };
  }
  if (item.allergyOverride.trim()) input.allergyOverride = item.allergyOverride.trim();
  return input;
}

/**
 * Where each of the body's meals and options came from in the draft: empty options and meals are
 * left out of the body, so the server's field paths are mapped back to the draft's positions.
 */
export interface BodyPositions {
  meals: Array<{ meal: number; options: number[] }>;
}

/** The plan as `POST`/`PUT` take it (contract body), without clientId or version. */
export function planBody(draft: PlanDraft): {
  body: Omit<PlanCreateInput, 'clientId'>;
  positions: BodyPositions;
} {
  const positions: BodyPositions = { meals: [] };
  const meals: PlanCreateInput['meals'] = [];
  draft.meals.forEach((meal, m) => {
    const kept: number[] = [];
    const options = meal.options.flatMap((option, o) => {
      if (isEmptyOption(option)) return [];
      kept.push(o);
      const guidance = option.guidance.trim();
      return [{ items: option.items.map(itemInput), ...(guidance ? { guidance } : {}) }];
    });
    if (options.length === 0) return;
    positions.meals.push({ meal: m, options: kept });
    meals.push({ name: meal.name.trim(), options });
  });
  const guidance: Partial<Record<GuidanceSection, string>> = {};
  for (const k of GUIDANCE_KEYS) {
    const value = draft.guidance[k].trim();
    if (value) guidance[k] = value;
  }
  const dayTypes: { training?: PlanTargets; rest?: PlanTargets } = {};
  if (draft.targets.training) dayTypes.training = targetNumbers(draft.targets.training);
  if (draft.targets.rest) dayTypes.rest = targetNumbers(draft.targets.rest);
  const body: Omit<PlanCreateInput, 'clientId'> = {
    title: draft.title.trim(),
    targets: targetNumbers(draft.targets.default),
    meals,
  };
  if (needsLowEnergyReason(draft) && draft.lowEnergyReason.trim()) {
    body.lowEnergyReason = draft.lowEnergyReason.trim();
  }
  if (dayTypes.training || dayTypes.rest) body.dayTypes = dayTypes;
  if (Object.keys(guidance).length > 0) body.guidance = guidance;
  return { body, positions };
}

export function updateBody(state: EditorState): {
  body: PlanUpdateInput;
  positions: BodyPositions;
} {
  const { body, positions } = planBody(state.draft);
  return { body: { ...body, version: state.version }, positions };
}

/** The server's field paths (positions in the body) as positions in the draft. */
export function errorsToDraft(fields: FieldErrors, positions: BodyPositions): FieldErrors {
  const out: FieldErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    const match = /^meals\.(\d+)(?:\.options\.(\d+))?(.*)$/.exec(path);
    if (!match) {
      out[path] = message;
      continue;
    }
    const meal = positions.meals[Number(match[1])];
    if (!meal) {
      out[path] = message;
      continue;
    }
    const optionPart =
      match[2] === undefined ? '' : `.options.${meal.options[Number(match[2])] ?? match[2]}`;
    out[`meals.${meal.meal}${optionPart}${match[3]}`] = message;
  }
  return out;
}

/** The server's 400 field messages from a failed request (`body.fields`). */
export function fieldErrorsFrom(error: unknown): FieldErrors {
  const fields = (error as { body?: { fields?: unknown } } | null)?.body?.fields;
  if (!fields || typeof fields !== 'object') return {};
  const out: FieldErrors = {};
  for (const [k, v] of Object.entries(fields as Record<string, unknown>)) {
    if (typeof v === 'string' && v) out[k] = v;
  }
  return out;
}

export function errorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.') {
  const body = (error as { body?: { error?: unknown } } | null)?.body;
  if (typeof body?.error === 'string' && body.error) return body.error;
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : fallback;
}

/** The draft as a plan document (for "changes since v<n>"): foods described, grams counted. */
export function draftDocument(draft: PlanDraft): PlanDocument {
  const { body } = planBody(draft);
  const foods = new Map<string, PlanFood>();
  for (const meal of draft.meals)
    for (const option of meal.options)
      for (const item of option.items) foods.set(item.food.id, item.food);
  return {
    title: body.title,
    targets: body.targets,
    lowEnergyReason: body.lowEnergyReason,
    dayTypes: body.dayTypes,
    meals: body.meals.map((meal) => ({
      name: meal.name,
      options: meal.options.map((option) => ({
        guidance: option.guidance,
        items: option.items.map((item) => ({
          foodId: item.foodId,
          grams: item.grams,
          unit: item.unit ?? 'g',
          household: item.household,
          allergyOverride: item.allergyOverride,
          food: foods.get(item.foodId) as PlanFood,
        })),
      })),
    })),
    guidance: body.guidance,
  };
}

/** The message of a field, from her typing's checks or else the server's last answer. */
export const fieldError = (local: FieldErrors, server: FieldErrors, path: string) =>
  local[path] ?? server[path];

// ── Starting a plan ──────────────────────────────────────────────────────────
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
