import { Router } from 'express';
import type { CrmDeps } from '../deps';
import { receiveStripeWebhook } from './handlers';

/** The webhook's path: its body arrives as raw bytes (see app.ts), for the signature. */
export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe/webhook';

/**
 * `POST /api/payments/stripe/webhook`: public, as Stripe calls it, and accepting nothing unsigned
 * (the signature is the guard: handlers.ts).
 */
export function stripeWebhookRoutes(deps: CrmDeps): Router {
  const router = Router();
  router.use(deps.financeCache.invalidatesOnWrite());
  router.post('/', async (req, res) => {
    const outcome = await receiveStripeWebhook(
      deps,
      req.body,
      req.get('stripe-signature'),
      req.ctx.log,
    );
    res.json({ received: true, outcome });
  });
  return router;
}
