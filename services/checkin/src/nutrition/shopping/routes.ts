import { Router } from 'express';
import { shoppingListStateSchema } from '@wellness/contracts';
import { allowRoles, callerOf, idParam } from '@wellness/kit';
import type { CheckinDeps } from '../../deps';
import { getShoppingList, putShoppingList } from './handlers';

/** `/api/nutrition-plans/:id/shopping-list`: her ticks and chosen days (only she). */
export function shoppingListRoutes(deps: CheckinDeps): Router {
  const router = Router({ mergeParams: true });
  router.use(allowRoles('client'));

  router.get('/', async (req, res) => {
    const id = idParam((req.params as { id?: string }).id, 'Plan');
    res.json(await getShoppingList(deps, callerOf(req.ctx), id));
  });

  router.put('/', async (req, res) => {
    const id = idParam((req.params as { id?: string }).id, 'Plan');
    const state = shoppingListStateSchema.parse(req.body ?? {});
    res.json(await putShoppingList(deps, callerOf(req.ctx), id, state));
  });

  return router;
}
