import { Router } from 'express';
import {
  ATTACHMENT_MESSAGES,
  MAX_ATTACHMENT_BYTES,
  attachmentQuerySchema,
} from '@wellness/contracts';
import {
  allowRoles,
  attachmentDisposition,
  callerOf,
  idParam,
  readUpload,
  sendFile,
} from '@wellness/kit';
import type { NotificationDeps } from '../deps';
import { ATTACHMENT_SNIFF_BYTES, assertAttachmentType } from './file-type';
import { attachmentFile, uploadAttachment } from './handlers';

/**
 * `/api/attachments`: every signed-in role uploads her attachments (one file a request, checked
 * while it streams: 413 over 10 MB, 415 for anything but a JPEG, PNG, WebP or PDF) and reads
 * those she may see (access.ts); anyone else's is "not found".
 */
export function attachmentRoutes(deps: NotificationDeps): Router {
  const router = Router();
  router.use(allowRoles('client', 'coach', 'nutritionist'));

  router.post('/', async (req, res) => {
    const upload = await readUpload(req, res, {
      maxFileBytes: MAX_ATTACHMENT_BYTES,
      inspect: (head) => void assertAttachmentType(head),
      inspectBytes: ATTACHMENT_SNIFF_BYTES,
      messages: ATTACHMENT_MESSAGES,
    });
    res.status(201).json(await uploadAttachment(deps, callerOf(req.ctx), upload));
  });

  router.get('/:id', async (req, res) => {
    const { variant } = attachmentQuerySchema.parse(req.query);
    const { file, kind, name } = await attachmentFile(
      deps,
      callerOf(req.ctx),
      idParam(req.params.id, 'Attachment'),
      variant,
    );
    // A PDF is downloaded, never shown in the page.
    if (kind === 'pdf')
      sendFile(req, res, file, {
        contentType: 'application/pdf',
        disposition: attachmentDisposition(name),
      });
    else sendFile(req, res, file);
  });

  return router;
}
