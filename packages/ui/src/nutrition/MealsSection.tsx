import { memo, useId } from 'react';
import type { Dispatch } from 'react';
import { PLAN_LIMITS } from '@wellness/contracts';
import type { PlanTotals } from '@wellness/contracts';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import type { NutritionApi } from './api';
import type { ConflictsOf } from './draft-validation';
import type { EditorAction } from './editor-reducer';
import { MealCard } from './MealCard';
import type { FieldErrors, MealDraft } from './plan-draft';

export interface MealsSectionProps {
  api: NutritionApi;
  meals: MealDraft[];
  totals: PlanTotals;
  conflictsOf: ConflictsOf;
  errors: FieldErrors;
  dispatch: Dispatch<EditorAction>;
}

/** The plan's meals, each with its options and totals, and adding one. */
export const MealsSection = memo(function MealsSection({
  api,
  meals,
  totals,
  conflictsOf,
  errors,
  dispatch,
}: MealsSectionProps) {
  const base = useId();
  return (
    <section className="ui-nutri-meals" aria-labelledby={`${base}-meals`}>
      <div className="ui-nutri-meals__head">
        <h3 id={`${base}-meals`} className="ui-nutri-section-title">
          Meals
        </h3>
        <p className="ui-nutri-muted">
          Each meal has one or more options she can choose between. Meals with nothing in them are
          not saved.
        </p>
      </div>
      {meals.length === 0 && (
        <EmptyState title="No meals yet" description="Add a meal to start the plan." />
      )}
      {meals.map((meal, m) => (
        <MealCard
          key={meal.key}
          api={api}
          meal={meal}
          index={m}
          mealCount={meals.length}
          options={totals.options[m]}
          range={totals.meals[m]}
          conflictsOf={conflictsOf}
          errors={errors}
          dispatch={dispatch}
        />
      ))}
      {meals.length < PLAN_LIMITS.meals && <AddMeal dispatch={dispatch} />}
    </section>
  );
});

const AddMeal = memo(function AddMeal({ dispatch }: { dispatch: Dispatch<EditorAction> }) {
  return (
    <Button variant="outline" onClick={() => dispatch({ type: 'addMeal' })}>
      Add a meal
    </Button>
  );
});
