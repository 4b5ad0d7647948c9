import { Router } from 'express';
import { teamInvitationSchema, teamUpdateSchema } from '@wellness/contracts';
import { allowRoles, callerOf, idParam } from '@wellness/kit';
import type { CrmDeps } from '../deps';
import { deactivateTeamMember, inviteTeamMember, teamList } from './handlers';

/** `/api/team`, the coach's team: coaches only. */
export function teamRoutes(deps: CrmDeps): Router {
  const router = Router();
  router.use(allowRoles('coach'));

  router.get('/', async (req, res) => {
    res.json(await teamList(deps, callerOf(req.ctx)));
  });

  router.post('/invitations', async (req, res) => {
    const input = teamInvitationSchema.parse(req.body ?? {});
    res.status(201).json(await inviteTeamMember(deps, callerOf(req.ctx), input));
  });

  router.patch('/:id', async (req, res) => {
    const id = idParam(req.params.id, 'Team member');
    teamUpdateSchema.parse(req.body ?? {});
    res.json(await deactivateTeamMember(deps, callerOf(req.ctx), id));
  });

  return router;
}
