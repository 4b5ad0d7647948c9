import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import type { ArchiveManifest } from '@wellness/contracts';
import { DEMO_COACH, DEMO_PASSWORD } from '@wellness/kit';
import {
  ArchiveTamperedError,
  RestoreRefusedError,
  nonEmptyTables,
  openArchiveZip,
  restoreArchive,
  verifyArchive,
} from '@wellness/kit/src/archives/zip';
import { DiskFileStore } from '@wellness/kit/src/files';
import { startAuthOn } from '../services/auth/test/harness';
import {
  assembleZip,
  createSystem,
  restoreTargets,
  seedSystem,
  writeParts,
} from './support/archives';
import type { ArchiveSystem } from './support/archives';

// Seeding four services (each seed a process of its own) and writing, zipping and loading them
// again and again takes a while, minutes on a busy machine.
jest.setTimeout(600_000);

const dir = mkdtempSync(join(tmpdir(), 'round-trip-'));
const PASSPHRASE = 'a long and secret passphrase';
let source: ArchiveSystem;
let restored: ArchiveSystem;

function newSystem(name: string) {
  const filesDir = join(dir, name);
  return createSystem(new DiskFileStore(filesDir), filesDir);
}

/** A backup of the system: every service's part, zipped (encrypted) as crm assembles it. */
async function backUp(
  system: ArchiveSystem,
  file: string,
  change?: (path: string, bytes: Buffer) => Buffer,
) {
  const archiveId = randomUUID();
  const parts = await writeParts(system, { archiveId, kind: 'backup', subject: null });
  expect(parts.map((part) => [part.service, part.error])).toEqual([
    ['auth', null],
    ['crm', null],
    ['checkin', null],
    ['notification', null],
  ]);
  return assembleZip(system.files, parts, join(dir, file), { passphrase: PASSPHRASE, change });
}

async function restore(system: ArchiveSystem, file: string, force = false) {
  const zip = await openArchiveZip(join(dir, file), PASSPHRASE);
  const { targets, close } = await restoreTargets(system);
  try {
    const manifest = await verifyArchive(zip);
    return await restoreArchive({ zip, manifest, targets, files: system.files, force });
  } finally {
    await close();
    await zip.close();
  }
}

/** What must be equal between two backups of the same data: all but when each was made. */
const contentsOf = (manifest: ArchiveManifest) => ({
  entities: manifest.entities.map(({ service, name, count, sha256, bytes }) => ({
    service,
    name,
    count,
    sha256,
    bytes,
  })),
  files: manifest.files.map(({ key, sha256, bytes }) => ({ key, sha256, bytes })),
});

async function usersOf(url: string) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query('SELECT id, email, password_hash FROM users ORDER BY id')).rows;
  } finally {
    await client.end();
  }
}

/** A message attachment and its file (the demo seed sends none). */
async function attachFile(system: ArchiveSystem) {
  const id = randomUUID();
  const client = new Client({ connectionString: system.databases.notification.url });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO attachments (id, uploader_user_id, kind, name, size) VALUES ($1, $2, 'pdf', 'plan.pdf', 4)`,
      [id, DEMO_COACH.userId],
    );
  } finally {
    await client.end();
  }
  await system.files.put(`attachments/${id}/plan.pdf`, Buffer.from('%PDF'), {
    contentType: 'application/pdf',
  });
}

let first: ArchiveManifest;

beforeAll(async () => {
  [source, restored] = await Promise.all([newSystem('source'), newSystem('restored')]);
  await seedSystem(source);
  await attachFile(source);
  first = await backUp(source, 'first.zip');
});

afterAll(async () => {
  await Promise.all([source?.drop(), restored?.drop()]);
  await rm(dir, { recursive: true, force: true });
});

describe('backup → restore → backup', () => {
  it('restores into fresh databases and file store, and a second backup has an equal manifest', async () => {
    const count = (name: string) => first.entities.find((e) => e.name === name)?.count;
    expect(count('users')).toBeGreaterThan(3);
    expect(count('checkins')).toBeGreaterThan(10);
    expect(first.files.filter((f) => f.key.startsWith('photos/')).length).toBeGreaterThan(0);
    expect(first.files.filter((f) => f.key.startsWith('attachments/'))).toHaveLength(1);

    const summary = await restore(restored, 'first.zip');
    expect(summary.files).toBe(first.files.length);

    const second = await backUp(restored, 'second.zip');
    expect(contentsOf(second)).toEqual(contentsOf(first));
  });

  it('keeps the password hashes, so the restored system signs in', async () => {
    const before = await usersOf(source.databases.auth.url);
    expect(await usersOf(restored.databases.auth.url)).toEqual(before);
    expect(
      before.every(
        (user) => user.password_hash === null || /^\$argon2id\$/.test(user.password_hash),
      ),
    ).toBe(true);

    const auth = await startAuthOn(restored.databases.auth.url);
    try {
      await request(auth.app)
        .post('/api/auth/login')
        .send({ email: DEMO_COACH.email, password: DEMO_PASSWORD })
        .expect(200);
    } finally {
      await auth.close();
    }
  });

  it('refuses a non-empty system unless forced, then replaces what it holds', async () => {
    await expect(restore(restored, 'first.zip')).rejects.toThrow(RestoreRefusedError);
    await expect(restore(restored, 'first.zip')).rejects.toThrow(/--force/);
    await restore(restored, 'first.zip', true);
    const third = await backUp(restored, 'third.zip');
    expect(contentsOf(third)).toEqual(contentsOf(first));
  });

  it('refuses a tampered archive before writing anything', async () => {
    const target = await newSystem('tampered');
    try {
      await backUp(source, 'tampered.zip', (path, bytes) =>
        path === 'data/crm/clients.jsonl'
          ? Buffer.from(bytes.toString().replace('Emma', 'Emms'))
          : bytes,
      );
      const error = await restore(target, 'tampered.zip').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ArchiveTamperedError);
      expect((error as Error).message).toContain(
        'data/crm/clients.jsonl: its SHA-256 does not match the manifest',
      );
      const { targets, close } = await restoreTargets(target);
      try {
        expect(await nonEmptyTables(targets)).toEqual([]);
      } finally {
        await close();
      }
      expect(await target.files.list('photos')).toEqual([]);
    } finally {
      await target.drop();
    }
  });
});
