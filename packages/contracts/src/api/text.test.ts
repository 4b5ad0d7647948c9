import { text } from './text';
import { TEXT_LIMITS } from './text-limits';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('text()', () => {
  const firstName = text({
    label: 'First name',
    max: TEXT_LIMITS.name,
    required: 'First name is required',
  });

  it('trims, and accepts up to the limit', () => {
    expect(firstName.parse('  Maya  ')).toBe('Maya');
    expect(firstName.parse('x'.repeat(100))).toHaveLength(100);
    expect(firstName.parse('Zoë 😀')).toBe('Zoë 😀');
  });

  it('names the field when the text is too long', () => {
    expect(messages(firstName.safeParse('x'.repeat(101)))).toEqual([
      'First name is too long (at most 100 characters)',
    ]);
    expect(messages(firstName.safeParse('x'.repeat(100_000)))).toEqual([
      'First name is too long (at most 100 characters)',
    ]);
  });

  it.each([
    ['NUL', 'Nul\u0000Byte'],
    ['a lone high surrogate', 'Lone\ud800'],
    ['a lone low surrogate', '\udc00Lone'],
    ['surrogates in the wrong order', '\ude00\ud83d'],
  ])('refuses %s, naming the field, and says nothing else', (_what, value) => {
    expect(messages(firstName.safeParse(value))).toEqual([
      'First name contains a character that is not allowed',
    ]);
    expect(messages(firstName.safeParse(value + 'x'.repeat(200)))).toEqual([
      'First name contains a character that is not allowed',
    ]);
  });

  it('gives the required message for empty, blank, missing or non-text values', () => {
    for (const value of ['', '   ', undefined, 42, null, ['Maya']])
      expect(messages(firstName.safeParse(value))).toEqual(['First name is required']);
  });

  it('accepts empty text when not required, and keeps spaces when told not to trim', () => {
    const note = text({ label: 'Note', max: 5 });
    expect(note.parse('  ')).toBe('');
    expect(messages(note.safeParse(7))).toEqual(['Note must be text']);
    const password = text({ label: 'Password', max: 8, trim: false });
    expect(password.parse(' a b ')).toBe(' a b ');
    expect(messages(password.safeParse('123456789'))).toEqual([
      'Password is too long (at most 8 characters)',
    ]);
  });

  it('takes the caller’s messages for a wrong type and for too long', () => {
    const email = text({ label: 'Email', max: 10, invalid: 'Bad email', tooLong: 'Bad email' });
    expect(messages(email.safeParse(5))).toEqual(['Bad email']);
    expect(messages(email.safeParse('a'.repeat(11)))).toEqual(['Bad email']);
    expect(messages(email.safeParse('a\u0000'))).toEqual([
      'Email contains a character that is not allowed',
    ]);
  });
});
