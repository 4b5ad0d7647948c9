import { randomUUID } from 'node:crypto';
import request from 'supertest';
import {
  DATA_REQUEST_MESSAGES,
  auditListSchema,
  dataRequestListSchema,
  dataRequestSchema,
} from '@wellness/contracts';
import type { DataRequest, EventPayload } from '@wellness/contracts';
import { consumeEvent, createEnvelope, createLogger, signPasswordProof } from '@wellness/kit';
import { asUser } from '@wellness/kit/src/testing';
import { crmEventHandlers } from '../src/events';
import {
  ERASURE_MAX_ATTEMPTS,
  ERASURE_RESEND_AFTER_MS,
  sweepErasures,
} from '../src/data-requests/sweep';
import { startCrm } from './harness';
import type { CrmHarness } from './harness';
import { newClient, newLead, outboxPayloads, seedTeam } from './fixtures';
import { testClock } from './payment-fixtures';

/**
 * Data-protection requests (issue 19): asking (a client for herself, with a password proof for an
 * erasure; the coach for a client), crm's own erasure, the saga completing when auth, checkin and
 * notification confirm, and the sweep that asks again and flags a stuck request.
 */
const log = createLogger('crm-data-requests-test', 'silent');
const clock = testClock(new Date('2026-11-27T12:00:00Z'));
let crm: CrmHarness;
let team: Awaited<ReturnType<typeof seedTeam>>;

beforeAll(async () => {
  crm = await startCrm({}, clock);
  team = await seedTeam(crm.db);
});
afterAll(() => crm.close());

async function aClient(firstName = 'Zelda') {
  const userId = randomUUID();
  const client = await newClient(crm.db, {
    userId,
    firstName,
    lastName: 'Quartermaine',
    email: `zelda.${userId.slice(0, 8)}@example.com`,
    phone: '+447700900123',
    goals: 'Run a half marathon',
    tags: ['vip'],
    coachUserId: team.coachId,
  });
  return { client, userId, as: asUser(userId, 'client') };
}

const proofFor = (userId: string) =>
  signPasswordProof(crm.config.IDENTITY_SECRET, userId, 300, clock.now().getTime()).proof;

async function coachAsks(type: 'export' | 'erasure', clientId: string): Promise<DataRequest> {
  const res = await request(crm.app)
    .post('/api/data-requests')
    .set(team.as.coach)
    .send({ type, clientId });
  expect(res.status).toBe(201);
  return dataRequestSchema.parse(res.body);
}

const confirmed = (payload: EventPayload<'client.erasure_confirmed'>) =>
  consumeEvent(
    createEnvelope('client.erasure_confirmed', payload, {
      correlationId: 'data-requests-test',
      actor: { service: payload.service },
    }),
    crm.db,
    crmEventHandlers,
    log,
  );

describe('asking', () => {
  it('records a client’s export request with its 30-day deadline and an audit entry', async () => {
    const her = await aClient();
    const res = await request(crm.app)
      .post('/api/data-requests')
      .set(her.as)
      .send({ type: 'export' });
    expect(res.status).toBe(201);
    const created = dataRequestSchema.parse(res.body);
    expect(created).toMatchObject({ type: 'export', status: 'pending', requestedBy: 'client' });
    expect(new Date(created.dueAt).getTime() - clock.now().getTime()).toBe(30 * 24 * 3600_000);
    const audit = await crm.db.auditLog.findMany({ where: { subjectId: created.id } });
    expect(audit.map((a) => [a.action, a.actorUserId])).toEqual([
      ['data_export_requested', her.userId],
    ]);
  });

  it('refuses a client’s erasure without a password proof, or with one that is not hers', async () => {
    const her = await aClient();
    const other = await aClient();
    const without = await request(crm.app)
      .post('/api/data-requests')
      .set(her.as)
      .send({ type: 'erasure' });
    expect(without.status).toBe(400);
    expect(without.body.error).toBe(DATA_REQUEST_MESSAGES.passwordRequired);
    const notHers = await request(crm.app)
      .post('/api/data-requests')
      .set(her.as)
      .send({ type: 'erasure', passwordProof: proofFor(other.userId) });
    expect(notHers.status).toBe(403);
    expect(notHers.body.error).toBe(DATA_REQUEST_MESSAGES.proofInvalid);
    const expired = signPasswordProof(
      crm.config.IDENTITY_SECRET,
      her.userId,
      300,
      clock.now().getTime() - 301_000,
    ).proof;
    const late = await request(crm.app)
      .post('/api/data-requests')
      .set(her.as)
      .send({ type: 'erasure', passwordProof: expired });
    expect(late.status).toBe(403);
    expect(await crm.db.dataRequest.count({ where: { clientId: her.client.id } })).toBe(0);
  });

  it('accepts her erasure with a fresh proof, and refuses a second while it is open (409)', async () => {
    const her = await aClient();
    const ask = () =>
      request(crm.app)
        .post('/api/data-requests')
        .set(her.as)
        .send({ type: 'erasure', passwordProof: proofFor(her.userId) });
    expect((await ask()).status).toBe(201);
    const again = await ask();
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(DATA_REQUEST_MESSAGES.alreadyOpen);
  });

  it('needs the coach to name a client that exists (400)', async () => {
    const none = await request(crm.app)
      .post('/api/data-requests')
      .set(team.as.coach)
      .send({ type: 'export' });
    expect(none.status).toBe(400);
    expect(none.body.error).toBe(DATA_REQUEST_MESSAGES.clientRequired);
    const unknown = await request(crm.app)
      .post('/api/data-requests')
      .set(team.as.coach)
      .send({ type: 'export', clientId: randomUUID() });
    expect(unknown.status).toBe(400);
    const badType = await request(crm.app)
      .post('/api/data-requests')
      .set(team.as.coach)
      .send({ type: 'everything' });
    expect(badType.status).toBe(400);
  });
});

describe('an erasure', () => {
  async function erasureOfAClientWithHistory() {
    const her = await aClient();
    const lead = await newLead(crm.db, {
      email: her.client.email,
      firstName: 'Zelda',
      clientId: her.client.id,
    });
    await crm.db.note.create({ data: { clientId: her.client.id, body: 'Zelda loves hills' } });
    await crm.db.note.create({ data: { leadId: lead.id, body: 'Called Zelda' } });
    await crm.db.activity.create({
      data: {
        subjectType: 'client',
        subjectId: her.client.id,
        kind: 'converted',
        summary: 'Converted Zelda Quartermaine',
      },
    });
    // The timeline of someone else that names her.
    await crm.db.activity.create({
      data: {
        subjectType: 'team',
        subjectId: team.nutritionist.id,
        kind: 'assigned',
        summary: 'Nina Patel was assigned Zelda Quartermaine',
      },
    });
    await crm.db.approval.create({
      data: {
        userId: her.userId,
        email: her.client.email,
        firstName: 'Zelda',
        lastName: 'Quartermaine',
      },
    });
    const payment = await crm.db.payment.create({
      data: {
        clientId: her.client.id,
        amountMinor: 12_000,
        currency: 'GBP',
        status: 'succeeded',
        method: 'bank_transfer',
        paidAt: new Date('2026-10-01T10:00:00Z'),
      },
    });
    const asked = await coachAsks('erasure', her.client.id);
    return { her, lead, payment, asked };
  }

  it('erases crm’s rows at once, keeps her payments pseudonymised, and asks every service', async () => {
    const { her, payment, asked } = await erasureOfAClientWithHistory();
    const res = await request(crm.app)
      .post(`/api/data-requests/${asked.id}/execute`)
      .set(team.as.coach);
    expect(res.status).toBe(200);
    const executed = dataRequestSchema.parse(res.body);
    expect(executed.status).toBe('in_progress');
    expect(executed.retained).toEqual({ payments: 1, pseudonymised: true });
    expect(executed.client.name).toBe('Erased client');

    const client = await crm.db.client.findUniqueOrThrow({ where: { id: her.client.id } });
    expect(client).toMatchObject({
      firstName: 'Erased',
      lastName: 'client',
      phone: null,
      goals: null,
      tags: [],
      userId: null,
    });
    expect(client.email).toMatch(/^erased-[0-9a-f-]{36}@erased\.invalid$/);
    expect(client.email).not.toContain(her.client.id);
    expect(await crm.db.lead.count({ where: { email: her.client.email } })).toBe(0);
    expect(await crm.db.note.count({ where: { body: { contains: 'Zelda' } } })).toBe(0);
    expect(await crm.db.activity.count({ where: { subjectId: her.client.id } })).toBe(0);
    expect(await crm.db.activity.count({ where: { summary: { contains: 'Zelda' } } })).toBe(0);
    expect(await crm.db.approval.count({ where: { userId: her.userId } })).toBe(0);
    expect(await crm.db.payment.findUnique({ where: { id: payment.id } })).toMatchObject({
      amountMinor: 12_000,
      clientId: her.client.id,
    });

    const requested = (await outboxPayloads(crm.db, 'client.erasure_requested')).filter(
      (p) => p.requestId === asked.id,
    );
    expect(requested).toEqual([
      { requestId: asked.id, clientId: her.client.id, userId: her.userId, email: her.client.email },
    ]);
    expect(executed.confirmations.map((c) => [c.service, !!c.confirmedAt])).toEqual([
      ['auth', false],
      ['checkin', false],
      ['crm', true],
      ['notification', false],
    ]);
  });

  it('is done when auth, checkin and notification have all confirmed, and then names nobody', async () => {
    const { her, asked } = await erasureOfAClientWithHistory();
    await request(crm.app).post(`/api/data-requests/${asked.id}/execute`).set(team.as.coach);
    await confirmed({ requestId: asked.id, service: 'auth', erased: { users: 1 } });
    // A second confirmation from the same service changes nothing.
    await confirmed({ requestId: asked.id, service: 'auth', erased: { users: 0 } });
    await confirmed({ requestId: asked.id, service: 'checkin', erased: { photos: 2 } });
    let row = await crm.db.dataRequest.findUniqueOrThrow({ where: { id: asked.id } });
    expect(row.status).toBe('in_progress');
    expect(row.erasureSubject).not.toBeNull();

    await confirmed({ requestId: asked.id, service: 'notification', erased: { messages: 3 } });
    row = await crm.db.dataRequest.findUniqueOrThrow({ where: { id: asked.id } });
    expect(row.status).toBe('done');
    expect(row.completedAt).not.toBeNull();
    expect(row.erasureSubject).toBeNull();
    const auth = await crm.db.dataRequestConfirmation.findUniqueOrThrow({
      where: { requestId_service: { requestId: asked.id, service: 'auth' } },
    });
    expect(auth.erased).toEqual({ users: 1 });
    // Her events' envelopes (her address and ids) are gone from crm's outbox.
    const mentions = await crm.db.$queryRaw<{ n: bigint }[]>`
      SELECT count(*) AS n FROM outbox_events
      WHERE strpos(envelope::text, ${her.client.email}) > 0
         OR strpos(envelope::text, ${her.client.id}) > 0`;
    expect(Number(mentions[0]!.n)).toBe(0);
    const audit = await crm.db.auditLog.findMany({
      where: { subjectId: asked.id },
      orderBy: { createdAt: 'asc' },
    });
    expect(audit.map((a) => a.action)).toEqual([
      'erasure_requested',
      'erasure_executed',
      'erasure_completed',
    ]);
    // Nothing more can be asked about her.
    const again = await request(crm.app)
      .post('/api/data-requests')
      .set(team.as.coach)
      .send({ type: 'export', clientId: her.client.id });
    expect(again.status).toBe(409);
  });

  it('cannot be executed twice (409)', async () => {
    const { asked } = await erasureOfAClientWithHistory();
    const execute = () =>
      request(crm.app).post(`/api/data-requests/${asked.id}/execute`).set(team.as.coach);
    expect((await execute()).status).toBe(200);
    const second = await execute();
    expect(second.status).toBe(409);
    expect(second.body.error).toBe(DATA_REQUEST_MESSAGES.notExecutable);
  });
});

describe('the sweep', () => {
  it('asks again those that have not confirmed, then flags the request stuck', async () => {
    // Earlier tests' requests are settled or stuck in their own right: start from none pending.
    await crm.db.dataRequest.updateMany({
      where: { status: 'in_progress' },
      data: { status: 'done' },
    });
    const her = await aClient();
    const asked = await coachAsks('erasure', her.client.id);
    await request(crm.app).post(`/api/data-requests/${asked.id}/execute`).set(team.as.coach);
    await confirmed({ requestId: asked.id, service: 'auth', erased: {} });
    const requests = async () =>
      (await outboxPayloads(crm.db, 'client.erasure_requested')).filter(
        (p) => p.requestId === asked.id,
      ).length;
    expect(await requests()).toBe(1);

    // Not yet overdue: nothing.
    expect(await sweepErasures({ db: crm.db, clock })).toEqual({ resent: 0, stuck: 0 });
    for (let attempt = 2; attempt <= ERASURE_MAX_ATTEMPTS; attempt++) {
      clock.set(new Date(clock.now().getTime() + ERASURE_RESEND_AFTER_MS + 1000));
      expect(await sweepErasures({ db: crm.db, clock })).toEqual({ resent: 1, stuck: 0 });
      expect(await requests()).toBe(attempt);
    }
    const pending = await crm.db.dataRequestConfirmation.findMany({
      where: { requestId: asked.id, confirmedAt: null },
      orderBy: { service: 'asc' },
    });
    expect(pending.map((c) => [c.service, c.attempts])).toEqual([
      ['checkin', ERASURE_MAX_ATTEMPTS],
      ['notification', ERASURE_MAX_ATTEMPTS],
    ]);

    clock.set(new Date(clock.now().getTime() + ERASURE_RESEND_AFTER_MS + 1000));
    expect(await sweepErasures({ db: crm.db, clock })).toEqual({ resent: 0, stuck: 1 });
    expect(await requests()).toBe(ERASURE_MAX_ATTEMPTS);
    const list = dataRequestListSchema.parse(
      (await request(crm.app).get('/api/data-requests').set(team.as.coach)).body,
    );
    expect(list.items.find((r) => r.id === asked.id)).toMatchObject({
      stuck: true,
      status: 'in_progress',
    });

    // A late confirmation still completes it, and clears the alert.
    await confirmed({ requestId: asked.id, service: 'checkin', erased: {} });
    await confirmed({ requestId: asked.id, service: 'notification', erased: {} });
    expect(await crm.db.dataRequest.findUniqueOrThrow({ where: { id: asked.id } })).toMatchObject({
      status: 'done',
      stuckAt: null,
    });
  });
});

describe('the audit log', () => {
  it('records a consent she withdrew in another service, and shows it to the coach', async () => {
    const her = await aClient('Wilma');
    await consumeEvent(
      createEnvelope(
        'consent.withdrawn',
        { clientId: her.client.id, userId: her.userId, kind: 'health_data' },
        { correlationId: 'data-requests-test', actor: { userId: her.userId, role: 'client' } },
      ),
      crm.db,
      crmEventHandlers,
      log,
    );
    const res = await request(crm.app).get('/api/data-protection/audit').set(team.as.coach);
    const { items } = auditListSchema.parse(res.body);
    expect(items.find((entry) => entry.action === 'consent_withdrawn')).toMatchObject({
      actor: 'The client',
      subject: 'Wilma Quartermaine',
      detail: 'health_data',
    });
  });
});
