import { changedFields } from './changed-fields';

const LABELS = { firstName: 'first name', lastName: 'last name', phone: 'phone' } as const;
const record = { id: 'r', firstName: 'Maya', lastName: 'Hart', phone: '+44 7700 900123' };

describe('changedFields', () => {
  it('sets the fields sent and names those that change, in label order', () => {
    expect(
      changedFields(record, { phone: '0161', firstName: 'May', lastName: 'Hart' }, LABELS),
    ).toEqual({
      edits: { firstName: 'May', lastName: 'Hart', phone: '0161' },
      summary: 'Updated first name and phone',
    });
  });

  it('leaves absent fields alone and says nothing when nothing changes', () => {
    expect(changedFields(record, { firstName: 'Maya' }, LABELS)).toEqual({
      edits: { firstName: 'Maya' },
      summary: null,
    });
    expect(changedFields(record, {}, LABELS)).toEqual({ edits: {}, summary: null });
  });

  it('clears a clearable field sent empty or null', () => {
    expect(changedFields(record, { phone: '' }, LABELS, ['phone'])).toEqual({
      edits: { phone: null },
      summary: 'Updated phone',
    });
    expect(changedFields({ ...record, phone: null }, { phone: null }, LABELS, ['phone'])).toEqual({
      edits: { phone: null },
      summary: null,
    });
  });

  it('lists three or more with commas', () => {
    expect(
      changedFields(record, { firstName: 'A', lastName: 'B', phone: 'C' }, LABELS).summary,
    ).toBe('Updated first name, last name and phone');
  });
});
