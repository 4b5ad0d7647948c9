import { Router } from 'express';
import { emailListQuerySchema } from '@wellness/contracts';
import { allowRoles, callerOf } from '@wellness/kit';
import type { NotificationDeps } from '../deps';
import { composeRoutes } from '../sends/routes';
import { getEmail, listEmailLog, resendEmail } from './handlers';
import { sendEmailHtml } from './html-view';

/** The coach's email log and previews, mounted at /api/emails. */
export function emailRoutes(deps: NotificationDeps) {
  const router = Router();
  router.use(allowRoles('coach'));
  // POST / (send) and POST /audience (count first): src/sends.
  router.use(composeRoutes(deps));

  router.get('/', async (req, res) => {
    const query = emailListQuerySchema.parse(req.query ?? {});
    res.set('cache-control', 'no-store').json(await listEmailLog(deps, callerOf(req.ctx), query));
  });

  router.get('/:id/html', async (req, res) => {
    const email = await getEmail(deps, callerOf(req.ctx), req.params.id);
    sendEmailHtml(res, email.html);
  });

  router.post('/:id/resend', async (req, res) => {
    res.json(await resendEmail(deps, callerOf(req.ctx), req.params.id));
  });

  router.get('/:id', async (req, res) => {
    res
      .set('cache-control', 'no-store')
      .json(await getEmail(deps, callerOf(req.ctx), req.params.id));
  });

  return router;
}
