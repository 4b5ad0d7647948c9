import type { MergeField } from '@wellness/contracts';
import { checkDraft, isDirty, serverErrors } from './template-form';

const FIELDS: MergeField[] = [
  { name: 'firstName', label: 'First name', sample: 'Emma' },
  { name: 'checkinLink', label: 'Check-in link', sample: 'https://example.com' },
];

describe('template draft checks', () => {
  it('passes a draft that uses declared fields only', () => {
    expect(
      checkDraft({ subject: 'Hi {{firstName}}', body: 'Go: {{ checkinLink }}' }, FIELDS),
    ).toEqual({});
  });
  it('names unknown merge fields where they stand', () => {
    expect(
      checkDraft({ subject: 'Hi {{shoeSize}}', body: '{{a}} and {{b}} and {{firstName}}' }, FIELDS),
    ).toEqual({
      subject: 'Unknown merge field: {{shoeSize}}',
      body: 'Unknown merge fields: {{a}}, {{b}}',
    });
  });
  it('asks for a subject and a text', () => {
    expect(checkDraft({ subject: ' ', body: '' }, FIELDS)).toEqual({
      subject: 'Give the email a subject',
      body: 'Write the email’s text',
    });
  });
  it('knows when the draft differs from what is saved', () => {
    expect(isDirty({ subject: 'a', body: 'b' }, { subject: 'a', body: 'b' })).toBe(false);
    expect(isDirty({ subject: 'a', body: 'c' }, { subject: 'a', body: 'b' })).toBe(true);
  });
});

describe('server errors', () => {
  const draft = { subject: 'Hi', body: 'Your {{shoeSize}}' };
  it('uses the fields the server names', () => {
    expect(serverErrors({ subject: 'Too long' }, 'Invalid', draft)).toEqual({
      subject: 'Too long',
    });
  });
  it('puts a merge field message by the text that holds the field', () => {
    expect(serverErrors({}, 'Unknown merge field: {{shoeSize}}', draft)).toEqual({
      body: 'Unknown merge field: {{shoeSize}}',
    });
  });
  it('keeps any other message for the form', () => {
    expect(serverErrors({}, 'Something broke', draft)).toEqual({ form: 'Something broke' });
  });
});
