import { useCallback, useEffect, useState } from 'react';
import type { LengthUnit, WeightUnit } from '@wellness/contracts';

/** The units the coach reads weights and measurements in (the API is metric; she picks). */
export interface UnitPrefs {
  weight: WeightUnit;
  length: LengthUnit;
}
export const METRIC: UnitPrefs = { weight: 'kg', length: 'cm' };
const KEY = 'wellness.coach.units';

/** Stored preferences, or metric when none (or unreadable). */
export function parseUnitPrefs(text: string | null): UnitPrefs {
  try {
    const value = JSON.parse(text ?? '') as Partial<UnitPrefs> | null;
    return {
      weight: value?.weight === 'st' ? 'st' : 'kg',
      length: value?.length === 'in' ? 'in' : 'cm',
    };
  } catch {
    return METRIC;
  }
}

function read(): UnitPrefs {
  try {
    return parseUnitPrefs(window.localStorage.getItem(KEY));
  } catch {
    return METRIC;
  }
}

/** The coach's units, kept in this browser and shared by every tab of hers. */
export function useUnitPrefs() {
  const [units, setUnits] = useState<UnitPrefs>(read);
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === KEY) setUnits(parseUnitPrefs(e.newValue));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  const update = useCallback((patch: Partial<UnitPrefs>) => {
    setUnits((current) => {
      const next = { ...current, ...patch };
      try {
        window.localStorage.setItem(KEY, JSON.stringify(next));
      } catch {
        // Private browsing: the choice lasts for this page only.
      }
      return next;
    });
  }, []);
  return [units, update] as const;
}
