import { inflateRawSync } from 'node:zlib';
import { expect } from '@playwright/test';
import { archiveManifestSchema } from '@wellness/contracts';
import type { ArchiveManifest } from '@wellness/contracts';

// Backups and data exports (issue 19): what a downloaded archive holds, read without a ZIP library
// (the central directory names every file; stored or deflated entries are read with zlib).

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;

/** The names of the files in a ZIP, and a reader of one (unencrypted) entry. */
export function readZip(zip: Buffer): { names: string[]; text: (name: string) => string } {
  expect(zip.subarray(0, 4).toString('latin1'), 'a ZIP starts with PK\\3\\4').toBe(
    'PK\u0003\u0004',
  );
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== EOCD) end--;
  expect(end, 'the ZIP has an end-of-central-directory record').toBeGreaterThanOrEqual(0);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, { method: number; size: number; local: number }>();
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(CENTRAL);
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    entries.set(name, {
      method: zip.readUInt16LE(at + 10),
      size: zip.readUInt32LE(at + 20),
      local: zip.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return {
    names: [...entries.keys()],
    text: (name) => {
      const entry = entries.get(name);
      if (!entry) throw new Error(`${name} is not in the archive`);
      const start =
        entry.local + 30 + zip.readUInt16LE(entry.local + 26) + zip.readUInt16LE(entry.local + 28);
      const data = zip.subarray(start, start + entry.size);
      if (entry.method === 0) return data.toString('utf8');
      if (entry.method === 8) return inflateRawSync(data).toString('utf8');
      throw new Error(`${name} is compressed with method ${entry.method} (encrypted?)`);
    },
  };
}

/** The archive's manifest, checked against its contract; every data file it names is in the ZIP. */
export function manifestOf(zip: Buffer): { manifest: ArchiveManifest; names: string[] } {
  const archive = readZip(zip);
  expect(archive.names).toContain('manifest.json');
  const manifest = archiveManifestSchema.parse(JSON.parse(archive.text('manifest.json')));
  for (const entity of manifest.entities) expect(archive.names).toContain(entity.path);
  return { manifest, names: archive.names };
}
