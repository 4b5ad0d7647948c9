import type { Db, Tx } from '../db';

/** The coach's current text of each template she has edited (table email_templates). */
export interface StoredText {
  key: string;
  subject: string;
  body: string;
  version: number;
  savedAt: Date;
  savedBy: string | null;
}

export const findText = (db: Db | Tx, key: string): Promise<StoredText | null> =>
  db.emailTemplateText.findUnique({ where: { key } });

export const listTexts = (db: Db | Tx): Promise<StoredText[]> => db.emailTemplateText.findMany();

/** Her text becomes the current one (replacing any). */
export const putText = (tx: Tx, text: StoredText) =>
  tx.emailTemplateText.upsert({ where: { key: text.key }, create: text, update: text });

/** Back to the platform's default. */
export const deleteText = (tx: Tx, key: string) =>
  tx.emailTemplateText.deleteMany({ where: { key } });
