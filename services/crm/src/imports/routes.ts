import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Router } from 'express';
import {
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  importKindSchema,
  importMappingRequestSchema,
  importStartRequestSchema,
} from '@wellness/contracts';
import { allowRoles, attachmentDisposition, callerOf, idParam, streamUpload } from '@wellness/kit';
import type { CrmDeps } from '../deps';
import { rejectedRowsCsv } from './errors-csv';
import {
  cancelImport,
  createImport,
  importOf,
  importsList,
  setImportMapping,
  startImport,
} from './handlers';
import { importFileType } from './parse/file-type';
import type { ImportFileType } from './parse/file-type';
import { sourceKey, storeAndScan } from './stored-file';

const UPLOAD_MESSAGES = {
  tooLarge: IMPORT_MESSAGES.tooLarge,
  noFile: IMPORT_MESSAGES.noFile,
  oneFile: 'Upload one file at a time',
  notMultipart: IMPORT_MESSAGES.noFile,
};

/**
 * `/api/imports`: the coach's bulk imports of clients and leads. Coaches only (a client or a
 * nutritionist: 403); each coach sees her own imports (anyone else's: 404).
 */
export function importRoutes(deps: CrmDeps): Router {
  const router = Router();
  router.use(allowRoles('coach'));

  router.get('/', async (req, res) => {
    res.json(await importsList(deps, callerOf(req.ctx)));
  });

  // Multipart `file` and `kind`: the file streams into the file store while it is scanned, and is
  // refused (415, 413) as soon as its first bytes, its size or its row count says so.
  router.post('/', async (req, res) => {
    const caller = callerOf(req.ctx);
    const id = randomUUID();
    // Known from the file's first bytes (inspect), before any byte is stored (consume).
    let type: ImportFileType = 'csv';
    const upload = await streamUpload(req, res, {
      maxFileBytes: IMPORT_LIMITS.maxFileBytes,
      inspectBytes: 512,
      inspect: (head, file) => {
        type = importFileType(head, file);
      },
      consume: (file) => storeAndScan(deps.files, sourceKey(id, type), type, file),
      messages: UPLOAD_MESSAGES,
    });
    const key = sourceKey(id, type);
    const kind = importKindSchema.safeParse(upload.fields.kind);
    if (!kind.success) {
      await deps.files.delete(key);
      throw kind.error;
    }
    res.status(201).json(
      await createImport(deps, caller, {
        id,
        kind: kind.data,
        fileName: upload.file.filename,
        bytes: upload.file.bytes,
        key,
        scan: upload.result,
      }),
    );
  });

  router.get('/:id', async (req, res) => {
    res.json(await importOf(deps, callerOf(req.ctx), idParam(req.params.id, 'Import')));
  });

  router.put('/:id/mapping', async (req, res) => {
    const id = idParam(req.params.id, 'Import');
    const input = importMappingRequestSchema.parse(req.body ?? {});
    res.json(await setImportMapping(deps, callerOf(req.ctx), id, input));
  });

  router.post('/:id/start', async (req, res) => {
    const id = idParam(req.params.id, 'Import');
    const input = importStartRequestSchema.parse(req.body ?? {});
    res.json(await startImport(deps, callerOf(req.ctx), id, input));
  });

  router.post('/:id/cancel', async (req, res) => {
    res.json(await cancelImport(deps, callerOf(req.ctx), idParam(req.params.id, 'Import')));
  });

  router.get('/:id/errors.csv', async (req, res) => {
    const csv = await rejectedRowsCsv(deps, callerOf(req.ctx), idParam(req.params.id, 'Import'));
    res.status(200).set({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': attachmentDisposition(csv.filename),
      'cache-control': 'no-store',
    });
    await pipeline(Readable.from(csv.lines), res);
  });

  return router;
}
