import { extname } from 'node:path';
import type { ArchiveManifest } from '@wellness/contracts';
import type { FileStore } from '../files/file-store';
import { copyJsonLines, linesOf, loadJsonLines } from './load-table';
import { ident } from './sql';
import type { SqlRunner } from './sql';
import type { ArchiveEntity, ArchivePartService, ArchivePartSpec } from './types';
import { ArchiveReadError } from './zip-reader';
import type { ArchiveZipReader } from './zip-reader';

/** A service's database as a restore writes it: one connection, and what the service archives. */
export interface RestoreTarget {
  sql: SqlRunner;
  spec: ArchivePartSpec;
}

/** The system is not empty, and the restore was not told to replace what is there. */
export class RestoreRefusedError extends Error {
  constructor(readonly tables: string[]) {
    super(
      `The system is not empty (${tables.slice(0, 6).join(', ')}${tables.length > 6 ? ', …' : ''} hold rows): restore into an empty system, or give --force to replace everything in it`,
    );
    this.name = 'RestoreRefusedError';
  }
}

export interface RestoreSummary {
  rows: Record<string, number>;
  files: number;
}

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.pdf': 'application/pdf',
  '.json': 'application/json',
  '.jsonl': 'application/x-ndjson',
  '.csv': 'text/csv',
};

/** The newest manifest layout this restore reads. */
export const RESTORABLE_SCHEMA_VERSION = 1;

type Planned = { service: ArchivePartService; entity: ArchiveEntity; path: string; name: string };

/** Which entity of which service each manifest entity loads into, refusing ones nobody knows. */
function plan(manifest: ArchiveManifest, targets: Record<string, RestoreTarget>): Planned[] {
  if (manifest.schemaVersion > RESTORABLE_SCHEMA_VERSION)
    throw new ArchiveReadError(
      `This archive was made by a newer version (schema ${manifest.schemaVersion}): restore it with that version`,
    );
  if (manifest.kind !== 'backup')
    throw new ArchiveReadError(
      "This is a client's data export, not a backup: it cannot be restored",
    );
  return manifest.entities.map((item) => {
    const target = targets[item.service];
    const entity = target?.spec.entities.find(
      (e) => e.name === item.name && e.table === item.table,
    );
    if (!target || !entity)
      throw new ArchiveReadError(
        `The archive holds ${item.service}'s ${item.name}, which this version does not know`,
      );
    return {
      service: target.spec.service,
      entity,
      path: item.path,
      name: `${item.service}.${item.table}`,
    };
  });
}

/** The archived tables that hold rows (within their scope), as `service.table`. */
export async function nonEmptyTables(targets: Record<string, RestoreTarget>): Promise<string[]> {
  const found: string[] = [];
  for (const [service, { sql, spec }] of Object.entries(targets))
    for (const entity of spec.entities) {
      const [row] = await sql.query<{ has_rows: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM ${ident(entity.table)} ${entity.scope ? `WHERE ${entity.scope}` : ''}) AS has_rows`,
      );
      if (row.has_rows) found.push(`${service}.${entity.table}`);
    }
  return found;
}

/** Empties what a service archives (and what it derives from it), children first. */
async function clear(sql: SqlRunner, spec: ArchivePartSpec): Promise<void> {
  const whole = [
    ...spec.derived.map((d) => d.table),
    ...spec.entities.filter((e) => !e.scope).map((e) => e.table),
  ];
  // CASCADE: the rows that refer to them and are not archived (sessions of users) go too.
  if (whole.length) await sql.query(`TRUNCATE ${whole.map(ident).join(', ')} CASCADE`);
  for (const entity of [...spec.entities].reverse().filter((e) => e.scope))
    await sql.query(`DELETE FROM ${ident(entity.table)} WHERE ${entity.scope}`);
}

/**
 * Loads a verified archive (verifyArchive) into the services' databases and the file store: each
 * service's tables in the manifest's order, in one transaction per service, then its derived
 * tables rebuilt; then the files back at their keys. Refuses a system whose archived tables hold
 * rows, unless `force` (then they are emptied first).
 */
export async function restoreArchive(options: {
  zip: ArchiveZipReader;
  manifest: ArchiveManifest;
  targets: Record<string, RestoreTarget>;
  files: FileStore;
  force: boolean;
  onProgress?(message: string): void;
}): Promise<RestoreSummary> {
  const { zip, manifest, targets, files } = options;
  const planned = plan(manifest, targets);
  const occupied = await nonEmptyTables(targets);
  if (occupied.length && !options.force) throw new RestoreRefusedError(occupied);
  const rows: Record<string, number> = {};
  for (const [service, { sql, spec }] of Object.entries(targets)) {
    await sql.query('BEGIN');
    try {
      await clear(sql, spec);
      for (const item of planned.filter((p) => p.service === service)) {
        const { table } = item.entity;
        rows[item.name] = sql.pg
          ? await copyJsonLines(sql.pg, table, zip.open(item.path))
          : await loadJsonLines(sql, table, linesOf(zip.open(item.path)));
        options.onProgress?.(`${item.name}: ${rows[item.name]} rows`);
      }
      for (const derived of spec.derived) if (derived.rebuild) await sql.query(derived.rebuild);
      await sql.query('COMMIT');
    } catch (error) {
      await sql.query('ROLLBACK');
      throw error;
    }
  }
  for (const file of manifest.files) {
    const type = CONTENT_TYPES[extname(file.key).toLowerCase()] ?? 'application/octet-stream';
    await files.put(file.key, zip.open(file.path), { contentType: type });
  }
  options.onProgress?.(`${manifest.files.length} files`);
  return { rows, files: manifest.files.length };
}
