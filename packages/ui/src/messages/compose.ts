import { MESSAGE_TEXT, TEXT_LIMITS } from '@wellness/contracts';

// The composer's rules, as plain functions: the limit and its counter, what Enter does, the id of a
// new message, and the words of a failure.

export const MESSAGE_MAX_LENGTH = TEXT_LIMITS.message;
/** The counter shows from this many characters left. */
export const COUNTER_FROM_REMAINING = 500;

/** "120 characters left" near the limit, "12 characters too many" over it; null well below it. */
export function characterCounter(length: number, max = MESSAGE_MAX_LENGTH): string | null {
  const left = max - length;
  if (left > COUNTER_FROM_REMAINING) return null;
  if (left >= 0) return `${left.toLocaleString('en-GB')} character${left === 1 ? '' : 's'} left`;
  return `${(-left).toLocaleString('en-GB')} character${left === -1 ? '' : 's'} too many`;
}

/** Why a draft cannot be sent (the server's own words), or null when it can. */
export function draftProblem(text: string, max = MESSAGE_MAX_LENGTH): string | null {
  if (!text.trim()) return MESSAGE_TEXT.empty;
  if (text.length > max) return MESSAGE_TEXT.tooLong;
  return null;
}

/** Enter sends; Shift+Enter (and Enter while an input method composes a word) is a new line. */
export const isSendKey = (event: { key: string; shiftKey: boolean; isComposing?: boolean }) =>
  event.key === 'Enter' && !event.shiftKey && !event.isComposing;

/** A new message's id (a v4 UUID), made by the page so a retry never sends it twice. */
export function newMessageId(
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = fillRandom,
): string {
  if (random === fillRandom && typeof globalThis.crypto?.randomUUID === 'function')
    return globalThis.crypto.randomUUID();
  const bytes = random(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function fillRandom(bytes: Uint8Array<ArrayBuffer>): Uint8Array {
  return globalThis.crypto.getRandomValues(bytes);
}

/** The server's `error` (the shell's client puts it in the message), or a fallback in plain words. */
export function messageErrorText(
  error: unknown,
  fallback = 'Something went wrong. Please try again.',
): string {
  const message = (error as { message?: unknown } | null)?.message;
  if (typeof message !== 'string' || !message || /^HTTP \d+$/.test(message)) return fallback;
  if (/failed to fetch|networkerror|load failed/i.test(message))
    return 'We could not reach the server. Check your connection and try again.';
  return message;
}
