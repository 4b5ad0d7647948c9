import request from 'supertest';
import { dataRequestListSchema, dataRequestSchema } from '@wellness/contracts';
import { startCrm } from '../../test/harness';
import type { CrmHarness } from '../../test/harness';
import { newClient, seedTeam } from '../../test/fixtures';

/**
 * Reading data requests only reads: an export is settled when its archive ends (archives
 * feature, export-request.integration.test.ts), never by listing or opening requests.
 */
let crm: CrmHarness;
let team: Awaited<ReturnType<typeof seedTeam>>;

beforeAll(async () => {
  crm = await startCrm();
  team = await seedTeam(crm.db);
});
afterAll(() => crm.close());

/** The row's version: any UPDATE of it, even one that changes nothing, gives it a new one. */
const versionOf = async (id: string) =>
  (
    await crm.db.$queryRaw<{ xmin: string }[]>`
      SELECT xmin::text AS xmin FROM data_requests WHERE id = ${id}::uuid`
  )[0]!.xmin;

it('listing and opening requests write nothing, even with an archive ended unsettled', async () => {
  const client = await newClient(crm.db);
  const asked = await request(crm.app)
    .post('/api/data-requests')
    .set(team.as.coach)
    .send({ type: 'export', clientId: client.id });
  const { id } = dataRequestSchema.parse(asked.body);
  await request(crm.app).post(`/api/data-requests/${id}/execute`).set(team.as.coach).expect(200);
  const { archiveId } = await crm.db.dataRequest.findUniqueOrThrow({ where: { id } });
  // What reads used to settle: its archive made, behind the archives feature's back.
  await crm.db.archive.update({
    where: { id: archiveId! },
    data: { status: 'ready', completedAt: new Date() },
  });
  const before = await versionOf(id);

  const list = await request(crm.app).get('/api/data-requests').set(team.as.coach).expect(200);
  const listed = dataRequestListSchema.parse(list.body).items.find((r) => r.id === id);
  expect(listed?.status).toBe('in_progress');
  // Opened to download (refused here: the archive has no file).
  await request(crm.app)
    .get(`/api/data-requests/${id}/download?token=not-a-token`)
    .set(team.as.coach)
    .expect(409);

  expect(await versionOf(id)).toBe(before);
  expect((await crm.db.dataRequest.findUniqueOrThrow({ where: { id } })).status).toBe(
    'in_progress',
  );
});
