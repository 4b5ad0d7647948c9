import request from 'supertest';
import { dataRequestSchema } from '@wellness/contracts';
import { newClient, seedTeam } from '../../test/fixtures';
import { abandonArchive, assembleArchive } from './assemble';
import { findArchive } from './archive-repository';
import { GATHER_TIMEOUT_MS, requestArchive } from './request';
import {
  deliverAllParts,
  deliverPart,
  silentLog,
  startArchiveStack,
  testClock,
  writePart,
} from './test-support';
import type { ArchiveStack } from './test-support';

/**
 * A client's export request ends with its archive, in the transaction that ends the archive: done
 * when it is ready, failed when it fails (a part with an error, an assembly given up, parts that
 * never came). Reading requests never has to settle them.
 */
const clock = testClock();
let s: ArchiveStack;
let team: Awaited<ReturnType<typeof seedTeam>>;

beforeAll(async () => {
  s = await startArchiveStack(clock);
  team = await seedTeam(s.crm.db);
});
afterAll(() => s.close());

/** The coach asks for a client's data and carries it out: the request waits for its archive. */
async function executedExport() {
  const client = await newClient(s.crm.db);
  const asked = await request(s.crm.app)
    .post('/api/data-requests')
    .set(team.as.coach)
    .send({ type: 'export', clientId: client.id });
  expect(asked.status).toBe(201);
  const { id } = dataRequestSchema.parse(asked.body);
  const executed = await request(s.crm.app)
    .post(`/api/data-requests/${id}/execute`)
    .set(team.as.coach);
  expect(executed.status).toBe(200);
  const row = await requestRow(id);
  expect(row.status).toBe('in_progress');
  return { requestId: id, archiveId: row.archiveId!, clientId: client.id };
}

const requestRow = (id: string) => s.crm.db.dataRequest.findUniqueOrThrow({ where: { id } });

it('is done when its archive is ready, completed when her link was issued', async () => {
  const { requestId, archiveId, clientId } = await executedExport();
  await deliverAllParts(s, archiveId);
  expect((await requestRow(requestId)).status).toBe('in_progress');
  clock.advance(60_000);
  expect(await assembleArchive(s.deps, archiveId, silentLog)).toBe('ready');
  const archive = await findArchive(s.crm.db, archiveId);
  expect(await requestRow(requestId)).toMatchObject({
    status: 'done',
    completedAt: clock.now(),
  });
  expect(archive?.completedAt).toEqual(clock.now());
  // No longer open: she can ask again.
  const again = await request(s.crm.app)
    .post('/api/data-requests')
    .set(team.as.coach)
    .send({ type: 'export', clientId });
  expect(again.status).toBe(201);
});

it('fails when a service cannot write its part', async () => {
  const { requestId, archiveId } = await executedExport();
  clock.advance(60_000);
  await deliverPart(s, await writePart(s.files, archiveId, 'checkin', { error: 'disk full' }));
  expect((await findArchive(s.crm.db, archiveId))?.status).toBe('failed');
  expect(await requestRow(requestId)).toMatchObject({ status: 'failed', completedAt: clock.now() });
});

it('fails when its assembly is given up', async () => {
  const { requestId, archiveId } = await executedExport();
  await deliverAllParts(s, archiveId);
  clock.advance(60_000);
  await abandonArchive(s.deps, archiveId, 'the file store is unreachable', silentLog);
  expect((await findArchive(s.crm.db, archiveId))?.status).toBe('failed');
  expect(await requestRow(requestId)).toMatchObject({ status: 'failed', completedAt: clock.now() });
});

it('fails when the services’ parts have not all come in time', async () => {
  const { requestId, archiveId } = await executedExport();
  await deliverPart(s, await writePart(s.files, archiveId, 'crm'));
  clock.advance(GATHER_TIMEOUT_MS + 1000);
  // Stale archives are failed when the next backup is asked for.
  await s.crm.db.$transaction((tx) =>
    requestArchive(tx, {
      kind: 'backup',
      trigger: 'coach',
      requestedByUserId: null,
      now: clock.now(),
    }),
  );
  expect((await findArchive(s.crm.db, archiveId))?.status).toBe('failed');
  expect(await requestRow(requestId)).toMatchObject({ status: 'failed', completedAt: clock.now() });
});
