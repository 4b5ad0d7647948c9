import { Router } from 'express';
import {
  checkinDraftSchema,
  checkinEditSchema,
  checkinInputSchema,
  clientQuerySchema,
  progressQuerySchema,
} from '@wellness/contracts';
import { allowRoles, callerOf, sendJsonText, idParam } from '@wellness/kit';
import type { CheckinDeps } from '../deps';
import {
  checkinHistory,
  checkinProgress,
  editCheckin,
  getCheckin,
  getDraft,
  saveDraft,
  submitCheckin,
} from './handlers';

/**
 * `/api/checkins` (the coach's review, queue, missing list and snippets are mounted before it at
 * their own paths): one router per audience, narrowest path first, then the widest audience; a
 * request no route of a router takes goes on to the next, whose guard answers 403 to a role it
 * does not allow.
 */
export function checkinRoutes(deps: CheckinDeps): Router {
  const router = Router();
  router.use('/draft', draftRoutes(deps));
  router.use(readRoutes(deps));
  router.use(ownRoutes(deps));
  return router;
}

/** `/draft`: her draft of the next check-in, as she types. */
function draftRoutes(deps: CheckinDeps): Router {
  const router = Router();
  router.use(allowRoles('client'));

  router.get('/', async (req, res) => {
    res.json(await getDraft(deps, callerOf(req.ctx)));
  });

  router.put('/', async (req, res) => {
    const draft = checkinDraftSchema.parse(req.body ?? {});
    res.json(await saveDraft(deps, callerOf(req.ctx), draft));
  });

  return router;
}

/** History, progress and one check-in: she, the coach, her nutritionist (access.ts decides whose). */
function readRoutes(deps: CheckinDeps): Router {
  const router = Router();
  router.use(allowRoles('client', 'coach', 'nutritionist'));

  router.get('/progress', async (req, res) => {
    const query = progressQuerySchema.parse(req.query);
    sendJsonText(res, await checkinProgress(deps, callerOf(req.ctx), query));
  });

  router.get('/', async (req, res) => {
    const { clientId } = clientQuerySchema.parse(req.query);
    res.json(await checkinHistory(deps, callerOf(req.ctx), clientId));
  });

  router.get('/:id', async (req, res) => {
    res.json(await getCheckin(deps, callerOf(req.ctx), idParam(req.params.id, 'Check-in')));
  });

  return router;
}

/** Submitting and editing: only she. */
function ownRoutes(deps: CheckinDeps): Router {
  const router = Router();
  router.use(allowRoles('client'));

  router.post('/', async (req, res) => {
    const input = checkinInputSchema.parse(req.body ?? {});
    const result = await submitCheckin(deps, callerOf(req.ctx), input);
    res.status(result.created ? 201 : 200).json(result);
  });

  router.put('/:id', async (req, res) => {
    const id = idParam(req.params.id, 'Check-in');
    const input = checkinEditSchema.parse(req.body ?? {});
    res.json(await editCheckin(deps, callerOf(req.ctx), id, input));
  });

  return router;
}
