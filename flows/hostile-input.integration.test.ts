import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { Client } from 'pg';
import request from 'supertest';
import type { Express } from 'express';
import type { Role, ServiceName } from '@wellness/contracts';
import {
  asUser,
  createTestDatabase,
  mountedRoutes,
  testServiceEnv,
} from '@wellness/kit/src/testing';
import type { TestDatabase } from '@wellness/kit/src/testing';
import { buildAuthService } from '../services/auth/src/app';
import { configSchema as authConfig } from '../services/auth/src/config';
import { createDb as createAuthDb } from '../services/auth/src/db';
import { buildCrmService } from '../services/crm/src/app';
import { configSchema as crmConfig } from '../services/crm/src/config';
import { createDb as createCrmDb } from '../services/crm/src/db';
import { buildCheckinService } from '../services/checkin/src/app';
import { configSchema as checkinConfig } from '../services/checkin/src/config';
import { createDb as createCheckinDb } from '../services/checkin/src/db';
import { buildNotificationService } from '../services/notification/src/app';
import { configSchema as notificationConfig } from '../services/notification/src/config';
import { createDb as createNotificationDb } from '../services/notification/src/db';

/**
 * Hostile text gets 400, never 500 (issue 11 §2), for every service at once: the requests the
 * security review sent, then generated bodies for every JSON endpoint the services mount (found by
 * walking their routers): wrong types, huge strings, NUL, lone surrogates, deep nesting, unknown
 * keys and `__proto__`. No answer may be a 5xx, and a 400 must leave the database as it was.
 */

interface Running {
  name: ServiceName;
  app: Express;
  databaseUrl: string;
  /** A digest of every row of every table of the service's database. */
  fingerprint: () => Promise<string>;
  close: () => Promise<void>;
}

async function start(
  name: ServiceName,
  build: (database: TestDatabase) => { app: Express; close: () => Promise<void> },
): Promise<Running> {
  const database = await createTestDatabase(name);
  const service = build(database);
  const pg = new Client({ connectionString: database.url });
  await pg.connect();
  const { rows } = await pg.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables
      WHERE schemaname = 'public' AND tablename <> '_prisma_migrations' ORDER BY tablename`,
  );
  const digest = rows.length
    ? `SELECT concat_ws('#', ${rows
        .map(
          ({ name: table }) =>
            `(SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) FROM "${table}" t)`,
        )
        .join(', ')}) AS digest`
    : `SELECT '' AS digest`;
  return {
    name,
    app: service.app,
    databaseUrl: database.url,
    fingerprint: async () => (await pg.query<{ digest: string }>(digest)).rows[0].digest,
    close: async () => {
      await pg.end();
      await service.close();
      await database.drop();
    },
  };
}

const env = (name: ServiceName, database: TestDatabase, overrides = {}) =>
  testServiceEnv(name, database.url, overrides);

let services: Running[] = [];
const service = (name: ServiceName) => services.find((s) => s.name === name)!;

const identities: Record<Role | 'anonymous', Record<string, string>> = {
  anonymous: {},
  coach: asUser(randomUUID(), 'coach'),
  client: asUser(randomUUID(), 'client'),
  nutritionist: asUser(randomUUID(), 'nutritionist'),
};

beforeAll(async () => {
  services = await Promise.all([
    start('auth', (database) => {
      const config = authConfig.parse(env('auth', database));
      return buildAuthService(config, createAuthDb(config.DATABASE_URL));
    }),
    start('crm', (database) => {
      // Every generated discovery request comes from the same address: no rate limit here.
      const config = crmConfig.parse(env('crm', database, { DISCOVERY_RATE_LIMIT: '1000000' }));
      return buildCrmService(config, createCrmDb(config.DATABASE_URL));
    }),
    start('checkin', (database) => {
      const config = checkinConfig.parse(env('checkin', database));
      return buildCheckinService(config, createCheckinDb(config.DATABASE_URL));
    }),
    start('notification', (database) => {
      const config = notificationConfig.parse(env('notification', database));
      return buildNotificationService(config, createNotificationDb(config.DATABASE_URL));
    }),
  ]);
}, 30_000);
afterAll(async () => {
  await Promise.all(services.map((s) => s.close()));
}, 30_000);

const discovery = {
  firstName: 'Maya',
  lastName: 'Hart',
  email: 'maya.hart@example.com',
  phone: '+44 7700 900123',
  goals: ['more-energy'],
  challenge: 'Finding time.',
  preferredTimes: ['weekend'],
  heardFrom: 'friend',
  consent: true,
  utm: { utm_source: 'instagram' },
};
const registration = {
  email: 'nora.quinn@example.com',
  password: 'strong-pass',
  firstName: 'Nora',
  lastName: 'Quinn',
};

describe('the hostile requests of the security review', () => {
  const post = (name: ServiceName, path: string, body: object) =>
    request(service(name).app).post(path).send(body);

  async function expectRefused(
    name: ServiceName,
    path: string,
    body: object,
    field: string,
    message: string,
  ) {
    const before = await service(name).fingerprint();
    const response = await post(name, path, body);
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(message);
    expect(response.body.fields[field]).toBe(message);
    expect(await service(name).fingerprint()).toBe(before);
  }

  it('(the database fingerprint sees an accepted request)', async () => {
    const before = await service('crm').fingerprint();
    await post('crm', '/api/discovery', { ...discovery, email: 'seen@example.com' }).expect(202);
    expect(await service('crm').fingerprint()).not.toBe(before);
  });

  it.each([
    ['NUL', 'Nul\u0000Byte'],
    ['a lone surrogate', 'Lone\ud800Surrogate'],
  ])('%s in a first name: 400 naming the field, from discovery and register', async (_, name) => {
    const message = 'First name contains a character that is not allowed';
    await expectRefused(
      'crm',
      '/api/discovery',
      { ...discovery, firstName: name },
      'firstName',
      message,
    );
    await expectRefused(
      'auth',
      '/api/auth/register',
      { ...registration, firstName: name },
      'firstName',
      message,
    );
  });

  it('a 100,000-character first name: "too long", from discovery and register', async () => {
    const message = 'First name is too long (at most 100 characters)';
    const firstName = 'x'.repeat(100_000);
    await expectRefused('crm', '/api/discovery', { ...discovery, firstName }, 'firstName', message);
    await expectRefused(
      'auth',
      '/api/auth/register',
      { ...registration, firstName },
      'firstName',
      message,
    );
  });
});

// ── Every JSON endpoint, with generated bodies ──────────────────────────────────────────────────

interface Endpoint {
  service: ServiceName;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
}
/** The body-carrying routes an app mounts. */
function endpointsOf(name: ServiceName, app: Express): Endpoint[] {
  return mountedRoutes(app).flatMap(({ method, path }) =>
    method === 'GET' ? [] : [{ service: name, method, path }],
  );
}

/**
 * A valid request for every endpoint: the body the fuzzer mutates, and the records its path names.
 * A new endpoint fails the coverage test below until it has a line here.
 */
type Records = {
  lead: string;
  client: string;
  approval: string;
  teamMember: string;
  plan: string;
  payment: string;
};
interface Sample {
  body: Record<string, unknown> | ((r: Records) => Record<string, unknown>);
  /** The record the path's `:id` names. */
  params?: (r: Records) => string;
  /** Fields given a new value every run (an email already taken would stop the request early). */
  fresh?: 'email';
}
// Photo ids no record has: the fuzzer proves 4xx, never 5xx.
const NO_PHOTO = '00000000-0000-4000-8000-00000000f001';
const NO_PHOTO2 = '00000000-0000-4000-8000-00000000f002';
const checkin = {
  weightKg: 70.5,
  scores: { energy: 7, sleep: 6, stress: 4, hunger: 5, mood: 7, digestion: 6, motivation: 8 },
  workoutsDone: 3,
  workoutsPlanned: 4,
  adherencePercent: 80,
  steps: 8000,
  waterLitres: 2,
  win: 'Three workouts',
  struggle: 'Late snacks',
  questions: '',
};
const snippet = { title: 'Well done', body: 'Great work this week.' };
const planBody = {
  title: 'Steady energy',
  targets: {
    energyKcal: 1600,
    proteinG: 110,
    carbohydrateG: 170,
    fatG: 55,
    fibreG: 30,
    waterLitres: 2.2,
  },
  meals: [{ name: 'Breakfast', options: [{ items: [{ foodId: 'sr28:08120', grams: 50 }] }] }],
  guidance: { hydration: 'A glass of water with every meal' },
};

const paymentPlan = {
  name: 'Monthly coaching',
  description: 'Weekly check-ins',
  features: ['Feedback every week'],
  priceMinor: 4900,
  currency: 'GBP',
  billing: { type: 'subscription', interval: 'month', intervalCount: 1 },
  trialDays: null,
};

const automation = {
  name: 'Welcome',
  trigger: { type: 'event', event: 'client.activated' },
  conditions: { statuses: ['active'] },
  steps: [
    { type: 'wait', minutes: 60 },
    { type: 'send_email', template: 'welcome-day-0' },
  ],
  exits: ['client_archived'],
};

const SAMPLES: Record<string, Sample> = {
  'auth POST /api/auth/register': { body: registration, fresh: 'email' },
  'auth POST /api/auth/login': { body: { email: registration.email, password: 'wrong-pass' } },
  'auth POST /api/auth/logout': { body: {} },
  'auth POST /api/auth/forgot-password': { body: { email: registration.email } },
  'auth POST /api/auth/reset-password': {
    body: { token: 'not-a-real-token', password: 'new-password' },
  },
  'auth POST /api/auth/change-password': {
    body: { currentPassword: 'strong-pass', newPassword: 'another-pass' },
  },
  'auth POST /api/auth/confirm-password': { body: { password: 'strong-pass' } },
  'crm POST /api/discovery': { body: discovery, fresh: 'email' },
  'crm POST /api/team/invitations': {
    body: { email: 'nina@example.com', firstName: 'Nina', lastName: 'Ray', role: 'nutritionist' },
    fresh: 'email',
  },
  'crm PATCH /api/team/:id': { body: { status: 'deactivated' }, params: (r) => r.teamMember },
  'crm POST /api/approvals/:id/approve': { body: {}, params: (r) => r.approval },
  'crm POST /api/approvals/:id/reject': {
    body: { reason: 'Not a fit' },
    params: (r) => r.approval,
  },
  // Data protection: an export (a client without a record: 404; the coach names nobody: 400), and
  // carrying out a request no record has (404).
  'crm POST /api/data-requests': { body: { type: 'export' } },
  'crm POST /api/data-requests/:id/execute': { body: {} },
  'crm POST /api/data-requests/:id/link': { body: {} },
  // A backup (the coach's, with an optional passphrase), and a link to one no record has (404).
  'crm POST /api/backups': { body: { passphrase: 'a long enough passphrase' } },
  'crm POST /api/backups/:id/link': { body: {} },
  // An import is a multipart upload (JSON of any shape: 400); the others name no import (404).
  'crm POST /api/imports': { body: { kind: 'clients' } },
  'crm PUT /api/imports/:id/mapping': {
    body: { mapping: { columns: [{ index: 0, header: 'Email', field: 'email' }] }, remember: true },
  },
  'crm POST /api/imports/:id/start': { body: { duplicates: 'skip', invite: false } },
  'crm POST /api/imports/:id/cancel': { body: {} },
  'crm PATCH /api/leads/:id': {
    body: { status: 'contacted', firstName: 'Maya', phone: '+44 7700 900124' },
    params: (r) => r.lead,
  },
  'crm POST /api/leads/:id/notes': { body: { body: 'Called her.' }, params: (r) => r.lead },
  'crm POST /api/leads/:id/convert': { body: {}, params: (r) => r.lead },
  'crm POST /api/clients/bulk': {
    body: (r) => ({ action: 'status', ids: [r.client], status: 'active' }),
  },
  'crm PATCH /api/clients/:id': {
    body: { phone: '+44 7700 900125', goals: 'Strength' },
    params: (r) => r.client,
  },
  'crm POST /api/clients/:id/notes': { body: { body: 'Doing well.' }, params: (r) => r.client },
  'crm POST /api/clients/:id/assignments': {
    body: { nutritionistUserId: null },
    params: (r) => r.client,
  },
  'crm POST /api/clients/:id/screening-review': { body: {}, params: (r) => r.client },
  'crm PUT /api/clients/:id/tags': {
    body: { tags: ['vip', 'postnatal'] },
    params: (r) => r.client,
  },
  'crm POST /api/payment-plans': { body: paymentPlan },
  'crm PATCH /api/payment-plans/:id': { body: { name: 'Renamed' }, params: (r) => r.plan },
  'crm POST /api/payments/manual': {
    body: (r) => ({ clientId: r.client, amountMinor: 1000, method: 'cash', paidOn: '2026-01-05' }),
  },
  'crm POST /api/payments/:id/refund': { body: { amountMinor: 1 }, params: (r) => r.payment },
  'crm PUT /api/billing/clients/:clientId/offer': {
    body: (r) => ({ planId: r.plan }),
    params: (r) => r.client,
  },
  'crm POST /api/billing/portal': { body: {} },
  'crm POST /api/billing/cancel': { body: {} },
  'crm POST /api/checkout': { body: (r) => ({ planId: r.plan }) },
  // Stripe is not configured here: every body is refused, unsigned or not.
  'crm POST /api/payments/stripe/webhook': { body: { id: 'evt_fuzz', type: 'invoice.paid' } },
  // checkin: path ids name no record (the fuzzer proves 4xx, never 5xx, and nothing written)
  'checkin PUT /api/onboarding': { body: { checkinDay: 1, timeZone: 'Europe/London' } },
  'checkin POST /api/onboarding/complete': { body: {} },
  'checkin POST /api/onboarding/consent/withdraw': { body: {} },
  'checkin POST /api/checkins': { body: checkin },
  'checkin PUT /api/checkins/:id': { body: checkin },
  'checkin PUT /api/checkins/draft': { body: { weightKg: 70.5, win: 'Walked every day' } },
  'checkin POST /api/checkins/:id/review': { body: { feedback: 'A strong week, well done.' } },
  'checkin POST /api/checkins/missing/:clientId/nudge': { body: {} },
  'checkin POST /api/checkins/snippets': { body: snippet },
  // A photo is a multipart form: JSON of any shape is refused with 400 (photos.integration).
  'checkin POST /api/photos': { body: { pose: 'front', takenOn: '2026-11-20' } },
  'checkin DELETE /api/photos/:id': { body: {} },
  'checkin PUT /api/photos/consents': {
    body: { beforePhotoId: NO_PHOTO, afterPhotoId: NO_PHOTO2 },
  },
  'checkin POST /api/photos/consents/withdraw': {
    body: { beforePhotoId: NO_PHOTO, afterPhotoId: NO_PHOTO2 },
  },
  'checkin POST /api/foods': {
    body: {
      name: 'Oat bar',
      group: 'Snacks',
      energyKcal: 400,
      proteinG: 8,
      carbohydrateG: 60,
      fatG: 14,
    },
  },
  'checkin POST /api/nutrition-plans': { body: { ...planBody, clientId: NO_PHOTO } },
  'checkin PUT /api/nutrition-plans/:id': { body: { ...planBody, version: 1 } },
  'checkin POST /api/nutrition-plans/:id/publish': { body: { changeNote: 'First plan' } },
  'checkin DELETE /api/nutrition-plans/:id': { body: {} },
  'checkin POST /api/nutrition-plans/templates': { body: { planId: NO_PHOTO, name: '1,600 kcal' } },
  'checkin PUT /api/nutrition-plans/:id/shopping-list': {
    body: { version: 1, days: [[7]], ticked: ['sr28:08120'] },
  },
  'checkin PUT /api/checkins/snippets/:id': { body: snippet },
  'checkin DELETE /api/checkins/snippets/:id': { body: {} },
  // Conversations no record has (the fuzzer proves 4xx, never 5xx); an attachment is multipart.
  'notification POST /api/conversations/:id/messages': {
    body: () => ({ id: randomUUID(), body: 'Hello there' }),
  },
  'notification POST /api/conversations/:id/read': { body: { upTo: NO_PHOTO } },
  'notification POST /api/emails/:id/resend': { body: {} },
  'notification POST /api/attachments': { body: { conversationId: NO_PHOTO } },
  'notification POST /api/notifications/marketing-consent/withdraw': { body: {} },
  'notification POST /api/notifications/marketing-consent/give': { body: {} },
  // Email templates, by key (a client no record has: the preview's 404).
  'notification PUT /api/email-templates/:key': {
    body: { subject: 'Hello {{firstName}}', body: '## Hi\n\n[button: Go]({{checkinLink}})' },
    params: () => 'checkin-reminder',
  },
  'notification POST /api/email-templates/:key/restore': {
    body: { version: 'default' },
    params: () => 'checkin-reminder',
  },
  'notification POST /api/email-templates/:key/preview': {
    body: { clientId: NO_PHOTO, subject: 'Hi {{firstName}}', body: 'Hello **there**' },
    params: () => 'checkin-reminder',
  },
  'notification POST /api/email-templates/:key/test': {
    body: { subject: 'Hi {{firstName}}', body: 'Hello **there**' },
    params: () => 'checkin-reminder',
  },
  // Composed sends to a segment, automations (an id no record has: 404), an unsubscribe token
  // nobody was given (404; a mail provider's one-click body is a form, JSON is refused).
  'notification POST /api/emails': {
    body: {
      audience: { kind: 'segment', filters: { status: 'active', tag: 'vip' } },
      subject: 'Hi {{firstName}}',
      body: 'Hello **there**',
    },
  },
  'notification POST /api/emails/audience': {
    body: { audience: { kind: 'segment', filters: { status: 'active' } } },
  },
  'notification POST /api/email-sends/:id/cancel': { body: {} },
  'notification POST /api/automations': { body: automation },
  'notification PUT /api/automations/:id': { body: automation },
  'notification POST /api/automations/:id/enable': { body: {} },
  'notification POST /api/automations/:id/disable': { body: {} },
  'notification POST /unsubscribe/:token': { body: {} },
};
const keyOf = (e: Endpoint) => `${e.service} ${e.method} ${e.path}`;
const send = (app: Express, method: Endpoint['method'], path: string) => {
  const agent = request(app);
  return { POST: agent.post, PUT: agent.put, PATCH: agent.patch, DELETE: agent.delete }[
    method
  ].call(agent, path);
};

/** Records for the paths to name, made through the services' own APIs where they have one. */
async function seed(): Promise<Records> {
  const crm = service('crm').app;
  const coach = identities.coach;
  const leadId = async (email: string) => {
    await request(crm)
      .post('/api/discovery')
      .send({ ...discovery, email })
      .expect(202);
    const leads = await request(crm).get('/api/leads').query({ search: email }).set(coach);
    return leads.body.items[0].id as string;
  };
  const lead = await leadId('fuzz.lead@example.com');
  const converted = await request(crm)
    .post(`/api/leads/${await leadId('fuzz.client@example.com')}/convert`)
    .set(coach)
    .expect((res) => expect(res.status).toBeLessThan(300));
  await request(crm)
    .post('/api/team/invitations')
    .set(coach)
    .send({ email: 'fuzz.team@example.com', firstName: 'Tia', lastName: 'Moss', role: 'coach' })
    .expect((res) => expect(res.status).toBeLessThan(300));
  const team = await request(crm).get('/api/team').set(coach).expect(200);
  // Approvals come from auth's user.registered event, and no event worker runs here.
  const db = createCrmDb(service('crm').databaseUrl);
  const { id: approval } = await db.approval.create({
    data: {
      userId: randomUUID(),
      email: 'fuzz.applicant@example.com',
      firstName: 'Ada',
      lastName: 'Lee',
    },
  });
  await db.$disconnect();
  const plan = await request(crm)
    .post('/api/payment-plans')
    .set(coach)
    .send(paymentPlan)
    .expect(201);
  const payment = await request(crm)
    .post('/api/payments/manual')
    .set(coach)
    .send({
      clientId: converted.body.clientId,
      amountMinor: 5000,
      method: 'cash',
      paidOn: '2026-01-05',
    })
    .expect(201);
  return {
    lead,
    plan: plan.body.id,
    payment: payment.body.id,
    client: converted.body.clientId,
    approval,
    teamMember: (team.body as { id: string; email: string }[]).find(
      (m) => m.email === 'fuzz.team@example.com',
    )!.id,
  };
}

// ── Generators ──────────────────────────────────────────────────────────────────────────────────

/** Any UTF-16 code unit: NUL, controls, lone surrogates included. */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));
const hostileString = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'Nul\u0000Byte',
      '\u0000',
      'Lone\ud800',
      '\udc00',
      '\ude00\ud83d',
      'x'.repeat(100_000),
      'é'.repeat(60_000),
      '',
      '   ',
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: codeUnit, maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
);
const deepNesting = fc
  .integer({ min: 50, max: 3000 })
  .chain((depth) =>
    fc.constantFrom(
      '['.repeat(depth) + ']'.repeat(depth),
      '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
    ),
  );
/** A JSON value as text (text, so that `__proto__` can be an own key); hostile strings most often. */
const hostileJson: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: hostileString.map((s) => JSON.stringify(s)) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 4 }).map((a) => JSON.stringify(a)) },
  { weight: 1, arbitrary: deepNesting },
  { weight: 1, arbitrary: fc.constant('{"__proto__":{"role":"coach","isAdmin":true}}') },
);
const strangeKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'role', 'userId', 'id', 'status'),
  fc.string({ unit: codeUnit, maxLength: 12 }),
);

const objectText = (entries: [string, string][]) =>
  `{${entries.map(([key, json]) => `${JSON.stringify(key)}:${json}`).join(',')}}`;

const freshEmail = fc.uuid().map((id) => `fuzz-${id}@example.com`);
const bodiesFor = (sample: Sample, body: Record<string, unknown>) =>
  sample.fresh
    ? freshEmail.chain((email) => bodies({ ...body, [sample.fresh!]: email }))
    : bodies(body);

/** Bodies around a valid one: one or more fields made hostile, strange keys added, or no object at all. */
function bodies(sample: Record<string, unknown>): fc.Arbitrary<string> {
  const valid = Object.entries(sample).map(([k, v]) => [k, JSON.stringify(v)] as [string, string]);
  const keys = Object.keys(sample);
  const replace = (changes: [string, string][]) =>
    objectText([...valid.filter(([k]) => !changes.some(([c]) => c === k)), ...changes]);
  const field = () => fc.constantFrom(...keys);
  return fc.oneof(
    ...(keys.length ? [fc.tuple(field(), hostileJson).map((change) => replace([change]))] : []),
    ...(keys.length > 1
      ? [
          fc
            .uniqueArray(fc.tuple(field(), hostileJson), {
              minLength: 2,
              maxLength: Math.min(4, keys.length),
              selector: ([key]) => key,
            })
            .map(replace),
        ]
      : []),
    fc
      .array(fc.tuple(strangeKey, hostileJson), { minLength: 1, maxLength: 3 })
      .map((extra) => objectText([...valid, ...extra])),
    hostileJson,
  );
}

/** Bodies per endpoint; `FUZZ_RUNS=500 npx jest flows/hostile-input` searches longer. */
const RUNS_PER_ENDPOINT = Number(process.env.FUZZ_RUNS ?? 25);

describe('generated bodies for every JSON endpoint', () => {
  let endpoints: Endpoint[];
  let records: Records;

  beforeAll(async () => {
    endpoints = services.flatMap((s) => endpointsOf(s.name, s.app));
    records = await seed();
  }, 30_000);

  it('the sample table covers every mounted endpoint, and nothing else', () => {
    expect(endpoints.length).toBeGreaterThan(10);
    expect(endpoints.map(keyOf).sort()).toEqual(Object.keys(SAMPLES).sort());
  });

  it('never answers 5xx, and a 400 changes nothing in the database', async () => {
    for (const endpoint of endpoints) {
      const sample = SAMPLES[keyOf(endpoint)];
      const running = service(endpoint.service);
      const path = endpoint.path.replace(/:\w+/, sample.params?.(records) ?? randomUUID());
      const body = typeof sample.body === 'function' ? sample.body(records) : sample.body;
      // The identities this endpoint lets through (its role guard refuses the others).
      const admitted: Record<string, string>[] = [];
      for (const headers of Object.values(identities)) {
        const probe = await send(running.app, endpoint.method, path).set(headers).send(body);
        expect(probe.status).toBeLessThan(500);
        if (probe.status !== 401 && probe.status !== 403) admitted.push(headers);
      }
      if (!admitted.length) admitted.push(identities.anonymous);

      await fc.assert(
        fc.asyncProperty(
          bodiesFor(sample, body),
          fc.constantFrom(...admitted),
          async (text, headers) => {
            const before = await running.fingerprint();
            const response = await send(running.app, endpoint.method, path)
              .set(headers)
              .set('content-type', 'application/json')
              .send(text);
            const what = `${keyOf(endpoint)} → ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`;
            expect([what, response.status < 500]).toEqual([what, true]);
            if (response.status === 400) {
              expect(typeof response.body.error).toBe('string');
              expect([what, await running.fingerprint()]).toEqual([what, before]);
            }
          },
        ),
        { numRuns: RUNS_PER_ENDPOINT },
      );
    }
  }, 120_000);
});
