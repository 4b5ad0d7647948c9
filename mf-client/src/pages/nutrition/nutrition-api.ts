import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  clientSelfSchema,
  nutritionPlanListSchema,
  nutritionPlanSchema,
  planVersionSchema,
  shoppingListStateSchema,
} from '@wellness/contracts';
import type { ShoppingListState } from '@wellness/contracts';
import { useShellServices } from '@wellness/ui';
import { errorStatus } from '../../lib/errors';
import { writerOf } from './plan-choice';

// Her nutrition plans (checkin, contracts api/nutrition.ts): only her published versions reach her.

const enc = encodeURIComponent;

export const NUTRITION = {
  plans: '/api/nutrition-plans',
  plan: (id: string) => `/api/nutrition-plans/${enc(id)}`,
  version: (id: string, n: number) => `/api/nutrition-plans/${enc(id)}/versions/${n}`,
  shoppingList: (id: string) => `/api/nutrition-plans/${enc(id)}/shopping-list`,
  /** A plain link (the browser downloads it with her session cookie). */
  pdf: (id: string, version?: number) =>
    `/api/nutrition-plans/${enc(id)}/pdf${version === undefined ? '' : `?version=${version}`}`,
  me: '/api/clients/me',
} as const;

export const NUTRITION_KEYS = {
  plans: ['nutrition', 'plans'] as const,
  plan: (id: string) => ['nutrition', 'plan', id] as const,
  version: (id: string, n: number) => ['nutrition', 'plan', id, 'version', n] as const,
  shoppingList: (id: string) => ['nutrition', 'plan', id, 'shopping-list'] as const,
  me: ['crm', 'me'] as const,
};

export function usePlans() {
  const { apiRequest } = useShellServices();
  return useQuery({
    queryKey: NUTRITION_KEYS.plans,
    queryFn: async () => nutritionPlanListSchema.parse(await apiRequest('GET', NUTRITION.plans)),
  });
}

export function usePlan(id: string | null) {
  const { apiRequest } = useShellServices();
  return useQuery({
    queryKey: NUTRITION_KEYS.plan(id ?? ''),
    enabled: id !== null,
    queryFn: async () => nutritionPlanSchema.parse(await apiRequest('GET', NUTRITION.plan(id!))),
  });
}

export function usePlanVersion(id: string | null, n: number | null) {
  const { apiRequest } = useShellServices();
  return useQuery({
    queryKey: NUTRITION_KEYS.version(id ?? '', n ?? 0),
    enabled: id !== null && n !== null,
    staleTime: Infinity, // a published version never changes
    retry: (count, error) => errorStatus(error) !== 404 && count < 2,
    queryFn: async () =>
      planVersionSchema.parse(await apiRequest('GET', NUTRITION.version(id!, n!))),
  });
}

/** Her saved shopping list (null when she has saved none). */
export function useShoppingList(id: string | null) {
  const { apiRequest } = useShellServices();
  return useQuery({
    queryKey: NUTRITION_KEYS.shoppingList(id ?? ''),
    enabled: id !== null,
    // What she ticks is the truth once the list is open: never refetched over her changes.
    staleTime: Infinity,
    queryFn: async (): Promise<ShoppingListState | null> => {
      try {
        const answer = await apiRequest('GET', NUTRITION.shoppingList(id!));
        return answer == null ? null : shoppingListStateSchema.parse(answer);
      } catch (error) {
        if (errorStatus(error) === 404) return null;
        throw error;
      }
    },
  });
}

/** Saves her list; the cache holds her newest state at once (switching tabs keeps it). */
export function useSaveShoppingList(id: string) {
  const { apiRequest } = useShellServices();
  const queryClient = useQueryClient();
  return useCallback(
    async (state: ShoppingListState) => {
      queryClient.setQueryData(NUTRITION_KEYS.shoppingList(id), state);
      await apiRequest('PUT', NUTRITION.shoppingList(id), state);
    },
    [apiRequest, queryClient, id],
  );
}

/** Who writes her plan, from her crm record (for the empty state). */
export function useWriter(enabled: boolean) {
  const { apiRequest } = useShellServices();
  return useQuery({
    queryKey: NUTRITION_KEYS.me,
    enabled,
    queryFn: async () => {
      return writerOf(clientSelfSchema.parse(await apiRequest('GET', NUTRITION.me)));
    },
  });
}
