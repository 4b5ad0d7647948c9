import { Router } from 'express';
import { snippetInputSchema } from '@wellness/contracts';
import { allowRoles, callerOf, idParam } from '@wellness/kit';
import type { CheckinDeps } from '../deps';
import { createSnippet, deleteSnippet, listSnippets, updateSnippet } from './handlers';

/** `/api/checkins/snippets`: a coach's saved replies (each coach her own; access.ts). */
export function snippetRoutes(deps: CheckinDeps): Router {
  const router = Router();
  router.use(allowRoles('coach'));

  router.get('/', async (req, res) => {
    res.json(await listSnippets(deps, callerOf(req.ctx)));
  });

  router.post('/', async (req, res) => {
    const input = snippetInputSchema.parse(req.body ?? {});
    res.status(201).json(await createSnippet(deps, callerOf(req.ctx), input));
  });

  router.put('/:id', async (req, res) => {
    const id = idParam(req.params.id, 'Snippet');
    const input = snippetInputSchema.parse(req.body ?? {});
    res.json(await updateSnippet(deps, callerOf(req.ctx), id, input));
  });

  router.delete('/:id', async (req, res) => {
    await deleteSnippet(deps, callerOf(req.ctx), idParam(req.params.id, 'Snippet'));
    res.status(204).end();
  });

  return router;
}
