import type { Db, Tx } from '../db';
import type { StoredText } from './text-repository';

/** Earlier texts of the templates (table email_template_versions), each kept when replaced. */
export type StoredVersion = StoredText;

/** A template's earlier versions, newest first. */
export const listVersions = (db: Db | Tx, key: string): Promise<StoredVersion[]> =>
  db.emailTemplateVersion.findMany({ where: { key }, orderBy: { version: 'desc' } });

export const findVersion = (db: Db | Tx, key: string, version: number) =>
  db.emailTemplateVersion.findUnique({ where: { key_version: { key, version } } });

/** The highest version number kept for a template (0 when none). */
export async function latestVersionNumber(db: Db | Tx, key: string): Promise<number> {
  const { _max } = await db.emailTemplateVersion.aggregate({
    where: { key },
    _max: { version: true },
  });
  return _max.version ?? 0;
}

/** Keeps a replaced text (its number is unique per template: two racing saves cannot both keep it). */
export const keepVersion = (tx: Tx, text: StoredVersion) =>
  tx.emailTemplateVersion.create({ data: text });
