import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createLogger, systemClock } from '@wellness/kit';
import { fileStoreFromConfig } from '@wellness/kit/src/files';
import { asUser, waitFor } from '@wellness/kit/src/testing';
import { startCrm } from '../../test/harness';
import type { CrmHarness } from '../../test/harness';
import { seedTeam } from '../../test/fixtures';
import type { ImportJobDeps } from './run';

/** crm on its own database with a file store in a temporary folder, and a coach to import. */
export async function startImportsCrm() {
  const filesDir = mkdtempSync(join(tmpdir(), 'crm-imports-'));
  const crm: CrmHarness = await startCrm({ FILES_DIR: filesDir });
  const team = await seedTeam(crm.db);
  // Signed afresh at each use: a signed identity expires, and some tests here run for minutes.
  const as = {
    get coach() {
      return asUser(team.coachId, 'coach');
    },
    get nutritionist() {
      return asUser(team.nutritionistId, 'nutritionist');
    },
    get client() {
      return asUser(team.clientUserId, 'client');
    },
  };
  const files = fileStoreFromConfig(crm.config);
  const jobDeps = (extra: Partial<ImportJobDeps> = {}): ImportJobDeps => ({
    db: crm.db,
    files,
    clock: systemClock,
    log: createLogger('crm-imports-test', 'silent'),
    ...extra,
  });
  const upload = (
    body: string | Buffer,
    name = 'clients.csv',
    kind = 'clients',
    headers: Record<string, string> = as.coach,
  ) =>
    request(crm.app)
      .post('/api/imports')
      .set(headers)
      .field('kind', kind)
      .attach('file', Buffer.isBuffer(body) ? body : Buffer.from(body), name);
  const close = async () => {
    await crm.close();
    rmSync(filesDir, { recursive: true, force: true });
  };
  return { crm, team, as, files, filesDir, jobDeps, upload, close };
}

/** Waits until the import is in one of these states; answers its row. */
export const settled = (crm: CrmHarness, id: string, states = ['done', 'cancelled', 'failed']) =>
  waitFor(
    async () => {
      const row = await crm.db.import.findUnique({ where: { id } });
      return row && states.includes(row.status) ? row : null;
    },
    { what: `import ${id} in ${states.join('/')}`, timeoutMs: 30_000 },
  );

/** A CSV of `count` clients (rows 2…count+1), emails client<n>@example.com. */
export const clientsCsv = (count: number, from = 0) =>
  'First Name,Last Name,Email,Mobile\r\n' +
  Array.from({ length: count }, (_, i) => {
    const n = from + i;
    return `Client${n},Imported,client${n}@example.com,07700 9${String(n % 100000).padStart(5, '0')}`;
  }).join('\r\n') +
  '\r\n';
