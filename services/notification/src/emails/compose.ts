import type { Logger } from '@wellness/kit';
import type { Tx } from '../db';
import { signalEmailQueued } from '../delivery/dispatcher';
import { currentText } from '../email-templates/current';
import type { Brand } from './brand';
import { fillFields } from './markup';
import { renderEmail } from './render';
import type { RenderedEmail } from './render';
import { createEmail } from './repository';
import type { TemplateDefinition } from './templates';
import { fillUnsubscribeLink, unsubscribeUrl } from '../unsubscribe/token';

/** One email from a template: the data its fields come from, and where it goes. */
export interface TemplatedEmail<P> {
  template: TemplateDefinition<P>;
  payload: P;
  to: string;
  replyTo?: string;
  relatedEventId?: string;
  correlationId?: string;
}

/**
 * Renders one email with its template's current text (the coach's, else the default) and the
 * fields computed from its data, stores it (status queued) in the caller's transaction and
 * signals the dispatcher, which enqueues the delivery job after commit (delivery/dispatcher.ts).
 * An email that cannot be rendered whole (a link that is not a web link) is never sent: it is
 * stored as failed with the reason, in the coach's log, and the caller carries on (a retry would
 * fail the same way).
 */
export async function storeTemplatedEmail<P>(
  tx: Tx,
  brand: Brand,
  log: Pick<Logger, 'info' | 'warn'>,
  email: TemplatedEmail<P>,
): Promise<{ id: string; failed: boolean }> {
  const { template } = email;
  const text = await currentText(tx, template);
  let values: Record<string, string> = {};
  let rendered: RenderedEmail | undefined;
  let failure: string | undefined;
  let listUnsubscribe: string | null = null;
  try {
    values = template.fieldsOf(email.payload, brand);
    rendered = await renderEmail(brand, template.category, text, values);
    if (template.category === 'marketing') {
      // Never a marketing email without its way out (List-Unsubscribe and the footer's link).
      if (!brand.unsubscribeSecret) throw new Error('no key to sign its unsubscribe link');
      listUnsubscribe = unsubscribeUrl(brand, brand.unsubscribeSecret, email.to);
      rendered = fillUnsubscribeLink(rendered, listUnsubscribe);
    }
  } catch (error) {
    failure = `Cannot render ${template.key} email: ${(error as Error).message}`;
  }
  const { id } = await createEmail(tx, {
    template: template.key,
    to: email.to,
    replyTo: email.replyTo ?? null,
    ...(rendered ?? { subject: subjectOf(text.subject, values), html: '', text: '' }),
    ...(failure ? { status: 'failed' as const, error: failure } : {}),
    relatedEventId: email.relatedEventId ?? null,
    correlationId: email.correlationId ?? null,
    listUnsubscribe,
  });
  if (failure) {
    log.warn({ emailId: id, template: template.key, reason: failure }, 'email not rendered');
    return { id, failed: true };
  }
  await signalEmailQueued(tx, id);
  log.info({ emailId: id, template: template.key }, 'email queued');
  return { id, failed: false };
}

/** A failed email's subject for the log: filled in when it can be, else as written. */
function subjectOf(subject: string, values: Record<string, string>): string {
  try {
    return fillFields(subject, values).replace(/\s+/g, ' ').trim() || subject;
  } catch {
    return subject;
  }
}
