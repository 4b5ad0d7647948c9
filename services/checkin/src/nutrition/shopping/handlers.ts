import { NUTRITION_MESSAGES } from '@wellness/contracts';
import type { ShoppingListState } from '@wellness/contracts';
import { DomainError, notFound } from '@wellness/kit';
import type { Caller } from '@wellness/kit';
import type { CheckinDeps } from '../../deps';
import { isHers } from '../plans/access';
import { readablePlan } from '../plans/handlers';
import { findShoppingList, saveShoppingList } from './repository';

/** Her own plan with a published version (staff never get here: the route is hers). */
async function herPlan(deps: CheckinDeps, caller: Caller, id: string) {
  const found = await readablePlan(deps, caller, id);
  if (!isHers(caller, found.client)) throw notFound('Plan');
  return found;
}

/** What she chose and ticked for the newest version; a list of an older one starts afresh. */
export async function getShoppingList(
  deps: CheckinDeps,
  caller: Caller,
  id: string,
): Promise<ShoppingListState> {
  const { versions } = await herPlan(deps, caller, id);
  const newest = versions[0].number;
  const row = await findShoppingList(deps.db, id);
  if (!row || row.version !== newest) return { version: newest, days: [], ticked: [] };
  return {
    version: row.version,
    days: row.days as ShoppingListState['days'],
    ticked: row.ticked as string[],
  };
}

export async function putShoppingList(
  deps: CheckinDeps,
  caller: Caller,
  id: string,
  state: ShoppingListState,
): Promise<ShoppingListState> {
  const { client, versions } = await herPlan(deps, caller, id);
  if (!versions.some((v) => v.number === state.version)) {
    throw new DomainError('VALIDATION', NUTRITION_MESSAGES.versionNotFound, {
      fields: { version: NUTRITION_MESSAGES.versionNotFound },
    });
  }
  await saveShoppingList(deps.db, id, client.clientId, state, deps.clock.now());
  return state;
}
