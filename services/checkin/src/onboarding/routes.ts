import { Router } from 'express';
import { clientQuerySchema, onboardingUpdateSchemaAt } from '@wellness/contracts';
import { allowRoles, callerOf } from '@wellness/kit';
import type { CheckinDeps } from '../deps';
import {
  completeOnboarding,
  getConsent,
  getOnboarding,
  updateOnboarding,
  withdrawConsent,
} from './handlers';

/**
 * `/api/onboarding`: one router per audience, each with its guard, widest first: a request no
 * route of a router takes goes on to the next, whose guard answers 403 to a role it does not allow.
 */
export function onboardingRoutes(deps: CheckinDeps): Router {
  const router = Router();
  router.use(readRoutes(deps));
  router.use(editRoutes(deps));
  router.use(ownRoutes(deps));
  return router;
}

/** Reading her answers and consent: she, the coach, her nutritionist (access.ts decides whose). */
function readRoutes(deps: CheckinDeps): Router {
  const router = Router();
  router.use(allowRoles('client', 'coach', 'nutritionist'));

  router.get('/', async (req, res) => {
    const { clientId } = clientQuerySchema.parse(req.query);
    res.json(await getOnboarding(deps, callerOf(req.ctx), clientId));
  });

  router.get('/consent', async (req, res) => {
    const { clientId } = clientQuerySchema.parse(req.query);
    res.json(await getConsent(deps, callerOf(req.ctx), clientId));
  });

  return router;
}

/** Saving answers, step by step: she, or the coach for her (`?clientId=`). */
function editRoutes(deps: CheckinDeps): Router {
  const router = Router();
  router.use(allowRoles('client', 'coach'));
  const updateSchema = onboardingUpdateSchemaAt(() => deps.clock.now());

  router.put('/', async (req, res) => {
    const { clientId } = clientQuerySchema.parse(req.query);
    const input = updateSchema.parse(req.body ?? {});
    res.json(await updateOnboarding(deps, callerOf(req.ctx), clientId, input));
  });

  return router;
}

/** What only she can do: finish onboarding, withdraw her consent. */
function ownRoutes(deps: CheckinDeps): Router {
  const router = Router();
  router.use(allowRoles('client'));

  router.post('/complete', async (req, res) => {
    res.json(await completeOnboarding(deps, callerOf(req.ctx), undefined));
  });

  router.post('/consent/withdraw', async (req, res) => {
    res.json(await withdrawConsent(deps, callerOf(req.ctx), undefined));
  });

  return router;
}
