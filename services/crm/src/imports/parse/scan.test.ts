import { Readable } from 'node:stream';
import { scanFile } from './scan';

const csv = (text: string) => Readable.from([Buffer.from(text)]);
const file = 'Email,Start date\r\nana@example.com,01/02/2026\r\nbea@example.com,12/25/2026\r\n';

describe('scanFile', () => {
  it('keeps the rows of a small file, numbered as the spreadsheet numbers them', async () => {
    const scan = await scanFile(csv(file), 'csv', 100, 2);
    expect(scan).toMatchObject({ totalRows: 2, dateOrders: { 1: 'mdy' } });
    expect(scan.rows).toEqual([
      { row: 2, cells: ['ana@example.com', '01/02/2026'] },
      { row: 3, cells: ['bea@example.com', '12/25/2026'] },
    ]);
  });

  it('keeps none of a file with more rows than it may keep, and still reads it all', async () => {
    const scan = await scanFile(csv(file + 'cat@example.com,03/04/2026\r\n'), 'csv', 100, 2);
    expect(scan).toMatchObject({ totalRows: 3, dateOrders: { 1: 'mdy' }, rows: null });
  });
});
