import type { Express } from 'express';
import { approvalListQuerySchema, rejectApprovalSchema } from '@wellness/contracts';
import { requireRole, callerOf } from '@wellness/kit';
import type { Db } from '../db';
import { parseId } from '../ids';
import { approvalsList, decideRegistration } from './handlers';

/** Pending approvals of self-registrations: coaches only. */
export function approvalRoutes(app: Express, db: Db) {
  app.get('/api/approvals', async (req, res) => {
    const caller = callerOf(req.ctx);
    requireRole(req.ctx, 'coach');
    res.json(await approvalsList(db, caller, approvalListQuerySchema.parse(req.query)));
  });

  app.post('/api/approvals/:id/approve', async (req, res) => {
    const caller = callerOf(req.ctx);
    requireRole(req.ctx, 'coach');
    const id = parseId(req.params.id, 'Registration');
    res.json(await decideRegistration(db, caller, id, { decision: 'approved' }));
  });

  app.post('/api/approvals/:id/reject', async (req, res) => {
    const caller = callerOf(req.ctx);
    requireRole(req.ctx, 'coach');
    const id = parseId(req.params.id, 'Registration');
    const { reason } = rejectApprovalSchema.parse(req.body ?? {});
    res.json(await decideRegistration(db, caller, id, { decision: 'rejected', reason }));
  });
}
