import type { Backup } from '@wellness/contracts';
import type { ArchiveRow } from './archive-repository';
import { PART_SERVICES } from './request';

/** A backup as the coach's page shows it (contracts backupSchema). */
export function toBackup(row: ArchiveRow): Backup {
  return {
    id: row.id,
    status: row.status,
    trigger: row.trigger === 'nightly' ? 'nightly' : 'coach',
    encrypted: row.encrypted,
    progress: row.progress,
    partsReady: PART_SERVICES.filter((service) =>
      row.parts.some((part) => part.service === service && !part.error),
    ),
    counts: row.counts as Record<string, number>,
    bytes: row.bytes === null ? null : Number(row.bytes),
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    error: row.error,
  };
}

/** The name a downloaded archive is saved under: `backup-2026-11-27-0230.zip`. */
export function archiveFileName(row: { kind: string; createdAt: Date }): string {
  const stamp = row.createdAt.toISOString().slice(0, 16).replace('T', '-').replace(':', '');
  return `${row.kind === 'backup' ? 'backup' : 'my-data'}-${stamp}.zip`;
}
