import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import {
  DATA_REQUEST_MESSAGES,
  dataRequestListSchema,
  dataRequestSchema,
  downloadLinkSchema,
} from '@wellness/contracts';
import { hashToken } from '@wellness/kit';
import { asUser } from '@wellness/kit/src/testing';
import { DiskFileStore } from '@wellness/kit/src/files';
import { insertToken } from '../src/archives/token-repository';
import { settleExportRequests } from '../src/data-requests/repository';
import { startCrm } from './harness';
import type { CrmHarness } from './harness';
import { newClient, outboxPayloads, seedTeam } from './fixtures';

/**
 * Her data export (issue 19) as the data-requests feature sees it: the coach carries it out (an
 * archive is asked for), the archive is made (simulated here: the archives feature's own tests make
 * real ones), and her link downloads the ZIP for her or the coach for 24 hours, audited.
 */
const filesDir = mkdtempSync(join(tmpdir(), 'crm-export-files-'));
const files = new DiskFileStore(filesDir);
let crm: CrmHarness;
let team: Awaited<ReturnType<typeof seedTeam>>;

beforeAll(async () => {
  crm = await startCrm({ FILES_DIR: filesDir });
  team = await seedTeam(crm.db);
});
afterAll(async () => {
  await crm.close();
  rmSync(filesDir, { recursive: true, force: true });
});

it('asks for her archive, then serves it with her link to her and the coach, not to others', async () => {
  const userId = randomUUID();
  const client = await newClient(crm.db, { userId });
  const her = asUser(userId, 'client');
  const asked = dataRequestSchema.parse(
    (await request(crm.app).post('/api/data-requests').set(her).send({ type: 'export' })).body,
  );
  const executed = await request(crm.app)
    .post(`/api/data-requests/${asked.id}/execute`)
    .set(team.as.coach);
  expect(executed.status).toBe(200);
  expect(dataRequestSchema.parse(executed.body).status).toBe('in_progress');
  const [archiveAsked] = (await outboxPayloads(crm.db, 'archive.requested')).filter(
    (p) => p.subject?.clientId === client.id,
  );
  expect(archiveAsked).toMatchObject({
    kind: 'client_export',
    subject: { clientId: client.id, userId, email: client.email },
  });

  const download = (as: Record<string, string>, token: string) =>
    request(crm.app).get(`/api/data-requests/${asked.id}/download?token=${token}`).set(as);
  const early = await download(her, 'anything');
  expect(early.status).toBe(409);
  expect(early.body.error).toBe(DATA_REQUEST_MESSAGES.exportNotReady);

  // The archives feature finishes it: the ZIP in the file store and her 24-hour link.
  const archiveId = archiveAsked!.archiveId;
  const zip = Buffer.from('PK\u0003\u0004 not really a zip');
  await files.put(`archives/${archiveId}.zip`, zip, { contentType: 'application/zip' });
  await crm.db.$transaction(async (tx) => {
    const completedAt = new Date();
    await tx.archive.update({
      where: { id: archiveId },
      data: { status: 'ready', fileKey: `archives/${archiveId}.zip`, completedAt },
    });
    await settleExportRequests(tx, [archiveId], 'done', completedAt);
  });
  const token = `token-${randomUUID()}`;
  await insertToken(crm.db, {
    tokenHash: hashToken(token),
    archiveId,
    userId: null,
    reusable: true,
    expiresAt: new Date(Date.now() + 24 * 3600_000),
  });

  const mine = dataRequestListSchema.parse(
    (await request(crm.app).get('/api/data-requests').set(her)).body,
  ).items;
  expect(mine).toHaveLength(1);
  expect(mine[0]).toMatchObject({ status: 'done' });
  expect(mine[0]!.downloadExpiresAt).not.toBeNull();

  for (const as of [her, her, team.as.coach]) {
    const res = await download(as, token)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment/);
    expect(Buffer.from(res.body as Buffer).equals(zip)).toBe(true);
  }
  // On her page she gets a link of her own, as long as the emailed one works; nobody else can use it.
  const link = await request(crm.app).post(`/api/data-requests/${asked.id}/link`).set(her);
  expect(link.status).toBe(201);
  const pageLink = downloadLinkSchema.parse(link.body);
  expect(new Date(pageLink.expiresAt).getTime()).toBeLessThanOrEqual(Date.now() + 24 * 3600_000);
  const pageToken = new URL(pageLink.url, 'http://x').searchParams.get('token')!;
  expect((await download(her, pageToken)).status).toBe(200);
  expect((await download(team.as.coach, pageToken)).status).toBe(410);
  expect(
    (
      await request(crm.app)
        .post(`/api/data-requests/${asked.id}/link`)
        .set(asUser(randomUUID(), 'client'))
    ).status,
  ).toBe(404);

  const wrong = await download(her, 'not-her-token');
  expect(wrong.status).toBe(410);
  expect(wrong.body.error).toBe(DATA_REQUEST_MESSAGES.linkExpired);
  expect((await download(asUser(randomUUID(), 'client'), token)).status).toBe(404);
  expect((await download(team.as.nutritionist, token)).status).toBe(403);

  const audit = await crm.db.auditLog.findMany({
    where: { subjectId: asked.id },
    orderBy: { createdAt: 'asc' },
  });
  expect(audit.map((a) => a.action)).toEqual([
    'data_export_requested',
    'data_export_executed',
    'data_export_downloaded',
    'data_export_downloaded',
    'data_export_downloaded',
    'data_export_downloaded',
  ]);
  // A finished export is no longer open: she can ask again.
  expect(
    (await request(crm.app).post('/api/data-requests').set(her).send({ type: 'export' })).status,
  ).toBe(201);
});
