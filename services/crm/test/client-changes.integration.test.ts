import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { EventPayload } from '@wellness/contracts';
import { consumeEvent, createEnvelope, createLogger } from '@wellness/kit';
import { recordClientChanges } from '../src/clients/changes';
import { crmEventHandlers } from '../src/events';
import { startCrm } from './harness';
import type { CrmHarness } from './harness';
import { announcedSnapshots, newClient, newLead, outboxEnvelopes, seedTeam } from './fixtures';

/**
 * `client.changed`: every change of a client's account, coach, nutritionist, name or status
 * leaves one full snapshot of her in the outbox, in the change's transaction (one event for all
 * the clients one change touches).
 */
const log = createLogger('crm-client-changes-test', 'silent');
let crm: CrmHarness;
let t: Awaited<ReturnType<typeof seedTeam>>;

beforeAll(async () => {
  crm = await startCrm();
  t = await seedTeam(crm.db);
});
afterAll(() => crm.close());

const snapshotsOf = async (clientId: string) =>
  (await announcedSnapshots(crm.db)).filter((p) => p.clientId === clientId);
const envelopesOf = async (clientId: string) =>
  (await outboxEnvelopes(crm.db, 'client.changed')).filter((envelope) =>
    (envelope.payload as { clients: { clientId: string }[] }).clients.some(
      (client) => client.clientId === clientId,
    ),
  );
const lastSnapshotOf = async (clientId: string) => (await snapshotsOf(clientId)).at(-1);
const consume = (type: 'user.invited' | 'user.registered', payload: object) =>
  consumeEvent(
    createEnvelope(type, payload as EventPayload<typeof type>, {
      correlationId: 'client-changes-test',
      actor: { service: 'auth' },
    }),
    crm.db,
    crmEventHandlers,
    log,
  );

describe('a client comes to be', () => {
  it('converting a lead announces the pending client; her account arriving announces her linked and active', async () => {
    const lead = await newLead(crm.db, { firstName: 'Lena', email: 'lena@example.com' });
    const res = await request(crm.app).post(`/api/leads/${lead.id}/convert`).set(t.as.coach);
    expect(res.status).toBe(201);
    const { clientId } = res.body as { clientId: string };
    expect(await snapshotsOf(clientId)).toEqual([
      {
        clientId,
        userId: null,
        coachUserId: t.coachId,
        nutritionistUserId: null,
        coachName: 'Sarah Mitchell',
        nutritionistName: null,
        coachEmail: expect.stringContaining('@'),
        nutritionistEmail: null,
        email: 'lena@example.com',
        firstName: 'Lena',
        lastName: lead.lastName,
        status: 'pending',
        tags: [],
        joinedAt: expect.any(String),
      },
    ]);

    const userId = randomUUID();
    await consume('user.invited', {
      userId,
      email: 'lena@example.com',
      firstName: 'Lena',
      lastName: lead.lastName,
      role: 'client',
      setPasswordUrl: 'http://localhost:8080/reset-password?token=t',
      expiresAt: new Date(Date.now() + 3600_000).toISOString(),
    });
    expect(await snapshotsOf(clientId)).toHaveLength(2);
    expect(await lastSnapshotOf(clientId)).toMatchObject({ userId, status: 'active' });
    // A change made by a consumer carries the event's correlation id, with crm as the actor.
    expect((await envelopesOf(clientId)).at(-1)).toMatchObject({
      correlationId: 'client-changes-test',
      actor: { service: 'crm' },
    });
  });

  it('converting a lead of an existing client changes no client and announces nothing', async () => {
    const client = await newClient(crm.db, { email: 'known@example.com' });
    const lead = await newLead(crm.db, { email: 'known@example.com' });
    await request(crm.app).post(`/api/leads/${lead.id}/convert`).set(t.as.coach).expect(200);
    expect(await snapshotsOf(client.id)).toEqual([]);
  });

  it('approving a registration announces the new active client, coached by the deciding coach', async () => {
    const userId = randomUUID();
    await consume('user.registered', {
      userId,
      email: 'rosa@example.com',
      firstName: 'Rosa',
      lastName: 'Diaz',
      role: 'client',
    });
    const approval = await crm.db.approval.findUniqueOrThrow({ where: { userId } });
    await request(crm.app)
      .post(`/api/approvals/${approval.id}/approve`)
      .set(t.as.coach)
      .expect(200);
    const client = await crm.db.client.findUniqueOrThrow({ where: { userId } });
    expect(await snapshotsOf(client.id)).toEqual([
      {
        clientId: client.id,
        userId,
        coachUserId: t.coachId,
        nutritionistUserId: null,
        coachName: 'Sarah Mitchell',
        nutritionistName: null,
        coachEmail: expect.stringContaining('@'),
        nutritionistEmail: null,
        email: 'rosa@example.com',
        firstName: 'Rosa',
        lastName: 'Diaz',
        status: 'active',
        tags: [],
        joinedAt: expect.any(String),
      },
    ]);
  });
});

describe('a client changes', () => {
  it('announces name and status edits, and not phone or goals edits', async () => {
    const client = await newClient(crm.db);
    const patch = (body: object) =>
      request(crm.app).patch(`/api/clients/${client.id}`).set(t.as.coach).send(body).expect(200);
    await patch({ phone: '+44 7700 900999', goals: 'Sleep better' });
    expect(await snapshotsOf(client.id)).toEqual([]);
    await patch({ firstName: 'Carla' });
    expect(await lastSnapshotOf(client.id)).toMatchObject({ firstName: 'Carla', status: 'active' });
    await patch({ status: 'paused' });
    expect(await lastSnapshotOf(client.id)).toMatchObject({ firstName: 'Carla', status: 'paused' });
    await patch({ status: 'paused', lastName: client.lastName });
    expect(await snapshotsOf(client.id)).toHaveLength(2);
  });

  it('announces an assignment and an unassignment', async () => {
    const client = await newClient(crm.db);
    const assign = (nutritionistUserId: string | null) =>
      request(crm.app)
        .post(`/api/clients/${client.id}/assignments`)
        .set(t.as.coach)
        .send({ nutritionistUserId })
        .expect(200);
    await assign(t.nutritionistId);
    // With her name as the team lists it, for conversations with her (notification).
    expect(await lastSnapshotOf(client.id)).toMatchObject({
      nutritionistUserId: t.nutritionistId,
      nutritionistName: 'Nina Patel',
    });
    await assign(t.nutritionistId); // no change, no snapshot
    await assign(null);
    expect((await snapshotsOf(client.id)).map((s) => s.nutritionistUserId)).toEqual([
      t.nutritionistId,
      null,
    ]);
  });

  it('announces each client a bulk action changed, and only those', async () => {
    const [a, b, c] = await Promise.all([
      newClient(crm.db),
      newClient(crm.db),
      newClient(crm.db, { nutritionistUserId: t.nutritionistId, status: 'paused' }),
    ]);
    const bulk = (body: object) =>
      request(crm.app).post('/api/clients/bulk').set(t.as.coach).send(body).expect(200);
    await bulk({ action: 'assign', ids: [a.id, b.id, c.id], nutritionistUserId: t.nutritionistId });
    const [latest] = (await outboxEnvelopes(crm.db, 'client.changed')).slice(-1);
    expect(
      (latest!.payload as { clients: { clientId: string }[] }).clients
        .map((s) => s.clientId)
        .sort(),
    ).toEqual([a.id, b.id].sort());
    expect((await snapshotsOf(a.id)).map((s) => s.nutritionistUserId)).toEqual([t.nutritionistId]);
    expect(await snapshotsOf(b.id)).toHaveLength(1);
    expect(await snapshotsOf(c.id)).toEqual([]);
    await bulk({ action: 'status', ids: [a.id, c.id], status: 'paused' });
    expect(await lastSnapshotOf(a.id)).toMatchObject({
      status: 'paused',
      nutritionistUserId: t.nutritionistId,
    });
    expect(await snapshotsOf(c.id)).toEqual([]);
  });

  it('announces the clients a deactivated nutritionist leaves unassigned', async () => {
    const ninaId = randomUUID();
    const nina = await crm.db.teamMember.create({
      data: {
        userId: ninaId,
        email: 'leaving@example.com',
        firstName: 'Lea',
        lastName: 'Ving',
        role: 'nutritionist',
        status: 'active',
      },
    });
    const [a, b] = await Promise.all([
      newClient(crm.db, { nutritionistUserId: ninaId }),
      newClient(crm.db, { nutritionistUserId: ninaId }),
    ]);
    await request(crm.app)
      .patch(`/api/team/${nina.id}`)
      .set(t.as.coach)
      .send({ status: 'deactivated' })
      .expect(200);
    for (const client of [a, b])
      expect(await snapshotsOf(client.id)).toEqual([
        expect.objectContaining({ clientId: client.id, nutritionistUserId: null }),
      ]);
  });

  it('carries the caller’s correlation id and identity', async () => {
    const client = await newClient(crm.db);
    await request(crm.app)
      .patch(`/api/clients/${client.id}`)
      .set({ ...t.as.coach, 'x-correlation-id': 'corr-snapshot' })
      .send({ status: 'archived' })
      .expect(200);
    expect(await envelopesOf(client.id)).toEqual([
      expect.objectContaining({
        correlationId: 'corr-snapshot',
        actor: { userId: t.coachId, role: 'coach' },
      }),
    ]);
  });
});

describe('in the change’s transaction', () => {
  it('writes no snapshot when the change rolls back', async () => {
    const client = await newClient(crm.db);
    // The timeline entry is written after the snapshot: making it fail rolls back the whole change.
    await crm.db.$executeRawUnsafe(`
      CREATE FUNCTION refuse_assignment() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'timeline unavailable'; END $$ LANGUAGE plpgsql`);
    await crm.db.$executeRawUnsafe(`
      CREATE TRIGGER refuse_assignment BEFORE INSERT ON activities
      FOR EACH ROW WHEN (NEW.kind = 'assigned') EXECUTE FUNCTION refuse_assignment()`);
    try {
      const res = await request(crm.app)
        .post(`/api/clients/${client.id}/assignments`)
        .set(t.as.coach)
        .send({ nutritionistUserId: t.nutritionistId });
      expect(res.status).toBe(500);
      const bulk = await request(crm.app)
        .post('/api/clients/bulk')
        .set(t.as.coach)
        .send({ action: 'assign', ids: [client.id], nutritionistUserId: t.nutritionistId });
      expect(bulk.status).toBe(500);
    } finally {
      await crm.db.$executeRawUnsafe('DROP TRIGGER refuse_assignment ON activities');
      await crm.db.$executeRawUnsafe('DROP FUNCTION refuse_assignment()');
    }
    expect(await snapshotsOf(client.id)).toEqual([]);
    expect(
      (await crm.db.client.findUniqueOrThrow({ where: { id: client.id } })).nutritionistUserId,
    ).toBeNull();
  });

  it('is written in the caller’s transaction: invisible outside until it commits', async () => {
    const client = await newClient(crm.db);
    const counts = await crm.db.$transaction(async (tx) => {
      await tx.client.update({ where: { id: client.id }, data: { status: 'paused' } });
      await recordClientChanges(tx, [client.id], { correlationId: 'tx-test', actor: null });
      return {
        inside: await tx.outboxEvent.count({ where: { type: 'client.changed' } }),
        outside: await crm.db.outboxEvent.count({ where: { type: 'client.changed' } }),
      };
    });
    expect(counts.inside).toBe(counts.outside + 1);
    expect(await lastSnapshotOf(client.id)).toMatchObject({ status: 'paused' });
  });
});
