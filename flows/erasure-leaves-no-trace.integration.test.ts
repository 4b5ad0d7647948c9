import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import {
  EVENT_SUBSCRIPTIONS,
  conversationListSchema,
  dataRequestListSchema,
  passwordConfirmationSchema,
} from '@wellness/contracts';
import type { EventType, ServiceName } from '@wellness/contracts';
import { consumeEvent, createLogger } from '@wellness/kit';
import { createTestDatabase, testServiceEnv } from '@wellness/kit/src/testing';
import type { TestDatabase } from '@wellness/kit/src/testing';
import { DiskFileStore } from '@wellness/kit/src/files';
import type { FileStore } from '@wellness/kit/src/files';
import { authEventHandlers } from '../services/auth/src/events';
import { cookieHeader, startAuth } from '../services/auth/test/harness';
import type { AuthHarness } from '../services/auth/test/harness';
import { startNotification } from '../services/notification/test/harness';
import type { NotificationHarness } from '../services/notification/test/harness';
import { checkinEventHandlers } from '../services/checkin/src/events';
import { buildCrmService } from '../services/crm/src/app';
import { configSchema as crmConfigSchema } from '../services/crm/src/config';
import { checkinDeps, onboard, startCheckin, week } from './support/checkin';
import type { CheckinHarness } from './support/checkin';
import { createCrmDb, crmEventHandlers, seedCoach } from './support/crm';
import type { CrmDb } from './support/crm';
import { IDENTITY_HEADER } from '@wellness/contracts';

/**
 * A client's erasure, end to end (issue 19): Zelda registers, is approved, onboards, checks in
 * with a photo, writes to her coach with an attachment, pays, withdraws her marketing consent, and
 * asks for her erasure, confirming with her password. The coach carries it out; every service
 * erases its part and confirms; crm marks it done. Then a search of every text and JSON column of
 * every table in all four databases, and of every file in the file stores, finds nothing that names
 * her (her address, her names, her ids), except the payment kept for tax, pseudonymised.
 */
const log = createLogger('flows-erasure', 'silent');
jest.setTimeout(90_000);

const ZELDA = {
  email: 'zelda.quartermaine@example.com',
  password: 'a-long-secret-1',
  firstName: 'Zelda',
  lastName: 'Quartermaine',
};

let auth: AuthHarness;
let notification: NotificationHarness;
let checkin: CheckinHarness;
let crm: { app: ReturnType<typeof buildCrmService>['app']; db: CrmDb; files: FileStore };
let crmDatabase: TestDatabase;
let crmClose: () => Promise<void>;
let crmFilesDir: string;
let coach: Record<string, string>;

beforeAll(async () => {
  crmFilesDir = mkdtempSync(join(tmpdir(), 'crm-files-'));
  crmDatabase = await createTestDatabase('crm');
  const config = crmConfigSchema.parse(
    testServiceEnv('crm', crmDatabase.url, { FILES_DIR: crmFilesDir }),
  );
  const crmDb = createCrmDb(crmDatabase.url);
  const service = buildCrmService(config, crmDb);
  crm = { app: service.app, db: crmDb, files: new DiskFileStore(crmFilesDir) };
  crmClose = async () => {
    await service.close();
    await crmDatabase.drop();
    rmSync(crmFilesDir, { recursive: true, force: true });
  };
  [auth, notification, checkin] = await Promise.all([
    startAuth(),
    startNotification(),
    startCheckin({}, new Date().toISOString()),
  ]);
  coach = await seedCoach(crm.db);
});
afterAll(() => Promise.all([auth.close(), notification.close(), checkin.close(), crmClose()]));

/** Each service's outbox and consumer, as its worker runs it. */
const services = (): Record<
  ServiceName,
  { db: OutboxDb; consume: (envelope: unknown) => Promise<string> }
> => ({
  auth: {
    db: auth.db,
    consume: (e) =>
      consumeEvent(
        e,
        auth.db,
        authEventHandlers({ ...auth.deps, announceSessionChange: async () => {} }),
        log,
      ),
  },
  crm: { db: crm.db, consume: (e) => consumeEvent(e, crm.db, crmEventHandlers, log) },
  checkin: {
    db: checkin.db,
    consume: (e) =>
      consumeEvent(
        e,
        checkin.db,
        checkinEventHandlers({ ...checkinDeps(checkin), files: checkin.files }),
        log,
      ),
  },
  notification: {
    db: notification.db,
    consume: (e) => consumeEvent(e, notification.db, notification.handlers, log),
  },
});

interface OutboxDb {
  outboxEvent: {
    findMany(args: object): Promise<{ id: string; type: string; envelope: unknown }[]>;
  };
  $queryRawUnsafe<T>(query: string, ...values: unknown[]): Promise<T>;
}

const delivered = new Set<string>();
/** The relay: every new event of every service to each of its subscribers, until all is quiet. */
async function pump(): Promise<void> {
  for (let round = 0; round < 20; round++) {
    let moved = 0;
    const all = services();
    for (const producer of Object.values(all)) {
      const rows = await producer.db.outboxEvent.findMany({ orderBy: { occurredAt: 'asc' } });
      for (const row of rows.filter((r) => !delivered.has(r.id))) {
        delivered.add(row.id);
        moved++;
        for (const subscriber of EVENT_SUBSCRIPTIONS[row.type as EventType] ?? [])
          await all[subscriber].consume(row.envelope);
      }
    }
    if (moved === 0) return;
  }
  throw new Error('events still moving after 20 rounds');
}

async function identityOf(login: request.Response): Promise<Record<string, string>> {
  const session = await request(auth.app)
    .get('/internal/session')
    .set('cookie', cookieHeader(login));
  return { [IDENTITY_HEADER]: session.body.identity as string };
}

/** Every text, character, JSON and text-array column of every table of a database. */
async function textColumns(db: OutboxDb): Promise<{ table: string; column: string }[]> {
  return db.$queryRawUnsafe<{ table: string; column: string }[]>(
    `SELECT table_name::text AS "table", column_name::text AS "column"
     FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name <> '_prisma_migrations'
       AND (data_type IN ('text', 'character varying', 'character', 'json', 'jsonb')
            OR udt_name IN ('_text', '_varchar'))
     ORDER BY 1, 2`,
  );
}

/** `service.table.column ∋ needle` for every column holding any of the needles. */
async function rowsNaming(needles: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const [service, { db }] of Object.entries(services())) {
    for (const { table, column } of await textColumns(db)) {
      const [row] = await db.$queryRawUnsafe<{ hits: string[] | null }[]>(
        `SELECT array_agg(DISTINCT needle) AS hits FROM "${table}", unnest($1::text[]) AS needle
         WHERE strpos(lower("${column}"::text), needle) > 0`,
        needles,
      );
      for (const needle of row?.hits ?? []) found.push(`${service}.${table}.${column} ∋ ${needle}`);
    }
  }
  return found;
}

/** `store:key` for every stored file whose key or bytes hold any of the needles. */
async function filesNaming(needles: string[]): Promise<string[]> {
  const stores: Record<string, FileStore> = {
    crm: crm.files,
    checkin: checkin.files,
    notification: notification.files,
  };
  const found: string[] = [];
  for (const [name, store] of Object.entries(stores))
    for (const folder of ['photos', 'attachments', 'archives', 'imports'])
      for (const key of await store.list(folder)) {
        const file = await store.get(key);
        const chunks: Buffer[] = [];
        for await (const chunk of file!.body) chunks.push(chunk as Buffer);
        const text = `${key}\n${Buffer.concat(chunks).toString('latin1')}`.toLowerCase();
        if (needles.some((needle) => text.includes(needle))) found.push(`${name}:${key}`);
      }
  return found;
}

it('after the saga, no row in four databases and no file names her, but the kept payment', async () => {
  // She registers; the coach approves her.
  await request(auth.app)
    .post('/api/auth/register')
    .send({ ...ZELDA })
    .expect(201);
  await pump();
  const approval = await crm.db.approval.findFirstOrThrow({ where: { email: ZELDA.email } });
  await request(crm.app).post(`/api/approvals/${approval.id}/approve`).set(coach).expect(200);
  await pump();
  const login = await request(auth.app)
    .post('/api/auth/login')
    .send({ email: ZELDA.email, password: ZELDA.password });
  expect(login.status).toBe(200);
  const her = await identityOf(login);
  const client = await crm.db.client.findFirstOrThrow({ where: { email: ZELDA.email } });
  const userId = client.userId!;

  // Her life on the platform: onboarding, a check-in with a photo, messages with an attachment,
  // a note and a payment in crm, her marketing consent withdrawn.
  await onboard(checkin, her);
  const sent = await request(checkin.app)
    .post('/api/checkins')
    .set(her)
    .send(week(70, { win: 'Zelda ran her first 5k' }));
  expect(sent.status).toBe(201);
  const photo = await sharp({ create: { width: 40, height: 60, channels: 3, background: '#0a6' } })
    .jpeg()
    .toBuffer();
  await request(checkin.app)
    .post('/api/photos')
    .set(her)
    .field('pose', 'front')
    .field('checkinId', sent.body.checkin.id)
    .attach('file', photo, { filename: 'zelda-front.jpg', contentType: 'image/jpeg' })
    .expect(201);
  const inbox = conversationListSchema.parse(
    (await request(notification.app).get('/api/conversations').set(her)).body,
  );
  const thread = inbox.items.find((c) => c.kind === 'coach')!.id;
  const attachment = await request(notification.app)
    .post('/api/attachments')
    .set(her)
    .attach('file', photo, { filename: 'quartermaine-meal.jpg', contentType: 'image/jpeg' });
  expect(attachment.status).toBe(201);
  const message = (as: Record<string, string>, body: string, attachmentIds: string[] = []) =>
    request(notification.app)
      .post(`/api/conversations/${thread}/messages`)
      .set(as)
      .send({ id: crypto.randomUUID(), body, attachmentIds })
      .expect(201);
  await message(her, 'Hi, it is Zelda Quartermaine, my lunch today', [attachment.body.id]);
  await message(coach, 'Lovely, Zelda! Keep going');
  await request(crm.app)
    .post(`/api/clients/${client.id}/notes`)
    .set(coach)
    .send({ body: 'Zelda wants to run a half marathon' })
    .expect(201);
  await request(crm.app)
    .post('/api/payments/manual')
    .set(coach)
    .send({
      clientId: client.id,
      amountMinor: 9900,
      method: 'bank_transfer',
      paidOn: new Date().toISOString().slice(0, 10),
    })
    .expect(201);
  await request(notification.app)
    .post('/api/notifications/marketing-consent/withdraw')
    .set(her)
    .expect(200);
  await pump();

  const needles = [ZELDA.email, 'zelda', 'quartermaine', client.id, userId];
  // The search finds her before: it is a real search.
  const before = await rowsNaming(needles);
  for (const service of ['auth', 'crm', 'checkin', 'notification'])
    expect(before.some((hit) => hit.startsWith(`${service}.`))).toBe(true);
  expect((await filesNaming([client.id, userId])).length).toBeGreaterThan(0);

  // She asks, confirming with her password; the coach carries it out; the saga runs.
  const confirmation = await request(auth.app)
    .post('/api/auth/confirm-password')
    .set(her)
    .send({ password: ZELDA.password });
  expect(confirmation.status).toBe(200);
  const { proof } = passwordConfirmationSchema.parse(confirmation.body);
  const asked = await request(crm.app)
    .post('/api/data-requests')
    .set(her)
    .send({ type: 'erasure', passwordProof: proof });
  expect(asked.status).toBe(201);
  await request(crm.app).post(`/api/data-requests/${asked.body.id}/execute`).set(coach).expect(200);
  await pump();

  const list = dataRequestListSchema.parse(
    (await request(crm.app).get('/api/data-requests').set(coach)).body,
  );
  const done = list.items.find((r) => r.id === asked.body.id)!;
  expect(done.status).toBe('done');
  expect(done.confirmations.every((c) => c.confirmedAt !== null)).toBe(true);
  expect(done.confirmations.map((c) => c.service)).toEqual([
    'auth',
    'checkin',
    'crm',
    'notification',
  ]);
  expect(done.retained).toEqual({ payments: 1, pseudonymised: true });
  expect(done.client.name).toBe('Erased client');

  // Nothing names her any more: no row, no file.
  expect(await rowsNaming(needles)).toEqual([]);
  expect(await filesNaming(needles)).toEqual([]);
  // Except the payment kept for tax, which points at her anonymised record.
  const payments = await crm.db.payment.findMany({ where: { clientId: client.id } });
  expect(payments.map((p) => p.amountMinor)).toEqual([9900]);
  expect(await crm.db.client.findUniqueOrThrow({ where: { id: client.id } })).toMatchObject({
    firstName: 'Erased',
    lastName: 'client',
  });
  // The coach's thread with her stays, her message marked deleted.
  const messages = await notification.db.message.findMany({
    where: { conversationId: thread },
    orderBy: { seq: 'asc' },
  });
  expect(messages.map((m) => m.body)).toEqual([
    'Message deleted',
    'Lovely, [name removed]! Keep going',
  ]);
  // She cannot sign in.
  expect(
    (
      await request(auth.app)
        .post('/api/auth/login')
        .send({ email: ZELDA.email, password: ZELDA.password })
    ).status,
  ).toBe(401);
});
