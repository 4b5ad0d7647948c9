import { Router } from 'express';
import { z } from 'zod';
import {
  assignmentSchema,
  bulkClientActionSchema,
  clientListQuerySchema,
  clientUpdateSchema,
  noteCreateSchema,
} from '@wellness/contracts';
import { allowRoles, callerOf, idParam } from '@wellness/kit';
import type { CrmDeps } from '../deps';
import { sendCsv } from '../csv';
import { clientTagRoutes, tagUsageRoutes } from '../tags/routes';
import {
  addClientNote,
  assignNutritionist,
  bulkClientAction,
  clientDetail,
  clientsVisibleTo,
  exportClients,
  markScreeningReviewed,
  ownClientRecord,
  updateClient,
} from './handlers';

const EXPORT_MESSAGE = 'Choose the clients to export';
/** `?ids=a,b,c` (or repeated `ids=`): the selection to export. */
const exportQuerySchema = z.object({
  ids: z
    .union([z.string(), z.array(z.string())], { message: EXPORT_MESSAGE })
    .transform((value) =>
      (Array.isArray(value) ? value.join(',') : value)
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.uuid({ message: 'must be a valid id' }))
        .min(1, { message: EXPORT_MESSAGE })
        .max(1000, { message: 'Export at most 1000 clients at a time' }),
    ),
});

/**
 * `/api/clients`: one router per audience, each with its guard. A guard answers every request that
 * enters its router, and a request no route of a router takes goes on to the next; so the routers
 * go from the narrowest path and the widest audience down.
 */
export function clientRoutes(deps: CrmDeps): Router {
  const router = Router();
  router.use('/me', ownRecordRoutes(deps));
  router.use('/export', exportRoutes(deps)); // before '/:id' takes "export" for an id
  router.use('/tags', tagUsageRoutes(deps)); // the same
  router.use(profileRoutes(deps));
  router.use(tableRoutes(deps));
  router.use(coachRoutes(deps));
  router.use(clientTagRoutes(deps));
  return router;
}

/** `/me`: a client's own record (her dashboard). */
function ownRecordRoutes(deps: CrmDeps): Router {
  const router = Router();
  router.use(allowRoles('client'));

  router.get('/', async (req, res) => {
    res.json(await ownClientRecord(deps, callerOf(req.ctx)));
  });

  return router;
}

/** `/export`: the selected clients as a CSV attachment, for coaches. */
function exportRoutes(deps: CrmDeps): Router {
  const router = Router();
  router.use(allowRoles('coach'));

  router.get('/', async (req, res) => {
    const { ids } = exportQuerySchema.parse(req.query);
    sendCsv(res, await exportClients(deps, callerOf(req.ctx), ids));
  });

  return router;
}

/** `/:id`, a client's profile: anyone signed in; access.ts decides whose (others: not found). */
function profileRoutes(deps: CrmDeps): Router {
  const router = Router();
  router.use(allowRoles('coach', 'nutritionist', 'client'));

  router.get('/:id', async (req, res) => {
    res.json(await clientDetail(deps, callerOf(req.ctx), idParam(req.params.id, 'Client')));
  });

  return router;
}

/** `/`, the client table: coaches and nutritionists; access.ts decides which clients. */
function tableRoutes(deps: CrmDeps): Router {
  const router = Router();
  router.use(allowRoles('coach', 'nutritionist'));

  router.get('/', async (req, res) => {
    const query = clientListQuerySchema.parse(req.query);
    res.json(await clientsVisibleTo(deps, callerOf(req.ctx), query));
  });

  return router;
}

/** Changes to clients: coaches only. */
function coachRoutes(deps: CrmDeps): Router {
  const router = Router();
  router.use(allowRoles('coach'));

  router.post('/bulk', async (req, res) => {
    const action = bulkClientActionSchema.parse(req.body ?? {});
    res.json(await bulkClientAction(deps, callerOf(req.ctx), action));
  });

  router.patch('/:id', async (req, res) => {
    const id = idParam(req.params.id, 'Client');
    const input = clientUpdateSchema.parse(req.body ?? {});
    res.json(await updateClient(deps, callerOf(req.ctx), id, input));
  });

  router.post('/:id/notes', async (req, res) => {
    const id = idParam(req.params.id, 'Client');
    const { body } = noteCreateSchema.parse(req.body ?? {});
    res.status(201).json(await addClientNote(deps, callerOf(req.ctx), id, body));
  });

  router.post('/:id/screening-review', async (req, res) => {
    const id = idParam(req.params.id, 'Client');
    res.json(await markScreeningReviewed(deps, callerOf(req.ctx), id));
  });

  router.post('/:id/assignments', async (req, res) => {
    const id = idParam(req.params.id, 'Client');
    const { nutritionistUserId } = assignmentSchema.parse(req.body ?? {});
    res.json(await assignNutritionist(deps, callerOf(req.ctx), id, nutritionistUserId));
  });

  return router;
}
