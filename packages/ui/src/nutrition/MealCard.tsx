import { memo, useId } from 'react';
import type { Dispatch } from 'react';
import { PLAN_LIMITS } from '@wellness/contracts';
import type { NutrientRange, Nutrients } from '@wellness/contracts';
import { Button } from '../Button';
import type { NutritionApi } from './api';
import type { ConflictsOf } from './draft-validation';
import type { EditorAction } from './editor-reducer';
import { OptionCard } from './OptionCard';
import { isEmptyOption } from './plan-draft';
import type { FieldErrors, MealDraft } from './plan-draft';
import { MealTotal } from './Totals';

export interface MealCardProps {
  api: NutritionApi;
  meal: MealDraft;
  index: number;
  mealCount: number;
  options: Nutrients[];
  range: NutrientRange;
  conflictsOf: ConflictsOf;
  errors: FieldErrors;
  dispatch: Dispatch<EditorAction>;
}

/** A meal: its name and place in the day, its options, and its total. */
export const MealCard = memo(function MealCard({
  api,
  meal,
  index,
  mealCount,
  options,
  range,
  conflictsOf,
  errors,
  dispatch,
}: MealCardProps) {
  const base = useId();
  const nameError = errors[`meals.${index}.name`];
  const label = meal.name.trim() || `Meal ${index + 1}`;
  const counted = meal.options.some((o) => o.items.length > 0);
  return (
    <section className="ui-nutri-meal" aria-labelledby={`${base}-title`}>
      <h3 id={`${base}-title`} className="ui-visually-hidden">
        {label}
      </h3>
      <div className="ui-nutri-meal__head">
        <div className="ui-field ui-nutri-meal__name">
          <label className="ui-label" htmlFor={`${base}-name`}>
            Meal name
          </label>
          <input
            id={`${base}-name`}
            className="ui-input"
            value={meal.name}
            maxLength={PLAN_LIMITS.mealName}
            aria-invalid={Boolean(nameError) || undefined}
            onChange={(e) => dispatch({ type: 'renameMeal', meal: index, name: e.target.value })}
          />
          {nameError && <p className="ui-field__error">{nameError}</p>}
        </div>
        <div className="ui-nutri-meal__tools">
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Move ${label} up`}
            disabled={index === 0}
            onClick={() => dispatch({ type: 'moveMeal', meal: index, by: -1 })}
          >
            ↑
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Move ${label} down`}
            disabled={index === mealCount - 1}
            onClick={() => dispatch({ type: 'moveMeal', meal: index, by: 1 })}
          >
            ↓
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Remove ${label}`}
            onClick={() => {
              const empty = meal.options.every(isEmptyOption);
              if (empty || window.confirm(`Remove ${label} and everything in it?`))
                dispatch({ type: 'removeMeal', meal: index });
            }}
          >
            Remove meal
          </Button>
        </div>
      </div>
      <div className="ui-nutri-options">
        {meal.options.map((option, o) => (
          <OptionCard
            key={option.key}
            api={api}
            mealName={label}
            option={option}
            at={{ meal: index, option: o }}
            optionCount={meal.options.length}
            total={options[o]}
            conflictsOf={conflictsOf}
            errors={errors}
            dispatch={dispatch}
          />
        ))}
      </div>
      <div className="ui-nutri-meal__foot">
        {meal.options.length < PLAN_LIMITS.optionsPerMeal && (
          <Button
            size="sm"
            variant="outline"
            onClick={() => dispatch({ type: 'addOption', meal: index })}
          >
            Add an option to {label}
          </Button>
        )}
        {counted && <MealTotal range={range} label={`${label} total`} />}
      </div>
    </section>
  );
});
