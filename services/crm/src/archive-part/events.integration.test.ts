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
import { crmArchive } from './entities';
import { archivePartEventsOf } from './events';

const filesDir = mkdtempSync(join(tmpdir(), 'crm-archive-'));
const files = new DiskFileStore(filesDir);
const emma = DEMO_CLIENTS.find((c) => c.firstName === 'Emma')!;
let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase('crm');
  db = createDb(database.url);
  await seedDemo('crm', database.url, filesDir);
}, SEED_TIMEOUT_MS);
afterAll(async () => {
  await db.$disconnect();
  await database.drop();
  rmSync(filesDir, { recursive: true, force: true });
});

const partFor = (request: ReturnType<typeof archiveRequested>) =>
  partAnswering(request, db, archivePartEventsOf({ db, files }));

describe("crm's part of an archive", () => {
  it('a backup holds every entity in restore order, with the counts of the tables', async () => {
    const part = await partFor(archiveRequested());
    expect(part.error).toBeNull();
    expect(part.entities.map((e) => e.name)).toEqual(crmArchive.entities.map((e) => e.name));
    const counts = Object.fromEntries(part.entities.map((e) => [e.table, e.count]));
    expect(counts.clients).toBe(await db.client.count());
    expect(counts.payments).toBe(await db.payment.count());
    expect(counts.clients).toBeGreaterThan(1);
  });

  it("a client's export holds her rows only, and none of the business's own tables", async () => {
    const part = await partFor(
      archiveRequested({ clientId: emma.clientId, userId: emma.userId, email: emma.email }),
    );
    const names = part.entities.map((e) => e.name);
    expect(names).toContain('clients');
    expect(names).not.toContain('team');
    expect(names).not.toContain('payment-plans');
    const clients = await partRows(files, part, 'clients');
    expect(clients.map((c) => c.id)).toEqual([emma.clientId]);
    for (const name of ['payments', 'subscriptions', 'leads', 'data-requests'])
      for (const row of await partRows(files, part, name))
        expect(row.client_id).toBe(emma.clientId);
    const timeline = await partRows(files, part, 'timeline');
    expect(timeline.every((row) => row.subject_id === emma.clientId)).toBe(true);
  });

  it('places every table: archived, derived or left out on purpose', async () => {
    expect(await unclassifiedTables(db, crmArchive)).toEqual([]);
  });
});
