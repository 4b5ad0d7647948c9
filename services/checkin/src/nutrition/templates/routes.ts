import { Router } from 'express';
import { templateInputSchema } from '@wellness/contracts';
import { allowRoles, callerOf } from '@wellness/kit';
import type { CheckinDeps } from '../../deps';
import { listTemplates, saveAsTemplate } from './handlers';

/** `/api/nutrition-plans/templates`: plans to start from (staff). */
export function templateRoutes(deps: CheckinDeps): Router {
  const router = Router();
  router.use(allowRoles('coach', 'nutritionist'));

  router.get('/', async (_req, res) => {
    res.json(await listTemplates(deps));
  });

  router.post('/', async (req, res) => {
    const input = templateInputSchema.parse(req.body ?? {});
    res.status(201).json(await saveAsTemplate(deps, callerOf(req.ctx), input));
  });

  return router;
}
