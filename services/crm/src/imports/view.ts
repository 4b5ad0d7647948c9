import type { Import as ImportDto, ImportList, ImportMapping } from '@wellness/contracts';
import type { Import } from '../generated/prisma/client';
import type { DateOrder } from './parse/dates';
import type { FileFormat } from './parse/rows';
import type { ImportPreview } from './preview';

/** What the imports row keeps in `format`. */
export interface StoredFormat extends FileFormat {
  dateOrders: Record<number, DateOrder>;
}

export const formatOf = (row: Import) => row.format as unknown as StoredFormat;

const RUNNING = new Set(['running', 'cancelling']);

/** Seconds left at the rate so far (null before any row is done, and once finished). */
function secondsLeft(row: Import, now: Date): number | null {
  if (!RUNNING.has(row.status) || !row.startedAt || row.rowsDone === 0) return null;
  const elapsed = (now.getTime() - row.startedAt.getTime()) / 1000;
  const rate = row.rowsDone / Math.max(elapsed, 0.001);
  return Math.max(0, Math.round((row.totalRows - row.rowsDone) / rate));
}

function summaryOf(row: Import, now: Date) {
  const { type, delimiter, encoding } = formatOf(row);
  return {
    id: row.id,
    kind: row.kind,
    fileName: row.fileName,
    status: row.status,
    format: { type, delimiter, encoding },
    mappingRemembered: row.mappingRemembered,
    progress: {
      totalRows: row.totalRows,
      rowsDone: row.rowsDone,
      created: row.created,
      updated: row.updated,
      skipped: row.skipped,
      rejected: row.rejected,
      secondsLeft: secondsLeft(row, now),
    },
    duplicates: row.duplicates,
    invite: row.invite,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    error: row.error,
  };
}

/** An import as the API answers it (contracts importSchema). */
export const toImportDto = (row: Import, now = new Date()): ImportDto => ({
  ...summaryOf(row, now),
  headers: row.headers,
  mapping: row.mapping as ImportMapping,
  preview: row.preview as unknown as ImportPreview,
});

export const toImportListItem = (
  row: Omit<Import, 'preview' | 'mapping' | 'headers'>,
  now = new Date(),
): ImportList['items'][number] => summaryOf(row as Import, now);
