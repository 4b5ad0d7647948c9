import type { AutomationStep } from '@wellness/contracts';
import type { Db } from '../db';
import type { Definition } from './definition';
import { insertVersion } from './version-repository';

const DAY = 24 * 60;
const wait = (days: number): AutomationStep => ({ type: 'wait', minutes: days * DAY });
const send = (template: string): AutomationStep => ({ type: 'send_email', template });

/** The three automations every business starts with, switched on (issue 18). Fixed ids. */
export const SEEDED_AUTOMATIONS: { id: string; name: string; definition: Definition }[] = [
  {
    id: '5eed0a00-0000-4000-8000-000000000001',
    name: 'Welcome series',
    definition: {
      trigger: { type: 'event', event: 'client.activated' },
      conditions: {},
      steps: [
        send('welcome-day-0'),
        wait(2),
        send('welcome-day-2'),
        wait(3),
        send('welcome-day-5'),
      ],
      exits: [],
    },
  },
  {
    id: '5eed0a00-0000-4000-8000-000000000002',
    name: 'Lead nurture',
    definition: {
      trigger: { type: 'event', event: 'lead.created' },
      conditions: {},
      steps: [
        wait(1),
        send('lead-nurture-day-1'),
        wait(2),
        send('lead-nurture-day-3'),
        wait(4),
        send('lead-nurture-day-7'),
      ],
      exits: ['call_booked', 'lead_converted', 'lead_lost'],
    },
  },
  {
    id: '5eed0a00-0000-4000-8000-000000000003',
    name: 'Check-in nudges',
    definition: {
      trigger: { type: 'checkin_overdue', days: 3 },
      conditions: {},
      steps: [
        send('checkin-overdue-3'),
        wait(4),
        send('checkin-overdue-7'),
        wait(7),
        send('checkin-overdue-14'),
        { type: 'notify_coach', message: '{{firstName}} has not checked in for two weeks' },
      ],
      exits: ['checked_in'],
    },
  },
];

/**
 * Puts the seeded automations in place, switched on, as version 1. Idempotent: one that exists
 * (perhaps edited or switched off by the coach since) is left as it is.
 */
export async function seedAutomations(db: Db, now = new Date()): Promise<number> {
  let created = 0;
  for (const { id, name, definition } of SEEDED_AUTOMATIONS) {
    await db.$transaction(async (tx) => {
      const inserted = await tx.$executeRaw`
        INSERT INTO automations (id, name, enabled, version, created_at, updated_at)
        VALUES (${id}::uuid, ${name}, true, 1, ${now}, ${now})
        ON CONFLICT (id) DO NOTHING`;
      if (inserted === 0) return;
      await insertVersion(tx, id, 1, definition, now);
      created += 1;
    });
  }
  return created;
}
