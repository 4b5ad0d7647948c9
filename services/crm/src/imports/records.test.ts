import { csvCell } from '../csv';
import { checkRow, recordValues } from './records';
import type { RowReading } from './records';

const headers = ['First Name', 'Last Name', 'Email', 'Mobile', 'Start Date', 'Status', 'Goals'];
const fields = ['firstName', 'lastName', 'email', 'phone', 'startDate', 'status', 'goals'];
const reading: RowReading = {
  kind: 'clients',
  type: 'csv',
  headerLength: headers.length,
  mapping: { columns: headers.map((header, index) => ({ index, header, field: fields[index]! })) },
  dateOrders: {},
};

describe('a row as it will be stored', () => {
  it('normalises every value: email, E.164 phone, UK date, status', () => {
    const checked = checkRow(reading, {
      row: 2,
      cells: [
        'Maya',
        ' Hart ',
        'Maya@Example.com',
        '07700 900123',
        '07/03/2024',
        'Active',
        'Run 5k',
      ],
    });
    expect(checked).toEqual({
      ok: true,
      record: {
        firstName: 'Maya',
        lastName: 'Hart',
        email: 'maya@example.com',
        phone: '+447700900123',
        date: '2024-03-07',
        status: 'active',
        goals: 'Run 5k',
        tags: [],
        source: null,
      },
    });
    if (!checked.ok) throw new Error('expected a record');
    expect(recordValues(checked.record, 'clients')).toMatchObject({
      startDate: '2024-03-07',
      phone: '+447700900123',
    });
  });

  it('reads the dates of a column that proved month-first that way', () => {
    const checked = checkRow(
      { ...reading, dateOrders: { 4: 'mdy' } },
      {
        row: 2,
        cells: ['Maya', 'Hart', 'maya@example.com', '', '03/07/2024', '', ''],
      },
    );
    expect(checked).toMatchObject({ ok: true, record: { date: '2024-03-07', phone: null } });
  });

  it('keeps a formula-looking cell as text, which crm’s CSV exports then neutralise', () => {
    const checked = checkRow(reading, {
      row: 2,
      cells: ['=HYPERLINK("http://evil","x")', '+Hart', 'maya@example.com', '', '', '', '@SUM(A1)'],
    });
    expect(checked).toMatchObject({
      ok: true,
      record: { firstName: '=HYPERLINK("http://evil","x")', lastName: '+Hart', goals: '@SUM(A1)' },
    });
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvCell('+Hart')).toBe("'+Hart");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('reports every problem of a row with its row number and field', () => {
    expect(
      checkRow(reading, {
        row: 7,
        cells: ['', 'Hart', 'not-an-email', '123', '31/02/2024', 'Maybe', ''],
      }),
    ).toEqual({
      ok: false,
      problems: [
        { row: 7, field: 'email', reason: '"not-an-email" is not an email address' },
        { row: 7, field: 'firstName', reason: 'First name is missing' },
        { row: 7, field: 'phone', reason: '"123" is not a phone number' },
        {
          row: 7,
          field: 'status',
          reason: '"Maybe" is not a status: use Active, Paused, Pending or Archived',
        },
        { row: 7, field: 'startDate', reason: '"31/02/2024" is not a date' },
      ],
    });
  });

  it('reports a CSV row with a different number of columns as one problem', () => {
    expect(checkRow(reading, { row: 4, cells: ['Maya', 'Hart', 'maya@example.com'] })).toEqual({
      ok: false,
      problems: [{ row: 4, field: 'row', reason: 'This row has 3 columns, the header has 7' }],
    });
  });

  it('takes first and last names from a full name when they are not mapped', () => {
    const full: RowReading = {
      ...reading,
      headerLength: 2,
      mapping: {
        columns: [
          { index: 0, header: 'Client Name', field: 'name' },
          { index: 1, header: 'Email', field: 'email' },
        ],
      },
    };
    expect(
      checkRow(full, { row: 2, cells: ['Maya van der Berg', 'maya@example.com'] }),
    ).toMatchObject({
      ok: true,
      record: { firstName: 'Maya', lastName: 'van der Berg' },
    });
    expect(checkRow(full, { row: 3, cells: ['Cher', 'cher@example.com'] })).toEqual({
      ok: false,
      problems: [{ row: 3, field: 'name', reason: 'Last name is missing' }],
    });
  });
});
