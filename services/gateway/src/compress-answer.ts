import type { IncomingHttpHeaders } from 'node:http';
import type { Transform } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

/** Below this an answer goes as it is: compressing it would save less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

/** Text a service answers with. Images, files and event streams are never compressed here. */
const COMPRESSIBLE_TYPE = /^(application\/(json|[\w.+-]+\+json)|text\/(csv|plain))\s*(;|$)/i;

export type AnswerEncoding = 'br' | 'gzip';

/** The encodings the browser accepts, `q=0` meaning "not this one". */
function accepted(acceptEncoding: string | undefined): Set<string> {
  const names = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) names.add(name);
  }
  return names;
}

/**
 * How to compress a service's answer on its way to the browser, or undefined to pass it as it is:
 * only text, only when not already encoded, only when long enough (an answer streamed without a
 * length is assumed long). Brotli first whenever accepted: its output is smaller.
 */
export function answerEncoding(
  acceptEncoding: string | undefined,
  answer: IncomingHttpHeaders,
): AnswerEncoding | undefined {
  if (answer['content-encoding'] !== undefined) return undefined;
  const type = answer['content-type'];
  if (typeof type !== 'string' || !COMPRESSIBLE_TYPE.test(type)) return undefined;
  const length = answer['content-length'];
  if (length !== undefined && Number(length) < COMPRESS_MIN_BYTES) return undefined;
  const accepts = accepted(acceptEncoding);
  if (accepts.has('br')) return 'br';
  if (accepts.has('gzip')) return 'gzip';
  return undefined;
}

/** Fast settings: these answers are compressed once each, while somebody waits. */
export function compressor(encoding: AnswerEncoding): Transform {
  return encoding === 'br'
    ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
    : createGzip({ level: 6 });
}
