import { Transform } from 'node:stream';
import type { TransformCallback } from 'node:stream';
import iconv from 'iconv-lite';

/** What the decoder met: `windows-1252` as soon as one byte was not UTF-8. */
export interface DecodedText {
  encoding: 'utf-8' | 'windows-1252';
}

const BOM = [0xef, 0xbb, 0xbf];
/** Windows-1252's characters for the bytes 0x80–0xFF. */
const WIN1252_HIGH = iconv.decode(
  Buffer.from(Array.from({ length: 128 }, (_, i) => 0x80 + i)),
  'win1252',
);

/** The length of the UTF-8 sequence a byte starts (0: not a lead byte). */
const sequenceLength = (byte: number) =>
  byte >= 0xc2 && byte <= 0xdf
    ? 2
    : byte >= 0xe0 && byte <= 0xef
      ? 3
      : byte >= 0xf0 && byte <= 0xf4
        ? 4
        : 0;

/** Where to cut so that a UTF-8 sequence split across chunks is kept for the next one. */
function completeLength(bytes: Buffer): number {
  for (let i = bytes.length - 1; i >= Math.max(0, bytes.length - 3); i--) {
    const byte = bytes[i]!;
    if (byte < 0x80) return bytes.length;
    if (byte >= 0xc0) return i + sequenceLength(byte) > bytes.length ? i : bytes.length;
  }
  return bytes.length;
}

const strictUtf8 = () => new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * Text from a file that may be UTF-8 or Windows-1252 (what Excel on Windows saves as "CSV"), as a
 * stream: valid UTF-8 is read as UTF-8, and any byte that is not (a lone 0xE9 "é", 0x92 "’") as
 * Windows-1252. Deciding byte by byte, not from the first few kilobytes, reads right a file whose
 * first accented name is on row 5,000, and reads the same file the same way every time. A UTF-8
 * byte-order mark is dropped.
 */
export class Utf8OrWin1252Decoder extends Transform {
  private pending: Buffer = Buffer.alloc(0);
  private first = true;

  constructor(private readonly seen: DecodedText) {
    super({ readableObjectMode: true });
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    let bytes: Buffer = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    if (this.first) {
      if (bytes.length < BOM.length) {
        this.pending = bytes;
        done();
        return;
      }
      this.first = false;
      if (BOM.every((byte, i) => bytes[i] === byte)) bytes = bytes.subarray(BOM.length);
    }
    const cut = completeLength(bytes);
    this.pending = Buffer.from(bytes.subarray(cut));
    const text = this.decode(bytes.subarray(0, cut));
    if (text) this.push(text);
    done();
  }

  override _flush(done: TransformCallback) {
    const text = this.decode(this.pending, true);
    if (text) this.push(text);
    done();
  }

  private decode(bytes: Buffer, last = false): string {
    if (!bytes.length) return '';
    if (!last || completeLength(bytes) === bytes.length)
      try {
        return strictUtf8().decode(bytes);
      } catch {
        // Not all UTF-8: byte by byte below.
      }
    return this.decodeMixed(bytes);
  }

  private decodeMixed(bytes: Buffer): string {
    const parts: string[] = [];
    let asciiFrom = 0;
    let i = 0;
    while (i < bytes.length) {
      const byte = bytes[i]!;
      if (byte < 0x80) {
        i++;
        continue;
      }
      if (asciiFrom < i) parts.push(bytes.toString('latin1', asciiFrom, i));
      const length = sequenceLength(byte);
      const utf8 =
        length && i + length <= bytes.length ? this.tryUtf8(bytes.subarray(i, i + length)) : null;
      if (utf8 !== null) {
        parts.push(utf8);
        i += length;
      } else {
        parts.push(WIN1252_HIGH[byte - 0x80]!);
        this.seen.encoding = 'windows-1252';
        i++;
      }
      asciiFrom = i;
    }
    if (asciiFrom < bytes.length) parts.push(bytes.toString('latin1', asciiFrom));
    return parts.join('');
  }

  private tryUtf8(sequence: Buffer): string | null {
    try {
      return strictUtf8().decode(sequence);
    } catch {
      return null;
    }
  }
}
