import { Readable } from 'node:stream';
import { DATA_REQUEST_LIMITS, archiveManifestSchema } from '@wellness/contracts';
import type { ArchiveManifest } from '@wellness/contracts';
import { hashToken, newToken, recordEvent } from '@wellness/kit';
import type { Logger } from '@wellness/kit';
import type { FileStore } from '@wellness/kit/src/files';
import { writeArchiveZip } from '@wellness/kit/src/archives/zip';
import type { ArchiveZipEntry, WrittenZipEntry } from '@wellness/kit/src/archives/zip';
import type { CrmDeps } from '../deps';
import type { Tx } from '../db';
import type { ArchivePart } from '../generated/prisma/client';
import { findClient } from '../clients/repository';
import { settleExportRequests } from '../data-requests/repository';
import {
  backupsBeyond,
  expireArchives,
  findArchive,
  setArchiveStatus,
  setProgress,
} from './archive-repository';
import type { ArchiveRow } from './archive-repository';
import { failArchiveAndRequest } from './failure';
import type { PartEntity, PartFile } from './part-repository';
import { unsealPassphrase } from './passphrase';
import { GATHERING_SHARE } from './parts';
import { ProgressMeter } from './progress';
import { clientExportReadme } from './readme';
import { PART_SERVICES } from './request';
import { insertToken } from './token-repository';

export const MANIFEST_SCHEMA_VERSION = 1;
const COMMIT_WAIT_ATTEMPTS = 10;
const COMMIT_WAIT_MS = 200;

export type AssemblyDeps = Pick<CrmDeps, 'db' | 'files' | 'clock' | 'archives'>;
export type AssemblyOutcome = 'ready' | 'skipped';

/** Where an archive's ZIP is kept. */
export const archiveKey = (archiveId: string) => `archives/${archiveId}.zip`;

interface PlannedEntity extends PartEntity {
  service: string;
  path: string;
}
interface PlannedFile extends PartFile {
  path: string;
  size: number;
}

/** What goes into the ZIP, in order: each service's entities in its restore order, then files. */
async function plan(files: FileStore, parts: ArchivePart[], log: Logger) {
  const entities: PlannedEntity[] = [];
  const stored: PlannedFile[] = [];
  const seen = new Set<string>();
  for (const part of parts) {
    for (const entity of part.entities as PartEntity[])
      entities.push({
        ...entity,
        service: part.service,
        path: `data/${part.service}/${entity.name}.jsonl`,
      });
    for (const file of part.files as PartFile[]) {
      if (seen.has(file.key)) continue;
      seen.add(file.key);
      const info = await files.head(file.key);
      // Deleted since the part was written (a photo she removed): its record says so too, or soon will.
      if (!info) log.warn({ key: file.key }, 'an archived file is no longer in the store');
      else stored.push({ key: file.key, path: `files/${file.key}`, size: info.size });
    }
  }
  const totalBytes =
    entities.reduce((sum, e) => sum + e.bytes, 0) + stored.reduce((sum, f) => sum + f.size, 0);
  return { entities, files: stored, totalBytes };
}
type Plan = Awaited<ReturnType<typeof plan>>;

async function openStored(files: FileStore, key: string, what: string, meter: ProgressMeter) {
  const file = await files.get(key);
  if (!file) throw new Error(`${what} is missing from the file store (${key})`);
  return Readable.from(meter.counting(file.body));
}

async function* entriesOf(
  archive: ArchiveRow,
  parts: ArchivePart[],
  contents: Plan,
  files: FileStore,
  meter: ProgressMeter,
): AsyncGenerator<ArchiveZipEntry> {
  if (archive.kind === 'client_export')
    yield {
      path: 'README.txt',
      open: () => Buffer.from(clientExportReadme(parts, archive.createdAt, contents.files.length)),
    };
  for (const entity of contents.entities)
    yield {
      path: entity.path,
      open: () => openStored(files, entity.key, `The ${entity.service} ${entity.name} file`, meter),
    };
  for (const file of contents.files)
    yield { path: file.path, open: () => openStored(files, file.key, 'A stored file', meter) };
}

/**
 * The manifest, from what was written: every entity's bytes must be the ones its service reported
 * (SHA-256), or the archive is refused (a part damaged in the store would restore wrong).
 */
function manifestOf(
  archive: ArchiveRow,
  contents: Plan,
  written: WrittenZipEntry[],
  createdAt: Date,
): ArchiveManifest {
  const byPath = new Map(written.map((entry) => [entry.path, entry]));
  const entryOf = (path: string) => {
    const entry = byPath.get(path);
    if (!entry) throw new Error(`${path} was not written`);
    return entry;
  };
  return archiveManifestSchema.parse({
    schemaVersion: MANIFEST_SCHEMA_VERSION,
    kind: archive.kind,
    createdAt: createdAt.toISOString(),
    entities: contents.entities.map((entity) => {
      const entry = entryOf(entity.path);
      if (entry.sha256 !== entity.sha256 || entry.bytes !== entity.bytes)
        throw new Error(
          `The ${entity.service} ${entity.name} file changed after it was written (checksum mismatch)`,
        );
      return {
        service: entity.service,
        name: entity.name,
        table: entity.table,
        path: entity.path,
        count: entity.count,
        sha256: entry.sha256,
        bytes: entry.bytes,
      };
    }),
    files: contents.files.map((file) => {
      const entry = entryOf(file.path);
      return { key: file.key, path: file.path, sha256: entry.sha256, bytes: entry.bytes };
    }),
  });
}

/**
 * Rows per entity, for the coach's list. An entity of the same name in a later service is another
 * service's copy (checkin's and notification's clients: read models of crm's) and is not counted
 * again.
 */
function countsOf(manifest: ArchiveManifest): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const entity of manifest.entities) counts[entity.name] ??= entity.count;
  return counts;
}

/**
 * A client export is ready: her request done, her 24-hour link, and `data_export.ready`
 * (notification emails it).
 */
async function announceExport(deps: AssemblyDeps, tx: Tx, archive: ArchiveRow, now: Date) {
  const requestId = archive.dataRequestId!;
  await settleExportRequests(tx, [archive.id], 'done', now);
  const token = newToken();
  const expiresAt = new Date(now.getTime() + DATA_REQUEST_LIMITS.exportLinkTtlSeconds * 1000);
  await insertToken(tx, {
    tokenHash: hashToken(token),
    archiveId: archive.id,
    userId: null,
    reusable: true,
    expiresAt,
  });
  const client = await findClient(tx, archive.subjectClientId!);
  const firstName = client?.firstName || 'there';
  await recordEvent(
    tx,
    'data_export.ready',
    {
      requestId,
      clientId: archive.subjectClientId!,
      userId: archive.subjectUserId,
      email: client?.email ?? archive.subjectEmail!,
      firstName,
      lastName: client?.lastName || firstName,
      url: `${deps.archives.appUrl}/api/data-requests/${requestId}/download?token=${token}`,
      expiresAt: expiresAt.toISOString(),
    },
    { correlationId: archive.id, actor: { service: 'crm' } },
  );
}

/**
 * Streams an assembling archive's parts into one ZIP in the file store (never in memory), the
 * manifest last; marks it ready (a client export: her link and email); then deletes the part files
 * and the backups beyond the newest BACKUP_KEEP. Runs as a job: an archive still gathering throws
 * (the job retries: the last part's transaction may not have committed yet); one already done is
 * skipped.
 */
export async function assembleArchive(
  deps: AssemblyDeps,
  archiveId: string,
  log: Logger,
): Promise<AssemblyOutcome> {
  const archive = await committedArchive(deps, archiveId);
  if (archive?.status === 'gathering')
    throw new Error(`Archive ${archiveId} is still waiting for parts`);
  if (archive?.status !== 'assembling') return 'skipped';
  const order = (part: ArchivePart) => PART_SERVICES.indexOf(part.service);
  const parts = [...archive.parts].sort((a, b) => order(a) - order(b));
  const contents = await plan(deps.files, parts, log);
  const meter = new ProgressMeter(contents.totalBytes, (done) =>
    setProgress(deps.db, archiveId, GATHERING_SHARE + (1 - GATHERING_SHARE) * done * 0.99),
  );
  const createdAt = deps.clock.now();
  let manifest: ArchiveManifest | undefined;
  const key = archiveKey(archiveId);
  const { file } = await writeArchiveZip(deps.files, key, {
    entries: entriesOf(archive, parts, contents, deps.files, meter),
    passphrase: archive.sealedPassphrase
      ? unsealPassphrase(deps.archives.sealKey, archive.sealedPassphrase)
      : null,
    manifest: (written) => {
      manifest = manifestOf(archive, contents, written, createdAt);
      return JSON.stringify(manifest, null, 2);
    },
  });
  await meter.flush();
  const now = deps.clock.now();
  const expired = await deps.db.$transaction(async (tx) => {
    const marked = await setArchiveStatus(tx, archiveId, ['assembling'], {
      status: 'ready',
      progress: 1,
      fileKey: key,
      bytes: BigInt(file.size),
      counts: countsOf(manifest!),
      sealedPassphrase: null,
      completedAt: now,
    });
    if (!marked) return null;
    if (archive.kind === 'client_export') await announceExport(deps, tx, archive, now);
    const beyond = archive.kind === 'backup' ? await backupsBeyond(tx, deps.archives.keep) : [];
    await expireArchives(
      tx,
      beyond.map((b) => b.id),
    );
    return beyond;
  });
  if (!expired) {
    // Failed meanwhile (say, timed out): its ZIP goes.
    await deps.files.delete(key);
    return 'skipped';
  }
  await deleteQuietly(log, () => deps.files.deletePrefix(`archives/${archiveId}`));
  for (const old of expired)
    if (old.fileKey) await deleteQuietly(log, () => deps.files.delete(old.fileKey!));
  log.info({ archiveId, bytes: file.size, expired: expired.length }, 'archive ready');
  return 'ready';
}

/**
 * The archive, once the transaction of its last part has committed: the job is enqueued inside
 * that transaction, so it may start a moment before the commit (a longer wait: the job retries).
 */
async function committedArchive(deps: AssemblyDeps, archiveId: string) {
  for (let attempt = 0; ; attempt++) {
    const archive = await findArchive(deps.db, archiveId);
    if (archive?.status !== 'gathering' || attempt === COMMIT_WAIT_ATTEMPTS) return archive;
    await new Promise((resolve) => setTimeout(resolve, COMMIT_WAIT_MS));
  }
}

/** An archive whose assembly has failed for good: failed (with its export request), files deleted. */
export async function abandonArchive(
  deps: AssemblyDeps,
  archiveId: string,
  reason: string,
  log: Logger,
): Promise<void> {
  await deps.db.$transaction((tx) =>
    failArchiveAndRequest(
      tx,
      archiveId,
      `The archive could not be made: ${reason}`,
      deps.clock.now(),
    ),
  );
  await deleteQuietly(log, () => deps.files.deletePrefix(`archives/${archiveId}`));
  await deleteQuietly(log, () => deps.files.delete(archiveKey(archiveId)));
}

/** Files left behind are a cost, not a fault: logged, never failing what has been done. */
async function deleteQuietly(log: Logger, remove: () => Promise<void>) {
  try {
    await remove();
  } catch (error) {
    log.warn({ err: error }, 'could not delete archive files');
  }
}
