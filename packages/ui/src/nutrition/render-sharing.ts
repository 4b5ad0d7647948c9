import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import type { FieldErrors } from './plan-draft';

// What lets a keystroke re-render only what it changes (issue 16): values recomputed from the whole
// draft on every keystroke (its totals, its errors) keep the previous render's objects wherever
// nothing changed, so that the memoised meals, options and rows they are handed skip rendering.

/**
 * `value`, or the previous render's value when `share` finds them the same: `share(previous, next)`
 * returns `previous` (or parts of it) where nothing changed. Only the identity of what is returned
 * depends on the previous value, never what it holds.
 */
export function useShared<T>(value: T, share: (previous: T | undefined, next: T) => T): T {
  const last = useRef<T | undefined>(undefined);
  return useMemo(() => (last.current = share(last.current, value)), [value, share]);
}

/** The same errors, by field path: the previous object when nothing changed. */
export function shareErrors(previous: FieldErrors | undefined, next: FieldErrors): FieldErrors {
  if (!previous) return next;
  const keys = Object.keys(next);
  if (keys.length !== Object.keys(previous).length) return next;
  return keys.every((k) => previous[k] === next[k]) ? previous : next;
}

const isUnder = (key: string, path: string) => key === path || key.startsWith(`${path}.`);

/** Whether the errors at or under `path` (`meals.0.options.1`) are the same in `a` and `b`. */
export function sameErrorsUnder(a: FieldErrors, b: FieldErrors, path: string): boolean {
  if (a === b) return true;
  const aKeys = Object.keys(a).filter((k) => isUnder(k, path));
  const bKeys = Object.keys(b).filter((k) => isUnder(k, path));
  return aKeys.length === bKeys.length && aKeys.every((k) => a[k] === b[k]);
}

/**
 * For `memo`: the same props, but for the plan's `errors`, where only those at or under the
 * component's own path (`pathOf`) count, so that an error elsewhere in the plan leaves it alone.
 */
export function samePropsButErrors<P extends { errors: FieldErrors }>(
  pathOf: (props: P) => string,
) {
  return (a: Readonly<P>, b: Readonly<P>): boolean => {
    const keys = Object.keys(b) as (keyof P)[];
    if (keys.length !== Object.keys(a).length) return false;
    for (const key of keys) if (key !== 'errors' && !Object.is(a[key], b[key])) return false;
    const path = pathOf(b);
    return pathOf(a) === path && sameErrorsUnder(a.errors, b.errors, path);
  };
}

/** A callback of stable identity that always calls the latest `fn` (for event handlers). */
export function useStableCallback<A extends unknown[], R>(fn: (...args: A) => R) {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
