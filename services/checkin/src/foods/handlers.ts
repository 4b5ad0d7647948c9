import { randomUUID } from 'node:crypto';
import type { CustomFoodInput, Food, FoodList, FoodSearchQuery } from '@wellness/contracts';
import type { Caller } from '@wellness/kit';
import type { CheckinDeps } from '../deps';
import { insertCustomFood, searchFoods as search } from './repository';
import { searchWords } from './search-terms';

/** The foods best matching the search (typos and word order forgiven), best first. */
export async function searchFoods(deps: CheckinDeps, query: FoodSearchQuery): Promise<FoodList> {
  return { items: await search(deps.db, searchWords(query.search), query.limit) };
}

/** A food of the caller's own making, for every plan of the business (marked custom). */
export async function createCustomFood(
  deps: CheckinDeps,
  caller: Caller,
  input: CustomFoodInput,
): Promise<Food> {
  return insertCustomFood(deps.db, {
    ...input,
    id: `custom:${randomUUID()}`,
    createdByUserId: caller.identity.userId,
    at: deps.clock.now(),
  });
}
