import { Router } from 'express';
import { approvalListQuerySchema, rejectApprovalSchema } from '@wellness/contracts';
import { allowRoles, callerOf, idParam } from '@wellness/kit';
import type { CrmDeps } from '../deps';
import { approvalsList, decideRegistration } from './handlers';

/** `/api/approvals`, self-registrations waiting for a decision: coaches only. */
export function approvalRoutes(deps: CrmDeps): Router {
  const router = Router();
  router.use(allowRoles('coach'));

  router.get('/', async (req, res) => {
    const query = approvalListQuerySchema.parse(req.query);
    res.json(await approvalsList(deps, callerOf(req.ctx), query));
  });

  router.post('/:id/approve', async (req, res) => {
    const id = idParam(req.params.id, 'Registration');
    res.json(await decideRegistration(deps, callerOf(req.ctx), id, { decision: 'approved' }));
  });

  router.post('/:id/reject', async (req, res) => {
    const id = idParam(req.params.id, 'Registration');
    const { reason } = rejectApprovalSchema.parse(req.body ?? {});
    res.json(
      await decideRegistration(deps, callerOf(req.ctx), id, { decision: 'rejected', reason }),
    );
  });

  return router;
}
