import { Router } from 'express';
import { checkoutRequestSchema, planOfferSchema } from '@wellness/contracts';
import { allowRoles, callerOf, idParam } from '@wellness/kit';
import type { CrmDeps } from '../deps';
import { checkoutStatus, startCheckout } from './checkout';
import {
  billingPortal,
  cancelMySubscription,
  clientBilling,
  myBilling,
  offerPlan,
} from './handlers';

/** `/api/billing`: her own billing (client), any client's billing and plan offer (coach). */
export function billingRoutes(deps: CrmDeps): Router {
  const router = Router();
  router.use(deps.financeCache.invalidatesOnWrite());
  router.use('/clients', clientBillingRoutes(deps));
  router.use(ownBillingRoutes(deps));
  return router;
}

function ownBillingRoutes(deps: CrmDeps): Router {
  const router = Router();
  router.use(allowRoles('client'));

  router.get('/me', async (req, res) => {
    res.json(await myBilling(deps, callerOf(req.ctx)));
  });

  router.post('/portal', async (req, res) => {
    res.json(await billingPortal(deps, callerOf(req.ctx)));
  });

  router.post('/cancel', async (req, res) => {
    res.json(await cancelMySubscription(deps, callerOf(req.ctx)));
  });

  return router;
}

function clientBillingRoutes(deps: CrmDeps): Router {
  const router = Router();
  router.use(allowRoles('coach'));

  router.get('/:clientId', async (req, res) => {
    const id = idParam(req.params.clientId, 'Client');
    res.json(await clientBilling(deps, callerOf(req.ctx), id));
  });

  router.put('/:clientId/offer', async (req, res) => {
    const id = idParam(req.params.clientId, 'Client');
    const { planId } = planOfferSchema.parse(req.body ?? {});
    res.json(await offerPlan(deps, callerOf(req.ctx), id, planId));
  });

  return router;
}

/** `/api/checkout`: a client starts paying for a plan, and waits for Stripe's confirmation. */
export function checkoutRoutes(deps: CrmDeps): Router {
  const router = Router();
  router.use(deps.financeCache.invalidatesOnWrite());
  router.use(allowRoles('client'));

  router.post('/', async (req, res) => {
    const { planId } = checkoutRequestSchema.parse(req.body ?? {});
    res.json(await startCheckout(deps, callerOf(req.ctx), planId));
  });

  router.get('/:sessionId', async (req, res) => {
    const sessionId = String(req.params.sessionId).slice(0, 255);
    res.json(await checkoutStatus(deps, callerOf(req.ctx), sessionId));
  });

  return router;
}
