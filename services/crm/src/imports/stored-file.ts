import { PassThrough } from 'node:stream';
import type { Readable } from 'node:stream';
import { DomainError } from '@wellness/kit';
import type { FileStore } from '@wellness/kit/src/files';
import { openRows } from './parse/file-rows';
import type { HeaderAndRows } from './parse/file-rows';
import type { FileFormat } from './parse/rows';
import { scanFile } from './parse/scan';
import type { FileScan } from './parse/scan';

const CONTENT_TYPES = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** Where an import's file is kept. */
export const sourceKey = (importId: string, type: FileFormat['type']) =>
  `imports/${importId}/source.${type}`;

/**
 * An upload into the file store and through the scan at once (neither waits for the whole file):
 * when the scan refuses it (too many rows), the store's copy is abandoned, so nothing is left.
 */
export async function storeAndScan(
  files: FileStore,
  key: string,
  type: FileFormat['type'],
  body: Readable,
): Promise<FileScan> {
  const toStore = new PassThrough();
  const toScan = new PassThrough();
  // Their failures reach the caller through the store's and the scan's promises.
  for (const branch of [toStore, toScan]) branch.on('error', () => undefined);
  body.pipe(toStore);
  body.pipe(toScan);
  body.on('error', (error) => {
    toStore.destroy(error);
    toScan.destroy(error);
  });
  const stored = files.put(key, toStore, { contentType: CONTENT_TYPES[type] });
  const scanned = scanFile(toScan, type).finally(() => toScan.resume());
  try {
    const [, scan] = await Promise.all([stored, scanned]);
    return scan;
  } catch (error) {
    toStore.destroy(error instanceof Error ? error : undefined);
    body.unpipe(toStore);
    await stored.catch(() => undefined);
    await files.delete(key).catch(() => undefined);
    throw error;
  }
}

/** An import's stored file, opened at its header (with the format to fill in). */
export async function openStoredRows(
  files: FileStore,
  key: string | null,
  type: FileFormat['type'],
): Promise<HeaderAndRows> {
  const file = key ? await files.get(key) : null;
  if (!file)
    throw new DomainError('CONFLICT', 'The uploaded file is no longer kept: upload it again');
  return openRows(file.body, { type, delimiter: null, encoding: null });
}
