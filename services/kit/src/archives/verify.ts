import { archiveManifestSchema } from '@wellness/contracts';
import type { ArchiveManifest } from '@wellness/contracts';
import { checkedKey } from '../files/file-store';
import { digested } from './dump-table';
import type { JsonLinesDigest } from './dump-table';
import { ArchiveReadError } from './zip-reader';
import type { ArchiveZipReader } from './zip-reader';
import { MANIFEST_PATH } from './zip-writer';

/** Entries an archive may carry beside the manifest's (a client export's explanation). */
const UNLISTED_ALLOWED = new Set([MANIFEST_PATH, 'README.txt']);

/** An archive whose contents are not what its manifest says: nothing of it may be restored. */
export class ArchiveTamperedError extends ArchiveReadError {
  constructor(readonly problems: string[]) {
    super(
      `The archive was changed after it was made, or is damaged; nothing was restored:\n  ${problems.join('\n  ')}`,
    );
    this.name = 'ArchiveTamperedError';
  }
}

async function digestOf(zip: ArchiveZipReader, path: string): Promise<JsonLinesDigest> {
  const digest: JsonLinesDigest = { count: 0, bytes: 0, sha256: '' };
  for await (const chunk of digested(zip.open(path), digest)) void chunk;
  return digest;
}

export async function readManifest(zip: ArchiveZipReader): Promise<ArchiveManifest> {
  const chunks: Buffer[] = [];
  for await (const chunk of zip.open(MANIFEST_PATH)) chunks.push(chunk as Buffer);
  let json: unknown;
  try {
    json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new ArchiveReadError(`${MANIFEST_PATH} is not JSON`);
  }
  const parsed = archiveManifestSchema.safeParse(json);
  if (!parsed.success)
    throw new ArchiveReadError(
      `${MANIFEST_PATH} is not an archive manifest: ${parsed.error.message}`,
    );
  return parsed.data;
}

/**
 * The manifest, once every entity and file of the archive matches it (SHA-256, bytes and, for
 * entities, rows) and the archive holds nothing it does not list. Reads every entry once.
 */
export async function verifyArchive(zip: ArchiveZipReader): Promise<ArchiveManifest> {
  const manifest = await readManifest(zip);
  const problems: string[] = [];
  const present = new Set(zip.paths);
  const listed = new Set(UNLISTED_ALLOWED);
  const check = async (
    path: string,
    expected: { sha256: string; bytes: number; count?: number },
  ) => {
    listed.add(path);
    if (!present.has(path)) return problems.push(`${path} is missing`);
    const actual = await digestOf(zip, path);
    if (actual.sha256 !== expected.sha256 || actual.bytes !== expected.bytes)
      problems.push(`${path}: its SHA-256 does not match the manifest`);
    else if (expected.count !== undefined && actual.count !== expected.count)
      problems.push(`${path}: holds ${actual.count} rows, the manifest says ${expected.count}`);
  };
  for (const entity of manifest.entities) await check(entity.path, entity);
  for (const file of manifest.files) {
    try {
      checkedKey(file.key);
    } catch {
      problems.push(`${file.path}: its key ${JSON.stringify(file.key)} is not a valid file key`);
      continue;
    }
    await check(file.path, file);
  }
  for (const path of present)
    if (!listed.has(path)) problems.push(`${path} is not in the manifest`);
  if (problems.length) throw new ArchiveTamperedError(problems);
  return manifest;
}
