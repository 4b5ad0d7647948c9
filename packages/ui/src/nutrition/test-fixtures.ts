import { dietConflicts } from '@wellness/contracts';
import type { NutritionPlan, PlanDocument, PlanFood } from '@wellness/contracts';
import type { ConflictsOf } from './draft-validation';
import { editorReducer } from './editor-reducer';
import type { EditorAction } from './editor-reducer';
import type { EditorState } from './plan-draft';

// Foods, plans and helpers the plan editor's tests share.

export const oats: PlanFood = {
  id: 'sr28:08120',
  name: 'Cereals, oats, regular and quick, not fortified, dry',
  group: 'Breakfast cereals',
  energyKcal: 379,
  proteinG: 13.15,
  carbohydrateG: 67.7,
  fatG: 6.52,
  fibreG: 10.1,
  custom: false,
};
export const egg: PlanFood = {
  id: 'sr28:01123',
  name: 'Egg, whole, raw, fresh',
  group: 'Dairy and egg products',
  energyKcal: 143,
  proteinG: 12.56,
  carbohydrateG: 0.72,
  fatG: 9.51,
  fibreG: 0,
  custom: false,
};
export const almonds: PlanFood = {
  id: 'sr28:12061',
  name: 'Nuts, almonds',
  group: 'Nut and seed products',
  energyKcal: 579,
  proteinG: 21.15,
  carbohydrateG: 21.55,
  fatG: 49.93,
  fibreG: 12.5,
  custom: false,
};

export const targets = {
  energyKcal: 1800,
  proteinG: 110,
  carbohydrateG: 190,
  fatG: 60,
  fibreG: 30,
  waterLitres: 2,
};

export const doc = (meals: PlanDocument['meals'] = []): PlanDocument => ({
  title: 'Plan for Emma',
  targets,
  meals,
});
export const plan = (
  document: PlanDocument,
  version = 3,
): Pick<NutritionPlan, 'document' | 'version'> => ({
  document,
  version,
});

export const run = (state: EditorState, ...actions: EditorAction[]) =>
  actions.reduce(editorReducer, state);
export const none: ConflictsOf = () => [];
export const nutAllergy: ConflictsOf = (food) =>
  dietConflicts(food, { diet: [], allergies: ['nut'], dietOther: null, allergiesOther: null });
