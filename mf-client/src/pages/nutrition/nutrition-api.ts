import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { clientSelfSchema } from '@wellness/contracts';
import type { ShoppingListState } from '@wellness/contracts';
import { useShellServices } from '@wellness/ui';
import { useNutritionApi } from '@wellness/ui/nutrition';
import { errorStatus } from '../../lib/errors';
import { writerOf } from './plan-choice';

// Her nutrition plans through the design system's nutrition API (only her published versions reach
// her), cached with react-query; and who writes them, from her crm record.

const ME = '/api/clients/me';

export const NUTRITION_KEYS = {
  plans: ['nutrition', 'plans'] as const,
  plan: (id: string) => ['nutrition', 'plan', id] as const,
  version: (id: string, n: number) => ['nutrition', 'plan', id, 'version', n] as const,
  shoppingList: (id: string) => ['nutrition', 'plan', id, 'shopping-list'] as const,
  me: ['crm', 'me'] as const,
};

export function usePlans() {
  const api = useNutritionApi();
  return useQuery({ queryKey: NUTRITION_KEYS.plans, queryFn: () => api.plans() });
}

export function usePlan(id: string | null) {
  const api = useNutritionApi();
  return useQuery({
    queryKey: NUTRITION_KEYS.plan(id ?? ''),
    enabled: id !== null,
    queryFn: () => api.plan(id!),
  });
}

export function usePlanVersion(id: string | null, n: number | null) {
  const api = useNutritionApi();
  return useQuery({
    queryKey: NUTRITION_KEYS.version(id ?? '', n ?? 0),
    enabled: id !== null && n !== null,
    staleTime: Infinity, // a published version never changes
    retry: (count, error) => errorStatus(error) !== 404 && count < 2,
    queryFn: () => api.version(id!, n!),
  });
}

/** Her saved shopping list (null when she has saved none). */
export function useShoppingList(id: string | null) {
  const api = useNutritionApi();
  return useQuery({
    queryKey: NUTRITION_KEYS.shoppingList(id ?? ''),
    enabled: id !== null,
    // What she ticks is the truth once the list is open: never refetched over her changes.
    staleTime: Infinity,
    queryFn: () => api.shoppingList(id!),
  });
}

/** Saves her list; the cache holds her newest state at once (switching tabs keeps it). */
export function useSaveShoppingList(id: string) {
  const api = useNutritionApi();
  const queryClient = useQueryClient();
  return useCallback(
    async (state: ShoppingListState) => {
      queryClient.setQueryData(NUTRITION_KEYS.shoppingList(id), state);
      await api.saveShoppingList(id, state);
    },
    [api, queryClient, id],
  );
}

/** Who writes her plan, from her crm record (for the empty state). */
export function useWriter(enabled: boolean) {
  const { apiRequest } = useShellServices();
  return useQuery({
    queryKey: NUTRITION_KEYS.me,
    enabled,
    queryFn: async () => writerOf(clientSelfSchema.parse(await apiRequest('GET', ME))),
  });
}
