import type { Express } from 'express';
import { teamInvitationSchema, teamUpdateSchema } from '@wellness/contracts';
import { requireRole, callerOf } from '@wellness/kit';
import type { Db } from '../db';
import { parseId } from '../ids';
import { deactivateTeamMember, inviteTeamMember, teamList } from './handlers';

/** The coach's team: coaches only. */
export function teamRoutes(app: Express, db: Db) {
  app.get('/api/team', async (req, res) => {
    const caller = callerOf(req.ctx);
    requireRole(req.ctx, 'coach');
    res.json(await teamList(db, caller));
  });

  app.post('/api/team/invitations', async (req, res) => {
    const caller = callerOf(req.ctx);
    requireRole(req.ctx, 'coach');
    const input = teamInvitationSchema.parse(req.body ?? {});
    res.status(201).json(await inviteTeamMember(db, caller, input));
  });

  app.patch('/api/team/:id', async (req, res) => {
    const caller = callerOf(req.ctx);
    requireRole(req.ctx, 'coach');
    const id = parseId(req.params.id, 'Team member');
    teamUpdateSchema.parse(req.body ?? {});
    res.json(await deactivateTeamMember(db, caller, id));
  });
}
