import { createHash } from 'node:crypto';
import { createWriteStream, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ArchiveManifest } from '@wellness/contracts';
import { archiveZip } from './zip-writer';
import type { ArchiveZipEntry, WrittenZipEntry } from './zip-writer';
import { openArchiveZip } from './zip-reader';
import { ArchiveTamperedError, verifyArchive } from './verify';

const dir = mkdtempSync(join(tmpdir(), 'archive-zip-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

const rows = Array.from({ length: 3000 }, (_, i) => JSON.stringify({ id: i, note: `row ${i}` }));
const jsonl = rows.join('\n') + '\n';
const photo = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 7919) % 256));
const sha = (bytes: string | Buffer) => createHash('sha256').update(bytes).digest('hex');

/** An archive as crm assembles one; `lie` changes what the manifest says of the written entries. */
async function writeZip(
  name: string,
  options: {
    passphrase?: string;
    entries?: ArchiveZipEntry[];
    lie?: (m: ArchiveManifest) => void;
  } = {},
) {
  const file = join(dir, name);
  const entries = options.entries ?? [
    { path: 'data/crm/clients.jsonl', open: () => Readable.from([jsonl]) },
    { path: 'files/photos/c1/p1/full.jpg', open: () => photo },
  ];
  let written: WrittenZipEntry[] = [];
  const zip = archiveZip({
    entries,
    passphrase: options.passphrase,
    manifest: (done) => {
      written = done;
      const manifest: ArchiveManifest = {
        schemaVersion: 1,
        kind: 'backup',
        createdAt: '2026-11-27T21:00:00.000Z',
        entities: [
          {
            service: 'crm',
            name: 'clients',
            table: 'clients',
            path: done[0].path,
            count: rows.length,
            sha256: done[0].sha256,
            bytes: done[0].bytes,
          },
        ],
        files: done.slice(1, 2).map((f) => ({
          key: f.path.slice('files/'.length),
          path: f.path,
          sha256: f.sha256,
          bytes: f.bytes,
        })),
      };
      options.lie?.(manifest);
      return JSON.stringify(manifest);
    },
  });
  await Promise.all([pipeline(zip.stream, createWriteStream(file)), zip.done]);
  return { file, written };
}

describe('archive ZIPs', () => {
  it("computes each entry's SHA-256 while writing, and the reader verifies them against the manifest", async () => {
    const { file, written } = await writeZip('plain.zip');
    expect(written).toEqual([
      { path: 'data/crm/clients.jsonl', bytes: Buffer.byteLength(jsonl), sha256: sha(jsonl) },
      { path: 'files/photos/c1/p1/full.jpg', bytes: photo.length, sha256: sha(photo) },
    ]);
    const zip = await openArchiveZip(file);
    expect(zip.encrypted).toBe(false);
    expect(zip.paths.at(-1)).toBe('manifest.json');
    const manifest = await verifyArchive(zip);
    expect(manifest.entities[0]).toMatchObject({ count: 3000, sha256: sha(jsonl) });
    await zip.close();
  });

  it('encrypts with AES-256 and reads back only with the passphrase', async () => {
    const { file } = await writeZip('secret.zip', { passphrase: 'correct horse battery staple' });
    await expect(openArchiveZip(file)).rejects.toThrow(/encrypted: give its passphrase/);
    const wrong = await openArchiveZip(file, 'not the passphrase at all');
    await expect(verifyArchive(wrong)).rejects.toThrow('The passphrase is wrong');
    const right = await openArchiveZip(file, 'correct horse battery staple');
    expect(right.encrypted).toBe(true);
    await expect(verifyArchive(right)).resolves.toMatchObject({ kind: 'backup' });
  });

  it('refuses an archive whose contents differ from its manifest, or that carries more than it lists', async () => {
    const changed = await writeZip('changed.zip', {
      entries: [
        {
          path: 'data/crm/clients.jsonl',
          open: () => Buffer.from(jsonl.replace('row 7', 'row X')),
        },
        { path: 'files/photos/c1/p1/full.jpg', open: () => photo },
        { path: 'data/crm/extra.jsonl', open: () => Buffer.from('{}\n') },
      ],
      lie: (manifest) => {
        manifest.entities[0].sha256 = sha(jsonl);
      },
    });
    const error = await verifyArchive(await openArchiveZip(changed.file)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ArchiveTamperedError);
    expect((error as ArchiveTamperedError).problems).toEqual([
      'data/crm/clients.jsonl: its SHA-256 does not match the manifest',
      'data/crm/extra.jsonl is not in the manifest',
    ]);
    const missing = await writeZip('missing.zip', {
      lie: (manifest) => {
        manifest.files[0].path = 'files/photos/c1/p1/gone.jpg';
      },
    });
    await expect(verifyArchive(await openArchiveZip(missing.file))).rejects.toThrow(
      /files\/photos\/c1\/p1\/gone.jpg is missing/,
    );
  });

  it('refuses a file that is not a ZIP', async () => {
    const file = join(dir, 'not.zip');
    await pipeline(Readable.from(['hello']), createWriteStream(file));
    await expect(openArchiveZip(file)).rejects.toThrow(/is not a ZIP archive/);
  });
});
