import type { ClientSnapshot } from '@wellness/contracts';
import type { EventHandlers } from '@wellness/kit';
import type { Tx } from '../db';
import { openConversations } from '../messages/conversation-repository';
import { applySnapshot, recordCheckin, recordSchedule, recordSignIn } from './repository';

/**
 * A snapshot of her from crm, unless a newer one was applied: who she is and whose she is. Once
 * she has an account, she has a conversation with her coach and, while one is assigned, with her
 * nutritionist; a conversation outlives an unassignment (access.ts decides who still sees it).
 */
async function applyClientChange(tx: Tx, client: ClientSnapshot, occurredAt: Date) {
  if (!(await applySnapshot(tx, client, occurredAt))) return;
  if (!client.userId) return;
  const staff = [
    { kind: 'coach' as const, userId: client.coachUserId },
    { kind: 'nutritionist' as const, userId: client.nutritionistUserId },
  ].filter((s): s is { kind: 'coach' | 'nutritionist'; userId: string } => s.userId !== null);
  await openConversations(tx, client.clientId, client.userId, staff);
}

/** The read model of crm's clients, kept from events: `client.changed`, a snapshot of each. */
export const clientEvents: EventHandlers<Tx> = {
  'client.changed': async (event, tx) => {
    for (const client of event.payload.clients)
      await applyClientChange(tx, client, new Date(event.occurredAt));
  },
  // What segments and automations ask about her check-ins, her clock and her sign-ins.
  'onboarding.completed': async ({ payload }, tx) => {
    await recordSchedule(tx, payload.clientId, payload.timeZone, payload.nextDueDate);
  },
  'checkin.submitted': async ({ payload }, tx) => {
    await recordCheckin(tx, payload.clientId, new Date(payload.submittedAt), payload.nextDueDate);
  },
  'user.signed_in': async ({ payload }, tx) => {
    await recordSignIn(tx, payload.userId, new Date(payload.signedInAt));
  },
};
