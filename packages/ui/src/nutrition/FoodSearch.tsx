import { memo, useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { FOOD_ATTRIBUTION, FOOD_LIMITS } from '@wellness/contracts';
import type { Food } from '@wellness/contracts';
import { Button } from '../Button';
import { cx } from '../cx';
import type { NutritionApi } from './api';
import { CustomFoodDialog } from './CustomFoodDialog';
import { errorMessage } from './server-errors';
import { formatNumber } from './format';

/** How long typing pauses before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 250;

export interface FoodSearchProps {
  api: NutritionApi;
  /** Names what the food is added to ("Add a food to Breakfast, option 1"). */
  label: string;
  onPick: (food: Food) => void;
}

/**
 * A combobox over the food table: type to search (typos forgiven by the server), arrows to move,
 * Enter to add, Escape to close. Each result shows its group, kcal per 100 g and whether it is a
 * custom food; the data's attribution sits under the results.
 */
export const FoodSearch = memo(function FoodSearch({ api, label, onPick }: FoodSearchProps) {
  const base = useId();
  const listId = `${base}-list`;
  const [text, setText] = useState('');
  const [results, setResults] = useState<Food[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [customOpen, setCustomOpen] = useState(false);
  const seq = useRef(0);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const query = text.trim();
    if (query === '') {
      setResults(null);
      setSearching(false);
      return;
    }
    const mine = ++seq.current;
    setSearching(true);
    const timer = setTimeout(() => {
      api.searchFoods(query.slice(0, FOOD_LIMITS.search.max)).then(
        (foods) => {
          if (seq.current !== mine) return;
          setResults(foods);
          setFailed(null);
          setActive(foods.length > 0 ? 0 : -1);
          setSearching(false);
        },
        (error: unknown) => {
          if (seq.current !== mine) return;
          setFailed(errorMessage(error, 'We could not search the foods. Please try again.'));
          setResults(null);
          setSearching(false);
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, api]);

  const pick = (food: Food) => {
    onPick(food);
    setText('');
    setResults(null);
    setOpen(false);
    setActive(-1);
    inputRef.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const count = results?.length ?? 0;
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      if (count > 0) setActive((a) => (a + 1) % count);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      if (count > 0) setActive((a) => (a <= 0 ? count - 1 : a - 1));
    } else if (e.key === 'Enter') {
      if (open && results && active >= 0 && active < count) {
        e.preventDefault();
        pick(results[active]);
      }
    } else if (e.key === 'Escape') {
      if (open) {
        e.preventDefault();
        e.stopPropagation();
        setOpen(false);
      }
    }
  };

  const expanded = open && text.trim() !== '' && (results !== null || failed !== null);
  const status = searching
    ? 'Searching…'
    : failed
      ? failed
      : results === null
        ? ''
        : results.length === 0
          ? 'No foods found. Try another spelling, or add a custom food.'
          : `${results.length} ${results.length === 1 ? 'food' : 'foods'} found. Use the arrow keys to choose one and Enter to add it.`;

  return (
    <div className="ui-nutri-search">
      <label className="ui-label" htmlFor={`${base}-input`}>
        {label}
      </label>
      <div className="ui-nutri-search__row">
        <div className="ui-nutri-search__box">
          <input
            ref={inputRef}
            id={`${base}-input`}
            className="ui-input"
            type="search"
            role="combobox"
            autoComplete="off"
            placeholder="Search foods, e.g. chicken breast"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-describedby={`${base}-status`}
            aria-activedescendant={
              expanded && results && active >= 0 ? `${base}-opt-${active}` : undefined
            }
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setTimeout(() => setOpen(false), 150)}
            onKeyDown={onKeyDown}
          />
          <div className={cx('ui-nutri-search__popup', expanded && 'ui-nutri-search__popup--open')}>
            <ul
              id={listId}
              role="listbox"
              aria-label="Foods found"
              className="ui-nutri-search__list"
            >
              {expanded &&
                results?.map((food, i) => (
                  <li
                    key={food.id}
                    id={`${base}-opt-${i}`}
                    role="option"
                    aria-selected={i === active}
                    className={cx(
                      'ui-nutri-search__option',
                      i === active && 'ui-nutri-search__option--active',
                    )}
                    onMouseDown={(e) => e.preventDefault()}
                    onMouseEnter={() => setActive(i)}
                    onClick={() => pick(food)}
                  >
                    <span className="ui-nutri-search__name">
                      {food.name}
                      {food.custom && <span className="ui-badge ui-badge--brand">Custom</span>}
                    </span>
                    <span className="ui-nutri-search__meta">
                      {food.group} · {formatNumber(food.energyKcal)} kcal per 100 g
                    </span>
                  </li>
                ))}
            </ul>
            {expanded && (
              <p className="ui-nutri-search__empty">
                {results?.length === 0 ? status : failed ? failed : null}
              </p>
            )}
            {expanded && <p className="ui-nutri-attribution">{FOOD_ATTRIBUTION.short}</p>}
          </div>
        </div>
        <Button size="sm" variant="outline" onClick={() => setCustomOpen(true)}>
          Add a custom food
        </Button>
      </div>
      <p id={`${base}-status`} className="ui-visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
      {customOpen && (
        <CustomFoodDialog
          api={api}
          initialName={text.trim()}
          onClose={() => setCustomOpen(false)}
          onCreated={(food) => {
            setCustomOpen(false);
            pick(food);
          }}
        />
      )}
    </div>
  );
});
