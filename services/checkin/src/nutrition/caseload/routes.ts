import { Router } from 'express';
import { allowRoles, callerOf, idParam } from '@wellness/kit';
import type { CheckinDeps } from '../../deps';
import { caseload, nutritionProfile } from './handlers';

/** `/api/nutrition/clients`: the nutritionist's caseload and a client's nutrition profile (staff). */
export function caseloadRoutes(deps: CheckinDeps): Router {
  const router = Router();
  router.use(allowRoles('coach', 'nutritionist'));

  router.get('/clients', async (req, res) => {
    res.json(await caseload(deps, callerOf(req.ctx)));
  });

  router.get('/clients/:clientId', async (req, res) => {
    const clientId = idParam(req.params.clientId, 'Client');
    res.json(await nutritionProfile(deps, callerOf(req.ctx), clientId));
  });

  return router;
}
