import request from 'supertest';
import { BACKUP_MESSAGES, backupListSchema, backupSchema } from '@wellness/contracts';
import { asUser, outboxPayloads, waitFor } from '@wellness/kit/src/testing';
import { seedTeam } from '../../test/fixtures';
import { findArchive } from './archive-repository';
import { startArchiveWorker } from './jobs';
import { deliverAllParts, readZip, silentLog, startArchiveStack, testClock } from './test-support';
import type { ArchiveStack } from './test-support';

/**
 * `/api/backups` through HTTP: who may start, list and download a backup; one at a time; the
 * download link works once, for the coach who asked, for an hour (by a clock the test moves).
 */
const clock = testClock();
let s: ArchiveStack;
let t: Awaited<ReturnType<typeof seedTeam>>;
let worker: ReturnType<typeof startArchiveWorker>;
const OTHER_COACH = asUser('3c1f0d7e-5b2a-4f6e-8d9c-1a2b3c4d5e6f', 'coach');
const UNKNOWN = '9f1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';

beforeAll(async () => {
  s = await startArchiveStack(clock);
  t = await seedTeam(s.crm.db);
  worker = startArchiveWorker(s.deps, s.crm.config, silentLog);
});
afterAll(async () => {
  for (const close of worker.closers) await close();
  await s.close();
});

const api = () => request(s.crm.app);
/** The coach downloads with her session, reading the ZIP to its end. */
const download = (url: string) =>
  api()
    .get(url)
    .set(t.as.coach)
    .buffer(true)
    .parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    });
let backupId: string;

describe('starting a backup', () => {
  it('the coach starts one: gathering, archive.requested recorded with it, and audited', async () => {
    const res = await api().post('/api/backups').set(t.as.coach).send({});
    expect(res.status).toBe(201);
    const backup = backupSchema.parse(res.body);
    backupId = backup.id;
    expect(backup).toMatchObject({
      status: 'gathering',
      trigger: 'coach',
      encrypted: false,
      progress: 0,
      partsReady: [],
    });
    expect(await outboxPayloads(s.crm.db, 'archive.requested')).toEqual([
      { archiveId: backup.id, kind: 'backup', subject: null },
    ]);
    expect(
      await s.crm.db.auditLog.findMany({
        select: { action: true, subjectId: true, actorUserId: true },
      }),
    ).toEqual([{ action: 'backup_created', subjectId: backup.id, actorUserId: t.coachId }]);
  });

  it('a second, while the first is being made: 409, and nothing recorded', async () => {
    const res = await api().post('/api/backups').set(t.as.coach).send({});
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(BACKUP_MESSAGES.alreadyRunning);
    expect(await outboxPayloads(s.crm.db, 'archive.requested')).toHaveLength(1);
  });

  it('a passphrase too short: 400 with the reason', async () => {
    const res = await api().post('/api/backups').set(t.as.coach).send({ passphrase: 'short' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('at least 12 characters');
  });

  it('a link before it is ready: 409 not ready', async () => {
    const res = await api().post(`/api/backups/${backupId}/link`).set(t.as.coach);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(BACKUP_MESSAGES.notReady);
  });

  it('the parts come in, the worker assembles it, and the list shows it ready', async () => {
    await deliverAllParts(s, backupId, {
      crm: { entities: [{ name: 'clients', rows: [{ id: 'c1' }, { id: 'c2' }] }] },
    });
    await waitFor(async () => (await findArchive(s.crm.db, backupId))?.status === 'ready', {
      what: 'the backup to be assembled',
    });
    const res = await api().get('/api/backups').set(t.as.coach);
    expect(res.status).toBe(200);
    const list = backupListSchema.parse(res.body);
    expect(list.keep).toBe(7);
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({
      id: backupId,
      status: 'ready',
      progress: 1,
      partsReady: ['auth', 'crm', 'checkin', 'notification'],
      counts: { clients: 2 },
      error: null,
    });
    expect(list.items[0]!.bytes).toBeGreaterThan(0);
    const one = await api().get(`/api/backups/${backupId}`).set(t.as.coach);
    expect(one.body).toEqual(list.items[0]);
  });
});

describe('downloading a backup', () => {
  const link = async () => {
    const res = await api().post(`/api/backups/${backupId}/link`).set(t.as.coach);
    expect(res.status).toBe(201);
    return res.body as { url: string; expiresAt: string };
  };

  it('the link works once, for the coach, and streams the ZIP as an attachment', async () => {
    const { url, expiresAt } = await link();
    expect(new Date(expiresAt).getTime() - clock.now().getTime()).toBe(3600_000);
    const token = new URL(url, 'http://x').searchParams.get('token')!;
    const stored = await s.crm.db.archiveDownloadToken.findMany();
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);
    const res = await download(url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="backup-\d{4}-\d\d-\d\d-\d{4}\.zip"/,
    );
    const zip = await readZip(res.body as Buffer);
    expect(zip.names).toContain('manifest.json');
    expect(zip.names).toContain('data/crm/clients.jsonl');
    const again = await api().get(url).set(t.as.coach);
    expect(again.status).toBe(410);
    expect(again.body.error).toBe(BACKUP_MESSAGES.linkInvalid);
    expect(
      (await s.crm.db.auditLog.findMany({ where: { action: 'backup_downloaded' } })).length,
    ).toBe(1);
  });

  it('the link without the coach session: 401; another coach: 410; a client: 403', async () => {
    const { url } = await link();
    expect((await api().get(url)).status).toBe(401);
    expect((await api().get(url).set(OTHER_COACH)).status).toBe(410);
    expect((await api().get(url).set(t.as.client)).status).toBe(403);
    // None of those used it up.
    expect((await download(url)).status).toBe(200);
  });

  it('a link expires after an hour', async () => {
    const { url } = await link();
    clock.advance(3600_000 + 1000);
    const res = await api().get(url).set(t.as.coach);
    expect(res.status).toBe(410);
    expect(res.body.error).toBe(BACKUP_MESSAGES.linkInvalid);
  });

  it('without a token, or with another backup’s token: 410', async () => {
    expect((await api().get(`/api/backups/${backupId}/download`).set(t.as.coach)).status).toBe(410);
    const { url } = await link();
    const token = new URL(url, 'http://x').searchParams.get('token')!;
    const res = await api().get(`/api/backups/${UNKNOWN}/download?token=${token}`).set(t.as.coach);
    expect(res.status).toBe(404);
  });
});

describe('the access matrix', () => {
  const routes = (id: string) =>
    [
      ['post', '/api/backups'],
      ['get', '/api/backups'],
      ['get', `/api/backups/${id}`],
      ['post', `/api/backups/${id}/link`],
      ['get', `/api/backups/${id}/download?token=x`],
    ] as const;

  it.each(['client', 'nutritionist'] as const)('a %s: 403 everywhere', async (role) => {
    for (const [method, path] of routes(backupId)) {
      const res = await api()[method](path).set(t.as[role]).send({});
      expect({ path, status: res.status }).toEqual({ path, status: 403 });
    }
  });

  it('nobody signed in: 401 everywhere', async () => {
    for (const [method, path] of routes(backupId))
      expect({ path, status: (await api()[method](path).send({})).status }).toEqual({
        path,
        status: 401,
      });
  });

  it('unknown ids, ids that are not uuids and client exports: 404 for the coach', async () => {
    const exportArchive = await s.crm.db.archive.create({
      data: { kind: 'client_export', trigger: 'data_request', status: 'ready' },
    });
    for (const id of [UNKNOWN, 'not-a-uuid', exportArchive.id])
      for (const [method, path] of routes(id).slice(2)) {
        const res = await api()[method](path).set(t.as.coach).send({});
        expect({ path, status: res.status }).toEqual({ path, status: 404 });
        expect(res.body.error).toBe(BACKUP_MESSAGES.notFound);
      }
  });
});
