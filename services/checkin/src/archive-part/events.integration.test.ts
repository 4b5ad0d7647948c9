import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_CLIENTS } from '@wellness/kit';
import {
  SEED_TIMEOUT_MS,
  archiveRequested,
  partAnswering,
  partRows,
  seedDemo,
  unclassifiedTables,
} from '@wellness/kit/src/archives/testing';
import { DiskFileStore } from '@wellness/kit/src/files';
import { createTestDatabase } from '@wellness/kit/src/testing';
import type { TestDatabase } from '@wellness/kit/src/testing';
import { createDb } from '../db';
import type { Db } from '../db';
import { checkinArchive } from './entities';
import { archivePartEventsOf } from './events';

const filesDir = mkdtempSync(join(tmpdir(), 'checkin-archive-'));
const files = new DiskFileStore(filesDir);
const emma = DEMO_CLIENTS.find((c) => c.firstName === 'Emma')!;
let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase('checkin');
  db = createDb(database.url);
  await seedDemo('checkin', database.url, filesDir);
}, SEED_TIMEOUT_MS);
afterAll(async () => {
  await db.$disconnect();
  await database.drop();
  rmSync(filesDir, { recursive: true, force: true });
});

const partFor = (request: ReturnType<typeof archiveRequested>) =>
  partAnswering(request, db, archivePartEventsOf({ db, files }));

describe("checkin's part of an archive", () => {
  it('a backup holds the check-ins, only the custom foods, and every photo file', async () => {
    const part = await partFor(archiveRequested());
    expect(part.error).toBeNull();
    const count = (name: string) => part.entities.find((e) => e.name === name)!.count;
    expect(count('checkins')).toBe(await db.checkin.count());
    expect(count('custom-foods')).toBe(await db.food.count({ where: { custom: true } }));
    const photos = await db.photo.findMany({ select: { id: true } });
    expect(photos.length).toBeGreaterThan(0);
    const keys = part.files.map((f) => f.key);
    for (const { id } of photos)
      expect(keys.some((key) => key.includes(`/${id}/full.jpg`))).toBe(true);
    expect(keys).toEqual(await files.list('photos'));
    // The cache version moved by triggers is the system's to recompute.
    expect((await partRows(files, part, 'clients'))[0]).not.toHaveProperty('checkins_version');
  });

  it("a client's export holds her check-ins and photos only", async () => {
    const part = await partFor(
      archiveRequested({ clientId: emma.clientId, userId: emma.userId, email: emma.email }),
    );
    const checkins = await partRows(files, part, 'checkins');
    expect(checkins.length).toBe(await db.checkin.count({ where: { clientId: emma.clientId } }));
    expect(checkins.every((row) => row.client_id === emma.clientId)).toBe(true);
    expect(part.files.length).toBeGreaterThan(0);
    expect(part.files.every((f) => f.key.startsWith(`photos/${emma.clientId}/`))).toBe(true);
    expect(part.entities.map((e) => e.name)).not.toContain('custom-foods');
  });

  it('places every table: archived, derived or left out on purpose', async () => {
    expect(await unclassifiedTables(db, checkinArchive)).toEqual([]);
  });
});
