import { MESSAGE_TEXT } from '@wellness/contracts';
import {
  MESSAGE_MAX_LENGTH,
  characterCounter,
  draftProblem,
  isSendKey,
  messageErrorText,
  newMessageId,
} from './compose';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('composer rules', () => {
  it('counts down near the 5,000-character limit only', () => {
    expect(MESSAGE_MAX_LENGTH).toBe(5000);
    expect(characterCounter(10)).toBeNull();
    expect(characterCounter(4499)).toBeNull();
    expect(characterCounter(4500)).toBe('500 characters left');
    expect(characterCounter(4999)).toBe('1 character left');
    expect(characterCounter(5000)).toBe('0 characters left');
    expect(characterCounter(5001)).toBe('1 character too many');
    expect(characterCounter(6200)).toBe('1,200 characters too many');
  });

  it('refuses an empty or too long draft with the server’s words', () => {
    expect(draftProblem(' \n ')).toBe(MESSAGE_TEXT.empty);
    expect(draftProblem('x'.repeat(5001))).toBe(MESSAGE_TEXT.tooLong);
    expect(draftProblem('x'.repeat(5000))).toBeNull();
  });

  it('sends on Enter, not on Shift+Enter or while composing', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(isSendKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(isSendKey({ key: 'a', shiftKey: false })).toBe(false);
  });

  it('makes v4 UUIDs, with or without randomUUID', () => {
    expect(newMessageId()).toMatch(UUID);
    expect(newMessageId((bytes) => bytes.fill(255))).toMatch(UUID);
    expect(newMessageId()).not.toBe(newMessageId());
  });

  it("shows the server's error, or plain words when there is none", () => {
    expect(messageErrorText(Object.assign(new Error('Too long'), { status: 400 }))).toBe(
      'Too long',
    );
    expect(messageErrorText(new Error('HTTP 500'), 'Not sent')).toBe('Not sent');
    expect(messageErrorText(new TypeError('Failed to fetch'))).toMatch(/could not reach/);
    expect(messageErrorText(null)).toMatch(/Something went wrong/);
  });
});
