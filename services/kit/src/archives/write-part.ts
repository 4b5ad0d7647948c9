import type { PoolClient } from 'pg';
import type { FileStore } from '../files/file-store';
import { entityQuery, writeEntityFile } from './dump-table';
import type { ArchiveScope } from './dump-table';
import { pgRunner, prismaRunner } from './sql';
import type { RawSqlExecutor } from '../events/outbox';
import type { PrismaRawSql, SqlRunner } from './sql';
import type { ArchivePartEntity, ArchivePartSpec } from './types';

/** How long a part may take (520,000 check-ins take seconds; a slow S3 store, longer). */
const PART_TIMEOUT_MS = 30 * 60_000;

/**
 * A service's Prisma client, as far as writing its part goes. With its pool of node-postgres
 * connections beside it (withHotPathPool), the part is read on one of those, whole tables by COPY.
 */
export interface ArchivePartDb {
  $transaction<R>(
    fn: (tx: PrismaRawSql & RawSqlExecutor) => Promise<R>,
    options?: { maxWait?: number; timeout?: number; isolationLevel?: 'RepeatableRead' },
  ): Promise<R>;
  readonly pool?: { connect(): Promise<PoolClient> };
}

/** Runs `read` in one repeatable-read snapshot, on a pooled pg connection when there is one. */
async function inSnapshot<R>(db: ArchivePartDb, read: (sql: SqlRunner) => Promise<R>): Promise<R> {
  if (!db.pool)
    return db.$transaction((tx) => read(prismaRunner(tx)), {
      isolationLevel: 'RepeatableRead',
      timeout: PART_TIMEOUT_MS,
      maxWait: 10_000,
    });
  const client = await db.pool.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const result = await read(pgRunner(client));
    await client.query('COMMIT');
    client.release();
    return result;
  } catch (error) {
    // Closed, not given back: it may be mid-COPY (closing it ends the transaction).
    client.release(true);
    throw error;
  }
}

/** The keys of the stored files (photos, attachments) a part carries, read in the part's snapshot. */
export type StoredFileKeys = (context: {
  sql: SqlRunner;
  files: FileStore;
  scope: ArchiveScope;
}) => Promise<string[]>;

export interface WrittenPart {
  entities: ArchivePartEntity[];
  files: { key: string }[];
}

/** Where a part's entity goes in the file store (crm's assembly reads it from there). */
export const partEntityKey = (archiveId: string, service: string, entity: string) =>
  `archives/${archiveId}/${service}/${entity}.jsonl`;

/**
 * Writes a service's part of an archive: each entity as JSON Lines into the file store, all read in
 * one repeatable-read snapshot (the part is as the data was at one moment, foreign keys whole),
 * and lists the stored files it carries.
 */
export async function writeArchivePart(options: {
  db: ArchivePartDb;
  files: FileStore;
  spec: ArchivePartSpec;
  archiveId: string;
  scope: ArchiveScope;
  storedFiles?: StoredFileKeys;
}): Promise<WrittenPart> {
  const { spec, files, scope } = options;
  return inSnapshot(options.db, async (sql) => {
    const entities: ArchivePartEntity[] = [];
    for (const entity of spec.entities) {
      const query = await entityQuery(sql, entity, scope);
      if (!query) continue;
      const key = partEntityKey(options.archiveId, spec.service, entity.name);
      const digest = await writeEntityFile(sql, files, key, query);
      entities.push({ name: entity.name, table: entity.table, key, ...digest });
    }
    const keys = options.storedFiles ? await options.storedFiles({ sql, files, scope }) : [];
    return { entities, files: keys.map((key) => ({ key })) };
  });
}
