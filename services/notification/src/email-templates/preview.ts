import type { z } from 'zod';
import type { EmailPreview, emailPreviewRequestSchema } from '@wellness/contracts';
import { notFound } from '@wellness/kit';
import type { Caller } from '@wellness/kit';
import { signalEmailQueued } from '../delivery/dispatcher';
import type { NotificationDeps } from '../deps';
import { isPreviewId } from '../emails/html-view';
import { findClient } from '../clients/repository';
import { createEmail } from '../emails/repository';
import { currentText } from './current';
import type { AnyTemplate } from '../emails/templates';
import { fillUnsubscribeLink, unsubscribeUrl } from '../unsubscribe/token';
import { templateOrNotFound } from './handlers';
import { checkText, renderOrRefuse, sampleValues } from './text-check';

type PreviewRequest = z.output<typeof emailPreviewRequestSchema>;

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
  const rendered = withUnsubscribeLink(
    deps,
    template,
    await renderOrRefuse(deps, template, text, values),
  );
  const previewId = await deps.previews.keep(rendered.html);
  return {
    ...rendered,
    htmlUrl: `/api/email-templates/previews/${previewId}`,
    filledFor: client ? `${client.firstName} ${client.lastName}`.trim() : null,
  };
}

/**
 * A marketing email's footer link, in a preview and a test: the coach's own (a test goes to her),
 * so what she sees is what a client gets, and the link works.
 */
function withUnsubscribeLink<E extends { html: string; text: string }>(
  deps: NotificationDeps,
  template: AnyTemplate,
  rendered: E,
): E {
  const secret = deps.brand.unsubscribeSecret;
  if (template.category !== 'marketing' || !secret) return rendered;
  return fillUnsubscribeLink(rendered, unsubscribeUrl(deps.brand, secret, deps.brand.coachEmail));
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
