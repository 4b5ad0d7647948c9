import { randomUUID } from 'node:crypto';
import request from 'supertest';
import {
  TEAM_MESSAGES,
  clientDetailSchema,
  clientRowSchema,
  pagedSchema,
} from '@wellness/contracts';
import { asUser } from '@wellness/kit/src/testing';
import { startCrm } from './harness';
import type { CrmHarness } from './harness';
import { seedTeam } from './fixtures';

let crm: CrmHarness;
let t: Awaited<ReturnType<typeof seedTeam>>;
const ids: Record<string, string> = {};
const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

beforeAll(async () => {
  crm = await startCrm();
  t = await seedTeam(crm.db);
  const rows = [
    // firstName, lastName, status, nutritionist, joined, lastCheckIn, userId
    ['Emma', 'Wilson', 'active', true, '2026-01-10', '2026-11-20', t.clientUserId],
    ['Olivia', 'Brown', 'active', true, '2026-03-05', '2026-10-01', null],
    ['Sophie', 'Taylor', 'paused', false, '2026-05-20', null, null],
    ['Grace', 'Evans', 'archived', false, '2026-07-01', '2026-09-15', null],
    ['Amelia', 'Hughes', 'pending', false, '2026-11-01', null, null],
  ] as const;
  for (const [firstName, lastName, status, withNutritionist, joined, checkIn, userId] of rows) {
    const client = await crm.db.client.create({
      data: {
        firstName,
        lastName,
        email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@table.test`,
        phone: lastName === 'Evans' ? '=HYPERLINK("http://evil")' : '+44 7700 900000',
        status,
        nutritionistUserId: withNutritionist ? t.nutritionistId : null,
        coachUserId: t.coachId,
        joinedAt: day(joined),
        lastCheckInAt: checkIn ? day(checkIn) : null,
        userId,
      },
    });
    ids[lastName] = client.id;
  }
});
afterAll(() => crm.close());

const get = (path: string, as = t.as.coach) => request(crm.app).get(path).set(as);
const names = (body: { items: { lastName: string }[] }) => body.items.map((c) => c.lastName);

describe('GET /api/clients (the client table)', () => {
  it('answers rows in the contract shape with the nutritionist joined from the team', async () => {
    const res = await get('/api/clients');
    expect(res.status).toBe(200);
    const page = pagedSchema(clientRowSchema).parse(res.body);
    expect(page.total).toBe(5);
    expect(page.items.find((c) => c.lastName === 'Wilson')).toEqual({
      id: ids.Wilson,
      firstName: 'Emma',
      lastName: 'Wilson',
      email: 'emma.wilson@table.test',
      phone: '+44 7700 900000',
      status: 'active',
      nutritionist: { userId: t.nutritionistId, firstName: 'Nina', lastName: 'Patel' },
      joinedAt: day('2026-01-10').toISOString(),
      lastCheckInAt: day('2026-11-20').toISOString(),
      hasAccount: true,
      screeningFlagged: false,
      billingStatus: 'none',
      tags: [],
      source: 'manual',
    });
    expect(page.items.find((c) => c.lastName === 'Taylor')?.nutritionist).toBeNull();
  });

  it.each([
    ['name', ['Brown', 'Evans', 'Hughes', 'Taylor', 'Wilson']],
    ['-name', ['Wilson', 'Taylor', 'Hughes', 'Evans', 'Brown']],
    ['joined', ['Wilson', 'Brown', 'Taylor', 'Evans', 'Hughes']],
    ['-joined', ['Hughes', 'Evans', 'Taylor', 'Brown', 'Wilson']],
    // Never checked in counts as the longest ago.
    ['lastCheckIn', ['Taylor', 'Hughes', 'Evans', 'Brown', 'Wilson']],
    ['-lastCheckIn', ['Wilson', 'Brown', 'Evans', 'Hughes', 'Taylor']],
  ])('sorts by %s', async (sort, expected) => {
    const res = await get(`/api/clients?sort=${sort}`);
    const order = names(res.body);
    if (sort.endsWith('lastCheckIn')) {
      // The two who never checked in tie; compare the rest exactly.
      expect(order.filter((n) => !['Taylor', 'Hughes'].includes(n))).toEqual(
        expected.filter((n) => !['Taylor', 'Hughes'].includes(n)),
      );
      const never = sort === 'lastCheckIn' ? order.slice(0, 2) : order.slice(3);
      expect(never.sort()).toEqual(['Hughes', 'Taylor']);
    } else expect(order).toEqual(expected);
  });

  it('filters by status, nutritionist (or none), joined range and last check-in', async () => {
    expect(names((await get('/api/clients?status=pending')).body)).toEqual(['Hughes']);
    expect(names((await get(`/api/clients?nutritionist=${t.nutritionistId}`)).body)).toEqual([
      'Brown',
      'Wilson',
    ]);
    expect(names((await get('/api/clients?nutritionist=none')).body)).toEqual([
      'Evans',
      'Hughes',
      'Taylor',
    ]);
    expect(
      names((await get('/api/clients?joinedFrom=2026-03-05&joinedTo=2026-07-01')).body),
    ).toEqual(['Brown', 'Evans', 'Taylor']);
    expect(names((await get('/api/clients?lastCheckInBefore=2026-10-02')).body)).toEqual([
      'Brown',
      'Evans',
      'Hughes',
      'Taylor',
    ]);
    expect(
      names((await get('/api/clients?status=active&search=olivia&sort=-joined')).body),
    ).toEqual(['Brown']);
  });

  it('searches names and emails in several words and pages the result', async () => {
    expect(names((await get('/api/clients?search=emma%20WILSON')).body)).toEqual(['Wilson']);
    expect(names((await get('/api/clients?search=grace.evans@')).body)).toEqual(['Evans']);
    const page = await get('/api/clients?search=table.test&pageSize=2&page=3');
    expect(page.body).toMatchObject({ total: 5, page: 3, pageSize: 2 });
    expect(names(page.body)).toEqual(['Wilson']);
    expect((await get('/api/clients?page=9')).body.items).toEqual([]);
  });

  it('shows a nutritionist only her clients, whatever nutritionist filter she sends', async () => {
    const mine = await get('/api/clients?nutritionist=none', t.as.nutritionist);
    expect(names(mine.body)).toEqual(['Brown', 'Wilson']);
    const other = await get(`/api/clients`, asUser(randomUUID(), 'nutritionist'));
    expect(other.body.total).toBe(0);
  });

  it('filters by billing status for the coach, and shows a nutritionist no billing at all', async () => {
    await crm.db.client.update({
      where: { id: ids.Wilson },
      data: { billingStatus: 'payment_issue' },
    });
    const issues = await get('/api/clients?billing=payment_issue');
    expect(names(issues.body)).toEqual(['Wilson']);
    expect(issues.body.items[0].billingStatus).toBe('payment_issue');
    const hers = await get('/api/clients?billing=payment_issue', t.as.nutritionist);
    expect(names(hers.body)).toEqual(['Brown', 'Wilson']);
    expect(hers.body.items.map((c: { billingStatus: unknown }) => c.billingStatus)).toEqual([
      null,
      null,
    ]);
    await crm.db.client.update({ where: { id: ids.Wilson }, data: { billingStatus: 'none' } });
  });

  it('rejects bad filters with field messages', async () => {
    const bad = await get('/api/clients?nutritionist=nina&joinedFrom=yesterday&sort=age');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({ nutritionist: expect.any(String) });
    expect(Object.keys(bad.body.fields).sort()).toEqual(['joinedFrom', 'nutritionist', 'sort']);
  });
});

describe('GET /api/clients/:id (the profile)', () => {
  beforeAll(async () => {
    await request(crm.app)
      .post(`/api/clients/${ids.Wilson}/notes`)
      .set(t.as.coach)
      .send({ body: 'Knee niggle: no lunges' })
      .expect(201);
  });

  it('gives the coach everything, private notes and timeline included', async () => {
    const res = await get(`/api/clients/${ids.Wilson}`);
    expect(res.status).toBe(200);
    const detail = clientDetailSchema.parse(res.body);
    expect(detail).toMatchObject({
      id: ids.Wilson,
      userId: t.clientUserId,
      coach: { userId: t.coachId, firstName: 'Sarah', lastName: 'Mitchell' },
      nutritionist: { userId: t.nutritionistId, firstName: 'Nina', lastName: 'Patel' },
      hasAccount: true,
    });
    expect(detail.notes).toEqual([
      expect.objectContaining({ body: 'Knee niggle: no lunges', authorName: 'Sarah Mitchell' }),
    ]);
  });

  it('gives her nutritionist the profile without notes, and other nutritionists 404', async () => {
    const res = await get(`/api/clients/${ids.Wilson}`, t.as.nutritionist);
    expect(res.status).toBe(200);
    expect(res.body.notes).toEqual([]);
    expect(res.body.email).toBe('emma.wilson@table.test');
    expect((await get(`/api/clients/${ids.Taylor}`, t.as.nutritionist)).status).toBe(404);
  });

  it('gives a client her own record without notes, and anyone else 404', async () => {
    const own = await get(`/api/clients/${ids.Wilson}`, t.as.client);
    expect(own.status).toBe(200);
    expect(own.body.notes).toEqual([]);
    expect((await get(`/api/clients/${ids.Brown}`, t.as.client)).status).toBe(404);
  });

  it('answers 404 for unknown and malformed ids, 401 without a session', async () => {
    expect((await get(`/api/clients/${randomUUID()}`)).status).toBe(404);
    expect((await get('/api/clients/12345')).status).toBe(404);
    expect((await request(crm.app).get(`/api/clients/${ids.Wilson}`)).status).toBe(401);
  });

  it('keeps /api/clients/me answering the client dashboard', async () => {
    const res = await get('/api/clients/me', t.as.client);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: ids.Wilson,
      firstName: 'Emma',
      lastName: 'Wilson',
      email: 'emma.wilson@table.test',
      status: 'active',
      coach: { firstName: 'Sarah', lastName: 'Mitchell' },
      nutritionist: { firstName: 'Nina', lastName: 'Patel' },
      nextCheckInDue: null,
    });
  });
});

describe('PATCH /api/clients/:id', () => {
  it('edits details and status, logging both in the timeline with who did it', async () => {
    const res = await request(crm.app)
      .patch(`/api/clients/${ids.Brown}`)
      .set(t.as.coach)
      .send({ status: 'paused', goals: 'Build strength', phone: '' });
    expect(res.status).toBe(200);
    expect(clientDetailSchema.parse(res.body)).toMatchObject({
      status: 'paused',
      goals: 'Build strength',
      phone: null,
    });
    expect(res.body.timeline.slice(0, 2).map((a: { summary: string }) => a.summary)).toEqual(
      expect.arrayContaining(['Status changed from Active to Paused', 'Updated phone and goals']),
    );
    expect(res.body.timeline[0].actorName).toBe('Sarah Mitchell');
  });

  it('validates, and finds nothing for unknown ids', async () => {
    const bad = await request(crm.app)
      .patch(`/api/clients/${ids.Brown}`)
      .set(t.as.coach)
      .send({ status: 'sleeping', lastName: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.lastName).toBe('Last name is required');
    expect(bad.body.fields.status).toBeDefined();
    expect(
      (
        await request(crm.app)
          .patch(`/api/clients/${randomUUID()}`)
          .set(t.as.coach)
          .send({ status: 'active' })
      ).status,
    ).toBe(404);
  });
});

describe('POST /api/clients/:id/notes', () => {
  it('refuses an empty note and an unknown client', async () => {
    const empty = await request(crm.app)
      .post(`/api/clients/${ids.Brown}/notes`)
      .set(t.as.coach)
      .send({});
    expect(empty.status).toBe(400);
    expect(empty.body.fields.body).toBeDefined();
    expect(
      (
        await request(crm.app)
          .post(`/api/clients/${randomUUID()}/notes`)
          .set(t.as.coach)
          .send({ body: 'x' })
      ).status,
    ).toBe(404);
  });
});

describe('POST /api/clients/:id/assignments', () => {
  const assign = (id: string, nutritionistUserId: string | null) =>
    request(crm.app)
      .post(`/api/clients/${id}/assignments`)
      .set(t.as.coach)
      .send({ nutritionistUserId });

  it('assigns an active nutritionist and unassigns, with timeline entries', async () => {
    const res = await assign(ids.Taylor, t.nutritionistId);
    expect(res.status).toBe(200);
    expect(res.body.nutritionist).toEqual({
      userId: t.nutritionistId,
      firstName: 'Nina',
      lastName: 'Patel',
    });
    expect(res.body.timeline[0].summary).toBe('Assigned to nutritionist Nina Patel');
    const un = await assign(ids.Taylor, null);
    expect(un.body.nutritionist).toBeNull();
    expect(un.body.timeline[0].summary).toBe('Nutritionist Nina Patel unassigned');
  });

  it('refuses anyone who is not an active nutritionist with 400', async () => {
    for (const userId of [t.coachId, randomUUID()]) {
      const res = await assign(ids.Taylor, userId);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(TEAM_MESSAGES.notNutritionist);
    }
    const invited = await crm.db.teamMember.create({
      data: {
        userId: randomUUID(),
        email: 'deact@example.com',
        firstName: 'De',
        lastName: 'Act',
        role: 'nutritionist',
        status: 'deactivated',
      },
    });
    expect((await assign(ids.Taylor, invited.userId)).body.error).toBe(
      TEAM_MESSAGES.notNutritionist,
    );
    expect((await assign(ids.Taylor, 'nina' as string)).body.fields.nutritionistUserId).toBe(
      'must be a valid id',
    );
    expect((await assign(randomUUID(), t.nutritionistId)).status).toBe(404);
  });
});

describe('POST /api/clients/bulk', () => {
  const bulk = (body: object) =>
    request(crm.app).post('/api/clients/bulk').set(t.as.coach).send(body);

  it('changes the status of a selection, counting only the clients it changed', async () => {
    const res = await bulk({ action: 'status', ids: [ids.Evans, ids.Hughes], status: 'active' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ updated: 2 });
    expect((await bulk({ action: 'status', ids: [ids.Evans], status: 'active' })).body).toEqual({
      updated: 0,
    });
    const evans = (await get(`/api/clients/${ids.Evans}`)).body;
    expect(evans.status).toBe('active');
    expect(evans.timeline[0].summary).toBe('Status changed from Archived to Active');
  });

  it('assigns a selection to a nutritionist and unassigns it', async () => {
    const res = await bulk({
      action: 'assign',
      ids: [ids.Evans, ids.Hughes, ids.Wilson, randomUUID()],
      nutritionistUserId: t.nutritionistId,
    });
    expect(res.body).toEqual({ updated: 2 });
    expect(
      await crm.db.client.count({
        where: { id: { in: [ids.Evans, ids.Hughes] }, nutritionistUserId: t.nutritionistId },
      }),
    ).toBe(2);
    expect(
      (await bulk({ action: 'assign', ids: [ids.Evans, ids.Hughes], nutritionistUserId: null }))
        .body,
    ).toEqual({ updated: 2 });
  });

  it('validates the action, the ids and the nutritionist', async () => {
    expect((await bulk({ action: 'delete', ids: [ids.Evans] })).status).toBe(400);
    expect((await bulk({ action: 'status', ids: [], status: 'active' })).status).toBe(400);
    expect((await bulk({ action: 'status', ids: ['x'], status: 'active' })).status).toBe(400);
    const notNutritionist = await bulk({
      action: 'assign',
      ids: [ids.Evans],
      nutritionistUserId: t.coachId,
    });
    expect(notNutritionist.status).toBe(400);
    expect(notNutritionist.body.error).toBe(TEAM_MESSAGES.notNutritionist);
  });
});

describe('GET /api/clients/export', () => {
  it('answers the selection as an attachment CSV with the contract columns, escaped and formula-safe', async () => {
    await crm.db.client.update({
      where: { id: ids.Brown },
      data: { firstName: 'Olivia "Liv"', lastName: 'Brown, Jr', phone: '+44 7700 900111' },
    });
    const res = await get(`/api/clients/export?ids=${ids.Evans},${ids.Brown}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="clients-${today}.csv"`);
    const lines = res.text.split('\r\n');
    expect(lines[0]).toBe(
      'First name,Last name,Email,Phone,Status,Nutritionist,Joined,Last check-in,Tags',
    );
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
    expect(lines[1]).toBe(
      `"Olivia ""Liv""","Brown, Jr",olivia.brown@table.test,'+44 7700 900111,Paused,Nina Patel,${day('2026-03-05').toISOString()},${day('2026-10-01').toISOString()},`,
    );
    expect(lines[2]).toContain(`'=HYPERLINK(""http://evil"")`);
    expect(lines[2].startsWith('Grace,Evans,grace.evans@table.test,"\'=HYPERLINK')).toBe(true);
  });

  it('requires a selection of valid ids', async () => {
    const none = await get('/api/clients/export');
    expect(none.status).toBe(400);
    expect(none.body.fields.ids).toBe('Choose the clients to export');
    expect((await get('/api/clients/export?ids=')).status).toBe(400);
    expect((await get('/api/clients/export?ids=abc')).status).toBe(400);
  });
});
