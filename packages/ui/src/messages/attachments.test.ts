import { ATTACHMENT_MESSAGES, MAX_ATTACHMENT_BYTES } from '@wellness/contracts';
import type { Attachment } from '@wellness/contracts';
import {
  attachmentLabel,
  canSendWith,
  fileProblem,
  formatBytes,
  previewText,
  readyAttachments,
  thumbSize,
  withChosen,
  withFailed,
  withProgress,
  withUploaded,
  without,
} from './attachments';

const pdf = (id: string, size = 1000): Attachment => ({
  id,
  kind: 'pdf',
  name: `${id}.pdf`,
  size,
  width: null,
  height: null,
  url: `/api/attachments/${id}`,
  thumbUrl: null,
});
const chosen = (key: string, problem: string | null = null) => ({
  key,
  name: `${key}.pdf`,
  size: 100,
  problem,
});

describe('attachment sizes and labels', () => {
  it('says sizes in words', () => {
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(340 * 1024)).toBe('340 KB');
    expect(formatBytes(1.2 * 1024 * 1024)).toBe('1.2 MB');
    expect(formatBytes(10 * 1024 * 1024)).toBe('10 MB');
    expect(attachmentLabel({ name: 'Plan.pdf', size: 1.2 * 1024 * 1024 })).toBe(
      'Plan.pdf · 1.2 MB',
    );
  });

  it('refuses over 10 MB and known other types before uploading', () => {
    expect(fileProblem({ size: MAX_ATTACHMENT_BYTES, type: 'application/pdf' })).toBeNull();
    expect(fileProblem({ size: MAX_ATTACHMENT_BYTES + 1, type: 'application/pdf' })).toBe(
      ATTACHMENT_MESSAGES.tooLarge,
    );
    expect(fileProblem({ size: 10, type: 'text/plain' })).toBe(ATTACHMENT_MESSAGES.wrongType);
    // An unknown type: the server reads its bytes.
    expect(fileProblem({ size: 10, type: '' })).toBeNull();
  });

  it('sizes a thumbnail in its shape', () => {
    expect(thumbSize({ width: 200, height: 400 })).toEqual({ width: 80, height: 160 });
    expect(thumbSize({ width: 100, height: 50 })).toEqual({ width: 100, height: 50 });
    expect(thumbSize({ width: null, height: null })).toEqual({ width: 160, height: 160 });
  });

  it('previews a message of attachments only by their names', () => {
    expect(previewText({ body: ' Hi\nthere ', attachments: [pdf('a')] })).toBe('Hi there');
    expect(previewText({ body: '', attachments: [pdf('a'), pdf('b')] })).toBe('📎 a.pdf, b.pdf');
    expect(previewText({ body: '', attachments: [] })).toBe('');
  });
});

describe('chosen files', () => {
  it('upload, progress, and go with the message once ready', () => {
    let list = withChosen([], [chosen('a'), chosen('b')]);
    expect(list.map((a) => a.status)).toEqual(['uploading', 'uploading']);
    expect(canSendWith('hello', list)).toBe(false);
    list = withProgress(list, 'a', 0.5);
    expect(list[0].progress).toBe(0.5);
    list = withUploaded(list, 'a', pdf('A'));
    list = withFailed(list, 'b', 'Attach a JPEG, PNG or WebP image, or a PDF');
    expect(list.map((a) => a.status)).toEqual(['ready', 'failed']);
    expect(readyAttachments(list)).toEqual([pdf('A')]);
    // Failed ones are not sent, and do not stop the rest.
    expect(canSendWith('', list)).toBe(true);
    list = without(list, 'a');
    expect(canSendWith('', list)).toBe(false);
    expect(canSendWith('text', list)).toBe(true);
  });

  it('refuses a file with a problem, and more than ten', () => {
    const list = withChosen(
      [],
      Array.from({ length: 11 }, (_, i) => chosen(`f${i}`)),
    );
    expect(list.filter((a) => a.status === 'uploading')).toHaveLength(10);
    expect(list[10]).toMatchObject({ status: 'failed', error: ATTACHMENT_MESSAGES.tooMany });
    expect(withChosen([], [chosen('x', 'too big')])[0]).toMatchObject({
      status: 'failed',
      error: 'too big',
    });
  });
});
