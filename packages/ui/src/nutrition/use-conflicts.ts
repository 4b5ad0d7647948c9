import { useMemo } from 'react';
import { dietConflicts } from '@wellness/contracts';
import type { NutritionProfile, PlanFood } from '@wellness/contracts';
import type { ConflictsOf } from './draft-validation';

const NO_CONFLICTS: readonly string[] = [];
const noConflicts: ConflictsOf = () => NO_CONFLICTS;

/**
 * Each food's conflicts with her allergies and diet (none while her profile is unknown). A food's
 * answer is kept, so that the same array comes back and its memoised rows do not re-render.
 */
export function useConflicts(profile: NutritionProfile | null): ConflictsOf {
  return useMemo<ConflictsOf>(() => {
    if (!profile) return noConflicts;
    const cache = new Map<string, string[]>();
    return (food: PlanFood) => {
      let found = cache.get(food.id);
      if (!found) cache.set(food.id, (found = dietConflicts(food, profile)));
      return found;
    };
  }, [profile]);
}
