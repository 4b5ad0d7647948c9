import request from 'supertest';
import { consumeEvent, createLogger } from '@wellness/kit';
import { runImport } from '../services/crm/src/imports/run';
import { clientsCsv, startImportsCrm } from '../services/crm/src/imports/test-support';
import { startNotification } from '../services/notification/test/harness';
import type { NotificationHarness } from '../services/notification/test/harness';
import { startCheckin, toCheckin } from './support/checkin';
import type { CheckinHarness } from './support/checkin';
import { eventRelay } from './support/relay';
import type { Consumer } from './support/relay';

/**
 * A bulk import in crm reaches checkin and notification: each batch's `client.changed` (one event
 * for all its new clients) makes every imported client known to checkin's read model (who is
 * whose, for access) and to notification's (segments, automations), with her coach's name.
 */
const log = createLogger('flows-import', 'silent');
let imports: Awaited<ReturnType<typeof startImportsCrm>>;
let checkin: CheckinHarness;
let notification: NotificationHarness;
const relay = eventRelay();

beforeAll(async () => {
  [imports, checkin, notification] = await Promise.all([
    startImportsCrm(),
    startCheckin(),
    startNotification(),
  ]);
});
afterAll(() => Promise.all([imports?.close(), checkin?.close(), notification?.close()]));

it('imported clients, a few batches of them, are known to checkin and notification', async () => {
  const { body } = await imports.upload(clientsCsv(12, 500), 'flow.csv');
  await request(imports.crm.app)
    .post(`/api/imports/${body.id}/start`)
    .set(imports.as.coach)
    .send({})
    .expect(200);
  expect(await runImport(imports.jobDeps({ batchRows: 5 }), body.id)).toBe('done');
  const created = await imports.crm.db.client.findMany({
    where: { source: 'import' },
    select: { id: true, email: true },
  });
  expect(created).toHaveLength(12);

  const toNotification: Consumer = (envelope) =>
    consumeEvent(envelope, notification.db, notification.handlers, log);
  // Batches of 5, 5 and 2 rows: three events, not twelve.
  expect(await relay(imports.crm.db, 'client.changed', [toCheckin(checkin), toNotification])).toBe(
    3,
  );

  const ids = created.map((client) => client.id);
  const inCheckin = await checkin.db.client.findMany({ where: { clientId: { in: ids } } });
  expect(inCheckin.map((client) => client.email).sort()).toEqual(
    created.map((client) => client.email).sort(),
  );
  expect(new Set(inCheckin.map((client) => client.coachUserId))).toEqual(
    new Set([imports.team.coachId]),
  );
  const inNotification = await notification.db.client.findMany({
    where: { clientId: { in: ids } },
  });
  expect(inNotification).toHaveLength(12);
  expect(new Set(inNotification.map((client) => client.coachName))).toEqual(
    new Set(['Sarah Mitchell']),
  );
});
