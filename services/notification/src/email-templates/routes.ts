import { Router } from 'express';
import {
  emailPreviewRequestSchema,
  emailTemplateRestoreSchema,
  emailTemplateUpdateSchema,
  emailTestSendSchema,
} from '@wellness/contracts';
import { allowRoles, callerOf } from '@wellness/kit';
import type { NotificationDeps } from '../deps';
import { sendEmailHtml } from '../emails/html-view';
import { getTemplate, listTemplates, restoreTemplate, saveTemplate } from './handlers';
import { previewHtml, previewTemplate, sendTestEmail } from './preview';

/** The coach's email templates, mounted at /api/email-templates. */
export function emailTemplateRoutes(deps: NotificationDeps) {
  const router = Router();
  router.use(allowRoles('coach'));

  router.get('/', async (_req, res) => {
    res.set('cache-control', 'no-store').json(await listTemplates(deps));
  });

  // Before '/:key', which would take "previews" for a template.
  router.get('/previews/:id', async (req, res) => {
    sendEmailHtml(res, await previewHtml(deps, req.params.id));
  });

  router.get('/:key', async (req, res) => {
    res.set('cache-control', 'no-store').json(await getTemplate(deps, req.params.key));
  });

  router.put('/:key', async (req, res) => {
    const input = emailTemplateUpdateSchema.parse(req.body ?? {});
    res.json(await saveTemplate(deps, callerOf(req.ctx), req.params.key, input));
  });

  router.post('/:key/restore', async (req, res) => {
    const input = emailTemplateRestoreSchema.parse(req.body ?? {});
    res.json(await restoreTemplate(deps, callerOf(req.ctx), req.params.key, input));
  });

  router.post('/:key/preview', async (req, res) => {
    const input = emailPreviewRequestSchema.parse(req.body ?? {});
    res.set('cache-control', 'no-store').json(await previewTemplate(deps, req.params.key, input));
  });

  router.post('/:key/test', async (req, res) => {
    const input = emailTestSendSchema.parse(req.body ?? {});
    res.status(202).json(await sendTestEmail(deps, callerOf(req.ctx), req.params.key, input));
  });

  return router;
}
