import { randomUUID } from 'node:crypto';
import { asUser, outboxPayloads } from '@wellness/kit/src/testing';
import type { Db } from '../src/db';

/** A coach, a nutritionist (both on the team) and a client account, each with request headers. */
export async function seedTeam(db: Db) {
  const coachId = randomUUID();
  const nutritionistId = randomUUID();
  const clientUserId = randomUUID();
  const [coach, nutritionist] = await Promise.all([
    db.teamMember.create({
      data: {
        userId: coachId,
        email: `coach-${coachId.slice(0, 8)}@example.com`,
        firstName: 'Sarah',
        lastName: 'Mitchell',
        role: 'coach',
        status: 'active',
      },
    }),
    db.teamMember.create({
      data: {
        userId: nutritionistId,
        email: `nina-${nutritionistId.slice(0, 8)}@example.com`,
        firstName: 'Nina',
        lastName: 'Patel',
        role: 'nutritionist',
        status: 'active',
      },
    }),
  ]);
  return {
    coach,
    nutritionist,
    coachId,
    nutritionistId,
    clientUserId,
    as: {
      coach: asUser(coachId, 'coach'),
      nutritionist: asUser(nutritionistId, 'nutritionist'),
      client: asUser(clientUserId, 'client'),
    },
  };
}

let counter = 0;
export function newLead(db: Db, data: Partial<Parameters<Db['lead']['create']>[0]['data']> = {}) {
  counter++;
  return db.lead.create({
    data: {
      firstName: 'Maya',
      lastName: `Hart${counter}`,
      email: `maya.hart${counter}@example.com`,
      phone: '+44 7700 900123',
      answers: {
        goals: ['lose-weight', 'more-energy'],
        challenge: 'Finding time between school runs and work.',
      },
      utm: { utm_source: 'instagram' },
      consentAt: new Date(),
      ...data,
    },
  });
}

export function newClient(
  db: Db,
  data: Partial<Parameters<Db['client']['create']>[0]['data']> = {},
) {
  counter++;
  return db.client.create({
    data: {
      firstName: 'Cara',
      lastName: `Client${counter}`,
      email: `cara${counter}@example.com`,
      status: 'active',
      ...data,
    },
  });
}

export { outboxEnvelopes, outboxPayloads } from '@wellness/kit/src/testing';

/** Every client snapshot crm has announced (the clients of each `client.changed`), oldest first. */
export const announcedSnapshots = async (db: Db) =>
  (await outboxPayloads(db, 'client.changed')).flatMap((event) => event.clients);
