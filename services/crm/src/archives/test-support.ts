import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BlobReader, TextWriter, Uint8ArrayWriter, ZipReader, configure } from '@zip.js/zip.js';
import type { Entry, FileEntry } from '@zip.js/zip.js';
import type { EventPayload } from '@wellness/contracts';
import { consumeEvent, createEnvelope, createLogger, createRedis } from '@wellness/kit';
import type { Clock, Redis } from '@wellness/kit';
import { DiskFileStore } from '@wellness/kit/src/files';
import type { FileStore } from '@wellness/kit/src/files';
import { startCrm } from '../../test/harness';
import type { CrmHarness } from '../../test/harness';
import type { AssemblyDeps } from './assemble';
import { archiveEvents } from './events';
import { ArchiveQueue } from './jobs';
import { PART_SERVICES } from './request';
import { archiveSettings } from './settings';

configure({ useWebWorkers: false });

export const silentLog = createLogger('crm-archives-test', 'silent');

/** A clock the test moves. */
export function testClock(start = new Date()) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

export interface ArchiveStack {
  crm: CrmHarness;
  files: FileStore;
  redis: Redis;
  queue: ArchiveQueue;
  deps: AssemblyDeps;
  close(): Promise<void>;
}

/** crm on its own database, a file store in a temporary folder, and the archives queue. */
export async function startArchiveStack(
  clock: Clock,
  env: Record<string, string> = {},
): Promise<ArchiveStack> {
  const filesDir = mkdtempSync(join(tmpdir(), 'crm-archives-'));
  const crm = await startCrm({ FILES_DIR: filesDir, ...env }, clock);
  const files = new DiskFileStore(filesDir);
  const redis = createRedis(crm.config.REDIS_URL, { name: 'archives-test' });
  const queue = new ArchiveQueue(redis, crm.config.QUEUE_PREFIX);
  return {
    crm,
    files,
    redis,
    queue,
    deps: { db: crm.db, files, clock, archives: archiveSettings(crm.config) },
    close: async () => {
      await queue.queue.obliterate({ force: true });
      await queue.close();
      redis.disconnect();
      await crm.close();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

export const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

type Service = EventPayload<'archive.part_ready'>['service'];

export interface PartContent {
  entities?: { name: string; table?: string; rows: object[] }[];
  files?: { key: string; content: Buffer | string }[];
  error?: string | null;
}

/**
 * What another service does for its part (its writers are built elsewhere): JSON Lines files and
 * stored files in the file store, and the archive.part_ready payload describing them.
 */
export async function writePart(
  files: FileStore,
  archiveId: string,
  service: Service,
  content: PartContent = {},
): Promise<EventPayload<'archive.part_ready'>> {
  const entities = [];
  for (const entity of content.entities ?? [{ name: `${service}_things`, rows: [{ id: 1 }] }]) {
    const key = `archives/${archiveId}/${service}/${entity.name}.jsonl`;
    const body = Buffer.from(entity.rows.map((row) => `${JSON.stringify(row)}\n`).join(''));
    await files.put(key, body, { contentType: 'application/x-ndjson' });
    entities.push({
      name: entity.name,
      table: entity.table ?? entity.name,
      key,
      count: entity.rows.length,
      sha256: sha256(body),
      bytes: body.length,
    });
  }
  for (const file of content.files ?? [])
    await files.put(file.key, Buffer.from(file.content), { contentType: 'image/webp' });
  return {
    archiveId,
    service,
    entities,
    files: (content.files ?? []).map(({ key }) => ({ key })),
    error: content.error ?? null,
  };
}

/** Hands a part to crm's handler as the event consumer would. */
export async function deliverPart(stack: ArchiveStack, part: EventPayload<'archive.part_ready'>) {
  const envelope = createEnvelope('archive.part_ready', part, {
    correlationId: part.archiveId,
    actor: { service: part.service },
  });
  const handlers = archiveEvents({
    queue: stack.queue,
    files: stack.files,
    clock: stack.deps.clock,
  });
  return consumeEvent(envelope, stack.crm.db, handlers, silentLog);
}

/** Every service's part (a small one each, unless given), delivered. */
export async function deliverAllParts(
  stack: ArchiveStack,
  archiveId: string,
  contents: Partial<Record<Service, PartContent>> = {},
) {
  for (const service of PART_SERVICES as Service[])
    await deliverPart(stack, await writePart(stack.files, archiveId, service, contents[service]));
}

/** A ZIP read back: each entry's bytes (decrypted with the passphrase, when given). */
export async function readZip(bytes: Buffer, passphrase?: string) {
  const reader = new ZipReader(new BlobReader(new Blob([new Uint8Array(bytes)])), {
    ...(passphrase && { password: passphrase }),
  });
  const entries = (await reader.getEntries()).filter((e: Entry): e is FileEntry => !e.directory);
  const read = async (entry: FileEntry) => Buffer.from(await entry.getData(new Uint8ArrayWriter()));
  return {
    names: entries.map((entry) => entry.filename),
    encrypted: entries.every((entry) => entry.encrypted),
    async bytesOf(name: string) {
      const entry = entries.find((e) => e.filename === name);
      if (!entry) throw new Error(`No ${name} in the ZIP`);
      return read(entry);
    },
    async textOf(name: string) {
      const entry = entries.find((e) => e.filename === name);
      if (!entry) throw new Error(`No ${name} in the ZIP`);
      return entry.getData(new TextWriter());
    },
    close: () => reader.close(),
  };
}

/** A stored file's bytes (the tests' archives are small). */
export async function storedBytes(files: FileStore, key: string): Promise<Buffer> {
  const file = await files.get(key);
  if (!file) throw new Error(`No ${key} in the file store`);
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export const newId = () => randomUUID();
