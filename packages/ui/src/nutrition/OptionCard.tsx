import type { Dispatch } from 'react';
import { PLAN_LIMITS, planFoodSchema } from '@wellness/contracts';
import type { Nutrients } from '@wellness/contracts';
import { Button } from '../Button';
import { TextareaField } from '../Select';
import type { NutritionApi } from './api';
import type { ConflictsOf } from './draft-validation';
import type { EditorAction } from './editor-reducer';
import { FoodSearch } from './FoodSearch';
import { ItemRow } from './ItemRow';
import type { FieldErrors, OptionDraft } from './plan-draft';
import { NutrientLine } from './Totals';

export interface OptionCardProps {
  api: NutritionApi;
  mealName: string;
  option: OptionDraft;
  at: { meal: number; option: number };
  optionCount: number;
  total: Nutrients;
  conflictsOf: ConflictsOf;
  errors: FieldErrors;
  dispatch: Dispatch<EditorAction>;
}

/** One option of a meal: its foods (each with a quantity), the food search, and guidance. */
export function OptionCard({
  api,
  mealName,
  option,
  at,
  optionCount,
  total,
  conflictsOf,
  errors,
  dispatch,
}: OptionCardProps) {
  const path = `meals.${at.meal}.options.${at.option}`;
  const name = `${mealName || 'Meal'}, option ${at.option + 1}`;
  const optionError = errors[`${path}.items`] ?? errors[path] ?? errors[`${path}.guidance`];
  return (
    <section className="ui-nutri-option" aria-label={name}>
      <div className="ui-nutri-option__head">
        <h4 className="ui-nutri-option__title">Option {at.option + 1}</h4>
        {optionCount > 1 && (
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Remove ${name}`}
            onClick={() => dispatch({ type: 'removeOption', ...at })}
          >
            Remove option
          </Button>
        )}
      </div>
      {option.items.length > 0 ? (
        <ul className="ui-nutri-items" aria-label={`Foods in ${name}`}>
          {option.items.map((item, i) => (
            <ItemRow
              key={item.key}
              item={item}
              path={`${path}.items.${i}`}
              at={{ ...at, item: i }}
              conflicts={conflictsOf(item.food)}
              errors={errors}
              dispatch={dispatch}
            />
          ))}
        </ul>
      ) : (
        <p className="ui-nutri-muted">No foods yet: search for one, or write guidance below.</p>
      )}
      {option.items.length < PLAN_LIMITS.itemsPerOption && (
        <FoodSearch
          api={api}
          label={`Add a food to ${name}`}
          // the plan keeps the food as the contract's plan food (no sugars, salt or source)
          onPick={(food) => dispatch({ type: 'addItem', ...at, food: planFoodSchema.parse(food) })}
        />
      )}
      <TextareaField
        label={
          <>
            Guidance <span className="ui-nutri-muted">(optional; instead of, or with, foods)</span>
          </>
        }
        rows={2}
        maxLength={PLAN_LIMITS.optionGuidance}
        value={option.guidance}
        onChange={(e) => dispatch({ type: 'optionGuidance', ...at, value: e.target.value })}
      />
      {optionError && <p className="ui-field__error">{optionError}</p>}
      {option.items.length > 0 && <NutrientLine total={total} label={`${name} total`} />}
    </section>
  );
}
