import type { Conversation, ConversationList, Message, MessagePerson } from '@wellness/contracts';

// The inbox: its order, and what a live message changes in it.

const activity = (c: Conversation) => c.lastMessage?.sentAt ?? '';

/** Unread first, then latest activity (as the server sends them; kept so after live changes). */
export function sortConversations(items: readonly Conversation[]): Conversation[] {
  return [...items].sort(
    (a, b) => Number(b.unread > 0) - Number(a.unread > 0) || activity(b).localeCompare(activity(a)),
  );
}

/** The inbox as loaded so far: its first page and the pages she asked for after it. */
export interface LoadedInbox {
  items: Conversation[];
  /** Where the next page starts; null when nothing follows. */
  nextOffset: number | null;
  /** Whether pages after the first are loaded (a refresh of the first keeps them). */
  extended: boolean;
}

/** Later copies replace listed ones in place; the new ones follow; then in inbox order. */
function merged(items: readonly Conversation[], fresh: readonly Conversation[]) {
  const byId = new Map(fresh.map((c) => [c.id, c]));
  const listed = new Set(items.map((c) => c.id));
  return sortConversations([
    ...items.map((c) => byId.get(c.id) ?? c),
    ...fresh.filter((c) => !listed.has(c.id)),
  ]);
}

/**
 * The first page arrived (a new search or filter: `current` null). Alone it is the inbox; after
 * more pages it refreshes their start, and the rest stay (nothing listed twice).
 */
export function withFirstPage(current: LoadedInbox | null, page: ConversationList): LoadedInbox {
  if (!current?.extended)
    return { items: sortConversations(page.items), nextOffset: page.nextOffset, extended: false };
  const fresh = new Set(page.items.map((c) => c.id));
  return {
    items: sortConversations([...page.items, ...current.items.filter((c) => !fresh.has(c.id))]),
    nextOffset: current.nextOffset,
    extended: true,
  };
}

/**
 * The next page arrived: appended, except conversations listed already (one a new message moved
 * since): those stay once, as the page has them now.
 */
export const withNextPage = (current: LoadedInbox, page: ConversationList): LoadedInbox => ({
  items: merged(current.items, page.items),
  nextOffset: page.nextOffset,
  extended: true,
});

/** Whether `me` is one of the two people in it (not the coach reading a nutritionist's). */
export const isParticipant = (conversation: Conversation, me: string) =>
  conversation.people.some((p) => p.userId === me);

/**
 * A new message in a conversation: it moves up with the message as its latest, one more unread for
 * her when someone else wrote it and she is not looking at it. Null when the conversation is not in
 * the list (new, or outside the current search): the list needs loading again.
 */
export function withIncomingMessage(
  items: readonly Conversation[],
  message: Message,
  me: string,
  openConversationId: string | null,
): Conversation[] | null {
  const found = items.find((c) => c.id === message.conversationId);
  if (!found) return null;
  const newer = !found.lastMessage || found.lastMessage.sentAt <= message.sentAt;
  const counts =
    newer &&
    message.senderUserId !== me &&
    found.lastMessage?.id !== message.id &&
    openConversationId !== found.id &&
    isParticipant(found, me);
  const updated: Conversation = {
    ...found,
    lastMessage: newer ? message : found.lastMessage,
    unread: found.unread + (counts ? 1 : 0),
  };
  return sortConversations(items.map((c) => (c.id === found.id ? updated : c)));
}

/** She read a conversation: no unread left in it. */
export const withConversationRead = (items: readonly Conversation[], conversationId: string) =>
  items.map((c) => (c.id === conversationId && c.unread ? { ...c, unread: 0 } : c));

/** Everyone in it but `me` (both people, for the coach reading a nutritionist's conversation). */
export const otherPeople = (conversation: Conversation, me: string): MessagePerson[] =>
  conversation.people.filter((p) => p.userId !== me);

const ROLE_NAMES: Record<MessagePerson['role'], string> = {
  client: 'Client',
  coach: 'Coach',
  nutritionist: 'Nutritionist',
};

/**
 * How the inbox names a conversation: the client's name for the coach or nutritionist, the other
 * person's for a client; with a line saying who she is ("Coach", "With her nutritionist, Amy Lee").
 */
export function conversationName(
  conversation: Conversation,
  me: string,
): { name: string; detail: string } {
  const others = otherPeople(conversation, me);
  const client = conversation.people.find((p) => p.role === 'client');
  const staff = conversation.people.find((p) => p.role !== 'client');
  if (others.length > 1 && client)
    return {
      name: client.name,
      detail: staff ? `With her ${staff.role}, ${staff.name}` : 'Conversation',
    };
  const other = others[0] ?? client ?? staff;
  if (!other) return { name: 'Conversation', detail: '' };
  return { name: other.name, detail: ROLE_NAMES[other.role] };
}

/** Why she cannot write in it: "You can read this conversation; only Amy Lee answers here." */
export function readOnlyExplanation(conversation: Conversation): string {
  const staff = conversation.people.find((p) => p.role === conversation.kind);
  const who = staff ? staff.name : `her ${conversation.kind}`;
  return `You can read this conversation; only ${who} answers here.`;
}

/** The conversation `/client-messages?clientId=` opens: the client's conversation with her coach. */
export const coachConversationOf = (items: readonly Conversation[]) =>
  items.find((c) => c.kind === 'coach') ?? items[0] ?? null;
