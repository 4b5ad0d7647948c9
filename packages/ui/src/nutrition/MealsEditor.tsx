import { memo, useId } from 'react';
import type { Dispatch } from 'react';
import { PLAN_LIMITS, foodNutrients } from '@wellness/contracts';
import type { Food, NutrientRange, Nutrients, PlanFood, QuantityUnit } from '@wellness/contracts';
import { Button } from '../Button';
import { cx } from '../cx';
import type { NutritionApi } from './api';
import { FoodSearch } from './FoodSearch';
import { MealTotal, NutrientLine } from './Totals';
import { formatNumber } from './format';
import type {
  ConflictsOf,
  EditorAction,
  FieldErrors,
  ItemDraft,
  MealDraft,
  OptionDraft,
} from './plan-state';
import { itemGrams } from './plan-state';

/** The food as a plan keeps it (the contract's plan food: no sugars, salt or source). */
export const planFood = (food: Food): PlanFood => ({
  id: food.id,
  name: food.name,
  group: food.group,
  energyKcal: food.energyKcal,
  proteinG: food.proteinG,
  carbohydrateG: food.carbohydrateG,
  fatG: food.fatG,
  fibreG: food.fibreG,
  custom: food.custom,
});

const UNIT_LABELS: Record<QuantityUnit, string> = {
  g: 'grams',
  ml: 'millilitres',
  household: 'household unit',
};

interface ItemRowProps {
  item: ItemDraft;
  path: string;
  at: { meal: number; option: number; item: number };
  conflicts: readonly string[];
  errors: FieldErrors;
  dispatch: Dispatch<EditorAction>;
}

/** The fields of an item that errors name (under its path). */
const ITEM_FIELDS = [
  'grams',
  'household',
  'household.count',
  'household.label',
  'gramsEach',
  'allergyOverride',
  'foodId',
];

/**
 * A food's row re-renders only when it, its position or its own errors change: typing into one
 * quantity leaves the plan's other rows alone, so the totals follow within a frame.
 */
const ItemRow = memo(
  ItemRowView,
  (a, b) =>
    a.item === b.item &&
    a.path === b.path &&
    a.conflicts === b.conflicts &&
    a.dispatch === b.dispatch &&
    ITEM_FIELDS.every((f) => a.errors[`${a.path}.${f}`] === b.errors[`${b.path}.${f}`]),
);

function ItemRowView({ item, path, at, conflicts, errors, dispatch }: ItemRowProps) {
  const base = useId();
  const edit = (patch: Extract<EditorAction, { type: 'editItem' }>['patch']) =>
    dispatch({ type: 'editItem', ...at, patch });
  const grams = itemGrams(item);
  const kcal = foodNutrients(item.food, grams).energyKcal;
  const quantityError =
    errors[`${path}.grams`] ?? errors[`${path}.household.count`] ?? errors[`${path}.household`];
  const labelError = errors[`${path}.household.label`];
  const eachError = errors[`${path}.gramsEach`];
  const overrideError = errors[`${path}.allergyOverride`];
  const foodError = errors[`${path}.foodId`];
  const described = (...ids: Array<string | false | undefined>) =>
    ids.filter(Boolean).join(' ') || undefined;
  return (
    <li className={cx('ui-nutri-item', conflicts.length > 0 && 'ui-nutri-item--flagged')}>
      <div className="ui-nutri-item__food">
        <span className="ui-nutri-item__name" id={`${base}-name`}>
          {item.food.name}
          {item.food.custom && <span className="ui-badge ui-badge--brand">Custom</span>}
        </span>
        <span className="ui-nutri-muted">
          {formatNumber(grams, 1)} g · {formatNumber(kcal)} kcal
        </span>
      </div>
      <div className="ui-nutri-item__qty">
        <div className="ui-nutri-item__field">
          <label className="ui-label" htmlFor={`${base}-amount`}>
            {item.unit === 'household' ? 'How many' : 'Quantity'}
            <span className="ui-visually-hidden"> of {item.food.name}</span>
          </label>
          <input
            id={`${base}-amount`}
            className="ui-input ui-nutri-num"
            inputMode="decimal"
            value={item.amount}
            aria-invalid={Boolean(quantityError) || undefined}
            aria-describedby={described(quantityError && `${base}-qerr`)}
            onChange={(e) => edit({ amount: e.target.value })}
          />
        </div>
        <div className="ui-nutri-item__field">
          <label className="ui-label" htmlFor={`${base}-unit`}>
            Unit<span className="ui-visually-hidden"> of {item.food.name}</span>
          </label>
          <select
            id={`${base}-unit`}
            className="ui-input ui-select"
            value={item.unit}
            onChange={(e) => {
              const unit = e.target.value as QuantityUnit;
              if (unit === 'household' && item.unit !== 'household') {
                // keep the weight: one unit of what she had
                edit({ unit, amount: '1', gramsEach: item.amount, householdLabel: '' });
              } else if (unit !== 'household' && item.unit === 'household') {
                edit({ unit, amount: grams > 0 ? formatPlain(grams) : '' });
              } else edit({ unit });
            }}
          >
            {(Object.keys(UNIT_LABELS) as QuantityUnit[]).map((u) => (
              <option key={u} value={u}>
                {u === 'household' ? 'Household' : u}
              </option>
            ))}
          </select>
        </div>
        {item.unit === 'household' && (
          <>
            <div className="ui-nutri-item__field ui-nutri-item__field--wide">
              <label className="ui-label" htmlFor={`${base}-hlabel`}>
                Unit name<span className="ui-visually-hidden"> of {item.food.name}</span>
              </label>
              <input
                id={`${base}-hlabel`}
                className="ui-input"
                placeholder="e.g. medium egg, slice"
                maxLength={PLAN_LIMITS.householdLabel}
                value={item.householdLabel}
                aria-invalid={Boolean(labelError) || undefined}
                aria-describedby={described(labelError && `${base}-lerr`)}
                onChange={(e) => edit({ householdLabel: e.target.value })}
              />
            </div>
            <div className="ui-nutri-item__field">
              <label className="ui-label" htmlFor={`${base}-each`}>
                Grams each<span className="ui-visually-hidden"> of {item.food.name}</span>
              </label>
              <input
                id={`${base}-each`}
                className="ui-input ui-nutri-num"
                inputMode="decimal"
                value={item.gramsEach}
                aria-invalid={Boolean(eachError) || undefined}
                aria-describedby={described(eachError && `${base}-eerr`)}
                onChange={(e) => edit({ gramsEach: e.target.value })}
              />
            </div>
          </>
        )}
        <Button
          size="sm"
          variant="ghost"
          className="ui-nutri-item__remove"
          aria-label={`Remove ${item.food.name}`}
          onClick={() => dispatch({ type: 'removeItem', ...at })}
        >
          Remove
        </Button>
      </div>
      {quantityError && (
        <p id={`${base}-qerr`} className="ui-field__error">
          {quantityError}
        </p>
      )}
      {labelError && (
        <p id={`${base}-lerr`} className="ui-field__error">
          {labelError}
        </p>
      )}
      {eachError && (
        <p id={`${base}-eerr`} className="ui-field__error">
          {eachError}
        </p>
      )}
      {foodError && <p className="ui-field__error">{foodError}</p>}
      {conflicts.length > 0 && (
        <div
          className="ui-nutri-guard"
          role="group"
          aria-label={`Allergy or diet warning for ${item.food.name}`}
        >
          <p className="ui-nutri-guard__title">
            <span aria-hidden="true">⚠ </span>Conflicts with her {conflicts.join(', ')}
          </p>
          <label className="ui-label" htmlFor={`${base}-override`}>
            Reason to keep {item.food.name}
          </label>
          <input
            id={`${base}-override`}
            className="ui-input"
            maxLength={PLAN_LIMITS.reason}
            value={item.allergyOverride}
            aria-invalid={Boolean(overrideError) || undefined}
            aria-describedby={described(overrideError && `${base}-oerr`)}
            onChange={(e) => edit({ allergyOverride: e.target.value })}
          />
          {overrideError && (
            <p id={`${base}-oerr`} className="ui-field__error">
              {overrideError}
            </p>
          )}
        </div>
      )}
    </li>
  );
}

const formatPlain = (n: number) => String(Math.round(n * 10) / 10);

interface OptionCardProps {
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

function OptionCard({
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
  const base = useId();
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
          onPick={(food) => dispatch({ type: 'addItem', ...at, food: planFood(food) })}
        />
      )}
      <div className="ui-field">
        <label className="ui-label" htmlFor={`${base}-guidance`}>
          Guidance <span className="ui-nutri-muted">(optional; instead of, or with, foods)</span>
        </label>
        <textarea
          id={`${base}-guidance`}
          className="ui-input ui-textarea"
          rows={2}
          maxLength={PLAN_LIMITS.optionGuidance}
          value={option.guidance}
          onChange={(e) => dispatch({ type: 'optionGuidance', ...at, value: e.target.value })}
        />
      </div>
      {optionError && <p className="ui-field__error">{optionError}</p>}
      {option.items.length > 0 && <NutrientLine total={total} label={`${name} total`} />}
    </section>
  );
}

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
              const empty = meal.options.every((o) => o.items.length === 0 && !o.guidance.trim());
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
