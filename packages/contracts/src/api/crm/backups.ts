import { z } from 'zod';
import { text } from '../text';

/**
 * Backups (crm, `/backup-download`): one ZIP of the whole business, made by the coach or nightly
 * as a job. Every service writes its part (JSON Lines per entity, and its stored files); crm streams
 * the parts into the archive with a manifest (schema version, counts, SHA-256 of every file). A
 * download link works once, for the coach only, for an hour. `npm run restore -- <file>` loads one
 * into an empty system.
 */

export const BACKUP_LIMITS = {
  /** A download link works this long, and once. */
  linkTtlSeconds: 3600,
  passphraseMin: 12,
  passphraseMax: 200,
} as const;

export const ARCHIVE_STATUSES = ['gathering', 'assembling', 'ready', 'failed', 'expired'] as const;
export type ArchiveStatus = (typeof ARCHIVE_STATUSES)[number];

/** POST /api/backups: an optional passphrase encrypts the archive (AES-256 ZIP). */
export const backupRequestSchema = z.object({
  passphrase: text({ label: 'Passphrase', max: BACKUP_LIMITS.passphraseMax, trim: false })
    .min(BACKUP_LIMITS.passphraseMin, {
      message: `Use a passphrase of at least ${BACKUP_LIMITS.passphraseMin} characters, or none`,
    })
    .optional(),
});
export type BackupRequest = z.input<typeof backupRequestSchema>;

export const backupSchema = z.object({
  id: z.uuid(),
  status: z.enum(ARCHIVE_STATUSES),
  /** `coach`: started from the page; `nightly`: the scheduled backup. */
  trigger: z.enum(['coach', 'nightly']),
  encrypted: z.boolean(),
  /** 0 to 1 while it is being made. */
  progress: z.number().min(0).max(1),
  /** Which services have written their part so far ("crm", "checkin", …). */
  partsReady: z.array(z.string()),
  /** Rows per entity ("clients": 10000), once ready. */
  counts: z.record(z.string(), z.number().int().nonnegative()),
  bytes: z.number().int().nonnegative().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  error: z.string().nullable(),
});
export type Backup = z.infer<typeof backupSchema>;
export const backupListSchema = z.object({
  items: z.array(backupSchema),
  /** How many backups are kept (BACKUP_KEEP); older ones are deleted. */
  keep: z.number().int().positive(),
});
export type BackupList = z.infer<typeof backupListSchema>;

/** POST /api/backups/:id/link → a one-time download URL, valid for an hour. */
export const downloadLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type DownloadLink = z.infer<typeof downloadLinkSchema>;

export const BACKUP_MESSAGES = {
  notFound: 'That backup was not found',
  notReady: 'This backup is not ready yet',
  expired: 'This backup has been deleted: make a new one',
  linkInvalid: 'This download link has expired or was already used: ask for a new one',
  alreadyRunning: 'A backup is already being made: wait for it to finish',
} as const;

/** What the manifest (`manifest.json` at the archive's root) says. */
export const archiveManifestSchema = z.object({
  schemaVersion: z.number().int().positive(),
  kind: z.enum(['backup', 'client_export']),
  createdAt: z.string(),
  entities: z.array(
    z.object({
      service: z.string(),
      name: z.string(),
      table: z.string(),
      path: z.string(),
      count: z.number().int().nonnegative(),
      sha256: z.string(),
      bytes: z.number().int().nonnegative(),
    }),
  ),
  files: z.array(
    z.object({
      /** The file store key it came from and goes back to on restore. */
      key: z.string(),
      path: z.string(),
      sha256: z.string(),
      bytes: z.number().int().nonnegative(),
    }),
  ),
});
export type ArchiveManifest = z.infer<typeof archiveManifestSchema>;
