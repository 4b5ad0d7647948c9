import type { Message, MessagePage } from '@wellness/contracts';

// A thread as the page holds it: the server's messages (oldest first) and hers still on their way.

export type DeliveryStatus = 'sent' | 'sending' | 'failed';

export interface ThreadMessage extends Message {
  status: DeliveryStatus;
  /** Why it was not sent (the server's words), when `failed`. */
  error?: string;
}

export interface ThreadState {
  messages: ThreadMessage[];
  /** Cursor of the older page; null once the start of the thread is loaded. */
  before: string | null;
  readUpTo: MessagePage['readUpTo'];
}

const bySentAt = (a: Message, b: Message) =>
  a.sentAt === b.sentAt ? a.id.localeCompare(b.id) : a.sentAt < b.sentAt ? -1 : 1;

/**
 * Adds the server's messages to the thread, once each (by id; the server's copy replaces hers on its
 * way). Sent messages are in time order; those still sending or failed stay at the bottom.
 */
export function mergeMessages(
  current: readonly ThreadMessage[],
  incoming: readonly Message[],
): ThreadMessage[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const message of incoming) byId.set(message.id, { ...message, status: 'sent' });
  const all = [...byId.values()];
  const sent = all.filter((m) => m.status === 'sent').sort(bySentAt);
  // A Map keeps first-insertion order: hers still on their way stay in the order she wrote them.
  const pending = all.filter((m) => m.status !== 'sent');
  return [...sent, ...pending];
}

/** The first page of a thread (or a fresh copy of its newest page, keeping older ones loaded). */
export function withNewestPage(state: ThreadState | null, page: MessagePage): ThreadState {
  if (!state)
    return {
      messages: mergeMessages([], page.items),
      before: page.before,
      readUpTo: page.readUpTo,
    };
  return { ...state, messages: mergeMessages(state.messages, page.items), readUpTo: page.readUpTo };
}

/** An older page, put above what is loaded. */
export function withOlderPage(state: ThreadState, page: MessagePage): ThreadState {
  return {
    messages: mergeMessages(state.messages, page.items),
    before: page.before,
    readUpTo: { ...page.readUpTo, ...state.readUpTo },
  };
}

/** Her own message, shown at once as "Sending…". */
export function withOutgoing(
  state: ThreadState,
  message: Pick<Message, 'id' | 'conversationId' | 'senderUserId' | 'body'> &
    Partial<Pick<Message, 'attachments'>>,
  now: Date = new Date(),
): ThreadState {
  const outgoing: ThreadMessage = {
    attachments: [],
    ...message,
    sentAt: now.toISOString(),
    status: 'sending',
  };
  return { ...state, messages: [...state.messages.filter((m) => m.id !== message.id), outgoing] };
}

/** A message of hers changes state (sending again, or failed with the reason). */
export function withDelivery(
  state: ThreadState,
  id: string,
  status: Exclude<DeliveryStatus, 'sent'>,
  error?: string,
): ThreadState {
  return {
    ...state,
    messages: state.messages.map((m) =>
      m.id === id && m.status !== 'sent' ? { ...m, status, error } : m,
    ),
  };
}

/** Someone read up to a message (a `read` event): moves her "Seen" marker. */
export function withRead(state: ThreadState, userId: string, upTo: string): ThreadState {
  return { ...state, readUpTo: { ...state.readUpTo, [userId]: upTo } };
}

/**
 * The message of `me` that shows "Seen": her newest sent message at or before the newest message
 * another person has read. Null when no one else has read any of hers (or it is not loaded).
 */
export function seenMessageId(
  messages: readonly ThreadMessage[],
  readUpTo: ThreadState['readUpTo'],
  me: string,
): string | null {
  let readIndex = -1;
  for (const [userId, upTo] of Object.entries(readUpTo)) {
    if (userId === me || !upTo) continue;
    readIndex = Math.max(
      readIndex,
      messages.findIndex((m) => m.id === upTo),
    );
  }
  for (let i = readIndex; i >= 0; i--) {
    const message = messages[i];
    if (message.senderUserId === me && message.status === 'sent') return message.id;
  }
  return null;
}

/**
 * What to mark read: the newest sent message, when someone else wrote after what `me` has read;
 * else null (nothing new for her). Only for one of its people: the coach reading a nutritionist's
 * conversation never marks it.
 */
export function markReadTarget(
  messages: readonly ThreadMessage[],
  readUpTo: ThreadState['readUpTo'],
  me: string,
  participant: boolean,
): string | null {
  if (!participant) return null;
  const sent = messages.filter((m) => m.status === 'sent');
  const newest = sent[sent.length - 1];
  if (!newest) return null;
  const readIndex = readUpTo[me] ? sent.findIndex((m) => m.id === readUpTo[me]) : -1;
  const unreadFromOthers = sent.slice(readIndex + 1).some((m) => m.senderUserId !== me);
  return unreadFromOthers ? newest.id : null;
}
