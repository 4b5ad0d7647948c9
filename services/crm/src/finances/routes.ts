import { Router } from 'express';
import { allowRoles, callerOf } from '@wellness/kit';
import type { CrmDeps } from '../deps';
import { financeSummary } from './handlers';

/** `/api/finances`: the coach's figures and charts. */
export function financeRoutes(deps: CrmDeps): Router {
  const router = Router();
  router.use(allowRoles('coach'));

  router.get('/summary', async (req, res) => {
    res.json(await financeSummary(deps, callerOf(req.ctx)));
  });

  return router;
}
