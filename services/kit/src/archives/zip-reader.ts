import { openAsBlob } from 'node:fs';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { BlobReader, ZipReader, configure } from '@zip.js/zip.js';
import type { Entry } from '@zip.js/zip.js';

configure({ useWebWorkers: false });

/** Why an archive cannot be read: said to the person running the restore as it is. */
export class ArchiveReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ArchiveReadError';
  }
}

/** A ZIP archive on disk, read entry by entry (zip.js: it reads AES-256 encrypted entries). */
export interface ArchiveZipReader {
  paths: string[];
  encrypted: boolean;
  /** An entry's bytes as a stream; throws ArchiveReadError when there is no such entry. */
  open(path: string): Readable;
  close(): Promise<void>;
}

/** The stream's bytes, its failure said in words a person running a restore can act on. */
async function* said(stream: Readable, path: string): AsyncGenerator<Buffer> {
  try {
    for await (const chunk of stream) {
      const bytes = chunk as Uint8Array;
      yield Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    }
  } catch (error) {
    const message = (error as Error).message;
    throw /password/i.test(message)
      ? new ArchiveReadError('The passphrase is wrong')
      : new ArchiveReadError(`${path} cannot be read: ${message}`);
  }
}

export async function openArchiveZip(
  file: string,
  passphrase?: string | null,
): Promise<ArchiveZipReader> {
  let reader: ZipReader<unknown>;
  let entries: Entry[];
  try {
    reader = new ZipReader(new BlobReader(await openAsBlob(file)));
    entries = await reader.getEntries();
  } catch (error) {
    throw new ArchiveReadError(`${file} is not a ZIP archive (${(error as Error).message})`);
  }
  const byPath = new Map(entries.filter((e) => !e.directory).map((e) => [e.filename, e]));
  const encrypted = entries.some((entry) => entry.encrypted);
  if (encrypted && !passphrase)
    throw new ArchiveReadError('This archive is encrypted: give its passphrase with --passphrase');
  return {
    paths: [...byPath.keys()],
    encrypted,
    open(path) {
      const entry = byPath.get(path);
      if (!entry || entry.directory) throw new ArchiveReadError(`The archive has no ${path}`);
      const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
      const raw = Readable.fromWeb(readable as WebReadableStream<Uint8Array>);
      // The error reaches the reader through the stream; the promise only needs hearing.
      entry
        .getData(writable, { password: passphrase ?? undefined, checkSignature: true })
        .catch((error: Error) => raw.destroy(error));
      return Readable.from(said(raw, path), { objectMode: false });
    },
    close: () => reader.close(),
  };
}
