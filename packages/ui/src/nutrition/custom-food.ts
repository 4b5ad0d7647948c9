import type { CustomFoodInput } from '@wellness/contracts';
import { parseNumber } from './plan-draft';

export type CustomFields = Record<
  | 'name'
  | 'group'
  | 'energyKcal'
  | 'proteinG'
  | 'carbohydrateG'
  | 'fatG'
  | 'fibreG'
  | 'sugarsG'
  | 'saltG',
  string
>;

export const NUMBER_FIELDS: ReadonlyArray<{
  key: Exclude<keyof CustomFields, 'name' | 'group'>;
  label: string;
  optional?: boolean;
}> = [
  { key: 'energyKcal', label: 'Energy (kcal per 100 g)' },
  { key: 'proteinG', label: 'Protein (g per 100 g)' },
  { key: 'carbohydrateG', label: 'Carbohydrate, including fibre (g per 100 g)' },
  { key: 'fatG', label: 'Fat (g per 100 g)' },
  { key: 'fibreG', label: 'Fibre (g per 100 g)', optional: true },
  { key: 'sugarsG', label: 'Sugars (g per 100 g)', optional: true },
  { key: 'saltG', label: 'Salt (g per 100 g)', optional: true },
];

/** The custom food as `POST /api/foods` takes it (blank optional values left out). */
export function customFoodBody(fields: CustomFields): CustomFoodInput {
  const body: Record<string, unknown> = { name: fields.name.trim(), group: fields.group };
  for (const { key, optional } of NUMBER_FIELDS) {
    const text = fields[key].trim();
    if (optional && text === '') continue;
    body[key] = parseNumber(text);
  }
  return body as CustomFoodInput;
}

export const emptyCustomFood = (name: string): CustomFields => ({
  name,
  group: '',
  energyKcal: '',
  proteinG: '',
  carbohydrateG: '',
  fatG: '',
  fibreG: '',
  sugarsG: '',
  saltG: '',
});
