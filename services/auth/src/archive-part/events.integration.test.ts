import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_CLIENTS, DEMO_COACH } from '@wellness/kit';
import {
  SEED_TIMEOUT_MS,
  archiveRequested,
  partAnswering,
  partRows,
  seedDemo,
  unclassifiedTables,
} from '@wellness/kit/src/archives/testing';
import { startAuth } from '../../test/harness';
import type { AuthHarness } from '../../test/harness';
import { authEventHandlers } from '../events';
import { authArchive } from './entities';

const filesDir = mkdtempSync(join(tmpdir(), 'auth-archive-'));
let auth: AuthHarness;

beforeAll(async () => {
  auth = await startAuth({ FILES_DIR: filesDir });
  await seedDemo('auth', auth.database.url, filesDir);
}, SEED_TIMEOUT_MS);
afterAll(async () => {
  await auth.close();
  rmSync(filesDir, { recursive: true, force: true });
});

/** auth's answer to crm's request, as its worker handles it. */
const partFor = (request: ReturnType<typeof archiveRequested>) =>
  partAnswering(
    request,
    auth.db,
    authEventHandlers({ ...auth.deps, announceSessionChange: async () => {} }),
  );

describe("auth's part of an archive", () => {
  it('a backup holds every user with her password hash, so the restored system signs in', async () => {
    const part = await partFor(archiveRequested());
    expect(part).toMatchObject({ service: 'auth', error: null, files: [] });
    const users = await partRows(auth.deps.files, part, 'users');
    expect(users.length).toBe(await auth.db.user.count());
    const coach = users.find((user) => user.id === DEMO_COACH.userId);
    expect(coach?.password_hash).toMatch(/^\$argon2id\$/);
  });

  it("a client's export holds her account only, without her password hash", async () => {
    const emma = DEMO_CLIENTS.find((c) => c.firstName === 'Emma')!;
    const part = await partFor(
      archiveRequested({ clientId: emma.clientId, userId: emma.userId, email: emma.email }),
    );
    const users = await partRows(auth.deps.files, part, 'users');
    expect(users.map((user) => user.email)).toEqual([emma.email]);
    expect(users[0]).not.toHaveProperty('password_hash');
    expect(JSON.stringify(users)).not.toContain('$argon2id$');
  });

  it('places every table: archived, derived or left out on purpose', async () => {
    expect(await unclassifiedTables(auth.db, authArchive)).toEqual([]);
  });
});
