import { Router } from 'express';
import { paymentPlanInputSchema, paymentPlanUpdateSchema } from '@wellness/contracts';
import { allowRoles, callerOf, idParam } from '@wellness/kit';
import type { CrmDeps } from '../deps';
import { createPaymentPlan, plansForCoach, updatePaymentPlan } from './handlers';

/**
 * `/api/payment-plans`: what the coach sells, hers to set up. A client sees the plans offered to
 * her on her billing (`/api/billing/me`), never this list.
 */
export function paymentPlanRoutes(deps: CrmDeps): Router {
  const router = Router();
  router.use(deps.financeCache.invalidatesOnWrite());
  router.use(allowRoles('coach'));

  router.get('/', async (req, res) => {
    res.json(await plansForCoach(deps, callerOf(req.ctx)));
  });

  router.post('/', async (req, res) => {
    const input = paymentPlanInputSchema.parse(req.body ?? {});
    res.status(201).json(await createPaymentPlan(deps, callerOf(req.ctx), input));
  });

  router.patch('/:id', async (req, res) => {
    const id = idParam(req.params.id, 'Payment plan');
    const input = paymentPlanUpdateSchema.parse(req.body ?? {});
    res.json(await updatePaymentPlan(deps, callerOf(req.ctx), id, input));
  });

  return router;
}
