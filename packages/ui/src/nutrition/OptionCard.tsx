import { memo, useCallback } from 'react';
import type { Dispatch } from 'react';
import { PLAN_LIMITS, planFoodSchema } from '@wellness/contracts';
import type { Food, Nutrients } from '@wellness/contracts';
import { Button } from '../Button';
import { TextareaField } from '../Select';
import type { NutritionApi } from './api';
import type { ConflictsOf } from './draft-validation';
import type { EditorAction } from './editor-reducer';
import { FoodSearch } from './FoodSearch';
import { ItemRow } from './ItemRow';
import type { FieldErrors, OptionDraft } from './plan-draft';
import { samePropsButErrors } from './render-sharing';
import { NutrientLine } from './Totals';

export interface OptionCardProps {
  api: NutritionApi;
  mealName: string;
  option: OptionDraft;
  /** Its meal's index in the plan, and its own in the meal. */
  meal: number;
  index: number;
  optionCount: number;
  total: Nutrients;
  conflictsOf: ConflictsOf;
  errors: FieldErrors;
  dispatch: Dispatch<EditorAction>;
}

const optionPath = (meal: number, option: number) => `meals.${meal}.options.${option}`;

/**
 * One option of a meal: its foods (each with a quantity), the food search, and guidance. It
 * re-renders only when it, its total, its place or its own errors change; then only the parts
 * that changed do (a keystroke in a quantity: that food's row and the option's total).
 */
export const OptionCard = memo(
  OptionCardView,
  samePropsButErrors<OptionCardProps>((p) => optionPath(p.meal, p.index)),
);

function OptionCardView({
  api,
  mealName,
  option,
  meal,
  index,
  optionCount,
  total,
  conflictsOf,
  errors,
  dispatch,
}: OptionCardProps) {
  const path = optionPath(meal, index);
  const name = `${mealName || 'Meal'}, option ${index + 1}`;
  const optionError = errors[`${path}.items`] ?? errors[path] ?? errors[`${path}.guidance`];
  // the plan keeps the food as the contract's plan food (no sugars, salt or source)
  const onPick = useCallback(
    (food: Food) =>
      dispatch({ type: 'addItem', meal, option: index, food: planFoodSchema.parse(food) }),
    [dispatch, meal, index],
  );
  return (
    <section className="ui-nutri-option" aria-label={name}>
      <OptionHead
        name={name}
        meal={meal}
        index={index}
        removable={optionCount > 1}
        dispatch={dispatch}
      />
      {option.items.length > 0 ? (
        <ul className="ui-nutri-items" aria-label={`Foods in ${name}`}>
          {option.items.map((item, i) => (
            <ItemRow
              key={item.key}
              item={item}
              path={`${path}.items.${i}`}
              at={{ meal, option: index, item: i }}
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
        <FoodSearch api={api} label={`Add a food to ${name}`} onPick={onPick} />
      )}
      <OptionGuidance value={option.guidance} meal={meal} index={index} dispatch={dispatch} />
      {optionError && <p className="ui-field__error">{optionError}</p>}
      {option.items.length > 0 && <NutrientLine total={total} label={`${name} total`} />}
    </section>
  );
}

const OptionHead = memo(function OptionHead({
  name,
  meal,
  index,
  removable,
  dispatch,
}: {
  name: string;
  meal: number;
  index: number;
  removable: boolean;
  dispatch: Dispatch<EditorAction>;
}) {
  return (
    <div className="ui-nutri-option__head">
      <h4 className="ui-nutri-option__title">Option {index + 1}</h4>
      {removable && (
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Remove ${name}`}
          onClick={() => dispatch({ type: 'removeOption', meal, option: index })}
        >
          Remove option
        </Button>
      )}
    </div>
  );
});

const OptionGuidance = memo(function OptionGuidance({
  value,
  meal,
  index,
  dispatch,
}: {
  value: string;
  meal: number;
  index: number;
  dispatch: Dispatch<EditorAction>;
}) {
  return (
    <TextareaField
      label={
        <>
          Guidance <span className="ui-nutri-muted">(optional; instead of, or with, foods)</span>
        </>
      }
      rows={2}
      maxLength={PLAN_LIMITS.optionGuidance}
      value={value}
      onChange={(e) =>
        dispatch({ type: 'optionGuidance', meal, option: index, value: e.target.value })
      }
    />
  );
});
