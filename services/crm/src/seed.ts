import {
  DEMO_CLIENTS,
  DEMO_COACH,
  DEMO_LEADS,
  DEMO_NUTRITIONIST,
  DEMO_REGISTRATIONS,
  baseConfigSchema,
  createLogger,
  loadConfig,
} from '@wellness/kit';
import { createDb } from './db';
import type { Prisma } from './generated/prisma/client';
import { recordClientChanges } from './clients/changes';
import { seedPayments } from './seed/payments';

const DAY = 24 * 3600 * 1000;

function nextMonday(from = new Date()): Date {
  const date = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate(), 9));
  date.setUTCDate(date.getUTCDate() + ((8 - date.getUTCDay()) % 7 || 7));
  return date;
}

const demoId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const coachName = `${DEMO_COACH.firstName} ${DEMO_COACH.lastName}`;
const nutritionistName = `${DEMO_NUTRITIONIST.firstName} ${DEMO_NUTRITIONIST.lastName}`;
const leadOf = (lastName: string) => DEMO_LEADS.find((l) => l.lastName === lastName)!;
const clientOf = (lastName: string) => DEMO_CLIENTS.find((c) => c.lastName === lastName)!;

/**
 * Notes and timeline entries so the profile, lead and dashboard pages have a story to show.
 * Fixed ids (…0005xx notes, …0006xx activities): a second run inserts nothing.
 */
async function seedStories(db: ReturnType<typeof createDb>, now: number) {
  const ago = (days: number, hours = 0) => new Date(now - days * DAY - hours * 3600 * 1000);
  const coach = { authorUserId: DEMO_COACH.userId, authorName: coachName };
  const notes = [
    [
      clientOf('Wilson').clientId,
      null,
      'Two kids under 8; prefers early-morning workouts before the school run.',
      25,
    ],
    [
      clientOf('Wilson').clientId,
      null,
      'Mentioned a knee niggle: swapped lunges for glute bridges this block.',
      6,
    ],
    [
      clientOf('Brown').clientId,
      null,
      'Second baby 9 months ago; cleared by her GP for exercise. Go gently on core work.',
      40,
    ],
    [clientOf('Taylor').clientId, null, 'Paused for a family holiday; back in three weeks.', 10],
    [null, leadOf('Walker').id, 'Called and left a voicemail. Try again Thursday evening.', 4],
    [null, leadOf('Hall').id, 'Discovery call booked for Tuesday 7pm. Referred by Grace Evans.', 3],
    [
      null,
      leadOf('Scott').id,
      'Keen, but starting a new job next month. Follow up in the new year.',
      35,
    ],
  ] as const;
  const client = (id: string) => ({ subjectType: 'client' as const, subjectId: id });
  const lead = (id: string) => ({ subjectType: 'lead' as const, subjectId: id });
  const byCoach = { actorUserId: DEMO_COACH.userId, actorName: coachName };
  const activities: Omit<Prisma.ActivityCreateManyInput, 'id'>[] = [
    ...DEMO_CLIENTS.map((c) => ({
      ...client(c.clientId),
      kind: 'created',
      summary:
        c.status === 'pending'
          ? 'Client created from a lead (the discovery form); invitation sent'
          : 'Client created from an approved registration',
      ...byCoach,
      createdAt: ago(c.joinedDaysAgo),
    })),
    ...DEMO_CLIENTS.filter((c) => c.nutritionist).map((c) => ({
      ...client(c.clientId),
      kind: 'assigned',
      summary: `Assigned to nutritionist ${nutritionistName}`,
      ...byCoach,
      createdAt: ago(c.joinedDaysAgo - 1),
    })),
    {
      ...client(clientOf('Taylor').clientId),
      kind: 'status_changed',
      summary: 'Status changed from Active to Paused',
      ...byCoach,
      createdAt: ago(10),
    },
    {
      ...client(clientOf('Roberts').clientId),
      kind: 'status_changed',
      summary: 'Status changed from Active to Archived',
      ...byCoach,
      createdAt: ago(20),
    },
    {
      ...client(clientOf('Wilson').clientId),
      kind: 'updated',
      summary: 'Updated goals',
      ...byCoach,
      createdAt: ago(6, 1),
    },
    {
      ...lead(leadOf('Walker').id),
      kind: 'status_changed',
      summary: 'Status changed from New to Contacted',
      ...byCoach,
      createdAt: ago(4, 1),
    },
    {
      ...lead(leadOf('Hall').id),
      kind: 'status_changed',
      summary: 'Status changed from New to Contacted',
      ...byCoach,
      createdAt: ago(5),
    },
    {
      ...lead(leadOf('Hall').id),
      kind: 'status_changed',
      summary: 'Status changed from Contacted to Call booked',
      ...byCoach,
      createdAt: ago(3, 1),
    },
    {
      ...lead(leadOf('Young').id),
      kind: 'status_changed',
      summary: 'Status changed from Call booked to Won',
      ...byCoach,
      createdAt: ago(18),
    },
    {
      ...lead(leadOf('Scott').id),
      kind: 'status_changed',
      summary: 'Status changed from Contacted to Lost: Not the right time',
      ...byCoach,
      createdAt: ago(35, 1),
    },
  ];
  const nina = await db.teamMember.findUnique({ where: { email: DEMO_NUTRITIONIST.email } });
  if (nina)
    activities.push({
      subjectType: 'team',
      subjectId: nina.id,
      kind: 'joined',
      summary: `${nutritionistName} joined the team as nutritionist`,
      ...byCoach,
      createdAt: ago(120),
    });
  return Promise.all([
    db.note.createMany({
      data: notes.map(([clientId, leadId, body, daysAgo], n) => ({
        id: demoId(500 + n),
        clientId,
        leadId,
        body,
        ...coach,
        createdAt: ago(daysAgo),
      })),
      skipDuplicates: true,
    }),
    db.activity.createMany({
      data: activities.map((activity, n) => ({ id: demoId(600 + n), ...activity })),
      skipDuplicates: true,
    }),
  ]);
}

/** Idempotent: inserts the demo business where missing, never overwrites changes. */
async function seed() {
  // The seed reads only the database and the log level: the base variables, none of crm's own.
  const config = loadConfig(
    baseConfigSchema.partial({ PORT: true, REDIS_URL: true, IDENTITY_SECRET: true }),
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
        screeningFlagged: c.screeningFlagged ?? false,
        tags: c.tags ?? [],
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
  const [stories, payments] = await Promise.all([seedStories(db, now), seedPayments(db, now)]);
  // checkin's read model of who is whose learns the demo clients from crm's events, as it learns
  // every client. Announced on every run (their records as they stand now; consumers upsert),
  // so a fresh checkin database fills up even when crm's demo rows are older than it.
  await db.$transaction((tx) =>
    recordClientChanges(
      tx,
      DEMO_CLIENTS.map((c) => c.clientId),
      { correlationId: 'demo-seed', actor: { service: 'crm' } },
    ),
  );
  const created = [...results, ...stories].reduce((sum, r) => sum + r.count, payments);
  createLogger('crm-seed', config.LOG_LEVEL).info({ created }, 'demo business seeded');
  await db.$disconnect();
}

void seed();
