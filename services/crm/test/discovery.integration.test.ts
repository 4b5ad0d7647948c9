import request from 'supertest';
import { DISCOVERY_MESSAGES, EVENT_CATALOGUE } from '@wellness/contracts';
import { createTestDatabase, fromClient, testServiceEnv } from '@wellness/kit/src/testing';
import type { TestDatabase } from '@wellness/kit/src/testing';
import { buildCrmService } from '../src/app';
import { configSchema } from '../src/config';
import { createDb } from '../src/db';
import type { Db } from '../src/db';

const RATE_LIMIT = 4;

let database: TestDatabase;
let db: Db;
let service: ReturnType<typeof buildCrmService>;

beforeAll(async () => {
  database = await createTestDatabase('crm');
  const config = configSchema.parse(
    testServiceEnv('crm', database.url, { DISCOVERY_RATE_LIMIT: String(RATE_LIMIT) }),
  );
  db = createDb(config.DATABASE_URL);
  service = buildCrmService(config, db);
});
afterAll(async () => {
  await service.close();
  await database.drop();
});

let address = 0;
/** Each test speaks from its own client address (as the gateway signs it), so limits don't mix. */
const newAddress = () => `203.0.113.${++address}`;

const valid = {
  firstName: 'Maya',
  lastName: 'Hart',
  email: 'maya.hart@example.com',
  phone: '+44 7700 900123',
  goals: ['lose-weight', 'more-energy'],
  challenge: 'Finding time between school runs and work.',
  preferredTimes: ['weekday-evening'],
  heardFrom: 'instagram',
  consent: true,
  utm: { utm_source: 'instagram', utm_medium: 'social', utm_campaign: 'spring' },
  website: '',
};

const submit = (body: object, ip = newAddress()) =>
  request(service.app).post('/api/discovery').set(fromClient(ip)).send(body);

const leadsFor = (email: string) => db.lead.findMany({ where: { email } });
const leadEvents = () =>
  db.outboxEvent.findMany({ where: { type: 'lead.created' }, orderBy: { occurredAt: 'asc' } });

describe('POST /api/discovery', () => {
  it('creates a lead with source, answers, UTM and consent time, and emits lead.created with it', async () => {
    const before = Date.now();
    const response = await submit({ ...valid, email: 'Maya.Hart@Example.com' });
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ message: DISCOVERY_MESSAGES.received });

    const [lead, ...others] = await leadsFor('maya.hart@example.com');
    expect(others).toHaveLength(0);
    expect(lead).toMatchObject({
      firstName: 'Maya',
      lastName: 'Hart',
      email: 'maya.hart@example.com',
      phone: '+44 7700 900123',
      status: 'new',
      source: 'discovery',
      utm: { utm_source: 'instagram', utm_medium: 'social', utm_campaign: 'spring' },
      answers: {
        goals: ['lose-weight', 'more-energy'],
        challenge: 'Finding time between school runs and work.',
        preferredTimes: ['weekday-evening'],
        heardFrom: 'instagram',
      },
    });
    expect(lead.consentAt!.getTime()).toBeGreaterThanOrEqual(before - 5);

    const events = (await leadEvents()).filter(
      (e) => (e.envelope as { payload: { leadId: string } }).payload.leadId === lead.id,
    );
    expect(events).toHaveLength(1);
    const envelope = events[0].envelope as { payload: unknown; version: number };
    expect(envelope.version).toBe(EVENT_CATALOGUE['lead.created'].version);
    expect(EVENT_CATALOGUE['lead.created'].payload.parse(envelope.payload)).toEqual({
      leadId: lead.id,
      email: 'maya.hart@example.com',
      firstName: 'Maya',
      lastName: 'Hart',
      source: 'discovery',
    });
  });

  it('accepts a request without phone and without UTM parameters', async () => {
    const { phone: _phone, utm: _utm, ...rest } = valid;
    await submit({ ...rest, email: 'no.phone@example.com' }).expect(202);
    const [lead] = await leadsFor('no.phone@example.com');
    expect(lead.phone).toBeNull();
    expect(lead.utm).toBeNull();
  });

  it.each([
    ['firstName', { firstName: '  ' }, DISCOVERY_MESSAGES.firstName],
    ['lastName', { lastName: '' }, DISCOVERY_MESSAGES.lastName],
    ['email', { email: 'maya@' }, DISCOVERY_MESSAGES.email],
    ['phone', { phone: 'call me' }, DISCOVERY_MESSAGES.phone],
    ['goals', { goals: [] }, DISCOVERY_MESSAGES.goals],
    ['goals', { goals: ['fly'] }, DISCOVERY_MESSAGES.goals],
    ['challenge', { challenge: ' ' }, DISCOVERY_MESSAGES.challenge],
    ['challenge', { challenge: 'x'.repeat(2001) }, DISCOVERY_MESSAGES.challengeTooLong],
    ['preferredTimes', { preferredTimes: [] }, DISCOVERY_MESSAGES.preferredTimes],
    ['heardFrom', { heardFrom: 'tv' }, DISCOVERY_MESSAGES.heardFrom],
    ['consent', { consent: false }, DISCOVERY_MESSAGES.consent],
  ])(
    'rejects an invalid %s with its field message and stores nothing',
    async (field, change, message) => {
      const email = `invalid-${field}-${address}@example.com`;
      const response = await submit({ ...valid, email, ...change });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION');
      expect(response.body.fields[field]).toBe(message);
      expect(await leadsFor(email)).toHaveLength(0);
    },
  );

  it('reports every missing field at once', async () => {
    const response = await submit({});
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fields).sort()).toEqual(
      [
        'firstName',
        'lastName',
        'email',
        'goals',
        'challenge',
        'preferredTimes',
        'heardFrom',
        'consent',
      ].sort(),
    );
  });

  it('answers a filled honeypot like a success but stores no lead and emits nothing', async () => {
    const eventsBefore = (await leadEvents()).length;
    const response = await submit({ ...valid, email: 'bot@example.com', website: 'http://spam' });
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ message: DISCOVERY_MESSAGES.received });
    expect(await leadsFor('bot@example.com')).toHaveLength(0);
    expect(await leadEvents()).toHaveLength(eventsBefore);
  });

  it(`refuses an address with 429 after ${RATE_LIMIT} submissions, other addresses unaffected`, async () => {
    const ip = newAddress();
    for (let i = 0; i < RATE_LIMIT; i++) {
      await submit({ ...valid, email: `burst-${i}@example.com` }, ip).expect(202);
    }
    const refused = await submit({ ...valid, email: 'burst-last@example.com' }, ip);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('RATE_LIMITED');
    expect(refused.body.retryAfterSeconds).toBeGreaterThan(0);
    expect(await leadsFor('burst-last@example.com')).toHaveLength(0);
    // Even a malformed request is refused once the address is over its limit.
    expect((await submit({}, ip)).status).toBe(429);
    await submit({ ...valid, email: 'burst-last@example.com' }).expect(202);
  });

  it('updates the open lead of the same email instead of creating a second, without a second event', async () => {
    const email = 'again@example.com';
    await submit({ ...valid, email }).expect(202);
    const [first] = await leadsFor(email);
    const eventsBefore = (await leadEvents()).length;

    const again = await submit({
      ...valid,
      email: 'AGAIN@example.com',
      firstName: 'Maya-Rose',
      challenge: 'Evenings are chaos.',
      preferredTimes: ['weekend'],
      utm: { utm_source: 'newsletter' },
    });
    expect(again.status).toBe(202);
    expect(again.body).toEqual({ message: DISCOVERY_MESSAGES.received });

    const leads = await leadsFor(email);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      id: first.id,
      firstName: 'Maya-Rose',
      utm: { utm_source: 'newsletter' },
      answers: expect.objectContaining({
        challenge: 'Evenings are chaos.',
        preferredTimes: ['weekend'],
      }),
    });
    expect(leads[0].consentAt!.getTime()).toBeGreaterThanOrEqual(first.consentAt!.getTime());
    expect(await leadEvents()).toHaveLength(eventsBefore);
  });

  it('creates one lead for simultaneous duplicates', async () => {
    const email = 'race@example.com';
    const responses = await Promise.all([1, 2, 3].map(() => submit({ ...valid, email })));
    expect(responses.map((r) => r.status)).toEqual([202, 202, 202]);
    expect(await leadsFor(email)).toHaveLength(1);
  });

  it('creates a new lead when the earlier lead of that email is closed', async () => {
    const email = 'returning@example.com';
    await submit({ ...valid, email }).expect(202);
    await db.lead.updateMany({ where: { email }, data: { status: 'lost' } });
    await submit({ ...valid, email }).expect(202);
    const leads = await leadsFor(email);
    expect(leads.map((l) => l.status).sort()).toEqual(['lost', 'new']);
  });
});
