import { attachmentDisposition } from '@wellness/kit';
import { MAX_ATTACHMENT_NAME, attachmentName } from './file-name';

describe("an attachment's name", () => {
  it('keeps the chosen name without folders or control characters', () => {
    expect(attachmentName('Plan.pdf', 'document.pdf')).toBe('Plan.pdf');
    expect(attachmentName('C:\\fakepath\\Meal plan.pdf', 'x')).toBe('Meal plan.pdf');
    expect(attachmentName('../../etc/passwd', 'x')).toBe('passwd');
    expect(attachmentName('a\u0000b\nc.pdf', 'x')).toBe('abc.pdf');
    expect(attachmentName('  spaced   out.pdf ', 'x')).toBe('spaced out.pdf');
  });

  it('falls back when nothing is left, and shortens a long one keeping its extension', () => {
    expect(attachmentName('', 'document.pdf')).toBe('document.pdf');
    expect(attachmentName('folder/', 'image')).toBe('image');
    expect(attachmentName('..', 'image')).toBe('image');
    const long = attachmentName(`${'a'.repeat(300)}.pdf`, 'x');
    expect(Array.from(long)).toHaveLength(MAX_ATTACHMENT_NAME);
    expect(long.endsWith('.pdf')).toBe(true);
  });

  it('downloads under its name: an ASCII fallback and the exact UTF-8 name', () => {
    expect(attachmentDisposition('Plan.pdf')).toBe(
      `attachment; filename="Plan.pdf"; filename*=UTF-8''Plan.pdf`,
    );
    expect(attachmentDisposition('Zoë "week 1".pdf')).toBe(
      `attachment; filename="Zo_ _week 1_.pdf"; filename*=UTF-8''Zo%C3%AB%20%22week%201%22.pdf`,
    );
  });
});
