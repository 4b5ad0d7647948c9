import { inPoolTransaction, pgRawSql } from '@wellness/kit';
import type { Clock, EventContext, Logger } from '@wellness/kit';
import type { FileStore } from '@wellness/kit/src/files';
import type { Db } from '../db';
import type { Import } from '../generated/prisma/client';
import { fullName } from '../people';
import { findTeamMemberByUserId } from '../team/repository';
import { countOutcomes, planRows } from './batch-plan';
import type { PlannedRow, RowOutcome } from './batch-plan';
import { writeClientBatch } from './client-batch';
import type { BatchImport } from './client-batch';
import { writeLeadBatch } from './lead-batch';
import type { FileRow } from './parse/rows';
import type { RowReading } from './records';
import {
  advanceCheckpoint,
  findImport,
  lockImport,
  lockImportProgress,
  setImportStatus,
} from './repository';
import { recordImportRows } from './row-repository';
import { openStoredRows } from './stored-file';
import { formatOf } from './view';

export interface ImportJobDeps {
  db: Db;
  files: FileStore;
  clock: Clock;
  log: Logger;
  /** Rows per transaction (tests make it small to stop a job between batches). */
  batchRows?: number;
}

/** Rows per batch at most: each batch is one transaction and one checkpoint. */
export const BATCH_ROWS = 1000;
/** A batch is written when it is this old even if not full, so progress moves at least every second. */
const BATCH_MAX_MS = 500;
/** A batch that took longer than this makes the next one half as big (a busy database). */
const SLOW_BATCH_MS = 700;
const MIN_BATCH_ROWS = 25;
const FINISHED = new Set(['done', 'cancelled', 'failed']);

/** Another worker has moved the import on (a job taken over while its first worker still ran). */
export class CheckpointMovedError extends Error {}

const readingOf = (row: Import): RowReading => {
  const format = formatOf(row);
  return {
    kind: row.kind,
    type: format.type,
    headerLength: row.headers.length,
    mapping: row.mapping as RowReading['mapping'],
    dateOrders: format.dateOrders,
  };
};

/**
 * Runs an import from its checkpoint: reads its file again as a stream, skips the rows already
 * written, and writes the rest in batches, each in one transaction with its records, their events,
 * its import_rows and the checkpoint, so a worker killed at any moment loses or doubles nothing.
 * Stops after the batch in hand when the coach cancels. Answers the import's final status.
 */
export async function runImport(deps: ImportJobDeps, importId: string): Promise<string> {
  const row = await takeImport(deps, importId);
  if (!row) return 'missing';
  if (FINISHED.has(row.status)) return row.status;
  // Only when the start request's transaction rolled back after queueing the job.
  if (row.status === 'uploaded') throw new Error('the import is not queued yet');
  if (row.status === 'cancelling') return finish(deps, row.id, 'cancelled');

  const member = await findTeamMemberByUserId(deps.db, row.coachUserId);
  const batchImport: BatchImport = {
    id: row.id,
    coachUserId: row.coachUserId,
    fileName: row.fileName,
    duplicates: row.duplicates,
    invite: row.invite,
    actor: { userId: row.coachUserId, name: member ? fullName(member) : 'Coach' },
  };
  const context: EventContext = {
    correlationId: `import-${row.id}`,
    actor: { userId: row.coachUserId, role: 'coach' },
  };
  const reading = readingOf(row);
  const maxBatchRows = deps.batchRows ?? BATCH_ROWS;
  const { rows } = await openStoredRows(deps.files, row.fileKey, reading.type);
  let checkpoint = row.checkpointRow;
  let batch: FileRow[] = [];
  let batchStarted = Date.now();
  let batchSize = maxBatchRows;
  const write = async (rows: FileRow[], planned: PlannedRow[]) => {
    const started = Date.now();
    const written = await writeBatch(
      deps,
      batchImport,
      reading,
      planned,
      rows,
      checkpoint,
      context,
    );
    if (written) checkpoint = rows[rows.length - 1]!.row;
    // Progress must move at least every second: smaller batches while the database is slow.
    const took = Date.now() - started;
    if (took > SLOW_BATCH_MS)
      batchSize = Math.max(Math.min(MIN_BATCH_ROWS, maxBatchRows), Math.floor(batchSize / 2));
    else if (took < SLOW_BATCH_MS / 3) batchSize = Math.min(maxBatchRows, batchSize * 2);
    return written;
  };
  // The batch being written while the next one is read and checked: the file's parsing and the
  // rows' checks overlap the database's work. Batches are still written one after another.
  let writing: Promise<boolean> = Promise.resolve(true);
  /** Hands the batch read so far to be written once the one before is; false: cancelled. */
  const flush = async () => {
    const rows = batch;
    const planned = planRows(reading, rows);
    batch = [];
    if (!(await writing)) return false;
    writing = write(rows, planned);
    // Its failure is met where `writing` is awaited next; not an unhandled rejection meanwhile.
    writing.catch(() => undefined);
    batchStarted = Date.now();
    return true;
  };

  try {
    for await (const fileRow of rows) {
      if (fileRow.row <= row.checkpointRow) continue;
      batch.push(fileRow);
      if (batch.length >= batchSize || Date.now() - batchStarted >= BATCH_MAX_MS)
        if (!(await flush())) return await finish(deps, row.id, 'cancelled');
    }
    if (batch.length && !(await flush())) return await finish(deps, row.id, 'cancelled');
    if (!(await writing)) return await finish(deps, row.id, 'cancelled');
  } finally {
    await writing.catch(() => undefined);
    await rows.return(undefined);
  }
  return finish(deps, row.id, 'done');
}

/**
 * The import, a queued one marked running. Its row is locked first: the start request queues the
 * job inside its transaction, which holds that lock, so a job met before the commit waits for it
 * here (milliseconds) instead of failing an attempt and waiting for the retry's backoff.
 */
function takeImport(deps: ImportJobDeps, importId: string): Promise<Import | null> {
  return deps.db.$transaction(async (tx) => {
    const row = await lockImport(tx, importId);
    if (row?.status !== 'queued') return row;
    return setImportStatus(tx, row.id, 'running', { startedAt: row.startedAt ?? deps.clock.now() });
  });
}

/**
 * One batch in one transaction; false (nothing written) when the coach has cancelled. The import's
 * row is locked first and its checkpoint must be where this worker left it. On a hot-path pool, as
 * a batch is a few statements with a JSON parameter of a thousand rows each, which Prisma would
 * compile and copy several times over; one that plans each statement with its values, as the
 * tables a batch reads grow while the job runs (a plan made for the empty table would scan it).
 */
async function writeBatch(
  deps: ImportJobDeps,
  batchImport: BatchImport,
  reading: RowReading,
  planned: PlannedRow[],
  rows: FileRow[],
  checkpoint: number,
  context: EventContext,
): Promise<boolean> {
  return inPoolTransaction(deps.db.perCallPlanPool, async (connection) => {
    const tx = pgRawSql(connection);
    const current = (await lockImportProgress(tx, batchImport.id))!;
    if (current.status === 'cancelling') return false;
    if (current.checkpointRow !== checkpoint)
      throw new CheckpointMovedError(`import ${batchImport.id} was moved on by another worker`);
    const write = reading.kind === 'clients' ? writeClientBatch : writeLeadBatch;
    const outcomes: RowOutcome[] = await write(tx, batchImport, planned, context);
    await recordImportRows(
      tx,
      outcomes.map((o) => ({
        importId: batchImport.id,
        rowNumber: o.row,
        outcome: o.outcome,
        recordId: o.recordId,
        reason: o.reason,
        cells: o.cells ?? [],
      })),
    );
    await advanceCheckpoint(tx, batchImport.id, {
      lastRow: rows[rows.length - 1]!.row,
      rows: rows.length,
      ...countOutcomes(outcomes),
    });
    return true;
  });
}

/** The import's end: its status, and its file deleted (import_rows keep what the coach needs). */
async function finish(
  deps: ImportJobDeps,
  id: string,
  status: 'done' | 'cancelled' | 'failed',
  error?: string,
) {
  await setImportStatus(deps.db, id, status, {
    finishedAt: deps.clock.now(),
    fileKey: null,
    ...(error ? { error } : {}),
  });
  await deps.files.deletePrefix(`imports/${id}`);
  return status;
}

/** After the job's last attempt: the import failed, and says how far it got. */
export async function failImport(deps: ImportJobDeps, id: string): Promise<void> {
  const row = await findImport(deps.db, id);
  if (!row || FINISHED.has(row.status)) return;
  await finish(
    deps,
    id,
    'failed',
    `The import stopped after ${row.rowsDone} of ${row.totalRows} rows, which are kept. Import the rest again: rows already in are skipped.`,
  );
}
