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
import { samePropsButErrors } from './render-sharing';
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

/**
 * A meal: its name and place in the day, its options, and its total. It re-renders only when it,
 * its totals, its place or its own errors change (the totals and errors keep their objects where
 * nothing changed: see render-sharing.ts); then its unchanged options, and its head, do not.
 */
export const MealCard = memo(
  MealCardView,
  samePropsButErrors<MealCardProps>((p) => `meals.${p.index}`),
);

function MealCardView({
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
      <MealHead
        base={base}
        name={meal.name}
        label={label}
        nameError={nameError}
        index={index}
        mealCount={mealCount}
        empty={meal.options.every(isEmptyOption)}
        dispatch={dispatch}
      />
      <div className="ui-nutri-options">
        {meal.options.map((option, o) => (
          <OptionCard
            key={option.key}
            api={api}
            mealName={label}
            option={option}
            meal={index}
            index={o}
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
          <AddOption label={label} index={index} dispatch={dispatch} />
        )}
        {counted && <MealTotal range={range} label={`${label} total`} />}
      </div>
    </section>
  );
}

/** The meal's name, moving it up or down the day, and removing it. */
const MealHead = memo(function MealHead({
  base,
  name,
  label,
  nameError,
  index,
  mealCount,
  empty,
  dispatch,
}: {
  base: string;
  name: string;
  label: string;
  nameError: string | undefined;
  index: number;
  mealCount: number;
  /** Nothing in it: it goes without asking. */
  empty: boolean;
  dispatch: Dispatch<EditorAction>;
}) {
  return (
    <div className="ui-nutri-meal__head">
      <div className="ui-field ui-nutri-meal__name">
        <label className="ui-label" htmlFor={`${base}-name`}>
          Meal name
        </label>
        <input
          id={`${base}-name`}
          className="ui-input"
          value={name}
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
            if (empty || window.confirm(`Remove ${label} and everything in it?`))
              dispatch({ type: 'removeMeal', meal: index });
          }}
        >
          Remove meal
        </Button>
      </div>
    </div>
  );
});

const AddOption = memo(function AddOption({
  label,
  index,
  dispatch,
}: {
  label: string;
  index: number;
  dispatch: Dispatch<EditorAction>;
}) {
  return (
    <Button
      size="sm"
      variant="outline"
      onClick={() => dispatch({ type: 'addOption', meal: index })}
    >
      Add an option to {label}
    </Button>
  );
});
