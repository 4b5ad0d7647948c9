import type { Conversation, Message, MessagePerson } from '@wellness/contracts';
import {
  coachConversationOf,
  conversationName,
  readOnlyExplanation,
  sortConversations,
  withConversationRead,
  withFirstPage,
  withIncomingMessage,
  withNextPage,
} from './inbox-state';

const COACH = { userId: 'coach', name: 'Sarah Jones', role: 'coach' as const };
const NUTRI = { userId: 'nutri', name: 'Amy Lee', role: 'nutritionist' as const };
const client = (n: number) => ({
  userId: `client${n}`,
  name: `Client ${n}`,
  role: 'client' as const,
});
const message = (
  conversationId: string,
  minute: number,
  sender: string,
  id = `m${minute}`,
): Message => ({
  id,
  conversationId,
  senderUserId: sender,
  body: 'hi',
  sentAt: new Date(Date.UTC(2026, 10, 26, 9, minute)).toISOString(),

  attachments: [],
});
const conversation = (
  id: string,
  minute: number | null,
  unread = 0,
  people: MessagePerson[] = [client(1), COACH],
  kind: Conversation['kind'] = 'coach',
): Conversation => ({
  id,
  kind,
  clientId: 'c',
  people,
  lastMessage: minute == null ? null : message(id, minute, people[0].userId),
  unread,
  canSend: true,
});

describe('inbox state', () => {
  it('lists unread first, then latest activity, then those without messages', () => {
    const sorted = sortConversations([
      conversation('a', 1),
      conversation('b', null),
      conversation('c', 5),
      conversation('d', 2, 1),
    ]);
    expect(sorted.map((c) => c.id)).toEqual(['d', 'c', 'a', 'b']);
  });

  it('moves a conversation up with a new message, counting it unread unless open or hers', () => {
    const items = [conversation('a', 5), conversation('b', 1)];
    const moved = withIncomingMessage(items, message('b', 9, 'client1'), 'coach', null);
    expect(moved?.map((c) => [c.id, c.unread])).toEqual([
      ['b', 1],
      ['a', 0],
    ]);
    expect(withIncomingMessage(items, message('b', 9, 'client1'), 'coach', 'b')?.[0].unread).toBe(
      0,
    );
    expect(withIncomingMessage(items, message('b', 9, 'coach'), 'coach', null)?.[0].unread).toBe(0);
    // The same message twice (a replay after reconnecting) counts once.
    const twice = withIncomingMessage(moved ?? [], message('b', 9, 'client1'), 'coach', null);
    expect(twice?.[0].unread).toBe(1);
    expect(withIncomingMessage(items, message('z', 9, 'client1'), 'coach', null)).toBeNull();
    expect(withConversationRead(moved ?? [], 'b')[0].unread).toBe(0);
  });

  it('never counts unread in a conversation she only reads', () => {
    const theirs = [conversation('n', 1, 0, [client(1), NUTRI], 'nutritionist')];
    expect(withIncomingMessage(theirs, message('n', 3, 'client1'), 'coach', null)?.[0].unread).toBe(
      0,
    );
  });

  it('names a conversation for whoever reads it', () => {
    const own = conversation('a', 1);
    expect(conversationName(own, 'coach')).toEqual({ name: 'Client 1', detail: 'Client' });
    expect(conversationName(own, 'client1')).toEqual({ name: 'Sarah Jones', detail: 'Coach' });
    const theirs = conversation('n', 1, 0, [client(1), NUTRI], 'nutritionist');
    expect(conversationName(theirs, 'coach')).toEqual({
      name: 'Client 1',
      detail: 'With her nutritionist, Amy Lee',
    });
    expect(readOnlyExplanation(theirs)).toBe(
      'You can read this conversation; only Amy Lee answers here.',
    );
  });

  it("opens a client's conversation with her coach", () => {
    const theirs = conversation('n', 1, 0, [client(1), NUTRI], 'nutritionist');
    expect(coachConversationOf([theirs, conversation('a', 1)])?.id).toBe('a');
    expect(coachConversationOf([theirs])?.id).toBe('n');
    expect(coachConversationOf([])).toBeNull();
  });
});

describe('inbox pages', () => {
  const page = (items: Conversation[], nextOffset: number | null) => ({ items, nextOffset });
  const ids = (inbox: { items: Conversation[] }) => inbox.items.map((c) => c.id);

  it('starts from the first page alone (a new search or filter: nothing kept)', () => {
    const first = withFirstPage(null, page([conversation('a', 9), conversation('b', 8)], 2));
    expect(first).toEqual({ items: first.items, nextOffset: 2, extended: false });
    expect(ids(first)).toEqual(['a', 'b']);
    // Before any "show more", a refresh is the first page as it is now.
    expect(ids(withFirstPage(first, page([conversation('c', 10)], null)))).toEqual(['c']);
  });

  it('appends the next page, listing once a conversation that moved into it', () => {
    const first = withFirstPage(null, page([conversation('a', 9), conversation('b', 8)], 2));
    // A new message moved "c" to the top: "b" is now on the second page too.
    const next = withNextPage(
      first,
      page([conversation('b', 8), conversation('d', 7), conversation('e', 6)], null),
    );
    expect(ids(next)).toEqual(['a', 'b', 'd', 'e']);
    expect(next.nextOffset).toBeNull();
    expect(next.extended).toBe(true);
  });

  it('takes the page’s copy of one listed already (its unread count as it is now)', () => {
    const first = withFirstPage(null, page([conversation('a', 9), conversation('b', 8)], 2));
    const next = withNextPage(first, page([conversation('b', 8, 2), conversation('c', 7)], 4));
    expect(next.items.map((c) => [c.id, c.unread])).toEqual([
      ['b', 2],
      ['a', 0],
      ['c', 0],
    ]);
    expect(next.nextOffset).toBe(4);
  });

  it('refreshes the start after more pages, keeping the rest and where the next page starts', () => {
    const loaded = withNextPage(
      withFirstPage(null, page([conversation('a', 9), conversation('b', 8)], 2)),
      page([conversation('c', 7), conversation('d', 6)], 4),
    );
    // New: "e" wrote; "a" is now read elsewhere with a newer message.
    const refreshed = withFirstPage(
      loaded,
      page([conversation('e', 12, 1), conversation('a', 11)], 2),
    );
    expect(refreshed.items.map((c) => [c.id, c.unread])).toEqual([
      ['e', 1],
      ['a', 0],
      ['b', 0],
      ['c', 0],
      ['d', 0],
    ]);
    expect(refreshed).toMatchObject({ nextOffset: 4, extended: true });
  });

  it('keeps live updates working on the combined list', () => {
    const loaded = withNextPage(
      withFirstPage(null, page([conversation('a', 9)], 1)),
      page([conversation('b', 8)], null),
    );
    const moved = withIncomingMessage(
      loaded.items,
      message('b', 20, 'client1', 'new'),
      'coach',
      null,
    );
    expect(moved?.map((c) => [c.id, c.unread])).toEqual([
      ['b', 1],
      ['a', 0],
    ]);
    expect(ids({ items: withConversationRead(moved!, 'b') })).toEqual(['b', 'a']);
  });
});
