import { Readable, pipeline } from 'node:stream';
import { parse } from 'csv-parse';
import { DomainError } from '@wellness/kit';
import { Utf8OrWin1252Decoder } from './decode';
import type { DecodedText } from './decode';
import type { FileFormat, FileRow } from './rows';

const DELIMITERS = [',', ';', '\t'] as const;
/** How much text is looked at for the header line when guessing the delimiter. */
const SNIFF_CHARS = 64 * 1024;

/** The header line: up to the first line break outside quotes (or all of `text`). */
function firstLine(text: string): { line: string; complete: boolean } {
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r'))
      return { line: text.slice(0, i), complete: true };
  }
  return { line: text, complete: false };
}

/** The delimiter the header line uses most, outside quotes (a comma when it has none). */
export function detectDelimiter(headerLine: string): string {
  const counts = new Map<string, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const char of headerLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  let best: string = ',';
  for (const delimiter of DELIMITERS)
    if (counts.get(delimiter)! > counts.get(best)!) best = delimiter;
  return best;
}

const unreadable = (error: unknown) =>
  new DomainError(
    'BAD_REQUEST',
    `The file could not be read as CSV (${error instanceof Error ? error.message : String(error)}): check it opens in a spreadsheet and save it again`,
  );

/**
 * The rows of a CSV file as a stream: the encoding (UTF-8 or Windows-1252, a byte-order mark
 * dropped) and the delimiter (`,` `;` or tab, from the header line) detected on the way, recorded in
 * `format`. Quoted cells may hold delimiters, quotes and line breaks. Rows keep their own number of
 * cells: a row with more or fewer than the header is the caller's to report.
 */
export async function* csvRows(bytes: Readable, format: FileFormat): AsyncGenerator<FileRow> {
  const seen: DecodedText = { encoding: 'utf-8' };
  const text = bytes.pipe(new Utf8OrWin1252Decoder(seen));
  bytes.on('error', (error) => text.destroy(error));
  const chunks = text[Symbol.asyncIterator]() as AsyncIterator<string>;
  let head = '';
  for (;;) {
    const { line, complete } = firstLine(head);
    if (complete || head.length >= SNIFF_CHARS) {
      format.delimiter = detectDelimiter(line);
      break;
    }
    const next = await chunks.next();
    if (next.done) {
      format.delimiter = detectDelimiter(line);
      break;
    }
    head += next.value;
  }
  async function* rest() {
    yield head;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
  }
  const parser = parse({
    delimiter: format.delimiter,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
  });
  pipeline(Readable.from(rest()), parser, () => undefined);
  let row = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      row += 1;
      format.encoding = seen.encoding;
      yield { row, cells: record };
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw unreadable(error);
  } finally {
    parser.destroy();
    text.destroy();
  }
  format.encoding = seen.encoding;
}
