import { Router } from 'express';
import { discoveryRequestSchema } from '@wellness/contracts';
import type { CrmDeps } from '../deps';
import { assertDiscoveryAllowed, submitDiscovery } from './handlers';
import type { Visitor } from './handlers';

/** `/api/discovery`, the discovery-call form. */
export function discoveryRoutes(deps: CrmDeps): Router {
  const router = Router();
  // Public, no role guard: anyone may ask for a discovery call. The gateway's origin check keeps
  // other sites out; a rate limit per address keeps floods out.

  router.post('/', async (req, res) => {
    const { identity } = req.ctx;
    const visitor: Visitor = {
      ip: req.ctx.ip,
      log: req.ctx.log,
      correlationId: req.ctx.correlationId,
      actor: identity ? { userId: identity.userId, role: identity.role } : null,
    };
    await assertDiscoveryAllowed(deps, visitor);
    const input = discoveryRequestSchema.parse(req.body ?? {});
    const { response } = await submitDiscovery(deps, visitor, input);
    res.status(202).set('cache-control', 'no-store').json(response);
  });

  return router;
}
