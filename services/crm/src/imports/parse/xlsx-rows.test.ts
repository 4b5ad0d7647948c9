import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { scanFile } from './scan';
import { openRows } from './file-rows';
import type { FileFormat } from './rows';

async function workbook(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Clients');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const streamOf = (bytes: Buffer) => {
  const stream = new PassThrough();
  stream.end(bytes);
  return stream;
};

describe('reading an XLSX file', () => {
  it('reads the first sheet as a stream: text, numbers, real dates as ISO days, formulas as results', async () => {
    const bytes = await workbook([
      ['First Name', 'Email', 'Start Date', 'Sessions', 'Note'],
      ['Maya', 'maya@example.com', new Date(Date.UTC(2024, 2, 7)), 12, '=1+1'],
      [],
      ['Asha', 'asha@example.com', '25/12/2023', { formula: '2*3', result: 6 }],
    ]);
    const format: FileFormat = { type: 'xlsx', delimiter: null, encoding: null };
    const { headers, rows } = await openRows(streamOf(bytes), format);
    const read = [];
    for await (const row of rows) read.push(row);
    expect(headers).toEqual(['First Name', 'Email', 'Start Date', 'Sessions', 'Note']);
    expect(read).toEqual([
      { row: 2, cells: ['Maya', 'maya@example.com', '2024-03-07', '12', '=1+1'] },
      { row: 4, cells: ['Asha', 'asha@example.com', '25/12/2023', '6'] },
    ]);
  });

  it('scans a workbook: rows counted, and 413 past the row limit', async () => {
    const bytes = await workbook([
      ['Email'],
      ...Array.from({ length: 5 }, (_, i) => [`a${i}@example.com`]),
    ]);
    expect(await scanFile(streamOf(bytes), 'xlsx')).toMatchObject({
      totalRows: 5,
      headers: ['Email'],
    });
    await expect(scanFile(streamOf(bytes), 'xlsx', 4)).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('refuses a ZIP that is not a workbook', async () => {
    await expect(
      scanFile(streamOf(Buffer.from('PK\u0003\u0004nonsense')), 'xlsx'),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});
