import type { Express } from 'express';
import { emailListQuerySchema } from '@wellness/contracts';
import { requireRole } from '@wellness/kit';
import type { NotificationDeps } from '../deps';
import { getEmail, listEmailLog } from './handlers';

export function emailRoutes(app: Express, deps: NotificationDeps) {
  app.get('/api/emails', async (req, res) => {
    requireRole(req.ctx, 'coach');
    const query = emailListQuerySchema.parse(req.query ?? {});
    res.set('cache-control', 'no-store').json(await listEmailLog(deps, query));
  });

  app.get('/api/emails/:id', async (req, res) => {
    requireRole(req.ctx, 'coach');
    res.set('cache-control', 'no-store').json(await getEmail(deps, req.params.id));
  });
}
