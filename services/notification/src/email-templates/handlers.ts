import type { z } from 'zod';
import { EMAIL_TEMPLATES } from '@wellness/contracts';
import type {
  EmailTemplateDetail,
  EmailTemplateSummary,
  emailTemplateRestoreSchema,
  emailTemplateUpdateSchema,
} from '@wellness/contracts';
import { notFound } from '@wellness/kit';
import type { Caller } from '@wellness/kit';
import type { NotificationDeps } from '../deps';
import type { TemplateText } from '../emails/render';
import { templateOf } from '../emails/templates';
import type { AnyTemplate } from '../emails/templates';
import { checkText } from './text-check';
import { deleteText, findText, listTexts, putText } from './text-repository';
import type { StoredText } from './text-repository';
import { findVersion, keepVersion, latestVersionNumber, listVersions } from './version-repository';

type Update = z.output<typeof emailTemplateUpdateSchema>;
type Restore = z.output<typeof emailTemplateRestoreSchema>;

/** Version numbers are Postgres integers: a larger one names no version. */
const MAX_VERSION = 2_147_483_647;

export const templateOrNotFound = (key: string): AnyTemplate => {
  const template = templateOf(key);
  if (!template) throw notFound('Email template');
  return template;
};

function summaryOf(template: AnyTemplate, stored: StoredText | null): EmailTemplateSummary {
  return {
    key: template.key,
    name: template.name,
    description: template.description,
    category: template.category,
    customised: stored !== null,
    updatedAt: stored?.savedAt.toISOString() ?? null,
  };
}

/** Every template, in the platform's order, and whether the coach has edited it. */
export async function listTemplates(deps: NotificationDeps): Promise<EmailTemplateSummary[]> {
  const stored = new Map((await listTexts(deps.db)).map((text) => [text.key, text]));
  return EMAIL_TEMPLATES.map((key) => summaryOf(templateOrNotFound(key), stored.get(key) ?? null));
}

/** One template: its current text, its fields, the default and the earlier versions. */
export async function getTemplate(
  deps: NotificationDeps,
  key: string,
): Promise<EmailTemplateDetail> {
  const template = templateOrNotFound(key);
  const [stored, versions] = await Promise.all([
    findText(deps.db, key),
    listVersions(deps.db, key),
  ]);
  return {
    ...summaryOf(template, stored),
    subject: stored?.subject ?? template.subject,
    body: stored?.body ?? template.body,
    fields: template.fields,
    defaultSubject: template.subject,
    defaultBody: template.body,
    versions: versions.map((version) => ({
      version: version.version,
      subject: version.subject,
      body: version.body,
      savedAt: version.savedAt.toISOString(),
      savedBy: version.savedBy,
    })),
  };
}

/**
 * Makes `text` the template's current one. The text it replaces (the coach's earlier one) is kept
 * as a version; the platform default is always there to restore, so it is not kept.
 */
async function save(
  deps: NotificationDeps,
  caller: Caller,
  template: AnyTemplate,
  text: TemplateText,
) {
  await deps.db.$transaction(async (tx) => {
    const current = await findText(tx, template.key);
    const next = Math.max(current?.version ?? 0, await latestVersionNumber(tx, template.key)) + 1;
    if (current) await keepVersion(tx, current);
    await putText(tx, {
      key: template.key,
      subject: text.subject,
      body: text.body,
      version: next,
      savedAt: new Date(),
      savedBy: caller.identity.firstName || null,
    });
  });
}

/** PUT: the coach's new text (unknown merge fields: 400 naming them). */
export async function saveTemplate(
  deps: NotificationDeps,
  caller: Caller,
  key: string,
  input: Update,
): Promise<EmailTemplateDetail> {
  const template = templateOrNotFound(key);
  await checkText(deps, template, input);
  await save(deps, caller, template, input);
  return getTemplate(deps, key);
}

/** POST restore: an earlier version (itself a save), or back to the platform default. */
export async function restoreTemplate(
  deps: NotificationDeps,
  caller: Caller,
  key: string,
  input: Restore,
): Promise<EmailTemplateDetail> {
  const template = templateOrNotFound(key);
  if (input.version === 'default') {
    await deps.db.$transaction(async (tx) => {
      const current = await findText(tx, key);
      if (!current) return;
      await keepVersion(tx, current);
      await deleteText(tx, key);
    });
    return getTemplate(deps, key);
  }
  const version =
    input.version <= MAX_VERSION ? await findVersion(deps.db, key, input.version) : null;
  if (!version) throw notFound('Version');
  const text = { subject: version.subject, body: version.body };
  await checkText(deps, template, text);
  await save(deps, caller, template, text);
  return getTemplate(deps, key);
}
