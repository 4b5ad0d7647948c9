import { once } from 'node:events';
import { Readable } from 'node:stream';
import archiver from 'archiver';
import type { Archiver } from 'archiver';
import type { FileInfo, FileStore } from '../files/file-store';
import { digested } from './dump-table';
import type { JsonLinesDigest } from './dump-table';

// archiver-zip-encrypted has no types: it is a format to register with archiver.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const zipEncrypted = require('archiver-zip-encrypted') as unknown;
const ENCRYPTED_FORMAT = 'zip-encrypted' as archiver.Format;
if (!archiver.isRegisteredFormat(ENCRYPTED_FORMAT))
  archiver.registerFormat(
    ENCRYPTED_FORMAT,
    zipEncrypted as Parameters<typeof archiver.registerFormat>[1],
  );

/** One file of the archive: its path inside the ZIP, and its bytes, opened only when its turn comes. */
export interface ArchiveZipEntry {
  path: string;
  open(): Promise<Readable | Buffer> | Readable | Buffer;
}

/** What went into the ZIP for an entry: its bytes and their SHA-256, computed while writing it. */
export interface WrittenZipEntry {
  path: string;
  bytes: number;
  sha256: string;
}

export interface ArchiveZipOptions {
  entries: AsyncIterable<ArchiveZipEntry> | Iterable<ArchiveZipEntry>;
  /** The manifest, written last, from what was written (say, JSON of archiveManifestSchema). */
  manifest(written: WrittenZipEntry[]): Promise<string> | string;
  /** Encrypts every entry with AES-256 (WinZip AES, which 7-Zip and most tools open). */
  passphrase?: string | null;
  /** Called after each entry, for progress. */
  onEntry?(written: WrittenZipEntry, index: number): void;
}

export const MANIFEST_PATH = 'manifest.json';

function createZip(passphrase: string | null | undefined): Archiver {
  // Level 1: JSON Lines still shrink about tenfold, in a fraction of level 6's time; photos do not shrink.
  const zlib = { level: 1 };
  if (!passphrase) return archiver('zip', { zlib });
  return archiver.create(ENCRYPTED_FORMAT, {
    zlib,
    encryptionMethod: 'aes256',
    password: passphrase,
  } as archiver.ArchiverOptions);
}

/**
 * A ZIP of the entries as a stream, one entry at a time (each opened when the previous one is
 * written, so memory and open files stay flat), each entry's SHA-256 computed as it passes, and
 * the manifest last. Read `stream` (into the file store) while awaiting `done`.
 */
export function archiveZip(options: ArchiveZipOptions): {
  stream: Readable;
  done: Promise<WrittenZipEntry[]>;
} {
  const zip = createZip(options.passphrase);
  const done = (async () => {
    const written: WrittenZipEntry[] = [];
    for await (const entry of options.entries) {
      const digest: JsonLinesDigest = { count: 0, bytes: 0, sha256: '' };
      const source = await entry.open();
      const body = Buffer.isBuffer(source) ? Readable.from([source]) : source;
      const entered = once(zip, 'entry');
      zip.append(Readable.from(digested(body, digest)), { name: entry.path });
      await entered;
      const result = { path: entry.path, bytes: digest.bytes, sha256: digest.sha256 };
      written.push(result);
      options.onEntry?.(result, written.length - 1);
    }
    zip.append(Buffer.from(await options.manifest(written)), { name: MANIFEST_PATH });
    await zip.finalize();
    return written;
  })();
  done.catch((error: unknown) => zip.destroy(error as Error));
  return { stream: zip, done };
}

/** Streams the ZIP into the file store at `key`; returns the stored file and what went in. */
export async function writeArchiveZip(
  files: FileStore,
  key: string,
  options: ArchiveZipOptions,
): Promise<{ file: FileInfo; entries: WrittenZipEntry[] }> {
  const zip = archiveZip(options);
  const [file, entries] = await Promise.all([
    files.put(key, zip.stream, { contentType: 'application/zip' }),
    zip.done,
  ]);
  return { file, entries };
}
