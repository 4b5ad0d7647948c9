import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import type { EventPayload, ServiceName } from '@wellness/contracts';
import { consumeEvent } from '../events/consumer';
import type { EventHandlers, TransactionRunner } from '../events/consumer';
import { createEnvelope } from '../events/envelope';
import type { RawSqlExecutor } from '../events/outbox';
import { createLogger } from '../logger';
import type { FileStore } from '../files/file-store';
import { testServiceEnv } from '../testing/infrastructure';
import { outboxPayloads } from '../testing/outbox';
import type { OutboxReader } from '../testing/outbox';
import type { PrismaRawSql } from './sql';
import type { ArchivePartSpec, ArchiveSubject } from './types';

const REPO_ROOT = resolve(__dirname, '../../../..');
const run = promisify(execFile);

/** A demo seed runs as a process of its own (as `npm start` runs it): seconds, a minute when busy. */
export const SEED_TIMEOUT_MS = 180_000;

/** Runs a service's demo seed (what `npm start` loads) on a test database and file store. */
export async function seedDemo(
  service: ServiceName,
  databaseUrl: string,
  filesDir: string,
): Promise<void> {
  await run(process.execPath, ['--import', 'tsx', `services/${service}/src/seed.ts`], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ...testServiceEnv(service, databaseUrl, { FILES_DIR: filesDir }),
    } as NodeJS.ProcessEnv,
  });
}

/** crm's request for a backup (no subject) or for a client's export. */
export function archiveRequested(subject: ArchiveSubject | null = null) {
  return createEnvelope(
    'archive.requested',
    { archiveId: randomUUID(), kind: subject ? 'client_export' : 'backup', subject },
    { correlationId: randomUUID(), actor: { service: 'crm' } },
  );
}

/**
 * A service's answer to crm's request, as its worker gives it: its handlers process the event, and
 * the `archive.part_ready` it recorded for that archive.
 */
export async function partAnswering<Tx extends RawSqlExecutor>(
  request: ReturnType<typeof archiveRequested>,
  db: TransactionRunner<Tx> & OutboxReader,
  handlers: EventHandlers<Tx>,
) {
  const outcome = await consumeEvent(request, db, handlers, createLogger('archive-test', 'silent'));
  if (outcome !== 'processed') throw new Error(`archive.requested was ${outcome}, not processed`);
  const parts = await outboxPayloads(db, 'archive.part_ready');
  return parts.find((part) => part.archiveId === request.payload.archiveId)!;
}

/** The rows of one entity of a part, as written. */
export async function partRows(
  files: FileStore,
  part: EventPayload<'archive.part_ready'>,
  name: string,
): Promise<Record<string, unknown>[]> {
  const entity = part.entities.find((e) => e.name === name);
  if (!entity) throw new Error(`The part has no ${name}`);
  const stored = await files.get(entity.key);
  const chunks: Buffer[] = [];
  for await (const chunk of stored!.body) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text
    ? text
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line))
    : [];
}

/**
 * The service's tables that its archive spec neither archives, derives nor leaves out on purpose:
 * a new table must be placed in one of the three (and a restore test then covers it).
 */
export async function unclassifiedTables(
  db: PrismaRawSql,
  spec: ArchivePartSpec,
): Promise<string[]> {
  const known = new Set([
    '_prisma_migrations',
    ...spec.entities.map((e) => e.table),
    ...spec.derived.map((d) => d.table),
    ...spec.notArchived.map((n) => n.table),
  ]);
  const tables = await db.$queryRawUnsafe<{ name: string }[]>(
    `SELECT table_name::text AS name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  return tables.map((t) => t.name).filter((name) => !known.has(name));
}
