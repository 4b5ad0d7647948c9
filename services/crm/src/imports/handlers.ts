import { IMPORT_MESSAGES } from '@wellness/contracts';
import type {
  Import as ImportDto,
  ImportKind,
  ImportList,
  ImportMapping,
  importMappingRequestSchema,
  importStartRequestSchema,
} from '@wellness/contracts';
import { DomainError, conflict } from '@wellness/kit';
import type { Caller } from '@wellness/kit';
import type { z } from 'zod';
import type { CrmDeps } from '../deps';
import type { Import } from '../generated/prisma/client';
import { clientNamesByEmails } from '../clients/repository';
import { leadNamesByEmails } from '../leads/repository';
import { visibleImport } from './access';
import { detectMapping, headerSignature } from './header-mapping';
import { checkedMapping } from './mapping-rules';
import { rememberMapping, rememberedMapping } from './mapping-repository';
import type { FileRow } from './parse/rows';
import type { FileScan } from './parse/scan';
import { buildPreview } from './preview';
import type { ImportPreview } from './preview';
import {
  createImportRecord,
  findImport,
  importsOf,
  lockImport,
  setImportStatus,
  updateImport,
} from './repository';
import { openStoredRows } from './stored-file';
import { formatOf, toImportDto, toImportListItem } from './view';
import type { StoredFormat } from './view';

type MappingRequest = z.output<typeof importMappingRequestSchema>;
type StartRequest = z.output<typeof importStartRequestSchema>;

const LIST_LIMIT = 100;

/**
 * The preview of a stored file under a mapping: from the rows its scan kept, or else a second pass
 * over the file.
 */
async function previewOf(
  deps: CrmDeps,
  file: {
    key: string;
    kind: ImportKind;
    format: StoredFormat;
    headers: string[];
    rows?: FileRow[] | null;
  },
  mapping: ImportMapping,
): Promise<ImportPreview> {
  const rows = file.rows ?? (await openStoredRows(deps.files, file.key, file.format.type)).rows;
  const lookUp = file.kind === 'clients' ? clientNamesByEmails : leadNamesByEmails;
  return buildPreview(
    rows,
    {
      kind: file.kind,
      type: file.format.type,
      headerLength: file.headers.length,
      mapping,
      dateOrders: file.format.dateOrders,
    },
    (emails) => lookUp(deps.db, emails),
  );
}

/**
 * Coach only: a file she uploaded (already in the file store and scanned) becomes an import, with
 * the mapping she saved for these headers or else the one they suggest, and its preview.
 */
export async function createImport(
  deps: CrmDeps,
  caller: Caller,
  upload: {
    id: string;
    kind: ImportKind;
    fileName: string;
    bytes: number;
    key: string;
    scan: FileScan;
  },
): Promise<ImportDto> {
  const { scan } = upload;
  const coachUserId = caller.identity.userId;
  try {
    const signature = headerSignature(upload.kind, scan.headers);
    const saved = await rememberedMapping(deps.db, coachUserId, upload.kind, signature);
    const fitting = saved ? safeMapping(upload.kind, scan.headers, saved) : null;
    const mapping = fitting ?? detectMapping(upload.kind, scan.headers);
    const format: StoredFormat = { ...scan.format, dateOrders: scan.dateOrders };
    const preview = await previewOf(
      deps,
      { key: upload.key, kind: upload.kind, format, headers: scan.headers, rows: scan.rows },
      mapping,
    );
    const row = await createImportRecord(deps.db, {
      id: upload.id,
      coachUserId,
      kind: upload.kind,
      fileName: upload.fileName.slice(0, 255) || `import.${scan.format.type}`,
      fileKey: upload.key,
      fileBytes: upload.bytes,
      format: { ...format },
      headers: scan.headers,
      mapping,
      mappingRemembered: fitting !== null,
      preview,
      totalRows: scan.totalRows,
    });
    return toImportDto(row, deps.clock.now());
  } catch (error) {
    await deps.files.delete(upload.key).catch(() => undefined);
    throw error;
  }
}

/** A saved mapping that no longer fits the rules is not offered. */
function safeMapping(kind: ImportKind, headers: string[], mapping: ImportMapping) {
  try {
    return checkedMapping(kind, headers, mapping);
  } catch {
    return null;
  }
}

async function ownImport(deps: CrmDeps, caller: Caller, id: string): Promise<Import> {
  return visibleImport(caller, await findImport(deps.db, id));
}

export async function importOf(deps: CrmDeps, caller: Caller, id: string): Promise<ImportDto> {
  return toImportDto(await ownImport(deps, caller, id), deps.clock.now());
}

export async function importsList(deps: CrmDeps, caller: Caller): Promise<ImportList> {
  const now = deps.clock.now();
  const rows = await importsOf(deps.db, caller.identity.userId, LIST_LIMIT);
  return { items: rows.map((row) => toImportListItem(row, now)) };
}

/**
 * Coach only, before the import starts: her mapping (400 without email, or with one field twice),
 * the preview recomputed under it, and, if she asks, the mapping saved for files with these headers.
 */
export async function setImportMapping(
  deps: CrmDeps,
  caller: Caller,
  id: string,
  input: MappingRequest,
): Promise<ImportDto> {
  const row = await ownImport(deps, caller, id);
  if (row.status !== 'uploaded') throw conflict(IMPORT_MESSAGES.notStartable);
  const mapping = checkedMapping(row.kind, row.headers, input.mapping);
  const preview = await previewOf(
    deps,
    { key: row.fileKey!, kind: row.kind, format: formatOf(row), headers: row.headers },
    mapping,
  );
  if (input.remember)
    await rememberMapping(
      deps.db,
      row.coachUserId,
      row.kind,
      headerSignature(row.kind, row.headers),
      mapping,
    );
  const updated = await deps.db.$transaction(async (tx) => {
    const current = await lockImport(tx, id);
    if (current?.status !== 'uploaded') throw conflict(IMPORT_MESSAGES.notStartable);
    return updateImport(tx, id, { mapping, preview, mappingRemembered: input.remember });
  });
  return toImportDto(updated, deps.clock.now());
}

/**
 * Coach only: queues the import's job (once: its job id is the import's id). A file whose preview
 * found problems starts only when she accepts that those rows are rejected (409 otherwise).
 */
export async function startImport(
  deps: CrmDeps,
  caller: Caller,
  id: string,
  input: StartRequest,
): Promise<ImportDto> {
  await ownImport(deps, caller, id);
  const updated = await deps.db.$transaction(async (tx) => {
    const row = (await lockImport(tx, id))!;
    if (row.status !== 'uploaded') throw conflict(IMPORT_MESSAGES.notStartable);
    const { problemRows } = row.preview as unknown as ImportPreview;
    if (problemRows > 0 && !input.acceptProblems)
      throw new DomainError('CONFLICT', IMPORT_MESSAGES.problemsNotAccepted, { problemRows });
    const queued = await setImportStatus(tx, id, 'queued', {
      duplicates: input.duplicates,
      invite: row.kind === 'clients' && input.invite,
    });
    // Queued inside the transaction: if Redis refuses, the import stays as it was. A worker that
    // meets the job before the commit waits on this transaction's lock of the row (run.ts).
    await deps.imports.enqueue(id);
    return queued;
  });
  return toImportDto(updated, deps.clock.now());
}

/**
 * Coach only: an import not started is cancelled at once (its file deleted); a running one stops
 * after the batch in hand (`cancelling`, then `cancelled`), keeping the rows already written.
 */
export async function cancelImport(deps: CrmDeps, caller: Caller, id: string): Promise<ImportDto> {
  await ownImport(deps, caller, id);
  const now = deps.clock.now();
  const updated = await deps.db.$transaction(async (tx) => {
    const row = (await lockImport(tx, id))!;
    switch (row.status) {
      case 'uploaded':
        return setImportStatus(tx, id, 'cancelled', { finishedAt: now, fileKey: null });
      case 'queued':
      case 'running':
        return setImportStatus(tx, id, 'cancelling');
      case 'cancelling':
        return row;
      default:
        throw conflict(IMPORT_MESSAGES.notCancellable);
    }
  });
  if (updated.status === 'cancelled') await deps.files.deletePrefix(`imports/${id}`);
  return toImportDto(updated, now);
}
