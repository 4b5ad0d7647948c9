import { COMPRESS_MIN_BYTES, answerEncoding } from './compress-answer';

const json = (length?: number) => ({
  'content-type': 'application/json; charset=utf-8',
  ...(length === undefined ? {} : { 'content-length': String(length) }),
});

describe('answerEncoding', () => {
  it('compresses long JSON, brotli first when the browser takes it', () => {
    expect(answerEncoding('gzip, deflate, br, zstd', json(5000))).toBe('br');
    expect(answerEncoding('gzip', json(5000))).toBe('gzip');
    expect(answerEncoding('br;q=0, gzip;q=0.8', json(5000))).toBe('gzip');
  });

  it('compresses an answer streamed without a length, and CSV', () => {
    expect(answerEncoding('gzip', json())).toBe('gzip');
    expect(answerEncoding('gzip', { 'content-type': 'text/csv; charset=utf-8' })).toBe('gzip');
  });

  it('leaves short answers, images, event streams and encoded answers as they are', () => {
    expect(answerEncoding('br', json(COMPRESS_MIN_BYTES - 1))).toBeUndefined();
    expect(answerEncoding('br', { 'content-type': 'image/webp' })).toBeUndefined();
    expect(answerEncoding('br', { 'content-type': 'text/event-stream' })).toBeUndefined();
    expect(answerEncoding('br', { ...json(5000), 'content-encoding': 'gzip' })).toBeUndefined();
  });

  it('sends nothing compressed to a browser that takes neither', () => {
    expect(answerEncoding(undefined, json(5000))).toBeUndefined();
    expect(answerEncoding('identity', json(5000))).toBeUndefined();
    expect(answerEncoding('gzip;q=0', json(5000))).toBeUndefined();
  });
});
