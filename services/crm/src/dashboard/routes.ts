import type { Express } from 'express';
import { requireRole, callerOf } from '@wellness/kit';
import type { Db } from '../db';
import { coachSummary, recentActivity } from './handlers';

export function dashboardRoutes(app: Express, db: Db) {
  app.get('/api/dashboard/summary', async (req, res) => {
    requireRole(req.ctx, 'coach');
    res.json(await coachSummary(db));
  });

  app.get('/api/dashboard/activity', async (req, res) => {
    const caller = callerOf(req.ctx);
    requireRole(req.ctx, 'coach');
    res.json(await recentActivity(db, caller));
  });
}
