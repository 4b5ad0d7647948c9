import { UTM_KEYS } from '@wellness/contracts';
import type { Utm } from '@wellness/contracts';

/** UTM parameters of a query string (only those present and non-empty). */
export function utmFromSearch(search: string): Utm {
  const params = new URLSearchParams(search);
  const utm: Utm = {};
  for (const key of UTM_KEYS) {
    const value = params.get(key)?.trim();
    if (value) utm[key] = value.slice(0, 200);
  }
  return utm;
}
