import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { FOOD_ATTRIBUTION, shoppingList } from '@wellness/contracts';
import type { PlanDocument, ShoppingListState, WeightUnit } from '@wellness/contracts';
import { Button } from '../Button';
import { cx } from '../cx';
import {
  initialShoppingState,
  mealDays,
  toggleTicked,
  withDays,
  DAYS_IN_WEEK,
} from './client-plan';
import { formatQuantity } from './client-quantity';
import './client-plan.css';

export type SaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'failed';

export interface ShoppingListProps {
  document: PlanDocument;
  /** The published version she reads (her list is kept per version). */
  version: number;
  weightUnit: WeightUnit;
  /** What the server holds for her (null: nothing saved yet). */
  saved: ShoppingListState | null;
  /** Saves her list; a rejection shows "Not saved" with a way to try again. */
  onSave: (state: ShoppingListState) => Promise<unknown>;
  /** Waits this long after her last change before saving (default 600 ms). */
  debounceMs?: number;
  /** Heading level of the food groups (default 3). */
  level?: 2 | 3;
}

/**
 * Saves `state` `delay` ms after its last change, one save at a time and in order (what she sees
 * is already what she did: the save catches up). A save pending when the list closes is sent then.
 */
function useDebouncedSave(
  state: ShoppingListState,
  onSave: (state: ShoppingListState) => Promise<unknown>,
  delay: number,
) {
  const [status, setStatus] = useState<SaveStatus>('idle');
  const initial = useRef(state);
  const latest = useRef(state);
  const dirty = useRef(false);
  const save = useRef(onSave);
  save.current = onSave;
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const round = useRef(0);

  const flush = useCallback(() => {
    if (!dirty.current) return;
    dirty.current = false;
    const snapshot = latest.current;
    const mine = ++round.current;
    setStatus('saving');
    queue.current = queue.current.then(() =>
      save.current(snapshot).then(
        () => {
          if (mine === round.current) setStatus('saved');
        },
        () => {
          if (mine === round.current) {
            dirty.current = true;
            setStatus('failed');
          }
        },
      ),
    );
  }, []);

  useEffect(() => {
    if (state === initial.current) return;
    latest.current = state;
    dirty.current = true;
    setStatus('pending');
    const timer = setTimeout(flush, delay);
    return () => clearTimeout(timer);
  }, [state, delay, flush]);

  // Leaving the page (or the tab going to the background) sends what is still waiting.
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHide);
      flush();
    };
  }, [flush]);

  const retry = useCallback(() => {
    dirty.current = true;
    flush();
  }, [flush]);
  return { status, retry };
}

const STATUS_TEXT: Record<SaveStatus, string> = {
  idle: '',
  pending: 'Saving…',
  saving: 'Saving…',
  saved: 'Saved',
  failed: 'Not saved',
};

function optionSummary(option: PlanDocument['meals'][number]['options'][number]): string {
  if (option.items.length === 0) return option.guidance ? 'Guidance only' : 'No foods';
  const names = option.items.slice(0, 3).map((i) => i.food.name.split(',')[0]);
  return names.join(', ') + (option.items.length > 3 ? ` and ${option.items.length - 3} more` : '');
}

const DAY_CHOICES = Array.from({ length: DAYS_IN_WEEK + 1 }, (_, i) => i);

/**
 * Her week's shopping: how many days of each option she will have (a week of each meal's first
 * option to start), the foods summed and grouped by food group, with tick boxes that are saved to
 * the server as she goes.
 */
export function ShoppingList({
  document: plan,
  version,
  weightUnit,
  saved,
  onSave,
  debounceMs = 600,
  level = 3,
}: ShoppingListProps) {
  const [state, setState] = useState(() => initialShoppingState(plan, version, saved));
  const { status, retry } = useDebouncedSave(state, onSave, debounceMs);
  const groups = useMemo(() => shoppingList(plan, state.days), [plan, state.days]);
  const ticked = new Set(state.ticked);
  const total = groups.reduce((n, g) => n + g.items.length, 0);
  const done = groups.reduce((n, g) => n + g.items.filter((i) => ticked.has(i.foodId)).length, 0);
  const id = useId();
  const Sub = level === 2 ? 'h2' : 'h3';
  const choosable = plan.meals
    .map((meal, m) => ({ meal, m }))
    .filter(({ meal }) => meal.options.some((o) => o.items.length > 0));

  return (
    <div className="ui-shop">
      <details className="ui-shop__days">
        <summary>
          <span className="ui-shop__summary-title">Days of each option this week</span>
          <span className="ui-shop__summary-hint">
            {state.days.every((row) => row.every((d, o) => d === (o === 0 ? DAYS_IN_WEEK : 0)))
              ? 'A week of each meal’s first option'
              : 'Your choice'}
          </span>
        </summary>
        {choosable.map(({ meal, m }) => (
          <fieldset key={`${meal.name}-${m}`} className="ui-shop__meal">
            <legend>
              {meal.name}{' '}
              <span className="ui-shop__meal-days">
                ({mealDays(state.days[m] ?? [])} of {DAYS_IN_WEEK} days)
              </span>
            </legend>
            {meal.options.map((option, o) =>
              option.items.length === 0 ? null : (
                <div key={o} className="ui-shop__option">
                  <label htmlFor={`${id}-d-${m}-${o}`}>
                    <span className="ui-shop__option-name">Option {o + 1}</span>
                    <span className="ui-shop__option-foods">{optionSummary(option)}</span>
                  </label>
                  <select
                    id={`${id}-d-${m}-${o}`}
                    className="ui-input ui-select ui-shop__select"
                    value={state.days[m]?.[o] ?? 0}
                    onChange={(event) =>
                      setState((s) => ({
                        ...s,
                        days: withDays(s.days, m, o, Number(event.target.value)),
                      }))
                    }
                  >
                    {DAY_CHOICES.map((d) => (
                      <option key={d} value={d}>
                        {d} {d === 1 ? 'day' : 'days'}
                      </option>
                    ))}
                  </select>
                </div>
              ),
            )}
          </fieldset>
        ))}
      </details>

      <div className="ui-shop__bar">
        <p className="ui-shop__count">
          {total === 0 ? 'Nothing to buy' : `${done} of ${total} ticked`}
        </p>
        <p
          className={cx('ui-shop__status', status === 'failed' && 'ui-shop__status--failed')}
          role="status"
          aria-live="polite"
        >
          {STATUS_TEXT[status]}
          {status === 'failed' && (
            <>
              {' '}
              <Button size="sm" variant="outline" onClick={retry}>
                Try again
              </Button>
            </>
          )}
        </p>
        {done > 0 && (
          <Button size="sm" variant="ghost" onClick={() => setState((s) => ({ ...s, ticked: [] }))}>
            Untick all
          </Button>
        )}
      </div>

      {total === 0 ? (
        <p className="ui-nplan__hint">Choose at least one day of an option with foods.</p>
      ) : (
        groups.map((group, g) => (
          <section key={group.group} className="ui-shop__group" aria-labelledby={`${id}-g${g}`}>
            <Sub id={`${id}-g${g}`} className="ui-nplan__heading">
              {group.group}
            </Sub>
            <ul className="ui-shop__items">
              {group.items.map((item) => {
                const on = ticked.has(item.foodId);
                return (
                  <li
                    key={item.foodId}
                    className={cx('ui-shop__item', on && 'ui-shop__item--done')}
                  >
                    <label>
                      <input
                        type="checkbox"
                        checked={on}
                        onChange={() =>
                          setState((s) => ({ ...s, ticked: toggleTicked(s.ticked, item.foodId) }))
                        }
                      />
                      <span className="ui-shop__name">{item.name}</span>{' '}
                      <span className="ui-shop__qty">
                        {formatQuantity(
                          { grams: item.grams, unit: item.unit === 'ml' ? 'ml' : 'g' },
                          weightUnit,
                        )}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </section>
        ))
      )}
      <p className="ui-nplan__attribution">{FOOD_ATTRIBUTION.short}</p>
    </div>
  );
}
