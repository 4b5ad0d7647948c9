import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { TEAM_MESSAGES, teamListSchema, teamMemberSchema } from '@wellness/contracts';
import { consumeEvent, createEnvelope, createLogger } from '@wellness/kit';
import { crmEventHandlers } from '../src/events';
import { startCrm } from './harness';
import type { CrmHarness } from './harness';
import { newClient, outboxPayloads, seedTeam } from './fixtures';

const log = createLogger('crm-team-test', 'silent');
let crm: CrmHarness;
let t: Awaited<ReturnType<typeof seedTeam>>;

beforeAll(async () => {
  crm = await startCrm();
  t = await seedTeam(crm.db);
  await newClient(crm.db, { nutritionistUserId: t.nutritionistId, coachUserId: t.coachId });
  await newClient(crm.db, { nutritionistUserId: t.nutritionistId, coachUserId: t.coachId });
  await newClient(crm.db, { coachUserId: t.coachId });
});
afterAll(() => crm.close());

const invite = (body: object) =>
  request(crm.app).post('/api/team/invitations').set(t.as.coach).send(body);
const deactivate = (id: string, as = t.as.coach) =>
  request(crm.app).patch(`/api/team/${id}`).set(as).send({ status: 'deactivated' });
const userInvited = (
  email: string,
  role: 'client' | 'coach' | 'nutritionist',
  userId = randomUUID(),
) =>
  createEnvelope(
    'user.invited',
    {
      userId,
      email,
      firstName: 'In',
      lastName: 'Vited',
      role,
      setPasswordUrl: 'http://localhost:8080/reset-password?token=abc',
      expiresAt: new Date(Date.now() + 3600_000).toISOString(),
    },
    { correlationId: 'invite-test', actor: { service: 'auth' } },
  );

describe('GET /api/team', () => {
  it('lists the team with how many clients each looks after', async () => {
    const res = await request(crm.app).get('/api/team').set(t.as.coach);
    expect(res.status).toBe(200);
    const members = teamListSchema.parse(res.body);
    expect(members).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          userId: t.nutritionistId,
          role: 'nutritionist',
          assignedClients: 2,
        }),
        expect.objectContaining({
          userId: t.coachId,
          role: 'coach',
          assignedClients: 3,
          status: 'active',
        }),
      ]),
    );
  });
});

describe('POST /api/team/invitations', () => {
  it('adds an invited member and emits team.member_invited in the same transaction', async () => {
    const res = await invite({
      email: ' Lena.Fox@Example.com ',
      firstName: 'Lena',
      lastName: 'Fox',
      role: 'nutritionist',
    });
    expect(res.status).toBe(201);
    expect(teamMemberSchema.parse(res.body)).toMatchObject({
      email: 'lena.fox@example.com',
      status: 'invited',
      userId: null,
      role: 'nutritionist',
      assignedClients: 0,
    });
    expect(await outboxPayloads(crm.db, 'team.member_invited')).toEqual([
      { email: 'lena.fox@example.com', firstName: 'Lena', lastName: 'Fox', role: 'nutritionist' },
    ]);
  });

  it('refuses an email already on the team (409), also when two invitations race', async () => {
    const body = { email: 'race@example.com', firstName: 'Ra', lastName: 'Ce', role: 'coach' };
    const results = await Promise.all([invite(body), invite(body), invite(body)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    for (const r of results.filter((r) => r.status === 409))
      expect(r.body.error).toBe(TEAM_MESSAGES.alreadyMember);
    const again = await invite({ ...body, email: 'RACE@example.com' });
    expect(again.status).toBe(409);
    expect(
      (await outboxPayloads(crm.db, 'team.member_invited')).filter(
        (p) => p.email === 'race@example.com',
      ),
    ).toHaveLength(1);
  });

  it('validates every field with its message', async () => {
    const res = await invite({ email: 'nope', firstName: ' ', role: 'client' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      email: 'Please enter a valid email',
      firstName: 'First name is required',
      lastName: expect.any(String),
      role: 'Choose coach or nutritionist',
    });
  });
});

describe('user.invited (auth created the account)', () => {
  it('links the invited member and makes her active (assignable), once even if delivered twice', async () => {
    await invite({
      email: 'june@example.com',
      firstName: 'June',
      lastName: 'Hay',
      role: 'nutritionist',
    });
    const userId = randomUUID();
    const event = userInvited('june@example.com', 'nutritionist', userId);
    expect(await consumeEvent(event, crm.db, crmEventHandlers, log)).toBe('processed');
    expect(await consumeEvent(event, crm.db, crmEventHandlers, log)).toBe('duplicate');
    expect(
      await crm.db.teamMember.findUniqueOrThrow({ where: { email: 'june@example.com' } }),
    ).toMatchObject({ userId, status: 'active' });
    const client = await newClient(crm.db);
    await request(crm.app)
      .post(`/api/clients/${client.id}/assignments`)
      .set(t.as.coach)
      .send({ nutritionistUserId: userId })
      .expect(200);
  });

  it('links a converted client by email and makes her active', async () => {
    const client = await newClient(crm.db, { status: 'pending', email: 'conv@example.com' });
    const userId = randomUUID();
    await consumeEvent(
      userInvited('Conv@Example.com', 'client', userId),
      crm.db,
      crmEventHandlers,
      log,
    );
    expect(await crm.db.client.findUniqueOrThrow({ where: { id: client.id } })).toMatchObject({
      userId,
      status: 'active',
    });
    // A fresh link for the same account later changes nothing.
    await consumeEvent(
      userInvited('conv@example.com', 'client', userId),
      crm.db,
      crmEventHandlers,
      log,
    );
    expect(
      await crm.db.activity.count({ where: { subjectId: client.id, kind: 'account_created' } }),
    ).toBe(1);
  });

  it('ignores an invitation for nobody crm knows', async () => {
    expect(
      await consumeEvent(
        userInvited('stranger@example.com', 'client'),
        crm.db,
        crmEventHandlers,
        log,
      ),
    ).toBe('processed');
    expect(await crm.db.client.count({ where: { email: 'stranger@example.com' } })).toBe(0);
  });

  it('rejects a malformed user.invited without changing anything', async () => {
    const poisoned = { ...userInvited('x@example.com', 'client'), payload: { userId: 'nope' } };
    await expect(consumeEvent(poisoned, crm.db, crmEventHandlers, log)).rejects.toThrow(
      /Malformed event rejected/,
    );
  });

  it('deactivates in auth a member deactivated before her account existed', async () => {
    const invited = await invite({
      email: 'late@example.com',
      firstName: 'La',
      lastName: 'Te',
      role: 'coach',
    });
    const res = await deactivate(invited.body.id);
    expect(res.body.status).toBe('deactivated');
    const before = (await outboxPayloads(crm.db, 'team.member_deactivated')).length;
    const userId = randomUUID();
    await consumeEvent(
      userInvited('late@example.com', 'coach', userId),
      crm.db,
      crmEventHandlers,
      log,
    );
    expect(
      await crm.db.teamMember.findUniqueOrThrow({ where: { email: 'late@example.com' } }),
    ).toMatchObject({ userId, status: 'deactivated' });
    const events = await outboxPayloads(crm.db, 'team.member_deactivated');
    expect(events).toHaveLength(before + 1);
    expect(events.at(-1)).toEqual({ userId });
  });
});

describe('PATCH /api/team/:id', () => {
  it('deactivates a nutritionist: her clients are unassigned and team.member_deactivated is emitted once', async () => {
    const userId = randomUUID();
    const member = await crm.db.teamMember.create({
      data: {
        userId,
        email: 'leaving@example.com',
        firstName: 'Lee',
        lastName: 'Ving',
        role: 'nutritionist',
        status: 'active',
      },
    });
    const client = await newClient(crm.db, { nutritionistUserId: userId });
    const res = await deactivate(member.id);
    expect(res.status).toBe(200);
    expect(teamMemberSchema.parse(res.body)).toMatchObject({
      status: 'deactivated',
      assignedClients: 0,
    });
    expect(
      (await crm.db.client.findUniqueOrThrow({ where: { id: client.id } })).nutritionistUserId,
    ).toBeNull();
    await deactivate(member.id).expect(200);
    expect(
      (await outboxPayloads(crm.db, 'team.member_deactivated')).filter((p) => p.userId === userId),
    ).toEqual([{ userId }]);
    const clientTimeline = (await request(crm.app).get(`/api/clients/${client.id}`).set(t.as.coach))
      .body.timeline;
    expect(clientTimeline[0].summary).toBe('Nutritionist Lee Ving unassigned (deactivated)');
  });

  it('deactivates an invitee without an account with no event', async () => {
    const invited = await invite({
      email: 'noacct@example.com',
      firstName: 'No',
      lastName: 'Acct',
      role: 'nutritionist',
    });
    const before = (await outboxPayloads(crm.db, 'team.member_deactivated')).length;
    await deactivate(invited.body.id).expect(200);
    expect(await outboxPayloads(crm.db, 'team.member_deactivated')).toHaveLength(before);
  });

  it('refuses to deactivate yourself, validates the body and finds nothing for unknown ids', async () => {
    const self = await deactivate(t.coach.id);
    expect(self.status).toBe(400);
    expect(self.body.error).toBe(TEAM_MESSAGES.cannotDeactivateSelf);
    expect((await crm.db.teamMember.findUniqueOrThrow({ where: { id: t.coach.id } })).status).toBe(
      'active',
    );
    const bad = await request(crm.app)
      .patch(`/api/team/${t.nutritionist.id}`)
      .set(t.as.coach)
      .send({ status: 'active' });
    expect(bad.status).toBe(400);
    expect((await deactivate(randomUUID())).status).toBe(404);
  });
});
