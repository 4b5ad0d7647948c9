import request from 'supertest';
import { recentActivitySchema } from '@wellness/contracts';
import { startCrm } from './harness';
import type { CrmHarness } from './harness';
import { newClient, newLead, seedTeam } from './fixtures';

let crm: CrmHarness;
let t: Awaited<ReturnType<typeof seedTeam>>;
beforeAll(async () => {
  crm = await startCrm();
  t = await seedTeam(crm.db);
});
afterAll(() => crm.close());

const recent = async () => {
  const res = await request(crm.app).get('/api/dashboard/activity').set(t.as.coach);
  expect(res.status).toBe(200);
  return recentActivitySchema.parse(res.body);
};

describe('GET /api/dashboard/activity', () => {
  it('is empty for a new business', async () => {
    expect(await recent()).toEqual([]);
  });

  it('shows what happened across leads, clients, registrations and the team, newest first', async () => {
    const old = await newLead(crm.db, {
      firstName: 'Old',
      createdAt: new Date(Date.now() - 30 * 24 * 3600_000),
    });
    const lead = await newLead(crm.db, { firstName: 'Fresh', source: 'instagram' });
    await request(crm.app)
      .patch(`/api/leads/${lead.id}`)
      .set(t.as.coach)
      .send({ status: 'contacted' })
      .expect(200);
    const client = await newClient(crm.db);
    await request(crm.app)
      .patch(`/api/clients/${client.id}`)
      .set(t.as.coach)
      .send({ status: 'paused' })
      .expect(200);
    await request(crm.app)
      .post('/api/team/invitations')
      .set(t.as.coach)
      .send({ email: 'feed@example.com', firstName: 'Fe', lastName: 'Ed', role: 'nutritionist' })
      .expect(201);

    const feed = await recent();
    expect(feed.map((a) => [a.subjectType, a.kind])).toEqual([
      ['team', 'invited'],
      ['client', 'status_changed'],
      ['lead', 'status_changed'],
      ['lead', 'created'],
      ['lead', 'created'],
    ]);
    expect(feed[3]).toMatchObject({
      subjectId: lead.id,
      summary: expect.stringContaining('Instagram'),
      actorName: null,
    });
    expect(feed[4].subjectId).toBe(old.id);
    expect(feed[0].actorName).toBe('Sarah Mitchell');
    const times = feed.map((a) => a.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('keeps to the latest 20', async () => {
    for (let i = 0; i < 25; i++) await newLead(crm.db);
    expect(await recent()).toHaveLength(20);
  });
});
