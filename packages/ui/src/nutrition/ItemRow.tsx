import { memo, useId } from 'react';
import type { Dispatch, InputHTMLAttributes, ReactNode } from 'react';
import { PLAN_LIMITS, foodNutrients } from '@wellness/contracts';
import type { QuantityUnit } from '@wellness/contracts';
import { Button } from '../Button';
import { Input } from '../Input';
import { Select } from '../Select';
import { cx } from '../cx';
import type { EditorAction } from './editor-reducer';
import { formatNumber } from './format';
import { itemGrams, numberText } from './plan-draft';
import type { FieldErrors, ItemDraft } from './plan-draft';

const UNIT_OPTIONS = (['g', 'ml', 'household'] as const).map((u) => ({
  value: u,
  label: u === 'household' ? 'Household' : u,
}));

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

export interface ItemRowProps {
  item: ItemDraft;
  path: string;
  at: { meal: number; option: number; item: number };
  conflicts: readonly string[];
  errors: FieldErrors;
  dispatch: Dispatch<EditorAction>;
}

/**
 * A food's row re-renders only when it, its position or its own errors change: typing into one
 * quantity leaves the plan's other rows alone, so the totals follow within a frame.
 */
export const ItemRow = memo(
  ItemRowView,
  (a, b) =>
    a.item === b.item &&
    a.path === b.path &&
    a.conflicts === b.conflicts &&
    a.dispatch === b.dispatch &&
    ITEM_FIELDS.every((f) => a.errors[`${a.path}.${f}`] === b.errors[`${b.path}.${f}`]),
);

type ItemPatch = Extract<EditorAction, { type: 'editItem' }>['patch'];

/** A new unit keeps the weight: one household unit of what she had, or its grams back. */
function unitPatch(item: ItemDraft, unit: QuantityUnit): ItemPatch {
  if (unit === 'household' && item.unit !== 'household')
    return { unit, amount: '1', gramsEach: item.amount, householdLabel: '' };
  if (unit !== 'household' && item.unit === 'household') {
    const grams = itemGrams(item);
    return { unit, amount: grams > 0 ? numberText(grams) : '' };
  }
  return { unit };
}

function ItemRowView({ item, path, at, conflicts, errors, dispatch }: ItemRowProps) {
  const base = useId();
  const edit = (patch: ItemPatch) => dispatch({ type: 'editItem', ...at, patch });
  const grams = itemGrams(item);
  const kcal = foodNutrients(item.food, grams).energyKcal;
  const quantityError =
    errors[`${path}.grams`] ?? errors[`${path}.household.count`] ?? errors[`${path}.household`];
  const labelError = errors[`${path}.household.label`];
  const eachError = errors[`${path}.gramsEach`];
  const foodError = errors[`${path}.foodId`];
  const food = item.food.name;
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
        <ItemInput
          id={`${base}-amount`}
          label={item.unit === 'household' ? 'How many' : 'Quantity'}
          food={food}
          className="ui-nutri-num"
          inputMode="decimal"
          value={item.amount}
          error={quantityError && `${base}-qerr`}
          onChange={(e) => edit({ amount: e.target.value })}
        />
        <ItemField id={`${base}-unit`} label="Unit" food={food}>
          <Select
            id={`${base}-unit`}
            options={UNIT_OPTIONS}
            value={item.unit}
            onChange={(e) => edit(unitPatch(item, e.target.value as QuantityUnit))}
          />
        </ItemField>
        {item.unit === 'household' && (
          <>
            <ItemInput
              id={`${base}-hlabel`}
              label="Unit name"
              food={food}
              wide
              placeholder="e.g. medium egg, slice"
              maxLength={PLAN_LIMITS.householdLabel}
              value={item.householdLabel}
              error={labelError && `${base}-lerr`}
              onChange={(e) => edit({ householdLabel: e.target.value })}
            />
            <ItemInput
              id={`${base}-each`}
              label="Grams each"
              food={food}
              className="ui-nutri-num"
              inputMode="decimal"
              value={item.gramsEach}
              error={eachError && `${base}-eerr`}
              onChange={(e) => edit({ gramsEach: e.target.value })}
            />
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
      <ErrorLine id={`${base}-qerr`} message={quantityError} />
      <ErrorLine id={`${base}-lerr`} message={labelError} />
      <ErrorLine id={`${base}-eerr`} message={eachError} />
      <ErrorLine message={foodError} />
      {conflicts.length > 0 && (
        <AllergyGuard
          id={`${base}-override`}
          food={food}
          conflicts={conflicts}
          value={item.allergyOverride}
          error={errors[`${path}.allergyOverride`]}
          onChange={(allergyOverride) => edit({ allergyOverride })}
        />
      )}
    </li>
  );
}

/** A small labelled field of a food's row; the label names the food for screen readers. */
function ItemField({
  id,
  label,
  food,
  wide,
  children,
}: {
  id: string;
  label: string;
  food: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={cx('ui-nutri-item__field', wide && 'ui-nutri-item__field--wide')}>
      <label className="ui-label" htmlFor={id}>
        {label}
        <span className="ui-visually-hidden"> of {food}</span>
      </label>
      {children}
    </div>
  );
}

/** `error`: the id of the message that describes it, when there is one. */
function ItemInput({
  id,
  label,
  food,
  wide,
  error,
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  id: string;
  label: string;
  food: string;
  wide?: boolean;
  error?: string | false;
}) {
  return (
    <ItemField id={id} label={label} food={food} wide={wide}>
      <Input id={id} invalid={Boolean(error)} aria-describedby={error || undefined} {...rest} />
    </ItemField>
  );
}

function ErrorLine({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="ui-field__error">
      {message}
    </p>
  );
}

/** A food that conflicts with her allergies or diet stays only with a reason. */
function AllergyGuard({
  id,
  food,
  conflicts,
  value,
  error,
  onChange,
}: {
  id: string;
  food: string;
  conflicts: readonly string[];
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="ui-nutri-guard" role="group" aria-label={`Allergy or diet warning for ${food}`}>
      <p className="ui-nutri-guard__title">
        <span aria-hidden="true">⚠ </span>Conflicts with her {conflicts.join(', ')}
      </p>
      <label className="ui-label" htmlFor={id}>
        Reason to keep {food}
      </label>
      <Input
        id={id}
        maxLength={PLAN_LIMITS.reason}
        value={value}
        invalid={Boolean(error)}
        aria-describedby={error ? `${id}-err` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      <ErrorLine id={`${id}-err`} message={error} />
    </div>
  );
}
