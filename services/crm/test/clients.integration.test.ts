import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { asUser } from '@wellness/kit/src/testing';
import { startCrm } from './harness';
import type { CrmHarness } from './harness';

let crm: CrmHarness;
const coachId = randomUUID();
const nutritionistId = randomUUID();
const clientUserId = randomUUID();

beforeAll(async () => {
  crm = await startCrm();
  await crm.db.teamMember.create({
    data: {
      userId: coachId,
      email: 'c@x.io',
      firstName: 'Sarah',
      lastName: 'Coach',
      role: 'coach',
      status: 'active',
    },
  });
  const people = [
    ['Emma', 'Wilson', 'active', nutritionistId, clientUserId],
    ['Olivia', 'Brown', 'active', nutritionistId, null],
    ['Sophie', 'Taylor', 'paused', null, null],
    ['Grace', 'Evans', 'archived', null, null],
  ] as const;
  for (const [firstName, lastName, status, nutritionist, userId] of people) {
    await crm.db.client.create({
      data: {
        firstName,
        lastName,
        email: `${firstName.toLowerCase()}@example.com`,
        status,
        nutritionistUserId: nutritionist,
        userId,
        coachUserId: coachId,
        nextCheckInDue: userId ? new Date('2026-11-30T09:00:00Z') : null,
        // Flagged screenings: Sophie's counts; Grace's does not, she is archived.
        screeningFlagged: status === 'paused' || status === 'archived',
      },
    });
  }
  await crm.db.lead.createMany({
    data: [
      { firstName: 'L', lastName: 'One', email: 'l1@example.com', status: 'new' },
      {
        firstName: 'L',
        lastName: 'Two',
        email: 'l2@example.com',
        status: 'new',
        createdAt: new Date(Date.now() - 10 * 24 * 3600 * 1000),
      },
      { firstName: 'L', lastName: 'Three', email: 'l3@example.com', status: 'won' },
    ],
  });
  await crm.db.approval.create({
    data: { userId: randomUUID(), email: 'p@example.com', firstName: 'P', lastName: 'Ending' },
  });
});
afterAll(() => crm.close());

describe('GET /api/dashboard/summary', () => {
  it('gives the coach real figures', async () => {
    const response = await request(crm.app)
      .get('/api/dashboard/summary')
      .set(asUser(coachId, 'coach'));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      activeClients: 2,
      newLeadsThisWeek: 2,
      pendingApprovals: 1,
      screeningsToReview: 1,
      leadsByStatus: { new: 2, won: 1 },
      mrrMinor: 0,
      currency: 'GBP',
      failedPayments: 0,
    });
  });

  it('is refused to anyone else', async () => {
    expect((await request(crm.app).get('/api/dashboard/summary')).status).toBe(401);
    expect(
      (
        await request(crm.app)
          .get('/api/dashboard/summary')
          .set(asUser(nutritionistId, 'nutritionist'))
      ).status,
    ).toBe(403);
    expect(
      (await request(crm.app).get('/api/dashboard/summary').set(asUser(clientUserId, 'client')))
        .status,
    ).toBe(403);
  });
});

describe('GET /api/clients', () => {
  it('pages, searches and filters every client for the coach', async () => {
    const page = await request(crm.app)
      .get('/api/clients?page=1&pageSize=2')
      .set(asUser(coachId, 'coach'));
    expect(page.body).toMatchObject({ total: 4, page: 1, pageSize: 2 });
    expect(page.body.items.map((c: { lastName: string }) => c.lastName)).toEqual([
      'Brown',
      'Evans',
    ]);
    const search = await request(crm.app)
      .get('/api/clients?search=WILS')
      .set(asUser(coachId, 'coach'));
    expect(search.body.items.map((c: { firstName: string }) => c.firstName)).toEqual(['Emma']);
    const paused = await request(crm.app)
      .get('/api/clients?status=paused')
      .set(asUser(coachId, 'coach'));
    expect(paused.body.total).toBe(1);
  });

  it('answers each row with ISO dates, takes % and _ literally and filters by day', async () => {
    const coach = asUser(coachId, 'coach');
    const emma = await request(crm.app).get('/api/clients?search=emma').set(coach);
    expect(emma.body).toEqual({
      total: 1,
      totalCapped: false,
      page: 1,
      pageSize: 25,
      items: [
        expect.objectContaining({
          firstName: 'Emma',
          email: 'emma@example.com',
          status: 'active',
          nutritionist: null,
          joinedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
          lastCheckInAt: null,
          hasAccount: true,
          billingStatus: expect.any(String),
          tags: [],
        }),
      ],
    });
    for (const term of ['%', '_', 'e_a'])
      expect(
        (
          await request(crm.app)
            .get(`/api/clients?search=${encodeURIComponent(term)}`)
            .set(coach)
        ).body.total,
      ).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (await request(crm.app).get(`/api/clients?joinedFrom=${today}`).set(coach)).body.total,
    ).toBe(4);
    expect(
      (await request(crm.app).get(`/api/clients?joinedTo=2020-01-01`).set(coach)).body.total,
    ).toBe(0);
  });

  it('shows a nutritionist only her assigned clients', async () => {
    const response = await request(crm.app)
      .get('/api/clients')
      .set(asUser(nutritionistId, 'nutritionist'));
    expect(response.body.items.map((c: { firstName: string }) => c.firstName).sort()).toEqual([
      'Emma',
      'Olivia',
    ]);
    const other = await request(crm.app)
      .get('/api/clients')
      .set(asUser(randomUUID(), 'nutritionist'));
    expect(other.body.total).toBe(0);
  });

  it('refuses clients, anonymous callers and bad paging with clear errors', async () => {
    expect(
      (await request(crm.app).get('/api/clients').set(asUser(clientUserId, 'client'))).status,
    ).toBe(403);
    expect((await request(crm.app).get('/api/clients')).status).toBe(401);
    const bad = await request(crm.app)
      .get('/api/clients?pageSize=500')
      .set(asUser(coachId, 'coach'));
    expect(bad.status).toBe(400);
    expect(bad.body.fields.pageSize).toBe('pageSize is at most 100');
    const status = await request(crm.app)
      .get('/api/clients?status=sleeping')
      .set(asUser(coachId, 'coach'));
    expect(status.status).toBe(400);
  });
});

describe('GET /api/clients/me', () => {
  it('gives a client her own record with her coach and next check-in', async () => {
    const response = await request(crm.app)
      .get('/api/clients/me')
      .set(asUser(clientUserId, 'client'));
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      firstName: 'Emma',
      coach: { firstName: 'Sarah', lastName: 'Coach' },
      nextCheckInDue: '2026-11-30T09:00:00.000Z',
    });
  });

  it('answers 404 for a client without a record and 403 for other roles', async () => {
    expect(
      (await request(crm.app).get('/api/clients/me').set(asUser(randomUUID(), 'client'))).status,
    ).toBe(404);
    expect(
      (await request(crm.app).get('/api/clients/me').set(asUser(coachId, 'coach'))).status,
    ).toBe(403);
  });
});
