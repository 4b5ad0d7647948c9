import type { Express } from 'express';
import { requireRole } from '@wellness/kit';
import type { Db } from '../db';
import { coachSummary } from './handlers';

export function dashboardRoutes(app: Express, db: Db) {
  app.get('/api/dashboard/summary', async (req, res) => {
    requireRole(req.ctx, 'coach');
    res.json(await coachSummary(db));
  });
}
