import { SMTPServer } from 'smtp-server';

/**
 * A local SMTP server that accepts every message and keeps only a count (and, optionally, the
 * header lines benches check): the far end of an email benchmark, so delivery is measured up to
 * the SMTP server's 250 and no further.
 */
export interface SmtpSink {
  port: number;
  /** Messages accepted so far. */
  received(): number;
  /** Resolves once `count` messages have been accepted in total. */
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  /** Each accepted message's `X-Wellness-Email-Id` header, in order (duplicates show here). */
  emailIds(): string[];
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  let received = 0;
  const ids: string[] = [];
  const waiters = new Set<{ count: number; done: () => void }>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    maxClients: 1000,
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 8192) head += chunk.toString('latin1');
      });
      stream.on('end', () => {
        const id = /^X-Wellness-Email-Id:\s*(\S+)/im.exec(head)?.[1];
        if (id) ids.push(id);
        received++;
        for (const waiter of waiters) if (received >= waiter.count) waiter.done();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    port,
    received: () => received,
    emailIds: () => [...ids],
    waitFor(count, timeoutMs = 600_000) {
      if (received >= count) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const waiter = {
          count,
          done: () => {
            clearTimeout(timer);
            waiters.delete(waiter);
            resolve();
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`the SMTP sink received ${received} of ${count} messages in time`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
