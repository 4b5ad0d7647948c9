import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { consumeEvent, createLogger } from '@wellness/kit';
import type { CheckinDeps } from '../src/deps';
import { checkinEventHandlers } from '../src/events';
import { startCheckin } from './harness';
import type { CheckinHarness } from './harness';
import { clientChanged, onboard, seedPeople, week } from './fixtures';
import type { People } from './fixtures';

let h: CheckinHarness;
let p: People;
let checkinId: string;
const log = createLogger('checkin-clients-test', 'silent');

// A busy machine can take longer than jest's 5 s for a hook that starts the service and seeds it.
jest.setTimeout(30_000);

beforeAll(async () => {
  h = await startCheckin();
  p = await seedPeople(h);
  await onboard(h, p.as.emma);
  const res = await request(h.app).post('/api/checkins').set(p.as.emma).send(week(74)).expect(201);
  checkinId = res.body.checkin.id;
});
afterAll(() => h.close());

const readModel = (clientId: string) => h.db.client.findUniqueOrThrow({ where: { clientId } });
const at = (iso: string) => new Date(iso);

describe('client.changed: the read model of who is whose', () => {
  it('creates and updates the client from full snapshots; a redelivery does nothing', async () => {
    const client = { ...p.olivia, clientId: randomUUID(), userId: null, email: 'Ivy@Example.com' };
    expect(await clientChanged(h, client, at('2026-11-20T10:00:00Z'))).toBe('processed');
    expect(await readModel(client.clientId)).toMatchObject({
      userId: null,
      email: 'ivy@example.com',
      status: 'active',
      changedAt: at('2026-11-20T10:00:00Z'),
    });
    const linked = { ...client, userId: randomUUID(), status: 'paused' as const };
    await clientChanged(h, linked, at('2026-11-21T10:00:00Z'));
    expect(await readModel(client.clientId)).toMatchObject({
      userId: linked.userId,
      status: 'paused',
    });
  });

  it('rejects a malformed snapshot for good (no retries), changing nothing', async () => {
    const envelope = {
      id: randomUUID(),
      type: 'client.changed',
      version: 2,
      occurredAt: new Date().toISOString(),
      correlationId: 'poison',
      actor: null,
      payload: { clients: [{ clientId: p.emma.clientId, email: 'not-an-email' }] },
    };
    await expect(
      consumeEvent(envelope, h.db, checkinEventHandlers({} as CheckinDeps), log),
    ).rejects.toThrow(/Malformed event rejected/);
    expect((await readModel(p.emma.clientId)).email).toBe(p.emma.email);
  });

  it('never lets an older snapshot overwrite a newer one, whatever order they arrive in', async () => {
    const client = { ...p.olivia, clientId: randomUUID(), userId: randomUUID() };
    await clientChanged(h, { ...client, lastName: 'Newer' }, at('2026-11-22T12:00:00Z'));
    await clientChanged(h, { ...client, lastName: 'Older' }, at('2026-11-22T11:00:00Z'));
    expect((await readModel(client.clientId)).lastName).toBe('Newer');
  });

  it('keeps her schedule (checkin’s own columns) when crm sends a new snapshot', async () => {
    await h.db.client.update({
      where: { clientId: p.emma.clientId },
      data: { checkinDay: 4, timeZone: 'Europe/Paris' },
    });
    await clientChanged(h, { ...p.emma, firstName: 'Emmeline' });
    expect(await readModel(p.emma.clientId)).toMatchObject({
      firstName: 'Emmeline',
      checkinDay: 4,
      timeZone: 'Europe/Paris',
    });
  });
});

describe('client.changed of many clients (a bulk action, an import’s batch)', () => {
  it('applies each client’s snapshot, and never one over a newer snapshot of her', async () => {
    const newer = { ...p.olivia, clientId: randomUUID(), userId: null, lastName: 'Newer' };
    await clientChanged(h, newer, at('2026-11-23T12:00:00Z'));
    const fresh = [1, 2].map((n) => ({
      ...p.olivia,
      clientId: randomUUID(),
      userId: null,
      email: `Imported${n}@Example.com`,
      nutritionistUserId: null,
    }));
    const batch = [...fresh, { ...newer, lastName: 'Older' }];
    expect(await clientChanged(h, batch, at('2026-11-23T11:00:00Z'))).toBe('processed');
    for (const [n, client] of fresh.entries())
      expect(await readModel(client.clientId)).toMatchObject({
        email: `imported${n + 1}@example.com`,
        coachUserId: p.coachId,
        status: 'active',
        changedAt: at('2026-11-23T11:00:00Z'),
      });
    expect((await readModel(newer.clientId)).lastName).toBe('Newer');
  });
});

describe('assignment changes reach access on the next request', () => {
  const nutritionistReads = (as: Record<string, string>) =>
    Promise.all([
      request(h.app).get('/api/onboarding').query({ clientId: p.emma.clientId }).set(as),
      request(h.app).get('/api/checkins').query({ clientId: p.emma.clientId }).set(as),
      request(h.app).get(`/api/checkins/${checkinId}`).set(as),
      request(h.app).get('/api/checkins/progress').query({ clientId: p.emma.clientId }).set(as),
    ]).then((responses) => responses.map((r) => r.status));

  it('the assigned nutritionist reads; unassigned, she gets 404 at once; the new one reads', async () => {
    expect(await nutritionistReads(p.as.nina)).toEqual([200, 200, 200, 200]);
    expect(await nutritionistReads(p.as.priya)).toEqual([404, 404, 404, 404]);

    await clientChanged(h, { ...p.emma, nutritionistUserId: null });
    expect(await nutritionistReads(p.as.nina)).toEqual([404, 404, 404, 404]);

    await clientChanged(h, { ...p.emma, nutritionistUserId: p.priyaId });
    expect(await nutritionistReads(p.as.priya)).toEqual([200, 200, 200, 200]);
    expect(await nutritionistReads(p.as.nina)).toEqual([404, 404, 404, 404]);
  });
});
