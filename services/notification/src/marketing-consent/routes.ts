import { Router } from 'express';
import { allowRoles, callerOf } from '@wellness/kit';
import type { NotificationDeps } from '../deps';
import { giveMarketingConsent, marketingConsent, withdrawMarketingConsent } from './handlers';

/**
 * `/api/notifications/marketing-consent`: the signed-in client's consent to marketing emails
 * (her address, from her verified identity: nobody else's can be named).
 */
export function marketingConsentRoutes(deps: NotificationDeps): Router {
  const router = Router();
  router.use(allowRoles('client'));
  router.get('/', async (req, res) => {
    res.json(await marketingConsent(deps, callerOf(req.ctx)));
  });
  router.post('/withdraw', async (req, res) => {
    res.json(await withdrawMarketingConsent(deps, callerOf(req.ctx)));
  });
  router.post('/give', async (req, res) => {
    res.json(await giveMarketingConsent(deps, callerOf(req.ctx)));
  });
  return router;
}
