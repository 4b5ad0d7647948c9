import { createServer } from 'node:net';
import type { Socket } from 'node:net';

/** A message as the sink received it (its DATA in full). */
export interface SinkMessage {
  to: string[];
  data: string;
  /** When its DATA ended (ms, performance.now()). */
  receivedAt: number;
  /** A header's value (unfolded), e.g. header('subject'). */
  header(name: string): string | undefined;
}

/**
 * How the sink answers a message's end of DATA: an SMTP reply line (`250 OK`, `451 …`, `550 …`),
 * or `hold` to keep the DATA phase open (never answer), as a server stalling mid-send does.
 */
export type SinkAnswer = string | 'hold';

export interface SmtpSink {
  port: number;
  url: string;
  /** Every message whose DATA arrived whole, whatever the answer. */
  received: SinkMessage[];
  /** The messages answered with 250: delivered. */
  accepted: SinkMessage[];
  /** Sets how the next messages are answered (default: 250). */
  answerWith(answer: (message: SinkMessage, index: number) => SinkAnswer): void;
  close(): Promise<void>;
}

function parsed(to: string[], data: string): SinkMessage {
  const head = data.split('\r\n\r\n')[0]!.replace(/\r\n[ \t]+/g, ' ');
  return {
    to,
    data,
    receivedAt: performance.now(),
    header: (name) =>
      head
        .split('\r\n')
        .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
        ?.slice(name.length + 1)
        .trim(),
  };
}

/** A plain SMTP server on 127.0.0.1 that answers each message as the test tells it. */
export async function startSmtpSink(): Promise<SmtpSink> {
  let answer: (message: SinkMessage, index: number) => SinkAnswer = () => '250 OK';
  const received: SinkMessage[] = [];
  const accepted: SinkMessage[] = [];
  const sockets = new Set<Socket>();

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = '';
    let inData = false;
    let to: string[] = [];
    const reply = (line: string) => socket.writable && socket.write(`${line}\r\n`);
    reply('220 sink ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const data = buffer.slice(0, end).replace(/\r\n\.\./g, '\r\n.');
          buffer = buffer.slice(end + 5);
          inData = false;
          const message = parsed(to, data);
          received.push(message);
          const answered = answer(message, received.length - 1);
          to = [];
          if (answered === 'hold') continue;
          if (answered.startsWith('250')) accepted.push(message);
          reply(answered);
          continue;
        }
        const end = buffer.indexOf('\r\n');
        if (end < 0) return;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250-sink\r\n250 8BITMIME');
        else if (verb === 'HELO') reply('250 sink');
        else if (verb === 'MAIL' || verb === 'RSET' || verb === 'NOOP') reply('250 OK');
        else if (verb === 'RCPT') {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 OK');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 go ahead');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('502 not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    accepted,
    answerWith: (next) => {
      answer = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
