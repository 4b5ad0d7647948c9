import { Router } from 'express';
import { dataRequestInputSchema } from '@wellness/contracts';
import {
  DomainError,
  allowRoles,
  attachmentDisposition,
  callerOf,
  idParam,
  sendFile,
} from '@wellness/kit';
import type { CrmDeps } from '../deps';
import { dataRequestList, requestData } from './handlers';
import { executeDataRequest } from './execute';
import { createExportLink, downloadExport } from './download';

/**
 * `/api/data-requests`: a client asks for her data or her erasure and follows it; the coach asks
 * on a client's behalf, sees every request with its deadline, and carries them out.
 */
export function dataRequestRoutes(deps: CrmDeps): Router {
  const router = Router();
  router.use('/:id/execute', coachRoutes(deps));
  router.use(sharedRoutes(deps));
  return router;
}

/** `/:id/execute`: the coach's alone (a client: 403). */
function coachRoutes(deps: CrmDeps): Router {
  const router = Router({ mergeParams: true });
  router.use(allowRoles('coach'));
  router.post('/', async (req, res) => {
    const id = idParam((req.params as { id?: string }).id, 'Data request');
    res.json(await executeDataRequest(deps, callerOf(req.ctx), id));
  });
  return router;
}

/** Asking, the list and the export's download: the coach, or the client for herself. */
function sharedRoutes(deps: CrmDeps): Router {
  const router = Router();
  router.use(allowRoles('coach', 'client'));

  router.post('/', async (req, res) => {
    const input = dataRequestInputSchema.parse(req.body ?? {});
    res.status(201).json(await requestData(deps, callerOf(req.ctx), input));
  });

  router.get('/', async (req, res) => {
    res.json(await dataRequestList(deps, callerOf(req.ctx)));
  });

  router.post('/:id/link', async (req, res) => {
    const id = idParam(req.params.id, 'Data request');
    res.status(201).json(await createExportLink(deps, callerOf(req.ctx), id));
  });

  router.get('/:id/download', async (req, res) => {
    const id = idParam(req.params.id, 'Data request');
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    if (!token) throw new DomainError('BAD_REQUEST', 'This download link is incomplete');
    const download = await downloadExport(deps, callerOf(req.ctx), id, token);
    sendFile(req, res, download.file, { disposition: attachmentDisposition(download.fileName) });
  });

  return router;
}
