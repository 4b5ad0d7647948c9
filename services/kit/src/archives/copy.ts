// COPY over node-postgres's protocol hooks (what pg-copy-streams does, for the one column we need):
// rows pass as bytes, never as JavaScript rows and strings, so memory stays flat and the heap
// makes no garbage per row.
import { once } from 'node:events';
import { Readable } from 'node:stream';
import type { ClientBase } from 'pg';

/** How much of a COPY's rows is handed on at once. */
const CHUNK_BYTES = 64 * 1024;
const BACKSLASH = 0x5c;

interface PgConnection {
  stream: NodeJS.ReadableStream & NodeJS.WritableStream;
  query(text: string): void;
}

/** What node-postgres calls on the query it is running (a "submittable"). */
interface Submittable {
  submit(connection: PgConnection): void;
  handleCopyData?(message: { chunk: Buffer }, connection: PgConnection): void;
  handleCopyInResponse?(connection: PgConnection): void;
  handleCommandComplete(message: unknown, connection: PgConnection): void;
  handleReadyForQuery(connection: PgConnection): void;
  handleError(error: Error, connection: PgConnection): void;
  handleRowDescription(): void;
  handleDataRow(): void;
  handleEmptyQuery(): void;
  handlePortalSuspended(): void;
}

const ignored = () => undefined;

function submit(client: ClientBase, query: Submittable): void {
  (client.query as unknown as (query: Submittable) => void)(query);
}

// COPY's text format escapes these (and never emits octal or hex sequences).
const UNESCAPED: Record<number, number> = {
  0x5c: 0x5c, // \\
  0x62: 0x08, // \b
  0x66: 0x0c, // \f
  0x6e: 0x0a, // \n
  0x72: 0x0d, // \r
  0x74: 0x09, // \t
  0x76: 0x0b, // \v
};
const ESCAPED: Record<number, number> = { 0x5c: 0x5c, 0x09: 0x74, 0x0d: 0x72 };

/** One row of COPY's text format (one column) as its value's bytes and the newline. */
export function unescapeCopyRow(row: Buffer): Buffer {
  if (row.indexOf(BACKSLASH) === -1) return row;
  const out = Buffer.allocUnsafe(row.length);
  let length = 0;
  for (let i = 0; i < row.length; i++) {
    const byte = row[i]!;
    out[length++] = byte === BACKSLASH ? (UNESCAPED[row[++i]!] ?? row[i]!) : byte;
  }
  return out.subarray(0, length);
}

/** JSON Lines bytes as COPY's text format reads them: one column, a line a row. */
export function escapeCopyText(bytes: Buffer): Buffer {
  let extra = 0;
  for (const byte of bytes) if (ESCAPED[byte] !== undefined) extra++;
  if (!extra) return bytes;
  const out = Buffer.allocUnsafe(bytes.length + extra);
  let length = 0;
  for (const byte of bytes) {
    const escaped = ESCAPED[byte];
    if (escaped === undefined) out[length++] = byte;
    else {
      out[length++] = BACKSLASH;
      out[length++] = escaped;
    }
  }
  return out;
}

/**
 * `COPY (<select of one text column>) TO STDOUT`: the values, a line each, as a byte stream with
 * backpressure (the socket is paused while the reader is behind). Fails with the server's error.
 */
export function copyRowsOut(client: ClientBase, select: string): Readable {
  let connection: PgConnection | null = null;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let done = false;
  const out = new Readable({
    read: () => connection?.stream.resume(),
    destroy(error, callback) {
      // A reader that gives up leaves the rest to be read and dropped.
      connection?.stream.resume();
      callback(error);
    },
  });
  const handOn = () => {
    if (out.destroyed) pending = [];
    if (!pending.length) return void (pendingBytes = 0);
    const more = out.push(pending.length === 1 ? pending[0] : Buffer.concat(pending));
    pending = [];
    pendingBytes = 0;
    if (!more && !done) connection?.stream.pause();
  };
  submit(client, {
    submit(con) {
      connection = con;
      con.query(`COPY (${select}) TO STDOUT`);
    },
    handleCopyData({ chunk }) {
      // The server sends a row a message: it is copied, as the parser reuses its buffer.
      const row = unescapeCopyRow(chunk);
      pending.push(row === chunk ? Buffer.from(chunk) : row);
      pendingBytes += row.length;
      if (pendingBytes >= CHUNK_BYTES) handOn();
    },
    handleCommandComplete: ignored,
    handleReadyForQuery(con) {
      done = true;
      handOn();
      out.push(null);
      // The connection is the client's again, whatever the reader does.
      con.stream.resume();
    },
    handleError(error, con) {
      done = true;
      out.destroy(error);
      con.stream.resume();
    },
    handleRowDescription: ignored,
    handleDataRow: ignored,
    handleEmptyQuery: ignored,
    handlePortalSuspended: ignored,
  });
  return out;
}

function message(code: string, payload: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.write(code, 0, 'latin1');
  header.writeInt32BE(payload.length + 4, 1);
  return Buffer.concat([header, payload]);
}

/**
 * `COPY <table> (<column>) FROM STDIN` of JSON Lines bytes, a line a row, written as the server
 * takes them (the writer waits for the socket to drain). A failing source aborts the COPY.
 */
export function copyLinesIn(
  client: ClientBase,
  target: string,
  source: AsyncIterable<Buffer>,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let failure: Error | null = null;
    // After the server's error it drops whatever else is sent: the rest is not read.
    let refused = false;
    const pump = async (con: PgConnection) => {
      try {
        for await (const chunk of source) {
          if (refused) return;
          if (!con.stream.write(message('d', escapeCopyText(chunk))))
            await once(con.stream, 'drain');
        }
        con.stream.write(message('c', Buffer.alloc(0)));
      } catch (error) {
        failure = error as Error;
        con.stream.write(message('f', Buffer.from(`${failure.message.slice(0, 200)}\0`)));
      }
    };
    submit(client, {
      submit(con) {
        con.query(`COPY ${target} FROM STDIN`);
      },
      handleCopyInResponse(con) {
        void pump(con);
      },
      handleCommandComplete: ignored,
      handleReadyForQuery: () => (failure ? reject(failure) : resolve()),
      handleError(error) {
        refused = true;
        reject(failure ?? error);
      },
      handleRowDescription: ignored,
      handleDataRow: ignored,
      handleEmptyQuery: ignored,
      handlePortalSuspended: ignored,
    });
  });
}
