import type { z } from 'zod';
import { EMAIL_TEMPLATE_MESSAGES, EMAIL_TEMPLATES, unknownMergeFields } from '@wellness/contracts';
import type {
  EmailPreview,
  EmailTemplateDetail,
  EmailTemplateSummary,
  emailPreviewRequestSchema,
  emailTemplateRestoreSchema,
  emailTemplateUpdateSchema,
} from '@wellness/contracts';
import { DomainError, notFound } from '@wellness/kit';
import type { Caller } from '@wellness/kit';
import { signalEmailQueued } from '../delivery/dispatcher';
import type { NotificationDeps } from '../deps';
import { isPreviewId } from '../emails/html-view';
import { findClient } from '../clients/repository';
import { linkProblems, RenderError } from '../emails/markup';
import { renderEmail } from '../emails/render';
import type { TemplateText } from '../emails/render';
import { createEmail } from '../emails/repository';
import { SAMPLE_APP_URL, brandValues } from '../emails/templates/template';
import { templateOf } from '../emails/templates';
import type { AnyTemplate } from '../emails/templates';
import { currentText } from './current';
import { deleteText, findText, listTexts, putText } from './text-repository';
import type { StoredText } from './text-repository';
import { findVersion, keepVersion, latestVersionNumber, listVersions } from './version-repository';

type Update = z.output<typeof emailTemplateUpdateSchema>;
type Restore = z.output<typeof emailTemplateRestoreSchema>;
type PreviewRequest = z.output<typeof emailPreviewRequestSchema>;

/** Version numbers are Postgres integers: a larger one names no version. */
const MAX_VERSION = 2_147_483_647;

const templateOrNotFound = (key: string): AnyTemplate => {
  const template = templateOf(key);
  if (!template) throw notFound('Email template');
  return template;
};

const invalid = (field: 'subject' | 'body', message: string) =>
  new DomainError('VALIDATION', message, { fields: { [field]: message } });

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
 * What a preview without a client shows: the samples, with the business's own names, and its
 * sample links pointing into the business's own app.
 */
const sampleValues = (deps: NotificationDeps, template: AnyTemplate): Record<string, string> => {
  const declared = new Set(template.fields.map((field) => field.name));
  const brand = Object.entries(brandValues(deps.brand)).filter(([name]) => declared.has(name));
  const sample = (value: string) =>
    value.startsWith(`${SAMPLE_APP_URL}/`)
      ? `${deps.brand.appUrl}${value.slice(SAMPLE_APP_URL.length)}`
      : value;
  return {
    ...Object.fromEntries(template.fields.map((field) => [field.name, sample(field.sample)])),
    ...Object.fromEntries(brand),
  };
};

/**
 * A text the coach wrote, checked before it is saved or previewed: only declared merge fields
 * (400 naming the others), web links only, and it must render with the sample values.
 */
async function checkText(deps: NotificationDeps, template: AnyTemplate, text: TemplateText) {
  const declared = template.fields.map((field) => field.name);
  for (const field of ['subject', 'body'] as const) {
    const unknown = unknownMergeFields(text[field], declared);
    if (unknown.length) throw invalid(field, EMAIL_TEMPLATE_MESSAGES.unknownFields(unknown));
  }
  const [linkProblem] = linkProblems(text.body);
  if (linkProblem) throw invalid('body', linkProblem);
  await renderOrRefuse(deps, template, text, sampleValues(deps, template));
}

async function renderOrRefuse(
  deps: NotificationDeps,
  template: AnyTemplate,
  text: TemplateText,
  values: Record<string, string>,
) {
  try {
    return await renderEmail(deps.brand, template.category, text, values);
  } catch (error) {
    if (error instanceof RenderError) throw invalid('body', error.message);
    throw error;
  }
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

/** The fields a client's record fills (the rest keep their samples). */
function clientValues(
  client: NonNullable<Awaited<ReturnType<typeof findClient>>>,
): Record<string, string> {
  const name = `${client.firstName} ${client.lastName}`.trim();
  return {
    firstName: client.firstName.trim() || 'there',
    clientName: name,
    leadName: name,
    clientEmail: client.email,
    leadEmail: client.email,
    ...(client.coachName ? { coachName: client.coachName } : {}),
  };
}

/**
 * POST preview: the template (or the unsaved `subject`/`body`) rendered with a client's data
 * where notification knows it (her name, her email, her coach) and the samples for the rest, or
 * with the samples alone.
 */
export async function previewTemplate(
  deps: NotificationDeps,
  key: string,
  input: PreviewRequest,
): Promise<EmailPreview> {
  const template = templateOrNotFound(key);
  const saved = await currentText(deps.db, template);
  const text = { subject: input.subject ?? saved.subject, body: input.body ?? saved.body };
  if (input.subject !== undefined || input.body !== undefined) {
    await checkText(deps, template, text);
  }
  const client = input.clientId ? await findClient(deps.db, input.clientId) : null;
  if (input.clientId && !client) throw notFound('Client');
  const values = sampleValues(deps, template);
  if (client) {
    for (const [name, value] of Object.entries(clientValues(client))) {
      if (name in values) values[name] = value;
    }
  }
  const rendered = await renderOrRefuse(deps, template, text, values);
  const previewId = await deps.previews.keep(rendered.html);
  return {
    ...rendered,
    htmlUrl: `/api/email-templates/previews/${previewId}`,
    filledFor: client ? `${client.firstName} ${client.lastName}`.trim() : null,
  };
}

/** A rendered preview's HTML, for the preview frame (404 once it has expired). */
export async function previewHtml(deps: NotificationDeps, id: string): Promise<string> {
  const html = isPreviewId(id) ? await deps.previews.html(id) : null;
  if (html === null) throw notFound('Preview');
  return html;
}

/** POST test: the preview, queued to the coach's own address through the normal delivery. */
export async function sendTestEmail(
  deps: NotificationDeps,
  caller: Caller,
  key: string,
  input: PreviewRequest,
): Promise<{ to: string; emailId: string }> {
  const template = templateOrNotFound(key);
  const preview = await previewTemplate(deps, key, input);
  const to = deps.brand.coachEmail;
  const by = caller.identity.firstName || 'the coach';
  const note = `A test of the “${template.name}” template, sent by ${by} with ${
    preview.filledFor ? `${preview.filledFor}’s details` : 'sample details'
  }`;
  const { id } = await deps.db.$transaction(async (tx) => {
    const email = await createEmail(tx, {
      template: template.key,
      to,
      subject: `[Test] ${preview.subject}`,
      html: preview.html,
      text: preview.text,
      note,
      correlationId: caller.correlationId,
    });
    await signalEmailQueued(tx, email.id);
    return email;
  });
  return { to, emailId: id };
}
