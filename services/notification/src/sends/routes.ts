import { Router } from 'express';
import { audienceCountRequestSchema, emailSendRequestSchema } from '@wellness/contracts';
import { allowRoles, callerOf } from '@wellness/kit';
import type { NotificationDeps } from '../deps';
import { cancelSend, countAudience, createSend, listSends } from './handlers';

/** The coach's composed sends, mounted at /api/email-sends. */
export function emailSendRoutes(deps: NotificationDeps) {
  const router = Router();
  router.use(allowRoles('coach'));

  router.get('/', async (req, res) => {
    res.set('cache-control', 'no-store').json(await listSends(deps, callerOf(req.ctx)));
  });

  router.post('/:id/cancel', async (req, res) => {
    res.json(await cancelSend(deps, callerOf(req.ctx), req.params.id));
  });

  return router;
}

/** Composing, mounted on /api/emails (whose router admits coaches only): send, and count first. */
export function composeRoutes(deps: NotificationDeps) {
  const router = Router();
  router.use(allowRoles('coach'));

  router.post('/', async (req, res) => {
    const input = emailSendRequestSchema.parse(req.body ?? {});
    res.status(201).json(await createSend(deps, callerOf(req.ctx), input));
  });

  router.post('/audience', async (req, res) => {
    const input = audienceCountRequestSchema.parse(req.body ?? {});
    res.json(await countAudience(deps, callerOf(req.ctx), input));
  });

  return router;
}
