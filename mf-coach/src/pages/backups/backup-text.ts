import { SERVICES } from '@wellness/contracts';
import type { ArchiveStatus, Backup } from '@wellness/contracts';
import type { ComponentProps } from 'react';
import type { Badge } from '@wellness/ui';

type Tone = NonNullable<ComponentProps<typeof Badge>['tone']>;

/** Gathering (every service writes its part) or assembling (the ZIP is streamed). */
export const isBeingMade = (status: ArchiveStatus) =>
  status === 'gathering' || status === 'assembling';

export const STATUS_TEXT: Record<ArchiveStatus, { label: string; tone: Tone }> = {
  gathering: { label: 'Gathering data', tone: 'brand' },
  assembling: { label: 'Packing the file', tone: 'brand' },
  ready: { label: 'Ready', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
  expired: { label: 'Deleted', tone: 'neutral' },
};

const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'];

/** "532 bytes", "4.2 MB" (1 KB = 1,024 bytes, like a file manager). */
export function formatBytes(bytes: number | null): string {
  if (bytes === null) return '—';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toLocaleString('en-GB', { maximumFractionDigits: digits })} ${UNITS[unit]}`;
}

/** "1 of 4 services have written their part" while gathering; "Packing the file: 40%" after. */
export function progressText(backup: Backup): string {
  const percent = Math.round(backup.progress * 100);
  if (backup.status === 'gathering')
    return `${backup.partsReady.length} of ${SERVICES.length} services have written their part`;
  return `Packing the file: ${percent}%`;
}

/** The biggest counts first: "1,204 clients · 52,000 checkins · 3 more kinds of record". */
export function countsSummary(counts: Backup['counts'], shown = 3): string {
  const entries = Object.entries(counts).sort((a, b) => b[1] - a[1]);
  if (entries.length === 0) return 'No records';
  const named = entries
    .slice(0, shown)
    .map(([name, count]) => `${count.toLocaleString('en-GB')} ${name.replace(/[_-]+/g, ' ')}`);
  const rest = entries.length - shown;
  if (rest > 0) named.push(`${rest} more kind${rest === 1 ? '' : 's'} of record`);
  return named.join(' · ');
}

/** Every row in the backup: "53,526 records". */
export function recordsText(counts: Backup['counts']): string {
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  return `${total.toLocaleString('en-GB')} record${total === 1 ? '' : 's'}`;
}
