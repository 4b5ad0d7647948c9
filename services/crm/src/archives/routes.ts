import { Router } from 'express';
import { BACKUP_MESSAGES, backupRequestSchema } from '@wellness/contracts';
import {
  DomainError,
  allowRoles,
  attachmentDisposition,
  callerOf,
  isUuid,
  sendFile,
} from '@wellness/kit';
import type { CrmDeps } from '../deps';
import {
  backupDetail,
  backupList,
  createBackupLink,
  downloadBackup,
  startBackup,
} from './handlers';

/** An id that is not a uuid names no backup. */
function backupId(value: unknown): string {
  if (!isUuid(value)) throw new DomainError('NOT_FOUND', BACKUP_MESSAGES.notFound);
  return value.toLowerCase();
}

/**
 * `/api/backups`, the coach's backups: start one, follow its progress, get a one-time link and
 * download it (her session and the link). Coaches only.
 */
export function backupRoutes(deps: CrmDeps): Router {
  const router = Router();
  router.use(allowRoles('coach'));

  router.post('/', async (req, res) => {
    const input = backupRequestSchema.parse(req.body ?? {});
    res.status(201).json(await startBackup(deps, callerOf(req.ctx), input));
  });

  router.get('/', async (_req, res) => {
    res.json(await backupList(deps));
  });

  router.get('/:id', async (req, res) => {
    res.json(await backupDetail(deps, callerOf(req.ctx), backupId(req.params.id)));
  });

  router.post('/:id/link', async (req, res) => {
    res.status(201).json(await createBackupLink(deps, callerOf(req.ctx), backupId(req.params.id)));
  });

  router.get('/:id/download', async (req, res) => {
    const token = typeof req.query.token === 'string' ? req.query.token : undefined;
    const download = await downloadBackup(deps, callerOf(req.ctx), backupId(req.params.id), token);
    sendFile(req, res, download.file, {
      disposition: attachmentDisposition(download.fileName),
      contentType: 'application/zip',
    });
  });

  return router;
}
