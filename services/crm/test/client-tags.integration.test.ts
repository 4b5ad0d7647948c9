import { randomUUID } from 'node:crypto';
import request from 'supertest';
import {
  TAG_LIMITS,
  TAG_MESSAGES,
  clientDetailSchema,
  clientTagsSchema,
  tagUsageSchema,
} from '@wellness/contracts';
import type { EventPayload, EventType } from '@wellness/contracts';
import { consumeEvent, createEnvelope, createLogger } from '@wellness/kit';
import { crmEventHandlers } from '../src/events';
import { startCrm } from './harness';
import type { CrmHarness } from './harness';
import { announcedSnapshots, newClient, newLead, seedTeam } from './fixtures';

/**
 * Client tags: the coach sets them (PUT /api/clients/:id/tags), the table filters by them, and
 * automations add or remove them and alert the coach through events crm consumes.
 */
const log = createLogger('crm-client-tags-test', 'silent');
let crm: CrmHarness;
let t: Awaited<ReturnType<typeof seedTeam>>;

beforeAll(async () => {
  crm = await startCrm();
  t = await seedTeam(crm.db);
});
afterAll(() => crm.close());

const putTags = (id: string, tags: unknown, as = t.as.coach) =>
  request(crm.app).put(`/api/clients/${id}/tags`).set(as).send({ tags });
const tagLinesOf = async (subjectId: string, kind = 'tags_changed') =>
  (
    await crm.db.activity.findMany({
      where: { subjectId, kind },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    })
  ).map((a) => ({ summary: a.summary, actorName: a.actorName }));
const snapshotsOf = async (clientId: string) =>
  (await announcedSnapshots(crm.db)).filter((p) => p.clientId === clientId);
const envelope = <T extends EventType>(type: T, payload: EventPayload<T>) =>
  createEnvelope(type, payload, {
    correlationId: 'client-tags-test',
    actor: { service: 'notification' },
  });
const consume = (event: unknown) => consumeEvent(event, crm.db, crmEventHandlers, log);

describe('PUT /api/clients/:id/tags', () => {
  it('stores the set normalised, sorted and without duplicates; says so on the timeline and in client.changed', async () => {
    const client = await newClient(crm.db);
    const res = await putTags(client.id, [' VIP', 'postnatal', 'vip']);
    expect(res.status).toBe(200);
    expect(clientTagsSchema.parse(res.body)).toEqual({ tags: ['postnatal', 'vip'] });
    expect((await crm.db.client.findUniqueOrThrow({ where: { id: client.id } })).tags).toEqual([
      'postnatal',
      'vip',
    ]);
    expect(await tagLinesOf(client.id)).toEqual([
      { summary: 'Tags: added postnatal, vip', actorName: 'Sarah Mitchell' },
    ]);
    expect((await snapshotsOf(client.id)).map((s) => s.tags)).toEqual([['postnatal', 'vip']]);

    await putTags(client.id, ['vip', 'new']).expect(200, { tags: ['new', 'vip'] });
    expect((await tagLinesOf(client.id)).at(-1)?.summary).toBe(
      'Tags: added new; removed postnatal',
    );
    const last = (await snapshotsOf(client.id)).at(-1);
    expect(last).toMatchObject({ tags: ['new', 'vip'], joinedAt: client.joinedAt.toISOString() });

    const detail = await request(crm.app).get(`/api/clients/${client.id}`).set(t.as.coach);
    expect(clientDetailSchema.parse(detail.body).tags).toEqual(['new', 'vip']);
  });

  it('changes nothing, and records nothing, for the same set again', async () => {
    const client = await newClient(crm.db, { tags: ['vip'] });
    await putTags(client.id, ['VIP']).expect(200, { tags: ['vip'] });
    expect(await tagLinesOf(client.id)).toEqual([]);
    expect(await snapshotsOf(client.id)).toEqual([]);
  });

  it('clears every tag with an empty set', async () => {
    const client = await newClient(crm.db, { tags: ['a', 'b'] });
    await putTags(client.id, []).expect(200, { tags: [] });
    expect(await tagLinesOf(client.id)).toEqual([
      { summary: 'Tags: removed a, b', actorName: 'Sarah Mitchell' },
    ]);
  });

  it('answers 400 with the tag message for a bad tag, and for too many', async () => {
    const client = await newClient(crm.db);
    for (const bad of [['not a tag!'], [''], ['-dash-first'], ['x'.repeat(41)], [42]]) {
      const res = await putTags(client.id, bad);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(TAG_MESSAGES.invalid);
    }
    const tooMany = Array.from({ length: TAG_LIMITS.perClient + 1 }, (_, i) => `t${i}`);
    const res = await putTags(client.id, tooMany);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(TAG_MESSAGES.tooMany);
    expect((await crm.db.client.findUniqueOrThrow({ where: { id: client.id } })).tags).toEqual([]);
  });

  it('is for coaches only: 403 for a nutritionist (even hers) and a client (even herself); 404 for no client', async () => {
    const client = await newClient(crm.db, {
      nutritionistUserId: t.nutritionistId,
      userId: t.clientUserId,
    });
    await putTags(client.id, ['vip'], t.as.nutritionist).expect(403);
    await putTags(client.id, ['vip'], t.as.client).expect(403);
    await putTags(randomUUID(), ['vip']).expect(404);
    await putTags('not-an-id', ['vip']).expect(404);
  });
});

describe('GET /api/clients/tags and the tag filter', () => {
  let ids: { a: string; b: string; c: string };
  beforeAll(async () => {
    const [a, b, c] = await Promise.all([
      newClient(crm.db, { lastName: 'Filtera', tags: ['filter-gold', 'filter-new'] }),
      newClient(crm.db, { lastName: 'Filterb', tags: ['filter-gold'] }),
      newClient(crm.db, { lastName: 'Filterc' }),
    ]);
    ids = { a: a.id, b: b.id, c: c.id };
  });

  it('counts the clients of every tag in use, alphabetically', async () => {
    const res = await request(crm.app).get('/api/clients/tags').set(t.as.coach);
    expect(res.status).toBe(200);
    const { tags } = tagUsageSchema.parse(res.body);
    expect(tags.filter((u) => u.tag.startsWith('filter-'))).toEqual([
      { tag: 'filter-gold', clients: 2 },
      { tag: 'filter-new', clients: 1 },
    ]);
    expect(tags.map((u) => u.tag)).toEqual([...tags.map((u) => u.tag)].sort());
  });

  it('is for coaches only', async () => {
    await request(crm.app).get('/api/clients/tags').set(t.as.nutritionist).expect(403);
    await request(crm.app).get('/api/clients/tags').set(t.as.client).expect(403);
  });

  it('filters the table by one tag (normalised), with the tags on each row', async () => {
    const res = await request(crm.app)
      .get('/api/clients')
      .query({ tag: ' Filter-Gold ', pageSize: 100 })
      .set(t.as.coach);
    expect(res.status).toBe(200);
    const rows = res.body.items as { id: string; tags: string[] }[];
    expect(rows.map((r) => r.id).sort()).toEqual([ids.a, ids.b].sort());
    expect(rows.find((r) => r.id === ids.a)?.tags).toEqual(['filter-gold', 'filter-new']);
    expect(res.body.total).toBe(2);
  });

  it('exports her tags as the last CSV column', async () => {
    const res = await request(crm.app)
      .get(`/api/clients/export?ids=${ids.a},${ids.c}`)
      .set(t.as.coach);
    expect(res.status).toBe(200);
    const [header, a, c] = res.text.split('\r\n');
    expect(header.endsWith(',Tags')).toBe(true);
    expect(a.endsWith(',"filter-gold, filter-new"')).toBe(true);
    expect(c.endsWith(',')).toBe(true);
  });

  it('answers 400 for a filter that is not a tag', async () => {
    const res = await request(crm.app).get('/api/clients').query({ tag: 'no way' }).set(t.as.coach);
    expect(res.status).toBe(400);
    expect(res.body.fields.tag).toBe(TAG_MESSAGES.invalid);
  });
});

describe('client.tags_change_requested (an automation step)', () => {
  it('adds and removes her tags, names the automation on her timeline, announces her, once', async () => {
    const client = await newClient(crm.db, { tags: ['new', 'vip'] });
    const event = envelope('client.tags_change_requested', {
      clientId: client.id,
      add: ['Welcome-Done', 'vip'],
      remove: ['new'],
      requestedBy: 'Welcome series',
    });
    expect(await consume(event)).toBe('processed');
    expect((await crm.db.client.findUniqueOrThrow({ where: { id: client.id } })).tags).toEqual([
      'vip',
      'welcome-done',
    ]);
    expect(await tagLinesOf(client.id)).toEqual([
      { summary: 'Tags: added welcome-done; removed new (by Welcome series)', actorName: null },
    ]);
    expect((await snapshotsOf(client.id)).map((s) => s.tags)).toEqual([['vip', 'welcome-done']]);

    // Redelivered: recognised; the same request under a new id: nothing to change.
    expect(await consume(event)).toBe('duplicate');
    expect(
      await consume(
        envelope('client.tags_change_requested', {
          clientId: client.id,
          add: ['welcome-done'],
          remove: ['new'],
          requestedBy: 'Welcome series',
        }),
      ),
    ).toBe('processed');
    expect(await tagLinesOf(client.id)).toHaveLength(1);
    expect(await snapshotsOf(client.id)).toHaveLength(1);
  });

  it('does nothing for a client crm does not have', async () => {
    const clientId = randomUUID();
    const event = envelope('client.tags_change_requested', {
      clientId,
      add: ['vip'],
      remove: [],
      requestedBy: 'Welcome series',
    });
    expect(await consume(event)).toBe('processed');
    expect(await snapshotsOf(clientId)).toEqual([]);
  });
});

describe('automation.coach_alerted', () => {
  it('puts the notice on the client’s timeline, once', async () => {
    const client = await newClient(crm.db);
    const event = envelope('automation.coach_alerted', {
      subject: { kind: 'client', id: client.id },
      automationName: 'Check-in nudges',
      message: 'No check-in for 14 days',
    });
    expect(await consume(event)).toBe('processed');
    expect(await consume(event)).toBe('duplicate');
    const lines = await crm.db.activity.findMany({ where: { subjectId: client.id } });
    expect(lines).toEqual([
      expect.objectContaining({
        subjectType: 'client',
        kind: 'automation',
        summary: 'Check-in nudges: No check-in for 14 days',
        actorName: null,
        createdAt: new Date(event.occurredAt),
      }),
    ]);
    const detail = await request(crm.app).get(`/api/clients/${client.id}`).set(t.as.coach);
    expect(detail.body.timeline[0].summary).toBe('Check-in nudges: No check-in for 14 days');
  });

  it('puts the notice on a lead’s timeline', async () => {
    const lead = await newLead(crm.db);
    await consume(
      envelope('automation.coach_alerted', {
        subject: { kind: 'lead', id: lead.id },
        automationName: 'Lead nurture',
        message: 'Maya has not booked a call after 7 days',
      }),
    );
    const detail = await request(crm.app).get(`/api/leads/${lead.id}`).set(t.as.coach);
    expect(detail.body.timeline[0]).toMatchObject({
      kind: 'automation',
      summary: 'Lead nurture: Maya has not booked a call after 7 days',
    });
  });

  it('does nothing for a subject crm does not have', async () => {
    const id = randomUUID();
    expect(
      await consume(
        envelope('automation.coach_alerted', {
          subject: { kind: 'lead', id },
          automationName: 'Lead nurture',
          message: 'Hello',
        }),
      ),
    ).toBe('processed');
    expect(await crm.db.activity.count({ where: { subjectId: id } })).toBe(0);
  });
});
