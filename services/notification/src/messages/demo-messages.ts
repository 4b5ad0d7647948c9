import { DEMO_CLIENTS, DEMO_COACH, DEMO_NUTRITIONIST, inPoolTransaction } from '@wellness/kit';
import type { Db } from '../db';
import { applySnapshot } from '../clients/repository';
import { openConversations, touchConversation } from './conversation-repository';
import { recordSent } from './member-repository';
import { insertMessage } from './message-repository';

const MINUTE = 60_000;
const id = (n: number) => `00000000-0000-4000-8000-${String(900_000 + n).padStart(12, '0')}`;
const nameOf = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;

/**
 * Emma and her coach have been talking: a short thread whose last message, from the coach, she
 * has not read yet (so her Messages item shows a badge). Her read model row is written only when
 * crm's snapshot has not arrived yet (an older `changedAt` never overwrites it). Fixed ids: running
 * it again changes nothing.
 */
export async function seedDemoMessages(db: Db, now = new Date()) {
  const emma = DEMO_CLIENTS[0];
  await db.$transaction(async (tx) => {
    await applySnapshot(
      tx,
      {
        clientId: emma.clientId,
        userId: emma.userId,
        coachUserId: DEMO_COACH.userId,
        nutritionistUserId: DEMO_NUTRITIONIST.userId,
        email: emma.email,
        firstName: emma.firstName,
        lastName: emma.lastName,
        status: 'active',
        coachName: nameOf(DEMO_COACH),
        nutritionistName: nameOf(DEMO_NUTRITIONIST),
        coachEmail: DEMO_COACH.email,
        nutritionistEmail: DEMO_NUTRITIONIST.email,
      },
      new Date(0),
    );
    await openConversations(tx, emma.clientId, emma.userId!, [
      { kind: 'coach', userId: DEMO_COACH.userId! },
      { kind: 'nutritionist', userId: DEMO_NUTRITIONIST.userId! },
    ]);
  });
  const conversation = await db.conversation.findUniqueOrThrow({
    where: {
      clientId_kind_staffUserId: {
        clientId: emma.clientId,
        kind: 'coach',
        staffUserId: DEMO_COACH.userId!,
      },
    },
  });
  const thread: [number, string, number, string][] = [
    [
      1,
      emma.userId!,
      26 * 60,
      'Hi Sarah! Quick one: is it okay to swap Thursday’s workout for a long walk with the kids?',
    ],
    [
      2,
      DEMO_COACH.userId!,
      25 * 60,
      'Absolutely. A brisk hour with the buggy counts. Log it as a workout in your check-in.',
    ],
    [3, emma.userId!, 25 * 60 - 10, 'Brilliant, thank you 😊'],
    [
      4,
      DEMO_COACH.userId!,
      90,
      'Great check-in this week, Emma. Your waist is down again! Any questions about the new breakfast ideas?',
    ],
  ];
  for (const [n, sender, minutesAgo, body] of thread)
    await inPoolTransaction(db.pool, async (tx) => {
      const sentAt = new Date(now.getTime() - minutesAgo * MINUTE);
      const row = await insertMessage(tx, {
        id: id(n),
        conversationId: conversation.id,
        senderUserId: sender,
        body,
        sentAt,
      });
      if (!row) return;
      await touchConversation(tx, conversation.id, row.id, row.sentAt);
      await recordSent(tx, conversation.id, sender, row.seq, row.sentAt);
    });
}
