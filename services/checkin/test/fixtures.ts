import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { CheckinInput, ClientSnapshot } from '@wellness/contracts';
import { consumeEvent, createEnvelope, createLogger } from '@wellness/kit';
import { asUser } from '@wellness/kit/src/testing';
import { checkinEventHandlers } from '../src/events';
import type { CheckinHarness } from './harness';

const log = createLogger('checkin-test', 'silent');
let counter = 0;

/** Hands crm's `client.changed` of these clients to checkin's consumer, as the worker would. */
export async function clientChanged(
  h: CheckinHarness,
  snapshots: ClientSnapshot | ClientSnapshot[],
  occurredAt?: Date,
) {
  const clients = Array.isArray(snapshots) ? snapshots : [snapshots];
  const envelope = createEnvelope(
    'client.changed',
    { clients },
    {
      correlationId: `test-${randomUUID()}`,
      actor: null,
    },
  );
  if (occurredAt) envelope.occurredAt = occurredAt.toISOString();
  const deps = { db: h.db } as Parameters<typeof checkinEventHandlers>[0];
  return consumeEvent(envelope, h.db, checkinEventHandlers(deps), log);
}

/**
 * A small business: a coach, two nutritionists, and two clients with accounts (Emma assigned to
 * Nina, Olivia to Priya), each known to checkin's read model, with request headers for each.
 */
export async function seedPeople(h: CheckinHarness) {
  counter++;
  const coachId = randomUUID();
  const ninaId = randomUUID();
  const priyaId = randomUUID();
  const emma = client(`Emma${counter}`, ninaId, coachId);
  const olivia = client(`Olivia${counter}`, priyaId, coachId);
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

export function client(firstName: string, nutritionistUserId: string | null, coachUserId: string) {
  return {
    clientId: randomUUID(),
    userId: randomUUID() as string | null,
    coachUserId: coachUserId as string | null,
    nutritionistUserId,
    email: `${firstName.toLowerCase()}@example.com`,
    firstName,
    lastName: 'Tester',
    status: 'active' as ClientSnapshot['status'],
  };
}

/** Her consent, then the required answers, then complete. */
export async function onboard(
  h: CheckinHarness,
  as: Record<string, string>,
  extra: Record<string, unknown> = {},
) {
  await request(h.app)
    .put('/api/onboarding')
    .set(as)
    .send({
      healthConsent: true,
      goals: ['lose-weight'],
      heightCm: 165,
      dateOfBirth: '1990-04-12',
      weightKg: 74,
      activityLevel: 'light',
      trainingExperience: 'beginner',
      trainingPlace: 'home',
      screening: NO_SCREENING,
      ...extra,
    })
    .expect(200);
  await request(h.app).post('/api/onboarding/complete').set(as).expect(200);
}

export const NO_SCREENING = {
  heartCondition: false,
  chestPain: false,
  dizziness: false,
  jointProblems: false,
  medication: false,
  pregnant: false,
  givenBirthRecently: false,
  breastfeeding: false,
};

export const SCORES = {
  energy: 7,
  sleep: 6,
  stress: 6,
  hunger: 7,
  mood: 8,
  digestion: 7,
  motivation: 8,
};

/** A week's check-in as the form sends it. */
export const week = (weightKg: number, extra: Partial<CheckinInput> = {}): CheckinInput => ({
  weightKg,
  measurementsCm: { chest: 98, waist: 84, hips: 104, thigh: 58, arm: 29 },
  scores: SCORES,
  workoutsDone: 3,
  workoutsPlanned: 4,
  adherencePercent: 80,
  steps: 8500,
  waterLitres: 2,
  win: 'Three workouts done',
  struggle: 'Evening snacking',
  questions: '',
  ...extra,
});

export { outboxPayloads } from '@wellness/kit/src/testing';
