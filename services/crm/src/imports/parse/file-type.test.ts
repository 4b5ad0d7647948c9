import { importFileType } from './file-type';

const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]);
const text = Buffer.from('First Name,Email\r\n');
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('CSV or XLSX, from the first bytes and the name', () => {
  it.each([
    [text, 'clients.csv', 'text/csv', 'csv'],
    [text, 'Clients.TXT', 'text/plain', 'csv'],
    [text, 'export.csv', 'application/vnd.ms-excel', 'csv'],
    [text, 'export.tsv', 'application/octet-stream', 'csv'],
    [zip, 'clients.xlsx', 'application/octet-stream', 'xlsx'],
    [zip, '', xlsxType, 'xlsx'],
  ])('%#: %s named %s (%s) is %s', (head, filename, declaredType, type) => {
    expect(importFileType(head, { filename, declaredType })).toBe(type);
  });

  it.each([
    [zip, 'clients.docx', 'application/octet-stream'],
    [zip, 'clients.csv', 'text/csv'],
    [Buffer.from([0xd0, 0xcf, 0x11, 0xe0]), 'clients.xls', 'application/vnd.ms-excel'],
    [Buffer.from('%PDF-1.7'), 'clients.pdf', 'application/pdf'],
    [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00]), 'clients.csv', 'text/csv'],
    [text, 'clients.json', 'application/json'],
  ])('%#: refuses %s named %s with 415', (head, filename, declaredType) => {
    expect(() => importFileType(head, { filename, declaredType })).toThrow(
      expect.objectContaining({ code: 'UNSUPPORTED_MEDIA_TYPE' }),
    );
  });
});
