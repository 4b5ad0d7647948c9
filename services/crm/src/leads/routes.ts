import { Router } from 'express';
import {
  leadExportQuerySchema,
  leadListQuerySchema,
  leadUpdateSchema,
  noteCreateSchema,
} from '@wellness/contracts';
import { allowRoles, callerOf, idParam } from '@wellness/kit';
import type { CrmDeps } from '../deps';
import { sendCsv } from '../csv';
import {
  addLeadNote,
  convertLead,
  exportLeads,
  leadDetail,
  leadsList,
  updateLead,
} from './handlers';

/** `/api/leads`, the pipeline: coaches only. */
export function leadRoutes(deps: CrmDeps): Router {
  const router = Router();
  router.use(allowRoles('coach'));

  router.get('/', async (req, res) => {
    res.json(await leadsList(deps, callerOf(req.ctx), leadListQuerySchema.parse(req.query)));
  });

  router.get('/export', async (req, res) => {
    const query = leadExportQuerySchema.parse(req.query);
    sendCsv(res, await exportLeads(deps, callerOf(req.ctx), query));
  });

  router.get('/:id', async (req, res) => {
    res.json(await leadDetail(deps, callerOf(req.ctx), idParam(req.params.id, 'Lead')));
  });

  router.patch('/:id', async (req, res) => {
    const id = idParam(req.params.id, 'Lead');
    const input = leadUpdateSchema.parse(req.body ?? {});
    res.json(await updateLead(deps, callerOf(req.ctx), id, input));
  });

  router.post('/:id/notes', async (req, res) => {
    const id = idParam(req.params.id, 'Lead');
    const { body } = noteCreateSchema.parse(req.body ?? {});
    res.status(201).json(await addLeadNote(deps, callerOf(req.ctx), id, body));
  });

  router.post('/:id/convert', async (req, res) => {
    const id = idParam(req.params.id, 'Lead');
    const { clientId, lead, created } = await convertLead(deps, callerOf(req.ctx), id);
    res.status(created ? 201 : 200).json({ clientId, lead });
  });

  return router;
}
