import { Router } from 'express';
import { z } from 'zod';
import {
  planCreateSchema,
  planListQuerySchema,
  planUpdateSchema,
  publishSchema,
} from '@wellness/contracts';
import { allowRoles, attachmentDisposition, callerOf, idParam } from '@wellness/kit';
import type { CheckinDeps } from '../../deps';
import { createPlan, getPlan, getVersion, listPlans, updatePlan } from './handlers';
import { discardPlan, publishPlan } from './publish-handlers';
import { planPdf } from './pdf-handlers';

const versionNumber = z.coerce
  .number({ message: 'must be a version number' })
  .int({ message: 'must be a version number' })
  .positive({ message: 'must be a version number' });
const pdfQuerySchema = z.object({ version: versionNumber.optional() });

/** Reading plans: staff and she (access.ts decides whose, and that she sees only published). */
export function planReadRoutes(deps: CheckinDeps): Router {
  const router = Router();
  router.use(allowRoles('client', 'coach', 'nutritionist'));

  router.get('/', async (req, res) => {
    const { clientId } = planListQuerySchema.parse(req.query);
    res.json(await listPlans(deps, callerOf(req.ctx), clientId));
  });

  router.get('/:id', async (req, res) => {
    res.json(await getPlan(deps, callerOf(req.ctx), idParam(req.params.id, 'Plan')));
  });

  router.get('/:id/versions/:number', async (req, res) => {
    const id = idParam(req.params.id, 'Plan');
    const number = versionNumber.parse(req.params.number);
    res.json(await getVersion(deps, callerOf(req.ctx), id, number));
  });

  router.get('/:id/pdf', async (req, res) => {
    const id = idParam(req.params.id, 'Plan');
    const { version } = pdfQuerySchema.parse(req.query);
    const { pdf, fileName } = await planPdf(deps, callerOf(req.ctx), id, version);
    res.setHeader('content-type', 'application/pdf');
    res.setHeader('content-disposition', attachmentDisposition(fileName));
    res.setHeader('cache-control', 'private, no-store');
    res.setHeader('content-length', String(pdf.length));
    res.end(pdf);
  });

  return router;
}

/** Writing drafts and publishing: the coach and her nutritionist. */
export function planWriteRoutes(deps: CheckinDeps): Router {
  const router = Router();
  router.use(allowRoles('coach', 'nutritionist'));

  router.post('/', async (req, res) => {
    const input = planCreateSchema.parse(req.body ?? {});
    res.status(201).json(await createPlan(deps, callerOf(req.ctx), input));
  });

  router.put('/:id', async (req, res) => {
    const id = idParam(req.params.id, 'Plan');
    const input = planUpdateSchema.parse(req.body ?? {});
    res.json(await updatePlan(deps, callerOf(req.ctx), id, input));
  });

  router.post('/:id/publish', async (req, res) => {
    const id = idParam(req.params.id, 'Plan');
    const input = publishSchema.parse(req.body ?? {});
    res.json(await publishPlan(deps, callerOf(req.ctx), id, input));
  });

  router.delete('/:id', async (req, res) => {
    await discardPlan(deps, callerOf(req.ctx), idParam(req.params.id, 'Plan'));
    res.status(204).end();
  });

  return router;
}
