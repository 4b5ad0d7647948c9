import type { Caller } from '@wellness/kit';
import type { ConversationKind } from '@wellness/contracts';

/**
 * Which conversations a caller sees, as data (the repository turns it into SQL):
 * - the coach owns the business: every conversation;
 * - a client: every conversation of hers, including one with a nutritionist no longer assigned;
 * - a nutritionist: hers, with clients assigned to her now (unassigned, they are gone at once).
 */
export type ConversationScope =
  { kind: 'all' } | { kind: 'client'; userId: string } | { kind: 'nutritionist'; userId: string };

export function conversationScope(caller: Caller): ConversationScope {
  const { role, userId } = caller.identity;
  if (role === 'coach') return { kind: 'all' };
  return role === 'client' ? { kind: 'client', userId } : { kind: 'nutritionist', userId };
}

export interface ConversationRef {
  kind: ConversationKind;
  staffUserId: string;
}

export interface ClientRef {
  clientUserId: string | null;
  coachUserId: string | null;
  nutritionistUserId: string | null;
}

/** Whether the conversation's coach or nutritionist is still the one the client has. */
const isCurrent = (conversation: ConversationRef, client: ClientRef) =>
  conversation.staffUserId ===
  (conversation.kind === 'coach' ? client.coachUserId : client.nutritionistUserId);

/**
 * Who writes in a conversation she sees: its client and its coach or nutritionist, while that one
 * is still hers. The coach reads every conversation and writes in her own only.
 */
export function canSend(caller: Caller, conversation: ConversationRef, client: ClientRef): boolean {
  const { userId } = caller.identity;
  if (!isCurrent(conversation, client)) return false;
  return client.clientUserId === userId || conversation.staffUserId === userId;
}

/**
 * Whose open pages hear of a conversation's messages and reads: its client, its coach or
 * nutritionist while still hers, and the client's coach (she reads every conversation).
 */
export function liveAudience(
  conversation: ConversationRef,
  client: ClientRef & { coachUserId: string | null },
): string[] {
  const audience = [client.clientUserId, client.coachUserId];
  if (isCurrent(conversation, client)) audience.push(conversation.staffUserId);
  return [...new Set(audience.filter((id): id is string => id !== null))];
}

/** What a person in a conversation sees, by her part in it: for her unread total. */
export function scopeOfMember(
  conversation: ConversationRef,
  client: ClientRef,
  userId: string,
): ConversationScope {
  if (userId === client.clientUserId) return { kind: 'client', userId };
  return conversation.kind === 'coach' ? { kind: 'all' } : { kind: 'nutritionist', userId };
}
