import { Readable } from 'node:stream';
import iconv from 'iconv-lite';
import { csvRows, detectDelimiter } from './csv-rows';
import type { FileFormat } from './rows';

/** The file's rows and format, fed in chunks of `chunk` bytes (to split characters and lines). */
async function read(bytes: Buffer, chunk = 7) {
  const format: FileFormat = { type: 'csv', delimiter: null, encoding: null };
  const parts = [];
  for (let i = 0; i < bytes.length; i += chunk) parts.push(bytes.subarray(i, i + chunk));
  const rows = [];
  for await (const row of csvRows(Readable.from(parts), format)) rows.push(row);
  return { rows, format };
}

describe('reading a CSV file', () => {
  it('drops a UTF-8 byte-order mark, so the first header is not "\\uFEFFFirst Name"', async () => {
    const { rows, format } = await read(
      Buffer.concat([
        Buffer.from([0xef, 0xbb, 0xbf]),
        Buffer.from('First Name,Email\r\nZoë,zoe@example.com\r\n'),
      ]),
    );
    expect(rows).toEqual([
      { row: 1, cells: ['First Name', 'Email'] },
      { row: 2, cells: ['Zoë', 'zoe@example.com'] },
    ]);
    expect(format.encoding).toBe('utf-8');
  });

  it('reads Windows-1252 (Excel’s "CSV") when the bytes are not UTF-8, even far into the file', async () => {
    const ascii = Array.from({ length: 2000 }, (_, i) => `Row${i},row${i}@example.com`).join(
      '\r\n',
    );
    const text = `Name,Email\r\n${ascii}\r\nZoë O’Brien,zoe@example.com\r\nRenée £5,renee@example.com\r\n`;
    const { rows, format } = await read(iconv.encode(text, 'win1252'), 1024);
    expect(rows.at(-2)!.cells).toEqual(['Zoë O’Brien', 'zoe@example.com']);
    expect(rows.at(-1)!.cells).toEqual(['Renée £5', 'renee@example.com']);
    expect(format.encoding).toBe('windows-1252');
  });

  it('reads UTF-8 characters split across chunks', async () => {
    const { rows, format } = await read(Buffer.from('Name\nZoë Łukasz 😀\n'), 1);
    expect(rows[1]!.cells).toEqual(['Zoë Łukasz 😀']);
    expect(format.encoding).toBe('utf-8');
  });

  it('detects semicolons (European Excel) and tabs', async () => {
    const semi = await read(
      Buffer.from('First Name;Email;Notes\nMaya;maya@example.com;"likes, commas"\n'),
    );
    expect(semi.format.delimiter).toBe(';');
    expect(semi.rows[1]!.cells).toEqual(['Maya', 'maya@example.com', 'likes, commas']);
    const tabs = await read(Buffer.from('First Name\tEmail\nMaya\tmaya@example.com\n'));
    expect(tabs.format.delimiter).toBe('\t');
    expect(tabs.rows[1]!.cells).toEqual(['Maya', 'maya@example.com']);
  });

  it('keeps line breaks and quotes inside quoted cells, numbering rows as a spreadsheet does', async () => {
    const { rows } = await read(
      Buffer.from(
        'Name,Goals,Email\r\nMaya,"Run a 5k\r\nand sleep ""better""",maya@example.com\r\nAsha,,asha@example.com\r\n',
      ),
    );
    expect(rows).toEqual([
      { row: 1, cells: ['Name', 'Goals', 'Email'] },
      { row: 2, cells: ['Maya', 'Run a 5k\r\nand sleep "better"', 'maya@example.com'] },
      { row: 3, cells: ['Asha', '', 'asha@example.com'] },
    ]);
  });

  it('gives a row with a different number of columns as it is (the caller reports it)', async () => {
    const { rows } = await read(Buffer.from('a,b,c\n1,2,3\n1,2\n1,2,3,4\n'));
    expect(rows.map((row) => row.cells.length)).toEqual([3, 3, 2, 4]);
  });

  it('keeps formula-looking cells as the text they are', async () => {
    const { rows } = await read(
      Buffer.from('Name,Email\n=HYPERLINK("http://x"),a@example.com\n+44 7700,-x@example.com\n'),
    );
    expect(rows[1]!.cells[0]).toBe('=HYPERLINK("http://x")');
    expect(rows[2]!.cells).toEqual(['+44 7700', '-x@example.com']);
  });

  it('refuses a file it cannot read with a message a person can act on', async () => {
    await expect(read(Buffer.from('Name,Email\n"Maya,maya@example.com\n'))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('could not be read as CSV'),
    });
  });

  it('guesses the delimiter from the header, ignoring quoted ones', () => {
    expect(detectDelimiter('"Last, First";Email;Phone')).toBe(';');
    expect(detectDelimiter('Email')).toBe(',');
    expect(detectDelimiter('a,b;c,d')).toBe(',');
  });
});
