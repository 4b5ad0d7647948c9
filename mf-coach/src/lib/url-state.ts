import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** `?a=1&b=x` from an object, leaving out empty (and non-scalar) values; '' when nothing is left. */
export function toQueryString(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === '' || !['string', 'number', 'boolean'].includes(typeof value)) continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A positive integer from a query parameter, else the fallback. */
export function pageParam(value: string | null, fallback = 1): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
}

/** One of the allowed values, else the fallback. */
export function oneOf<T extends string>(
  value: string | null,
  allowed: readonly T[],
  fallback: T | '',
): T | '' {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** A `YYYY-MM-DD` date, else ''. */
export function dateParam(value: string | null): string {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '';
}

export type UrlState = Record<string, string | number>;

/**
 * Page state kept in the URL's query string (deep-linkable, survives reload, back/forward work).
 * Values equal to their default are left out of the URL; unrelated parameters are kept.
 */
export function useUrlState<T extends UrlState>(
  parse: (params: URLSearchParams) => T,
  defaults: T,
) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parse(params), [parse, params]);

  const update = useCallback(
    (patch: Partial<T>, options: { push?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (value === undefined || value === '' || value === defaults[key]) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: !options.push },
      );
    },
    [setParams, defaults],
  );

  return [state, update] as const;
}
