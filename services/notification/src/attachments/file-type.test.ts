import sharp from 'sharp';
import { ATTACHMENT_MESSAGES } from '@wellness/contracts';
import { DomainError } from '@wellness/kit';
import { assertAttachmentType, attachmentKindOf } from './file-type';

describe('what an attachment is, by its first bytes', () => {
  it('knows JPEG, PNG and WebP images and PDFs, whatever their names', async () => {
    const image = (format: 'jpeg' | 'png' | 'webp') =>
      sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
        .toFormat(format)
        .toBuffer();
    for (const format of ['jpeg', 'png', 'webp'] as const)
      expect(attachmentKindOf(await image(format))).toBe('image');
    expect(attachmentKindOf(Buffer.from('%PDF-1.7\n'))).toBe('pdf');
  });

  it('refuses anything else with a message she can act on (415)', () => {
    for (const head of [
      Buffer.from('plain text renamed .jpg'),
      Buffer.from('GIF89a0123456789'),
      Buffer.from('%PD'),
      Buffer.from(' %PDF-1.7'),
      Buffer.alloc(0),
      // AVIF and HEIC photos are photos, but not attachments.
      Buffer.from('000000186674797061766966', 'hex'),
      Buffer.from('000000186674797068656963', 'hex'),
    ]) {
      expect(attachmentKindOf(head)).toBeNull();
      let error: unknown;
      try {
        assertAttachmentType(head);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: ATTACHMENT_MESSAGES.wrongType,
      });
    }
  });
});
