import {
  DEMO_CLIENTS,
  DEMO_COACH,
  DEMO_LEADS,
  DEMO_NUTRITIONIST,
  DEMO_REGISTRATIONS,
  createLogger,
  loadConfig,
} from '@wellness/kit';
import { configSchema } from './config';
import { createDb } from './db';

const DAY = 24 * 3600 * 1000;

function nextMonday(from = new Date()): Date {
  const date = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate(), 9));
  date.setUTCDate(date.getUTCDate() + ((8 - date.getUTCDay()) % 7 || 7));
  return date;
}

/** Idempotent: inserts the demo business where missing, never overwrites changes. */
async function seed() {
  const config = loadConfig(
    configSchema.partial({ PORT: true, REDIS_URL: true, IDENTITY_SECRET: true }),
  );
  const db = createDb(config.DATABASE_URL);
  const now = Date.now();
  const team = [DEMO_COACH, DEMO_NUTRITIONIST].map((person) => ({
    userId: person.userId,
    email: person.email,
    firstName: person.firstName,
    lastName: person.lastName,
    role: person.role as 'coach' | 'nutritionist',
    status: 'active' as const,
  }));
  const results = await Promise.all([
    db.teamMember.createMany({ data: team, skipDuplicates: true }),
    db.client.createMany({
      data: DEMO_CLIENTS.map((c) => ({
        id: c.clientId,
        userId: c.userId,
        email: c.email,
        firstName: c.firstName,
        lastName: c.lastName,
        status: c.status,
        goals: c.goals,
        coachUserId: DEMO_COACH.userId,
        nutritionistUserId: c.nutritionist ? DEMO_NUTRITIONIST.userId : null,
        joinedAt: new Date(now - c.joinedDaysAgo * DAY),
        nextCheckInDue: c.status === 'active' ? nextMonday() : null,
      })),
      skipDuplicates: true,
    }),
    db.lead.createMany({
      data: DEMO_LEADS.map((l) => ({
        id: l.id,
        firstName: l.firstName,
        lastName: l.lastName,
        email: l.email,
        status: l.status,
        source: l.source,
        lostReason: l.status === 'lost' ? 'Not the right time' : null,
        answers: { goals: l.goals, challenge: l.challenge },
        consentAt: new Date(now - l.daysAgo * DAY),
        createdAt: new Date(now - l.daysAgo * DAY),
      })),
      skipDuplicates: true,
    }),
    db.approval.createMany({
      data: DEMO_REGISTRATIONS.map((r, index) => ({
        userId: r.userId!,
        email: r.email,
        firstName: r.firstName,
        lastName: r.lastName,
        note: index === 0 ? 'A friend recommended Sarah to me!' : null,
        createdAt: new Date(now - (index + 1) * DAY),
      })),
      skipDuplicates: true,
    }),
  ]);
  const created = results.reduce((sum, r) => sum + r.count, 0);
  createLogger('crm-seed', config.LOG_LEVEL).info({ created }, 'demo business seeded');
  await db.$disconnect();
}

void seed();
