import { Router } from 'express';
import { customFoodInputSchema, foodSearchQuerySchema } from '@wellness/contracts';
import { allowRoles, callerOf } from '@wellness/kit';
import type { CheckinDeps } from '../deps';
import { createCustomFood, searchFoods } from './handlers';

/**
 * `/api/foods`: the food table of nutrition plans, for the coach and nutritionists. Every food is
 * the business's (SR28 and custom alike), so there is no per-record access rule.
 */
export function foodRoutes(deps: CheckinDeps): Router {
  const router = Router();
  router.use(allowRoles('coach', 'nutritionist'));

  router.get('/', async (req, res) => {
    res.json(await searchFoods(deps, foodSearchQuerySchema.parse(req.query)));
  });

  router.post('/', async (req, res) => {
    const input = customFoodInputSchema.parse(req.body ?? {});
    res.status(201).json(await createCustomFood(deps, callerOf(req.ctx), input));
  });

  return router;
}
