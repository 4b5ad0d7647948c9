import { Router } from 'express';
import { reviewInputSchema, reviewQueueQuerySchema } from '@wellness/contracts';
import { allowRoles, callerOf, idParam } from '@wellness/kit';
import type { CheckinDeps } from '../deps';
import {
  checkinSummary,
  missingCheckins,
  nudgeClient,
  reviewCheckin,
  reviewQueue,
} from './handlers';

/**
 * The coach's side of check-ins, each router mounted at its own path under `/api/checkins` (before
 * the clients' router there), each declaring its guard once: coaches only.
 */

/** `/api/checkins/review-queue`: submitted check-ins waiting for review. */
export function reviewQueueRoutes(deps: CheckinDeps): Router {
  const router = Router();
  router.use(allowRoles('coach'));

  router.get('/', async (req, res) => {
    const query = reviewQueueQuerySchema.parse(req.query);
    res.json(await reviewQueue(deps, callerOf(req.ctx), query));
  });

  return router;
}

/** `/api/checkins/:id/review`: mark reviewed with feedback. */
export function reviewRoutes(deps: CheckinDeps): Router {
  const router = Router({ mergeParams: true });
  router.use(allowRoles('coach'));

  router.post('/', async (req, res) => {
    const id = idParam((req.params as { id?: string }).id, 'Check-in');
    const { feedback } = reviewInputSchema.parse(req.body ?? {});
    res.json(await reviewCheckin(deps, callerOf(req.ctx), id, feedback));
  });

  return router;
}

/** `/api/checkins/summary`: the coach dashboard's figures. */
export function summaryRoutes(deps: CheckinDeps): Router {
  const router = Router();
  router.use(allowRoles('coach'));

  router.get('/', async (req, res) => {
    res.json(await checkinSummary(deps, callerOf(req.ctx)));
  });

  return router;
}

/** `/api/checkins/missing`: overdue clients and the one-click nudge. */
export function missingRoutes(deps: CheckinDeps): Router {
  const router = Router();
  router.use(allowRoles('coach'));

  router.get('/', async (req, res) => {
    res.json(await missingCheckins(deps, callerOf(req.ctx)));
  });

  router.post('/:clientId/nudge', async (req, res) => {
    const clientId = idParam(req.params.clientId, 'Client');
    res.json(await nudgeClient(deps, callerOf(req.ctx), clientId));
  });

  return router;
}
