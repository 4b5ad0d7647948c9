import { hkdfSync } from 'node:crypto';
import type { CrmConfig } from '../config';

/** What the archives feature needs from the configuration. */
export interface ArchiveSettings {
  /** How many backups are kept (BACKUP_KEEP); older ones are deleted. */
  keep: number;
  /** The address of the app, for the links sent by email. */
  appUrl: string;
  /** Seals a backup's passphrase while it waits in the database for its ZIP (passphrase.ts). */
  sealKey: Buffer;
}

export function archiveSettings(
  config: Pick<CrmConfig, 'BACKUP_KEEP' | 'APP_URL' | 'IDENTITY_SECRET'>,
): ArchiveSettings {
  return {
    keep: config.BACKUP_KEEP,
    appUrl: config.APP_URL.replace(/\/+$/, ''),
    sealKey: Buffer.from(
      hkdfSync('sha256', config.IDENTITY_SECRET, 'crm', 'archive passphrase', 32),
    ),
  };
}
