import { Router } from 'express';
import { clientTagsUpdateSchema } from '@wellness/contracts';
import { allowRoles, callerOf, idParam } from '@wellness/kit';
import type { CrmDeps } from '../deps';
import { setClientTags, tagsInUse } from './handlers';

/** `/api/clients/tags`: the tags in use, for coaches (mounted before `/:id` takes "tags"). */
export function tagUsageRoutes(deps: CrmDeps): Router {
  const router = Router();
  router.use(allowRoles('coach'));

  router.get('/', async (req, res) => {
    res.json(await tagsInUse(deps, callerOf(req.ctx)));
  });

  return router;
}

/** `/api/clients/:id/tags`: a client's tags, set by coaches (mounted with the coach's routes). */
export function clientTagRoutes(deps: CrmDeps): Router {
  const router = Router();
  router.use(allowRoles('coach'));

  router.put('/:id/tags', async (req, res) => {
    const id = idParam(req.params.id, 'Client');
    const { tags } = clientTagsUpdateSchema.parse(req.body ?? {});
    res.json(await setClientTags(deps, callerOf(req.ctx), id, tags));
  });

  return router;
}
