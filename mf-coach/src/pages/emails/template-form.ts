import { EMAIL_TEMPLATE_MESSAGES, TEMPLATE_LIMITS, unknownMergeFields } from '@wellness/contracts';
import type { MergeField } from '@wellness/contracts';

export interface TemplateDraft {
  subject: string;
  body: string;
}
export type DraftErrors = Partial<Record<keyof TemplateDraft, string>>;

/**
 * What the server would refuse, checked as she types: an empty or too long subject or text, and
 * merge fields the template does not declare (named, as the server names them).
 */
export function checkDraft(draft: TemplateDraft, fields: readonly MergeField[]): DraftErrors {
  const declared = fields.map((f) => f.name);
  const errors: DraftErrors = {};
  const check = (key: keyof TemplateDraft, required: string, max: number) => {
    const value = draft[key];
    const unknown = unknownMergeFields(value, declared);
    if (!value.trim()) errors[key] = required;
    else if (value.length > max)
      errors[key] = `Keep it under ${max.toLocaleString('en-GB')} characters`;
    else if (unknown.length) errors[key] = EMAIL_TEMPLATE_MESSAGES.unknownFields(unknown);
  };
  check('subject', EMAIL_TEMPLATE_MESSAGES.subjectRequired, TEMPLATE_LIMITS.subject);
  check('body', EMAIL_TEMPLATE_MESSAGES.bodyRequired, TEMPLATE_LIMITS.body);
  return errors;
}

/** Whether the editor's text differs from what is saved. */
export function isDirty(draft: TemplateDraft, saved: TemplateDraft): boolean {
  return draft.subject !== saved.subject || draft.body !== saved.body;
}

/**
 * A 400's messages by field: `fields.subject`/`fields.body` when the server gives them, else a
 * message naming a merge field goes with the text that holds it.
 */
export function serverErrors(
  fields: Record<string, string>,
  message: string,
  draft: TemplateDraft,
): DraftErrors & { form?: string } {
  const errors: DraftErrors & { form?: string } = {};
  if (fields.subject) errors.subject = fields.subject;
  if (fields.body) errors.body = fields.body;
  if (errors.subject || errors.body) return errors;
  const named = [...message.matchAll(/\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g)].map((m) => m[1]!);
  const holds = (text: string) =>
    named.some((name) => new RegExp(`\\{\\{\\s*${name}\\s*\\}\\}`).test(text));
  if (named.length && holds(draft.subject)) errors.subject = message;
  if (named.length && holds(draft.body)) errors.body = message;
  if (!errors.subject && !errors.body) errors.form = message;
  return errors;
}
