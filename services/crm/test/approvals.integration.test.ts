import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { APPROVAL_MESSAGES, approvalSchema, pagedSchema } from '@wellness/contracts';
import { consumeEvent, createEnvelope, createLogger } from '@wellness/kit';
import type { HandlerContext, TransactionRunner } from '@wellness/kit';
import { EventBatcher } from '@wellness/kit/src/events/event-batcher';
import { poolTransactions } from '@wellness/kit/src/events/pool-transactions';
import type { Tx } from '../src/db';
import { crmEventHandlers } from '../src/events';
import { startCrm } from './harness';
import type { CrmHarness } from './harness';
import { newClient, outboxPayloads, seedTeam } from './fixtures';

const log = createLogger('crm-approvals-test', 'silent');
let crm: CrmHarness;
let t: Awaited<ReturnType<typeof seedTeam>>;

beforeAll(async () => {
  crm = await startCrm();
  t = await seedTeam(crm.db);
});
afterAll(() => crm.close());

let n = 0;
/** A self-registration as it arrives: auth's `user.registered`, consumed by crm. */
async function registration(
  extra: { role?: 'client' | 'coach' | 'nutritionist'; note?: string; email?: string } = {},
) {
  n++;
  const userId = randomUUID();
  const email = extra.email ?? `reg${n}@example.com`;
  const event = createEnvelope(
    'user.registered',
    {
      userId,
      email,
      firstName: 'Rosa',
      lastName: `Diaz${n}`,
      role: extra.role ?? 'client',
      ...(extra.note ? { note: extra.note } : {}),
    },
    { correlationId: `reg-${n}`, actor: null },
  );
  expect(await consumeEvent(event, crm.db, crmEventHandlers, log)).toBe('processed');
  return crm.db.approval.findUniqueOrThrow({ where: { userId } });
}

const approve = (id: string, as = t.as.coach) =>
  request(crm.app).post(`/api/approvals/${id}/approve`).set(as);
const reject = (id: string, body: object = {}, as = t.as.coach) =>
  request(crm.app).post(`/api/approvals/${id}/reject`).set(as).send(body);
const decisionsFor = async (userId: string) =>
  (await outboxPayloads(crm.db, 'approval.decided')).filter((p) => p.userId === userId);

describe('user.registered', () => {
  it('records a pending registration once: a later delivery for her changes nothing', async () => {
    const approval = await registration({
      email: 'Rosa.Diaz@Example.com',
      note: 'Hello',
      role: 'nutritionist',
    });
    expect(approval).toMatchObject({
      email: 'rosa.diaz@example.com',
      firstName: 'Rosa',
      note: 'Hello',
      role: 'nutritionist',
      status: 'pending',
      reason: null,
      decidedAt: null,
    });
    expect(approval.createdAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    await reject(approval.id).expect(200);
    const again = createEnvelope(
      'user.registered',
      {
        userId: approval.userId,
        email: 'other@example.com',
        firstName: 'Other',
        lastName: 'Name',
        role: 'client',
      },
      { correlationId: 'again', actor: null },
    );
    expect(await consumeEvent(again, crm.db, crmEventHandlers, log)).toBe('processed');
    expect(await crm.db.approval.findMany({ where: { userId: approval.userId } })).toEqual([
      { ...approval, status: 'rejected', decidedAt: expect.any(Date), decidedByUserId: t.coachId },
    ]);
  });

  it('records a registration without a note with none', async () => {
    expect(await registration()).toMatchObject({ note: null, role: 'client' });
  });

  it("records the group commit's batch of registrations in one call, as one by one would", async () => {
    const handler = crmEventHandlers['user.registered']!;
    const earlier = await registration();
    const events = [1, 2, 3].map((i) =>
      createEnvelope(
        'user.registered',
        {
          userId: randomUUID(),
          email: `Batch${i}@Example.com`,
          firstName: 'Bea',
          lastName: `Batch${i}`,
          role: i === 3 ? 'coach' : 'client',
          ...(i === 1 ? { note: 'Hi' } : {}),
        },
        { correlationId: `batch-${i}`, actor: null },
      ),
    );
    // Her registration again (another event id) changes nothing, as one by one.
    const again = createEnvelope(
      'user.registered',
      {
        userId: earlier.userId,
        email: 'x@example.com',
        firstName: 'X',
        lastName: 'Y',
        role: 'client',
      },
      { correlationId: 'batch-again', actor: null },
    );
    await crm.db.$transaction((tx) =>
      handler.forBatch!(
        [...events, again].map((event) => ({ event, ctx: {} as HandlerContext })),
        tx,
      ),
    );
    const recorded = await crm.db.approval.findMany({
      where: { userId: { in: [...events.map((e) => e.payload.userId), earlier.userId] } },
      orderBy: { lastName: 'asc' },
    });
    expect(recorded).toEqual([
      expect.objectContaining({
        email: 'batch1@example.com',
        note: 'Hi',
        role: 'client',
        status: 'pending',
      }),
      expect.objectContaining({ email: 'batch2@example.com', note: null, role: 'client' }),
      expect.objectContaining({ email: 'batch3@example.com', role: 'coach' }),
      earlier,
    ]);
  });
});

describe('user.registered on the consumer', () => {
  it("commits registrations delivered together on crm's hot-path pool, not Prisma, each once", async () => {
    let prismaTransactions = 0;
    const db: TransactionRunner<Tx> = {
      $transaction: (fn) => {
        prismaTransactions++;
        return crm.db.$transaction(fn);
      },
    };
    const batcher = new EventBatcher(db, crmEventHandlers, log, {
      maxTransactions: 1,
      sqlDb: poolTransactions(crm.db.pool),
    });
    const events = [1, 2, 3].map((i) =>
      createEnvelope(
        'user.registered',
        {
          userId: randomUUID(),
          email: `Pool${i}@Example.com`,
          firstName: 'Pia',
          lastName: `Pool${i}`,
          role: 'client',
        },
        { correlationId: `pool-${i}`, actor: null },
      ),
    );
    const outcomes = await Promise.all([...events, events[1]].map((e) => batcher.consume(e)));
    expect(outcomes).toEqual(['processed', 'processed', 'processed', 'duplicate']);
    expect(prismaTransactions).toBe(0);
    const recorded = await crm.db.approval.findMany({
      where: { userId: { in: events.map((e) => e.payload.userId) } },
      orderBy: { lastName: 'asc' },
    });
    expect(recorded.map((a) => [a.email, a.status])).toEqual([
      ['pool1@example.com', 'pending'],
      ['pool2@example.com', 'pending'],
      ['pool3@example.com', 'pending'],
    ]);
    expect(
      await crm.db.processedEvent.count({ where: { eventId: { in: events.map((e) => e.id) } } }),
    ).toBe(3);
  });
});

describe('GET /api/approvals', () => {
  it('lists pending registrations newest first with who, when and what she wrote; other statuses on request', async () => {
    const older = await registration({ note: 'A friend recommended you' });
    await crm.db.approval.update({
      where: { id: older.id },
      data: { createdAt: new Date(Date.now() - 3600_000) },
    });
    const newer = await registration();
    const res = await request(crm.app).get('/api/approvals').set(t.as.coach);
    expect(res.status).toBe(200);
    const page = pagedSchema(approvalSchema).parse(res.body);
    const ids = page.items.map((a) => a.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(page.items.find((a) => a.id === older.id)).toMatchObject({
      note: 'A friend recommended you',
      status: 'pending',
      role: 'client',
      decidedAt: null,
      email: older.email,
    });
    expect(page.items.every((a) => a.status === 'pending')).toBe(true);

    await reject(newer.id, { reason: 'Not in our area' }).expect(200);
    const rejected = await request(crm.app).get('/api/approvals?status=rejected').set(t.as.coach);
    expect(rejected.body.items.map((a: { id: string }) => a.id)).toContain(newer.id);
    const paged = await request(crm.app).get('/api/approvals?pageSize=1').set(t.as.coach);
    expect(paged.body).toMatchObject({ pageSize: 1, page: 1 });
    expect(paged.body.items).toHaveLength(1);
    expect((await request(crm.app).get('/api/approvals?status=maybe').set(t.as.coach)).status).toBe(
      400,
    );
  });
});

describe('POST /api/approvals/:id/approve', () => {
  it('approves, creates the active client coached by the deciding coach, and emits approval.decided atomically', async () => {
    const approval = await registration();
    const res = await approve(approval.id);
    expect(res.status).toBe(200);
    expect(approvalSchema.parse(res.body)).toMatchObject({
      id: approval.id,
      status: 'approved',
      reason: null,
    });
    expect(res.body.decidedAt).not.toBeNull();
    const client = await crm.db.client.findUniqueOrThrow({ where: { userId: approval.userId } });
    expect(client).toMatchObject({
      email: approval.email,
      status: 'active',
      coachUserId: t.coachId,
    });
    expect(await decisionsFor(approval.userId)).toEqual([
      {
        userId: approval.userId,
        email: approval.email,
        firstName: 'Rosa',
        lastName: approval.lastName,
        decision: 'approved',
      },
    ]);
    const stored = await crm.db.approval.findUniqueOrThrow({ where: { id: approval.id } });
    expect(stored.decidedByUserId).toBe(t.coachId);
  });

  it('links an existing client record with her email instead of creating a second', async () => {
    const existing = await newClient(crm.db, { email: 'known@example.com', status: 'pending' });
    const approval = await registration({ email: 'known@example.com' });
    await approve(approval.id).expect(200);
    expect(await crm.db.client.findUniqueOrThrow({ where: { id: existing.id } })).toMatchObject({
      userId: approval.userId,
      status: 'active',
    });
    expect(await crm.db.client.count({ where: { email: 'known@example.com' } })).toBe(1);
  });

  it('adds an approved nutritionist to the team instead of the client table', async () => {
    const approval = await registration({ role: 'nutritionist' });
    await approve(approval.id).expect(200);
    expect(
      await crm.db.teamMember.findUniqueOrThrow({ where: { userId: approval.userId } }),
    ).toMatchObject({ role: 'nutritionist', status: 'active' });
    expect(await crm.db.client.count({ where: { userId: approval.userId } })).toBe(0);
  });

  it('has one effect when decided twice: 409 and no second event', async () => {
    const approval = await registration();
    await approve(approval.id).expect(200);
    const again = await approve(approval.id);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'CONFLICT', error: APPROVAL_MESSAGES.alreadyDecided });
    const rejectAfter = await reject(approval.id, { reason: 'changed my mind' });
    expect(rejectAfter.status).toBe(409);
    expect(await decisionsFor(approval.userId)).toHaveLength(1);
    expect((await crm.db.approval.findUniqueOrThrow({ where: { id: approval.id } })).status).toBe(
      'approved',
    );
  });

  it('has one effect when decided concurrently: exactly one 200, the rest 409, one event, one client', async () => {
    const approval = await registration();
    const results = await Promise.all([
      approve(approval.id),
      reject(approval.id, { reason: 'race' }),
      approve(approval.id),
      reject(approval.id),
      approve(approval.id),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    const winner = results.find((r) => r.status === 200)!;
    const events = await decisionsFor(approval.userId);
    expect(events).toHaveLength(1);
    expect(events[0].decision).toBe(winner.body.status);
    expect(await crm.db.client.count({ where: { userId: approval.userId } })).toBe(
      winner.body.status === 'approved' ? 1 : 0,
    );
    expect(
      await crm.db.activity.count({ where: { subjectType: 'approval', subjectId: approval.id } }),
    ).toBe(1);
  });

  it('answers 404 for an unknown registration', async () => {
    expect((await approve(randomUUID())).status).toBe(404);
    expect((await approve('nope')).status).toBe(404);
  });
});

describe('POST /api/approvals/:id/reject', () => {
  it('rejects with a reason carried in approval.decided, and creates no client', async () => {
    const approval = await registration();
    const res = await reject(approval.id, { reason: '  Not taking clients in your area  ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'rejected',
      reason: 'Not taking clients in your area',
    });
    expect(await decisionsFor(approval.userId)).toEqual([
      expect.objectContaining({ decision: 'rejected', reason: 'Not taking clients in your area' }),
    ]);
    expect(await crm.db.client.count({ where: { userId: approval.userId } })).toBe(0);
  });

  it('rejects without a reason (none in the event) and validates the reason length', async () => {
    const approval = await registration();
    const tooLong = await reject(approval.id, { reason: 'x'.repeat(2001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fields.reason).toBeDefined();
    await reject(approval.id).expect(200);
    const [event] = await decisionsFor(approval.userId);
    expect(event).not.toHaveProperty('reason');
  });
});
