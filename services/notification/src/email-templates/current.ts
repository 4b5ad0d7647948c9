import type { Db, Tx } from '../db';
import type { AnyTemplate } from '../emails/templates';
import type { TemplateText } from '../emails/render';
import { findText } from './text-repository';

/** The text a template is sent with: the coach's when she has edited it, else the default. */
export async function currentText(db: Db | Tx, template: AnyTemplate): Promise<TemplateText> {
  const stored = await findText(db, template.key);
  return stored
    ? { subject: stored.subject, body: stored.body }
    : { subject: template.subject, body: template.body };
}
