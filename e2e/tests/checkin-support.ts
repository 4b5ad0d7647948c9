import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { query } from '../global/db';
import { uniqueTag } from './coach-support';

/** The demo clients the checkin seed gives a week (services/kit demo-data: fixed ids). */
export const SEEDED = {
  emma: { clientId: '00000000-0000-4000-8000-000000000200', name: 'Emma Wilson' },
  olivia: { clientId: '00000000-0000-4000-8000-000000000201', name: 'Olivia Brown' },
  /** Paused and assigned to no nutritionist. */
  sophie: { clientId: '00000000-0000-4000-8000-000000000202', name: 'Sophie Taylor' },
  /** Overdue (the Missing tab), with an account to email. */
  grace: { clientId: '00000000-0000-4000-8000-000000000203', name: 'Grace Evans' },
} as const;

export interface WaitingCheckin {
  clientId: string;
  checkinId: string;
  name: string;
}

/**
 * A client of checkin's own read model with one submitted check-in waiting for review, written
 * straight into the checkin database: no account and no crm record, so reviewing it emails nobody.
 * `submittedAt` far in the past puts it at the head of the queue (oldest first).
 */
export async function waitingCheckin(
  firstName: string,
  submittedAt: string,
  scores: Partial<Record<'energy' | 'sleep', number>> = {},
): Promise<WaitingCheckin> {
  const clientId = randomUUID();
  const lastName = uniqueTag();
  await query(
    'checkin',
    `INSERT INTO clients (client_id, first_name, last_name, email, status, changed_at, checkin_day, time_zone)
     VALUES ($1, $2, $3, $4, 'active', now(), 1, 'Europe/London')`,
    [clientId, firstName, lastName, `e2e-${lastName.toLowerCase()}@example.test`],
  );
  const [row] = await query<{ id: string }>(
    'checkin',
    `INSERT INTO checkins (client_id, due_date, baseline, submitted_at, updated_at, weight_kg,
       waist_cm, hips_cm, energy, sleep, stress, hunger, mood, digestion, motivation,
       workouts_done, workouts_planned, adherence_percent, steps, water_litres,
       win, struggle, questions)
     VALUES ($1, $2::timestamptz::date, true, $2, $2, 72.4, 84, 101, $3, $4, 6, 6, 7, 7, 8,
       2, 3, 80, 7500, 2, 'Walked to school every day', 'Evening snacking', 'Is fruit OK at night?')
     RETURNING id`,
    [clientId, submittedAt, scores.energy ?? 7, scores.sleep ?? 6],
  );
  return { clientId, checkinId: row.id, name: `${firstName} ${lastName}` };
}

/** The ids waiting in the coach's review queue (all), oldest first. */
export async function queueIds(coach: APIRequestContext): Promise<string[]> {
  const response = await coach.get('/api/checkins/review-queue?pageSize=100');
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { items: { checkinId: string }[] }).items.map(
    (i) => i.checkinId,
  );
}

/** The newest check-in of a seeded client still waiting for review. */
export async function waitingIdOf(coach: APIRequestContext, clientId: string): Promise<string> {
  const response = await coach.get('/api/checkins/review-queue?pageSize=100');
  expect(response.status()).toBe(200);
  const items = ((await response.json()) as { items: { checkinId: string; clientId: string }[] })
    .items;
  const item = items.find((i) => i.clientId === clientId);
  expect(item, `a waiting check-in of ${clientId}`).toBeDefined();
  return item!.checkinId;
}
