import { detectMapping, headerSignature } from './header-mapping';
import { checkedMapping } from './mapping-rules';

const fieldsOf = (kind: 'clients' | 'leads', headers: string[]) =>
  Object.fromEntries(
    detectMapping(kind, headers).columns.map((column) => [column.header, column.field]),
  );

describe('detecting the column mapping from a header', () => {
  it('Trainerize’s client export', () => {
    expect(
      fieldsOf('clients', [
        'First Name',
        'Last Name',
        'Email',
        'Phone Number',
        'Status',
        'Start Date',
        'Trainer',
        'Last Signed In',
        'Tags',
      ]),
    ).toEqual({
      'First Name': 'firstName',
      'Last Name': 'lastName',
      Email: 'email',
      'Phone Number': 'phone',
      Status: 'status',
      'Start Date': 'startDate',
      Trainer: null,
      'Last Signed In': null,
      Tags: 'tags',
    });
  });

  it('TrueCoach’s client export (snake_case headers)', () => {
    expect(
      fieldsOf('clients', [
        'first_name',
        'last_name',
        'email',
        'phone',
        'state',
        'created_at',
        'goal',
      ]),
    ).toEqual({
      first_name: 'firstName',
      last_name: 'lastName',
      email: 'email',
      phone: 'phone',
      state: 'status',
      created_at: 'startDate',
      goal: 'goals',
    });
  });

  it('Everfit’s client list and a Google Sheets template', () => {
    expect(
      fieldsOf('clients', [
        'Client Name',
        'Client Email',
        'Mobile',
        'Group',
        'Joined',
        'Client Status',
      ]),
    ).toEqual({
      'Client Name': 'name',
      'Client Email': 'email',
      Mobile: 'phone',
      Group: 'tags',
      Joined: 'startDate',
      'Client Status': 'status',
    });
    expect(
      fieldsOf('leads', [
        'Forename',
        'Surname',
        'Email Address',
        'Telephone',
        'Date',
        'Lead Source',
        'Notes',
      ]),
    ).toEqual({
      Forename: 'firstName',
      Surname: 'lastName',
      'Email Address': 'email',
      Telephone: 'phone',
      Date: 'createdDate',
      'Lead Source': 'source',
      Notes: null,
    });
  });

  it('maps each field from one column only: the first that names it', () => {
    expect(fieldsOf('clients', ['Email', 'Email Address', 'Work email'])).toEqual({
      Email: 'email',
      'Email Address': null,
      'Work email': null,
    });
  });

  it('signs headers by what they say, not how they are written', () => {
    expect(headerSignature('clients', ['First Name', 'E-mail'])).toBe(
      headerSignature('clients', ['first_name', 'email']),
    );
    expect(headerSignature('clients', ['a'])).not.toBe(headerSignature('leads', ['a']));
  });
});

describe('the coach’s mapping', () => {
  const headers = ['Name', 'Email', 'Phone'];
  const mapping = (...fields: (string | null)[]) => ({
    columns: fields.map((field, index) => ({ index, header: headers[index]!, field })),
  });

  it('needs email', () => {
    expect(() => checkedMapping('clients', headers, mapping('name', null, 'phone'))).toThrow(
      'Choose the column that holds the email address',
    );
  });

  it('refuses two columns on one field, and fields the kind does not have', () => {
    expect(() => checkedMapping('clients', headers, mapping('phone', 'email', 'phone'))).toThrow(
      'Two columns are mapped to Phone: choose one',
    );
    expect(() => checkedMapping('clients', headers, mapping('source', 'email', null))).toThrow(
      'There is no field called source',
    );
  });

  it('answers one entry per column, with the file’s own headers', () => {
    expect(
      checkedMapping('clients', headers, { columns: [{ index: 1, header: 'x', field: 'email' }] }),
    ).toEqual(mapping(null, 'email', null));
  });
});
