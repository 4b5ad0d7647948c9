import type { IncomingMessage, ServerResponse } from 'node:http';
import busboy from 'busboy';
import { DomainError } from '../errors';

/** One file and the text fields of a multipart form. */
export interface Upload {
  fields: Record<string, string>;
  file: { body: Buffer; filename: string; declaredType: string };
}

export interface UploadOptions {
  /** The file's limit in bytes: beyond it the answer is 413 at once, before the rest arrives. */
  maxFileBytes: number;
  /** Looks at the file's first bytes as soon as they arrive and throws to refuse it (a 415). */
  inspect?: (head: Buffer) => void;
  /** How many first bytes `inspect` needs. */
  inspectBytes?: number;
  messages: { tooLarge: string; noFile: string; oneFile: string; notMultipart: string };
}

/** How long the sender of a refused upload has to read the answer before its connection closes. */
const REFUSAL_GRACE_MS = 1000;

/**
 * A refused upload is answered at once, without reading the rest, and its connection closed a
 * moment after the answer. Closing at once (or answering `connection: close`, which makes Node
 * close at once) with the sender's bytes unread resets the connection, and a sender still writing
 * can meet the reset before it reads the answer; so what still arrives is discarded until then.
 */
export function closeAfterAnswer(req: IncomingMessage, res: ServerResponse): void {
  res.once('finish', () => {
    req.resume();
    setTimeout(() => req.socket.destroy(), REFUSAL_GRACE_MS).unref();
  });
}

/** Room for the form's other fields and boundaries beside the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/**
 * Reads a multipart form with one file, as a stream: the file is checked while it arrives (its
 * first bytes by `inspect`, its size against the limit) and refused as soon as it fails, without
 * waiting for the rest, whose connection is then closed. The file is kept in memory (at most
 * `maxFileBytes`) for the image work that follows.
 */
export function readUpload(
  req: IncomingMessage,
  res: ServerResponse,
  options: UploadOptions,
): Promise<Upload> {
  const { messages } = options;
  const refuse = (error: DomainError) => {
    closeAfterAnswer(req, res);
    return error;
  };
  if (!(req.headers['content-type'] ?? '').startsWith('multipart/form-data'))
    return Promise.reject(new DomainError('BAD_REQUEST', messages.notMultipart));
  const declared = Number(req.headers['content-length']);
  if (declared > options.maxFileBytes + FORM_OVERHEAD_BYTES)
    return Promise.reject(refuse(new DomainError('PAYLOAD_TOO_LARGE', messages.tooLarge)));

  return new Promise<Upload>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { files: 1, fields: 20, fieldSize: 1000, fileSize: options.maxFileBytes },
      });
    } catch {
      reject(new DomainError('BAD_REQUEST', messages.notMultipart));
      return;
    }
    const fields: Record<string, string> = {};
    let file: Upload['file'] | null = null;
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      req.unpipe(parser);
      reject(error instanceof DomainError ? refuse(error) : error);
    };

    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (_name, stream, info) => {
      if (file) {
        stream.resume();
        fail(new DomainError('BAD_REQUEST', messages.oneFile));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      let inspected = !options.inspect;
      stream.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (!inspected && size >= (options.inspectBytes ?? 16)) {
          inspected = true;
          try {
            options.inspect!(Buffer.concat(chunks));
          } catch (error) {
            stream.resume();
            fail(error);
          }
        }
      });
      stream.on('limit', () => fail(new DomainError('PAYLOAD_TOO_LARGE', messages.tooLarge)));
      stream.on('end', () => {
        if (failed) return;
        if (!inspected && size > 0) {
          try {
            options.inspect!(Buffer.concat(chunks));
          } catch (error) {
            fail(error);
            return;
          }
        }
        file = {
          body: Buffer.concat(chunks),
          filename: info.filename ?? '',
          declaredType: info.mimeType,
        };
      });
    });
    parser.on('filesLimit', () => fail(new DomainError('BAD_REQUEST', messages.oneFile)));
    parser.on('error', () => fail(new DomainError('BAD_REQUEST', messages.notMultipart)));
    parser.on('close', () => {
      if (failed) return;
      if (!file || file.body.length === 0) fail(new DomainError('BAD_REQUEST', messages.noFile));
      else resolve({ fields, file });
    });
    req.on('aborted', () => fail(new DomainError('BAD_REQUEST', messages.noFile)));
    req.pipe(parser);
  });
}
