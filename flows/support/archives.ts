import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { Client } from 'pg';
import type { ArchiveManifest, EventPayload, ServiceName } from '@wellness/contracts';
import { consumeEvent, createEnvelope, createLogger, pgRunner } from '@wellness/kit';
import type { ArchivePartDeps, ArchivePartSpec, EventHandlers } from '@wellness/kit';
import { archiveZip } from '@wellness/kit/src/archives/zip';
import type { ArchiveZipEntry, RestoreTarget } from '@wellness/kit/src/archives/zip';
import type { FileStore } from '@wellness/kit/src/files';
import { createTestDatabase, outboxPayloads, testServiceEnv } from '@wellness/kit/src/testing';
import type { TestDatabase } from '@wellness/kit/src/testing';
// Each service is reached through its public faces: its seed, its database, its events.
import { archivePartEventsOf as authPart } from '../../services/auth/src/archive-part/events';
import { authArchive } from '../../services/auth/src/archive-part/entities';
import { createDb as createAuthDb } from '../../services/auth/src/db';
import { archivePartEventsOf as checkinPart } from '../../services/checkin/src/archive-part/events';
import { checkinArchive } from '../../services/checkin/src/archive-part/entities';
import { createDb as createCheckinDb } from '../../services/checkin/src/db';
import { archivePartEventsOf as crmPart } from '../../services/crm/src/archive-part/events';
import { crmArchive } from '../../services/crm/src/archive-part/entities';
import { createDb as createCrmDb } from '../../services/crm/src/db';
import { archivePartEventsOf as notificationPart } from '../../services/notification/src/archive-part/events';
import { notificationArchive } from '../../services/notification/src/archive-part/entities';
import { createDb as createNotificationDb } from '../../services/notification/src/db';

type ArchivingService = Exclude<ServiceName, 'gateway'>;
const run = promisify(execFile);
const log = createLogger('flows-archives', 'silent');

interface PartWriter {
  db: ArchivePartDeps['db'] & { $disconnect(): Promise<void> };
  handlers: (deps: ArchivePartDeps) => EventHandlers<never>;
  spec: ArchivePartSpec;
}

const SERVICES: Record<
  ArchivingService,
  Omit<PartWriter, 'db'> & { createDb(url: string): PartWriter['db'] }
> = {
  auth: { createDb: createAuthDb, handlers: authPart as PartWriter['handlers'], spec: authArchive },
  crm: { createDb: createCrmDb, handlers: crmPart as PartWriter['handlers'], spec: crmArchive },
  checkin: {
    createDb: createCheckinDb,
    handlers: checkinPart as PartWriter['handlers'],
    spec: checkinArchive,
  },
  notification: {
    createDb: createNotificationDb,
    handlers: notificationPart as PartWriter['handlers'],
    spec: notificationArchive,
  },
};
export const ARCHIVING_SERVICES = Object.keys(SERVICES) as ArchivingService[];

/** One system: a fresh, migrated database per service, and a file store. */
export interface ArchiveSystem {
  databases: Record<ArchivingService, TestDatabase>;
  files: FileStore;
  filesDir: string;
  drop(): Promise<void>;
}

export async function createSystem(files: FileStore, filesDir: string): Promise<ArchiveSystem> {
  const databases = Object.fromEntries(
    await Promise.all(ARCHIVING_SERVICES.map(async (svc) => [svc, await createTestDatabase(svc)])),
  ) as Record<ArchivingService, TestDatabase>;
  return {
    databases,
    files,
    filesDir,
    drop: async () => {
      await Promise.all(Object.values(databases).map((db) => db.drop()));
    },
  };
}

/** Every service's demo seed (what `npm start` loads), side by side, photos into the file store. */
export async function seedSystem(system: ArchiveSystem): Promise<void> {
  await Promise.all(
    ARCHIVING_SERVICES.map((svc) =>
      run(process.execPath, ['--import', 'tsx', `services/${svc}/src/seed.ts`], {
        env: {
          ...process.env,
          ...testServiceEnv(svc, system.databases[svc].url, { FILES_DIR: system.filesDir }),
        } as NodeJS.ProcessEnv,
      }),
    ),
  );
}

/**
 * What crm's archive.requested sets off: every service writes its part, answering with
 * `archive.part_ready` in its outbox. Returns the parts in service order.
 */
export async function writeParts(
  system: ArchiveSystem,
  request: EventPayload<'archive.requested'>,
): Promise<EventPayload<'archive.part_ready'>[]> {
  const envelope = createEnvelope('archive.requested', request, {
    correlationId: randomUUID(),
    actor: { service: 'crm' },
  });
  const parts = [];
  for (const svc of ARCHIVING_SERVICES) {
    const service = SERVICES[svc];
    const db = service.createDb(system.databases[svc].url);
    try {
      const handlers = service.handlers({ db, files: system.files });
      await consumeEvent(envelope, db as never, handlers, log);
      const answers = await outboxPayloads(db as never, 'archive.part_ready');
      parts.push(answers.find((part) => part.archiveId === request.archiveId)!);
    } finally {
      await db.$disconnect();
    }
  }
  return parts;
}

/** The ZIP as crm's assembly lays it out: data/<service>/<entity>.jsonl, files/<key>, manifest last. */
export async function assembleZip(
  files: FileStore,
  parts: EventPayload<'archive.part_ready'>[],
  file: string,
  options: { passphrase?: string; change?: (path: string, bytes: Buffer) => Buffer } = {},
): Promise<ArchiveManifest> {
  const open = async (key: string, path: string) => {
    const stored = await files.get(key);
    if (!stored) throw new Error(`${key} is not in the store`);
    if (!options.change) return stored.body;
    const chunks: Buffer[] = [];
    for await (const chunk of stored.body) chunks.push(chunk as Buffer);
    return options.change(path, Buffer.concat(chunks));
  };
  const entities = parts.flatMap((part) =>
    part.entities.map((entity) => ({
      ...entity,
      service: part.service,
      path: `data/${part.service}/${entity.name}.jsonl`,
    })),
  );
  const stored = parts.flatMap((part) =>
    part.files.map(({ key }) => ({ key, path: `files/${key}` })),
  );
  const entries: ArchiveZipEntry[] = [
    ...entities.map((e) => ({ path: e.path, open: () => open(e.key, e.path) })),
    ...stored.map((f) => ({ path: f.path, open: () => open(f.key, f.path) })),
  ];
  let manifest: ArchiveManifest | null = null;
  const zip = archiveZip({
    entries,
    passphrase: options.passphrase,
    manifest: (written) => {
      const byPath = new Map(written.map((entry) => [entry.path, entry]));
      manifest = {
        schemaVersion: 1,
        kind: 'backup',
        createdAt: new Date().toISOString(),
        // A changed entry keeps what its service reported: the archive then lies about it.
        entities: entities.map((e) => ({
          service: e.service,
          name: e.name,
          table: e.table,
          path: e.path,
          count: e.count,
          sha256: e.sha256,
          bytes: e.bytes,
        })),
        files: stored.map((f) => ({
          ...f,
          sha256: byPath.get(f.path)!.sha256,
          bytes: byPath.get(f.path)!.bytes,
        })),
      };
      return JSON.stringify(manifest);
    },
  });
  await Promise.all([pipeline(zip.stream, createWriteStream(file)), zip.done]);
  return manifest!;
}

/** The restore's view of a system: a connection per service database, and what each archives. */
export async function restoreTargets(
  system: ArchiveSystem,
): Promise<{ targets: Record<string, RestoreTarget>; close(): Promise<void> }> {
  const clients: Client[] = [];
  const targets: Record<string, RestoreTarget> = {};
  for (const svc of ARCHIVING_SERVICES) {
    const client = new Client({ connectionString: system.databases[svc].url });
    await client.connect();
    clients.push(client);
    targets[svc] = { sql: pgRunner(client), spec: SERVICES[svc].spec };
  }
  return { targets, close: async () => void (await Promise.all(clients.map((c) => c.end()))) };
}

export const zipPath = (dir: string, name: string) => join(dir, name);
