import { archiveManifestSchema } from '@wellness/contracts';
import { outboxPayloads } from '@wellness/kit/src/testing';
import { newClient } from '../../test/fixtures';
import { archiveKey, assembleArchive } from './assemble';
import { findArchive } from './archive-repository';
import { openArchiveDownload } from './download';
import { assemblyJobId } from './jobs';
import { sealPassphrase } from './passphrase';
import { requestArchive } from './request';
import {
  deliverAllParts,
  deliverPart,
  readZip,
  sha256,
  silentLog,
  startArchiveStack,
  storedBytes,
  testClock,
  writePart,
} from './test-support';
import type { ArchiveStack } from './test-support';

/**
 * Archives from the parts in: the ZIP streamed into the file store with its manifest (checked
 * against the entries read back), encryption, a failing part, keep-last-N and a client export.
 */
const clock = testClock();
let s: ArchiveStack;

beforeAll(async () => {
  s = await startArchiveStack(clock, { BACKUP_KEEP: '2' });
});
afterAll(() => s.close());

const backup = (passphrase?: string) =>
  s.crm.db.$transaction((tx) =>
    requestArchive(tx, {
      kind: 'backup',
      trigger: 'coach',
      requestedByUserId: null,
      sealedPassphrase: passphrase ? sealPassphrase(s.deps.archives.sealKey, passphrase) : null,
    }),
  );
const assemble = (id: string) => assembleArchive(s.deps, id, silentLog);

const PHOTO = Buffer.from('RIFF....WEBPVP8 not really a photo');

describe('assembling a backup', () => {
  let id: string;

  it('waits for every service, then enqueues one assembly', async () => {
    ({ id } = await backup());
    await deliverPart(
      s,
      await writePart(s.files, id, 'crm', {
        entities: [
          { name: 'clients', rows: [{ id: 'c1', first_name: 'Cara' }, { id: 'c2' }] },
          { name: 'notes', rows: [{ id: 'n1', body: 'Doing well' }] },
        ],
      }),
    );
    await deliverPart(s, await writePart(s.files, id, 'auth'));
    await deliverPart(
      s,
      await writePart(s.files, id, 'checkin', {
        entities: [
          // Its read model of crm's clients: in the archive, not counted twice.
          { name: 'clients', rows: [{ client_id: 'c1' }] },
          { name: 'checkins', rows: [{ id: 'k1', weight_kg: 70.5 }] },
        ],
        files: [{ key: `photos/c1/p1/original.webp`, content: PHOTO }],
      }),
    );
    expect(await s.queue.queue.getJob(assemblyJobId(id))).toBeUndefined();
    expect((await findArchive(s.crm.db, id))?.status).toBe('gathering');
    await deliverPart(s, await writePart(s.files, id, 'notification'));
    const archive = await findArchive(s.crm.db, id);
    expect(archive?.status).toBe('assembling');
    expect(archive?.parts.map((p) => p.service).sort()).toEqual([
      'auth',
      'checkin',
      'crm',
      'notification',
    ]);
    expect((await s.queue.queue.getJob(assemblyJobId(id)))?.data).toEqual({ archiveId: id });
  });

  it('streams a ZIP whose manifest, written last, has the SHA-256 of every entry', async () => {
    expect(await assemble(id)).toBe('ready');
    const archive = await findArchive(s.crm.db, id);
    expect(archive).toMatchObject({ status: 'ready', progress: 1, fileKey: archiveKey(id) });
    expect(archive?.counts).toEqual({
      clients: 2,
      notes: 1,
      checkins: 1,
      auth_things: 1,
      notification_things: 1,
    });
    const zipBytes = await storedBytes(s.files, archiveKey(id));
    expect(Number(archive?.bytes)).toBe(zipBytes.length);
    const zip = await readZip(zipBytes);
    expect(zip.names.at(-1)).toBe('manifest.json');
    expect(zip.encrypted).toBe(false);
    const manifest = archiveManifestSchema.parse(JSON.parse(await zip.textOf('manifest.json')));
    expect(manifest).toMatchObject({ schemaVersion: 1, kind: 'backup' });
    expect(manifest.entities.map((e) => e.path)).toEqual([
      'data/auth/auth_things.jsonl',
      'data/crm/clients.jsonl',
      'data/crm/notes.jsonl',
      'data/checkin/clients.jsonl',
      'data/checkin/checkins.jsonl',
      'data/notification/notification_things.jsonl',
    ]);
    for (const entry of [...manifest.entities, ...manifest.files]) {
      const bytes = await zip.bytesOf(entry.path);
      expect({ path: entry.path, sha256: sha256(bytes), bytes: bytes.length }).toEqual({
        path: entry.path,
        sha256: entry.sha256,
        bytes: entry.bytes,
      });
    }
    expect(manifest.files).toEqual([
      {
        key: 'photos/c1/p1/original.webp',
        path: 'files/photos/c1/p1/original.webp',
        sha256: sha256(PHOTO),
        bytes: PHOTO.length,
      },
    ]);
    expect((await zip.bytesOf('data/crm/clients.jsonl')).toString()).toBe(
      '{"id":"c1","first_name":"Cara"}\n{"id":"c2"}\n',
    );
    expect(zip.names).not.toContain('README.txt');
    await zip.close();
  });

  it('deletes the part files once the ZIP is stored, and keeps the photo', async () => {
    expect(await s.files.list(`archives/${id}`)).toEqual([]);
    expect(await s.files.head('photos/c1/p1/original.webp')).not.toBeNull();
    expect(await assemble(id)).toBe('skipped');
  });

  it('a part sent again once the archive is made changes nothing, and its files go', async () => {
    await deliverPart(s, await writePart(s.files, id, 'auth'));
    expect(await findArchive(s.crm.db, id)).toMatchObject({ status: 'ready', progress: 1 });
    expect(await s.files.list(`archives/${id}`)).toEqual([]);
  });
});

describe('an encrypted backup', () => {
  it('cannot be read without its passphrase, and reads with it', async () => {
    const passphrase = 'correct horse battery staple';
    const { id } = await backup(passphrase);
    await deliverAllParts(s, id, {
      crm: { entities: [{ name: 'clients', rows: [{ id: 'c1', email: 'cara@example.com' }] }] },
    });
    expect(await assemble(id)).toBe('ready');
    const archive = await findArchive(s.crm.db, id);
    expect(archive).toMatchObject({ encrypted: true, sealedPassphrase: null });
    const zipBytes = await storedBytes(s.files, archiveKey(id));
    expect(zipBytes.includes(Buffer.from('cara@example.com'))).toBe(false);
    const locked = await readZip(zipBytes);
    expect(locked.encrypted).toBe(true);
    await expect(locked.textOf('manifest.json')).rejects.toThrow();
    const wrong = await readZip(zipBytes, 'not the passphrase at all');
    await expect(wrong.textOf('manifest.json')).rejects.toThrow();
    const unlocked = await readZip(zipBytes, passphrase);
    const manifest = archiveManifestSchema.parse(
      JSON.parse(await unlocked.textOf('manifest.json')),
    );
    const clients = await unlocked.bytesOf('data/crm/clients.jsonl');
    expect(clients.toString()).toContain('cara@example.com');
    expect(manifest.entities.find((e) => e.name === 'clients')?.sha256).toBe(sha256(clients));
  });
});

describe('a part with an error', () => {
  it('fails the archive, says which service, deletes the parts and assembles nothing', async () => {
    const { id } = await backup();
    await deliverPart(s, await writePart(s.files, id, 'crm'));
    await deliverPart(s, await writePart(s.files, id, 'checkin', { error: 'disk full' }));
    const archive = await findArchive(s.crm.db, id);
    expect(archive?.status).toBe('failed');
    expect(archive?.error).toBe('The checkin service could not write its part: disk full');
    expect(await s.files.list(`archives/${id}`)).toEqual([]);
    // The others answer later: nothing is kept of theirs, nothing is assembled.
    await deliverPart(s, await writePart(s.files, id, 'auth'));
    await deliverPart(s, await writePart(s.files, id, 'notification'));
    expect((await findArchive(s.crm.db, id))?.status).toBe('failed');
    expect(await s.files.list(`archives/${id}`)).toEqual([]);
    expect(await s.queue.queue.getJob(assemblyJobId(id))).toBeUndefined();
  });

  it('a part file changed after its service reported it: refused, no ZIP left', async () => {
    const { id } = await backup();
    await deliverAllParts(s, id);
    await s.files.put(`archives/${id}/crm/crm_things.jsonl`, Buffer.from('{"id":2}\n'), {
      contentType: 'application/x-ndjson',
    });
    await expect(assemble(id)).rejects.toThrow(/crm crm_things file changed/);
    expect(await s.files.head(archiveKey(id))).toBeNull();
    await s.crm.db.archive.update({ where: { id }, data: { status: 'failed' } });
  });
});

describe('keeping the last BACKUP_KEEP backups', () => {
  it('expires the older ones and deletes their files', async () => {
    const ready = await s.crm.db.archive.findMany({
      where: { kind: 'backup', status: 'ready' },
      orderBy: { createdAt: 'asc' },
    });
    expect(ready).toHaveLength(2);
    const { id } = await backup();
    await deliverAllParts(s, id);
    await assemble(id);
    const oldest = await findArchive(s.crm.db, ready[0]!.id);
    expect(oldest).toMatchObject({ status: 'expired', fileKey: null });
    expect(await s.files.head(archiveKey(ready[0]!.id))).toBeNull();
    expect((await findArchive(s.crm.db, ready[1]!.id))?.status).toBe('ready');
    expect(await s.files.head(archiveKey(id))).not.toBeNull();
  });
});

describe('a client export', () => {
  it('has a README, announces data_export.ready with a 24-hour link that works more than once', async () => {
    const client = await newClient(s.crm.db, { firstName: 'Cara', lastName: 'Jones' });
    const requestId = '0b9c7d52-3f3e-4e55-9a51-5d0c7c2d9a11';
    const { id } = await s.crm.db.$transaction((tx) =>
      requestArchive(tx, {
        kind: 'client_export',
        subject: { clientId: client.id, userId: null, email: client.email },
        dataRequestId: requestId,
      }),
    );
    const [requested] = (await outboxPayloads(s.crm.db, 'archive.requested')).filter(
      (p) => p.archiveId === id,
    );
    expect(requested).toEqual({
      archiveId: id,
      kind: 'client_export',
      subject: { clientId: client.id, userId: null, email: client.email },
    });
    await deliverAllParts(s, id, {
      checkin: {
        entities: [{ name: 'checkins', rows: [{ id: 'k1' }, { id: 'k2' }] }],
        files: [{ key: `photos/${client.id}/p9/original.webp`, content: PHOTO }],
      },
    });
    await assemble(id);
    const [ready] = (await outboxPayloads(s.crm.db, 'data_export.ready')).filter(
      (p) => p.requestId === requestId,
    );
    expect(ready).toMatchObject({
      clientId: client.id,
      email: client.email,
      firstName: 'Cara',
      lastName: 'Jones',
    });
    const url = new URL(ready!.url);
    expect(`${url.origin}${url.pathname}`).toBe(
      `${s.crm.config.APP_URL}/api/data-requests/${requestId}/download`,
    );
    expect(new Date(ready!.expiresAt).getTime() - clock.now().getTime()).toBe(24 * 3600_000);
    const token = url.searchParams.get('token')!;
    for (let i = 0; i < 2; i++) {
      const download = await openArchiveDownload(s.deps, id, token, { once: false });
      expect(download.ok).toBe(true);
      if (download.ok) download.file.body.destroy();
    }
    expect(await openArchiveDownload(s.deps, id, 'not-the-token', { once: false })).toEqual({
      ok: false,
      reason: 'link_invalid',
    });
    // A reusable link is no one-time link: asked for as one, it is refused.
    expect((await openArchiveDownload(s.deps, id, token, { once: true })).ok).toBe(false);
    clock.advance(24 * 3600_000 + 1000);
    expect(await openArchiveDownload(s.deps, id, token, { once: false })).toEqual({
      ok: false,
      reason: 'link_invalid',
    });
    const zip = await readZip(await storedBytes(s.files, archiveKey(id)));
    expect(zip.names[0]).toBe('README.txt');
    const readme = await zip.textOf('README.txt');
    expect(readme).toContain('data/checkin/checkins.jsonl');
    expect(readme).toContain('your weekly check-ins');
    expect(readme).toContain('(2 records)');
    expect(zip.names).toContain(`files/photos/${client.id}/p9/original.webp`);
  });
});
