import { randomUUID } from 'node:crypto';
import type { ClientSnapshot } from '@wellness/contracts';
import { consumeEvent, createEnvelope, createLogger } from '@wellness/kit';
import { asUser } from '@wellness/kit/src/testing';
import type { NotificationHarness } from './harness';

const log = createLogger('notification-test', 'silent');
let counter = 0;

/** Hands crm's `client.changed` of this client to notification's consumer, as its worker would. */
export function clientChanged(h: NotificationHarness, snapshot: ClientSnapshot) {
  const envelope = createEnvelope(
    'client.changed',
    { clients: [snapshot] },
    {
      correlationId: `test-${randomUUID()}`,
      actor: null,
    },
  );
  return consumeEvent(envelope, h.db, h.handlers, log);
}

export function client(firstName: string, coachUserId: string, nutritionistUserId: string | null) {
  counter++;
  return {
    clientId: randomUUID(),
    userId: randomUUID() as string | null,
    coachUserId: coachUserId as string | null,
    nutritionistUserId,
    email: `${firstName.toLowerCase()}${counter}@example.com`,
    firstName,
    lastName: `Tester${counter}`,
    status: 'active' as ClientSnapshot['status'],
    coachName: 'Sarah Coach',
    nutritionistName: nutritionistUserId ? 'Nina Nutrition' : null,
  };
}

/**
 * A small business: a coach, two nutritionists, and two clients with accounts (Emma assigned to
 * Nina, Olivia to nobody), with request headers for each.
 */
export async function seedPeople(h: NotificationHarness) {
  const coachId = randomUUID();
  const ninaId = randomUUID();
  const priyaId = randomUUID();
  const emma = client('Emma', coachId, ninaId);
  const olivia = client('Olivia', coachId, null);
  await clientChanged(h, emma);
  await clientChanged(h, olivia);
  return {
    coachId,
    ninaId,
    priyaId,
    emma,
    olivia,
    as: {
      coach: asUser(coachId, 'coach'),
      nina: asUser(ninaId, 'nutritionist'),
      priya: asUser(priyaId, 'nutritionist'),
      emma: asUser(emma.userId!, 'client'),
      olivia: asUser(olivia.userId!, 'client'),
      stranger: asUser(randomUUID(), 'client'),
    },
  };
}
export type People = Awaited<ReturnType<typeof seedPeople>>;
