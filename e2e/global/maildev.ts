import { MAILDEV_URL } from './env';

/** The fields of MailDev's REST `GET /email` the tests use. */
export interface Email {
  id: string;
  subject: string;
  text?: string;
  html?: string;
  to: { address: string; name?: string }[];
  date: string;
}

export async function listEmails(): Promise<Email[]> {
  const response = await fetch(`${MAILDEV_URL}/email`);
  if (!response.ok) throw new Error(`MailDev answered ${response.status}`);
  return (await response.json()) as Email[];
}

/** Waits for the newest email to `address` (optionally matching the subject) that arrived after `since`. */
export async function waitForEmail(
  address: string,
  options: { subject?: RegExp; since?: Date; timeoutMs?: number } = {},
): Promise<Email> {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  const since = options.since?.getTime() ?? 0;
  while (Date.now() < deadline) {
    const match = (await listEmails())
      .filter((e) => e.to.some((t) => t.address.toLowerCase() === address.toLowerCase()))
      .filter((e) => !options.subject || options.subject.test(e.subject))
      .filter((e) => new Date(e.date).getTime() >= since)
      .at(-1);
    if (match) return match;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `no email to ${address}${options.subject ? ` matching ${options.subject}` : ''} arrived`,
  );
}

/** The first link in an email's body that starts with the given prefix (e.g. the app URL). */
export function linkIn(email: Email, startsWith: string): string {
  const body = `${email.html ?? ''} ${email.text ?? ''}`;
  const escaped = startsWith.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}[^"'\\s<>]*`).exec(body);
  if (!match) throw new Error(`no link starting with ${startsWith} in "${email.subject}"`);
  return match[0].replace(/&amp;/g, '&');
}
