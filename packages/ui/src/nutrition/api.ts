import { useMemo } from 'react';
import {
  foodListSchema,
  foodSchema,
  nutritionCaseloadSchema,
  nutritionPlanListSchema,
  nutritionPlanSchema,
  nutritionProfileSchema,
  planTemplateListSchema,
  planTemplateSchema,
  planVersionSchema,
  shoppingListStateSchema,
} from '@wellness/contracts';
import type {
  ApiRequest,
  CustomFoodInput,
  Food,
  NutritionCaseload,
  NutritionPlan,
  NutritionPlanList,
  NutritionProfile,
  PlanCreateInput,
  PlanTemplate,
  PlanTemplateList,
  PlanUpdateInput,
  PlanVersion,
  ShoppingListState,
} from '@wellness/contracts';
// From the package's root, never '../shell-services': this entry is bundled into each remote, and a
// copy of the services' context would not be the one the shared root's provider fills.
import { useShellServices } from '@wellness/ui';
import { errorStatus } from './server-errors';

// The checkin service's food and nutrition plan endpoints (contracts api/foods.ts and
// api/nutrition.ts), each answer checked against its contract: one module for the staff's editor
// and the client's page alike (the server gives each only what they may see).

const enc = encodeURIComponent;

export const NUTRITION_API = {
  foods: '/api/foods',
  foodSearch: (search: string, limit = 20) => `/api/foods?search=${enc(search)}&limit=${limit}`,
  caseload: '/api/nutrition/clients',
  profile: (clientId: string) => `/api/nutrition/clients/${enc(clientId)}`,
  plans: '/api/nutrition-plans',
  plansOf: (clientId: string) => `/api/nutrition-plans?clientId=${enc(clientId)}`,
  plan: (id: string) => `/api/nutrition-plans/${enc(id)}`,
  publish: (id: string) => `/api/nutrition-plans/${enc(id)}/publish`,
  version: (id: string, number: number) => `/api/nutrition-plans/${enc(id)}/versions/${number}`,
  templates: '/api/nutrition-plans/templates',
  shoppingList: (id: string) => `/api/nutrition-plans/${enc(id)}/shopping-list`,
  /** A plain link (the browser downloads it with her session cookie). */
  pdf: (id: string, version?: number) =>
    `/api/nutrition-plans/${enc(id)}/pdf${version === undefined ? '' : `?version=${version}`}`,
} as const;

/** What the nutrition pages need from the server (a fake one in a test). */
export interface NutritionApi {
  searchFoods(search: string): Promise<Food[]>;
  createFood(input: CustomFoodInput): Promise<Food>;
  caseload(): Promise<NutritionCaseload>;
  profile(clientId: string): Promise<NutritionProfile>;
  /** A client's plans; without `clientId`, her own (the client's page). */
  plans(clientId?: string): Promise<NutritionPlanList>;
  plan(id: string): Promise<NutritionPlan>;
  version(id: string, number: number): Promise<PlanVersion>;
  createPlan(body: PlanCreateInput): Promise<NutritionPlan>;
  updatePlan(id: string, body: PlanUpdateInput): Promise<NutritionPlan>;
  publish(id: string, changeNote: string): Promise<NutritionPlan>;
  templates(): Promise<PlanTemplateList>;
  saveTemplate(planId: string, name: string): Promise<PlanTemplate>;
  /** Her saved shopping list; null when she has saved none. */
  shoppingList(planId: string): Promise<ShoppingListState | null>;
  saveShoppingList(planId: string, state: ShoppingListState): Promise<void>;
}

export function createNutritionApi(request: ApiRequest): NutritionApi {
  return {
    searchFoods: async (search) =>
      foodListSchema.parse(await request('GET', NUTRITION_API.foodSearch(search))).items,
    createFood: async (input) =>
      foodSchema.parse(await request('POST', NUTRITION_API.foods, input)),
    caseload: async () =>
      nutritionCaseloadSchema.parse(await request('GET', NUTRITION_API.caseload)),
    profile: async (clientId) =>
      nutritionProfileSchema.parse(await request('GET', NUTRITION_API.profile(clientId))),
    plans: async (clientId) =>
      nutritionPlanListSchema.parse(
        await request(
          'GET',
          clientId === undefined ? NUTRITION_API.plans : NUTRITION_API.plansOf(clientId),
        ),
      ),
    plan: async (id) => nutritionPlanSchema.parse(await request('GET', NUTRITION_API.plan(id))),
    version: async (id, number) =>
      planVersionSchema.parse(await request('GET', NUTRITION_API.version(id, number))),
    createPlan: async (body) =>
      nutritionPlanSchema.parse(await request('POST', NUTRITION_API.plans, body)),
    updatePlan: async (id, body) =>
      nutritionPlanSchema.parse(await request('PUT', NUTRITION_API.plan(id), body)),
    publish: async (id, changeNote) =>
      nutritionPlanSchema.parse(await request('POST', NUTRITION_API.publish(id), { changeNote })),
    templates: async () =>
      planTemplateListSchema.parse(await request('GET', NUTRITION_API.templates)),
    saveTemplate: async (planId, name) =>
      planTemplateSchema.parse(await request('POST', NUTRITION_API.templates, { planId, name })),
    shoppingList: async (planId) => {
      try {
        const answer = await request('GET', NUTRITION_API.shoppingList(planId));
        return answer == null ? null : shoppingListStateSchema.parse(answer);
      } catch (error) {
        if (errorStatus(error) === 404) return null;
        throw error;
      }
    },
    saveShoppingList: async (planId, state) => {
      await request('PUT', NUTRITION_API.shoppingList(planId), state);
    },
  };
}

/** The nutrition API through the shell's API client (same origin, her session cookie). */
export function useNutritionApi(): NutritionApi {
  const { apiRequest } = useShellServices();
  return useMemo(() => createNutritionApi(apiRequest), [apiRequest]);
}
