import { Router } from 'express';
import { allowRoles, callerOf, isUuid } from '@wellness/kit';
import type { CrmDeps } from '../deps';
import { auditLog } from './handlers';

/** `/api/data-protection`: the coach's audit log of exports, erasures and downloads. */
export function dataProtectionRoutes(deps: CrmDeps): Router {
  const router = Router();
  router.use(allowRoles('coach'));
  router.get('/audit', async (req, res) => {
    const cursor = isUuid(req.query.cursor) ? req.query.cursor : null;
    res.json(await auditLog(deps, callerOf(req.ctx), cursor));
  });
  return router;
}
