import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import MailDev from 'maildev';
import type { MailDevEmail } from 'maildev';
import { waitFor } from '@wellness/kit/src/testing';

/** A TCP port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface MailInbox {
  smtpPort: number;
  webPort: number;
  /** Every message MailDev received, from its REST API (GET /email). */
  emails(): Promise<MailDevEmail[]>;
  /** Waits for a message to the address (and matching the filter), and returns it. */
  waitForEmail(to: string, filter?: (email: MailDevEmail) => boolean): Promise<MailDevEmail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server (MailDev) on 127.0.0.1. maildev keeps one server per module instance,
 * so a test file runs one inbox at a time.
 */
export async function startMailDev(smtpPort?: number): Promise<MailInbox> {
  const smtp = smtpPort ?? (await freePort());
  const web = await freePort();
  const mailDirectory = await mkdtemp(join(tmpdir(), 'maildev-test-'));
  const maildev = new MailDev({
    smtp,
    web,
    ip: '127.0.0.1',
    mailDirectory,
    silent: true,
    disableWeb: false,
  });
  await maildev.listen();
  const emails = async () => {
    const response = await fetch(`http://127.0.0.1:${web}/email`);
    if (!response.ok) throw new Error(`MailDev answered ${response.status}`);
    return (await response.json()) as MailDevEmail[];
  };
  await waitFor(() => emails().then(() => true), { what: 'MailDev web API' });
  return {
    smtpPort: smtp,
    webPort: web,
    emails,
    waitForEmail: (to, filter = () => true) =>
      waitFor(
        async () =>
          (await emails()).find(
            (email) => email.to.some((address) => address.address === to) && filter(email),
          ),
        { what: `an email to ${to}`, timeoutMs: 15000 },
      ),
    close: async () => {
      await new Promise<void>((resolve) => maildev.close(() => resolve()));
      await rm(mailDirectory, { recursive: true, force: true });
    },
  };
}
