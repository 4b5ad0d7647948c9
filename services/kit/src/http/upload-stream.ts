import type { IncomingMessage, ServerResponse } from 'node:http';
import { PassThrough } from 'node:stream';
import type { Readable } from 'node:stream';
import busboy from 'busboy';
import { DomainError } from '../errors';
import { closeAfterAnswer } from './upload';

/** The uploaded file as the form names it. */
export interface UploadedFileInfo {
  filename: string;
  declaredType: string;
}

export interface StreamUploadOptions<T> {
  /** The file's limit in bytes: beyond it the answer is 413 at once, before the rest arrives. */
  maxFileBytes: number;
  /** Looks at the file's first bytes before anything is stored, and throws to refuse it (a 415). */
  inspect?: (head: Buffer, file: UploadedFileInfo) => void;
  /** How many first bytes `inspect` needs (fewer when the file is shorter). */
  inspectBytes?: number;
  /**
   * Consumes the file as it arrives (say, into the file store, while counting its rows). The stream
   * fails with the 413 when the file passes the limit; a throw refuses the upload with that error.
   */
  consume: (file: Readable, info: UploadedFileInfo) => Promise<T>;
  messages: { tooLarge: string; noFile: string; oneFile: string; notMultipart: string };
}

export interface StreamedUpload<T> {
  /** The form's text fields (those after the file too). */
  fields: Record<string, string>;
  file: UploadedFileInfo & { bytes: number };
  /** What `consume` answered. */
  result: T;
}

/** Room for the form's other fields and boundaries beside the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/**
 * Reads a multipart form with one file, streaming the file to `consume` without holding it in
 * memory (readUpload's sibling for files too big to keep: imports, restores). The file's first
 * bytes are inspected before `consume` sees any; a file past the limit, a refused type, or a
 * failure of `consume` answers at once, and the rest of the upload is not read.
 */
export function streamUpload<T>(
  req: IncomingMessage,
  res: ServerResponse,
  options: StreamUploadOptions<T>,
): Promise<StreamedUpload<T>> {
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

  return new Promise<StreamedUpload<T>>((resolve, reject) => {
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
    let consumed: Promise<{ result: T; info: UploadedFileInfo; bytes: number }> | null = null;
    let seenFile = false;
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      req.unpipe(parser);
      req.resume();
      reject(error instanceof DomainError ? refuse(error) : error);
    };

    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (_name, stream, busboyInfo) => {
      if (seenFile) {
        stream.resume();
        fail(new DomainError('BAD_REQUEST', messages.oneFile));
        return;
      }
      seenFile = true;
      const info = { filename: busboyInfo.filename ?? '', declaredType: busboyInfo.mimeType };
      consumed = pipeFile(stream, info, options);
      consumed.catch((error: unknown) => {
        stream.resume();
        fail(error);
      });
    });
    parser.on('filesLimit', () => fail(new DomainError('BAD_REQUEST', messages.oneFile)));
    parser.on('error', () => fail(new DomainError('BAD_REQUEST', messages.notMultipart)));
    parser.on('close', () => {
      if (failed) return;
      if (!consumed) {
        fail(new DomainError('BAD_REQUEST', messages.noFile));
        return;
      }
      consumed.then(
        ({ result, info, bytes }) => {
          if (!failed) resolve({ fields, file: { ...info, bytes }, result });
        },
        () => undefined, // already failed above
      );
    });
    req.on('aborted', () => fail(new DomainError('BAD_REQUEST', messages.noFile)));
    req.pipe(parser);
  });
}

/**
 * The file's bytes into `consume`, through a stream that honours its back-pressure: the head
 * inspected first, the size checked all along.
 */
function pipeFile<T>(
  stream: Readable & { truncated?: boolean },
  info: UploadedFileInfo,
  options: StreamUploadOptions<T>,
): Promise<{ result: T; info: UploadedFileInfo; bytes: number }> {
  const { messages } = options;
  const inspectBytes = options.inspectBytes ?? 16;
  return new Promise((resolve, reject) => {
    const body = new PassThrough();
    // Its failures reach the caller through `consume`'s promise; a body never consumed (a refused
    // type) must not throw them as an unhandled 'error' event.
    body.on('error', () => undefined);
    const head: Buffer[] = [];
    let bytes = 0;
    let started = false;
    let settled = false;
    const failWith = (error: unknown) => {
      if (settled) return;
      settled = true;
      body.destroy(error instanceof Error ? error : new Error(String(error)));
      reject(error);
    };
    const start = () => {
      started = true;
      try {
        options.inspect?.(Buffer.concat(head), info);
      } catch (error) {
        failWith(error);
        return;
      }
      options.consume(body, info).then(
        (result) => {
          if (settled) return;
          settled = true;
          resolve({ result, info, bytes });
        },
        (error: unknown) => failWith(error),
      );
      for (const chunk of head.splice(0)) body.write(chunk);
    };

    stream.on('data', (chunk: Buffer) => {
      if (settled) return;
      bytes += chunk.length;
      if (!started) {
        head.push(chunk);
        if (bytes >= inspectBytes) start();
        return;
      }
      if (!body.write(chunk)) {
        stream.pause();
        body.once('drain', () => stream.resume());
      }
    });
    stream.on('limit', () => failWith(new DomainError('PAYLOAD_TOO_LARGE', messages.tooLarge)));
    stream.on('end', () => {
      if (settled) return;
      if (bytes === 0) {
        failWith(new DomainError('BAD_REQUEST', messages.noFile));
        return;
      }
      if (!started) start();
      if (!settled) body.end();
    });
    stream.on('error', (error) => failWith(error));
  });
}
