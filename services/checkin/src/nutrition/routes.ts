import { Router } from 'express';
import type { CheckinDeps } from '../deps';
import { planReadRoutes, planWriteRoutes } from './plans/routes';
import { shoppingListRoutes } from './shopping/routes';
import { templateRoutes } from './templates/routes';

export { caseloadRoutes } from './caseload/routes';

/**
 * `/api/nutrition-plans`: templates (staff) before the `/:id` routes; then reading (staff and
 * she), her shopping list (only she) and writing (staff). A request no route of a router takes
 * goes on to the next, whose guard answers 403 to a role it does not allow.
 */
export function nutritionPlanRoutes(deps: CheckinDeps): Router {
  const router = Router();
  router.use('/templates', templateRoutes(deps));
  router.use(planReadRoutes(deps));
  router.use('/:id/shopping-list', shoppingListRoutes(deps));
  router.use(planWriteRoutes(deps));
  return router;
}
