import type { Message } from '@wellness/contracts';
import {
  markReadTarget,
  mergeMessages,
  seenMessageId,
  withDelivery,
  withNewestPage,
  withOlderPage,
  withOutgoing,
  withRead,
} from './thread-state';
import type { ThreadState } from './thread-state';

const ME = 'me';
const HER = 'her';
const msg = (id: string, minute: number, sender = HER): Message => ({
  id,
  conversationId: 'c1',
  senderUserId: sender,
  body: `body ${id}`,
  sentAt: new Date(Date.UTC(2026, 10, 26, 9, minute)).toISOString(),

  attachments: [],
});
const ids = (state: ThreadState) => state.messages.map((m) => `${m.id}:${m.status}`);

describe('thread state', () => {
  it('merges pages and live messages once each, oldest first', () => {
    const first = withNewestPage(null, {
      items: [msg('c', 3), msg('d', 4)],
      before: 'c',
      readUpTo: { [ME]: 'd', [HER]: null },
    });
    const older = withOlderPage(first, {
      items: [msg('a', 1), msg('b', 2), msg('c', 3)],
      before: null,
      readUpTo: { [ME]: 'c', [HER]: null },
    });
    expect(ids(older)).toEqual(['a:sent', 'b:sent', 'c:sent', 'd:sent']);
    expect(older.before).toBeNull();
    // The newer answer of readUpTo wins over the older page's.
    expect(older.readUpTo[ME]).toBe('d');
    const live = { ...older, messages: mergeMessages(older.messages, [msg('e', 5), msg('d', 4)]) };
    expect(ids(live)).toEqual(['a:sent', 'b:sent', 'c:sent', 'd:sent', 'e:sent']);
  });

  it('shows hers as sending, failed, then sent when the server has it', () => {
    const start = withNewestPage(null, { items: [msg('a', 1)], before: null, readUpTo: {} });
    const body = { conversationId: 'c1', senderUserId: ME, body: 'hi' };
    let state = withOutgoing(start, { id: 'x', ...body }, new Date(Date.UTC(2026, 10, 26, 9, 9)));
    state = withOutgoing(state, { id: 'y', ...body });
    expect(ids(state)).toEqual(['a:sent', 'x:sending', 'y:sending']);
    state = withDelivery(state, 'x', 'failed', 'No connection');
    expect(state.messages[1]).toMatchObject({ status: 'failed', error: 'No connection' });
    // Someone else's message arriving meanwhile goes above hers still on the way.
    state = { ...state, messages: mergeMessages(state.messages, [msg('b', 10)]) };
    expect(ids(state)).toEqual(['a:sent', 'b:sent', 'x:failed', 'y:sending']);
    state = { ...state, messages: mergeMessages(state.messages, [msg('x', 11, ME)]) };
    expect(ids(state)).toEqual(['a:sent', 'b:sent', 'x:sent', 'y:sending']);
    // A late failure of a message the server already has changes nothing.
    expect(ids(withDelivery(state, 'x', 'failed'))).toEqual(ids(state));
  });

  it('puts "Seen" under her newest message the other person has read', () => {
    const messages = withNewestPage(null, {
      items: [msg('a', 1, ME), msg('b', 2), msg('c', 3, ME), msg('d', 4, ME)],
      before: null,
      readUpTo: {},
    }).messages;
    expect(seenMessageId(messages, { [ME]: 'd', [HER]: null }, ME)).toBeNull();
    expect(seenMessageId(messages, { [ME]: 'd', [HER]: 'b' }, ME)).toBe('a');
    expect(seenMessageId(messages, { [ME]: 'd', [HER]: 'c' }, ME)).toBe('c');
    expect(seenMessageId(messages, { [HER]: 'unknown' }, ME)).toBeNull();
    const read = withRead({ messages, before: null, readUpTo: { [HER]: 'b' } }, HER, 'd');
    expect(seenMessageId(read.messages, read.readUpTo, ME)).toBe('d');
  });

  it('marks read up to the newest message when someone else wrote after what she read', () => {
    const messages = withNewestPage(null, {
      items: [msg('a', 1), msg('b', 2, ME), msg('c', 3)],
      before: null,
      readUpTo: {},
    }).messages;
    expect(markReadTarget(messages, { [ME]: 'a', [HER]: 'b' }, ME, true)).toBe('c');
    expect(markReadTarget(messages, { [ME]: null, [HER]: 'b' }, ME, true)).toBe('c');
    // Nothing read yet may also be left out of readUpTo.
    expect(markReadTarget(messages, { [HER]: 'b' }, ME, true)).toBe('c');
    expect(markReadTarget(messages, { [ME]: 'c', [HER]: 'b' }, ME, true)).toBeNull();
    // Her own newest message after what she read: nothing new to read.
    expect(markReadTarget(messages.slice(0, 2), { [ME]: 'a' }, ME, true)).toBeNull();
    // Not one of its people (the coach reading a nutritionist's conversation): never.
    expect(markReadTarget(messages, { [HER]: 'a', other: null }, ME, false)).toBeNull();
    expect(markReadTarget([], { [ME]: null }, ME, true)).toBeNull();
  });
});
