import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { ONE_CLICK_BODY } from '@wellness/contracts';

export type Sender = string | { name: string; address: string };

export interface OutgoingEmail {
  id: string;
  from: Sender;
  to: string;
  replyTo?: string | null;
  subject: string;
  html: string;
  text: string;
  /** A marketing email's one-click unsubscribe URL: sent as List-Unsubscribe (RFC 8058). */
  listUnsubscribe?: string | null;
}

/** Sends one stored email. `null` where SMTP_URL is unset: delivery is disabled. */
export interface Mailer {
  send(email: OutgoingEmail): Promise<{ messageId: string }>;
  close(): void;
}

/** How many emails a delivery worker sends at once (and SMTP connections it keeps). */
export const DELIVERY_CONCURRENCY = 5;

/** A nodemailer SMTP transport from a smtp:// or smtps:// URL, with timeouts so a hung server fails the attempt. */
export function createMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(email) {
      const message: Mail.Options = {
        from: email.from,
        to: email.to,
        replyTo: email.replyTo ?? undefined,
        subject: email.subject,
        html: email.html,
        text: email.text,
        headers: {
          'X-Wellness-Email-Id': email.id,
          ...(email.listUnsubscribe ? oneClickUnsubscribeHeaders(email.listUnsubscribe) : {}),
        },
      };
      const info = await transport.sendMail(message);
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}

/** RFC 8058: a mail client may unsubscribe with one POST of `List-Unsubscribe=One-Click` to the URL. */
export const oneClickUnsubscribeHeaders = (url: string) => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': ONE_CLICK_BODY,
});

/** An SMTP 5xx answer (mailbox unknown, message refused) will not succeed on a retry. */
export function isPermanentSmtpError(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
