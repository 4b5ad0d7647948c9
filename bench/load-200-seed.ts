/**
 * The load test's people, written into the fresh databases before the services start, as the
 * events between the services would have left them: the coach, the nutritionists and the clients
 * are auth users with a password (they sign in through the gateway); each client is active in
 * crm, assigned to the coach and one nutritionist; in checkin she has finished onboarding with
 * her health consent, has 12 weekly check-ins (the newest due 5–11 days ago, so this week is open
 * and a submit inserts it; a fifth of them wait for review) and a published nutrition plan (the
 * 1,700 kcal template, as the demo's); in notification she has her conversation with the coach.
 */
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { ServiceName } from '@wellness/contracts';
import { hashPassword } from '../services/auth/src/passwords';
import { createDb as createCheckinDb } from '../services/checkin/src/db';
import { seedDemoPlan } from '../services/checkin/src/nutrition/demo-plan';

export const LOAD_PASSWORD = 'bench-load-password';
const WEEKS = 12;
const FIRST = [
  'Emma',
  'Olivia',
  'Sophie',
  'Grace',
  'Amelia',
  'Isla',
  'Ava',
  'Mia',
  'Lily',
  'Freya',
];
const LAST = [
  'Wilson',
  'Brown',
  'Taylor',
  'Evans',
  'Smith',
  'Jones',
  'Walker',
  'Hughes',
  'Green',
  'Hall',
  'Wright',
  'Clarke',
  'Patel',
  'Khan',
  'Lewis',
];

export interface Person {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
}
export interface LoadClient extends Person {
  clientId: string;
  nutritionist: number;
  planId: string;
}
export interface People {
  coach: Person;
  nutritionists: Person[];
  clients: LoadClient[];
}

export function people(clients: number, nutritionists: number): People {
  const person = (email: string, firstName: string, lastName: string): Person => ({
    userId: randomUUID(),
    email,
    firstName,
    lastName,
  });
  return {
    coach: person('coach@bench.test', 'Sarah', 'Mitchell'),
    nutritionists: Array.from({ length: nutritionists }, (_, n) =>
      person(`nutritionist${n}@bench.test`, 'Nina', `Nutrition${n}`),
    ),
    clients: Array.from({ length: clients }, (_, i) => ({
      ...person(`client${i}@bench.test`, FIRST[i % FIRST.length], LAST[i % LAST.length]),
      clientId: randomUUID(),
      nutritionist: i % nutritionists,
      planId: randomUUID(),
    })),
  };
}

async function withClient<T>(url: string, work: (db: Client) => Promise<T>): Promise<T> {
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

const nutritionistOf = (p: People, c: LoadClient) => p.nutritionists[c.nutritionist];

async function seedAuth(url: string, p: People) {
  const passwordHash = await hashPassword(LOAD_PASSWORD);
  const staff = [
    { ...p.coach, role: 'coach' },
    ...p.nutritionists.map((n) => ({ ...n, role: 'nutritionist' })),
  ];
  const everyone = [...staff, ...p.clients.map((c) => ({ ...c, role: 'client' }))];
  await withClient(url, (db) =>
    db.query(
      `INSERT INTO users (id, email, first_name, last_name, role, approval_status, password_hash, updated_at)
       SELECT u, e, f, l, r::"Role", 'approved', $6, now()
       FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[]) AS t(u, e, f, l, r)`,
      [
        everyone.map((x) => x.userId),
        everyone.map((x) => x.email),
        everyone.map((x) => x.firstName),
        everyone.map((x) => x.lastName),
        everyone.map((x) => x.role),
        passwordHash,
      ],
    ),
  );
}

async function seedCrm(url: string, p: People) {
  await withClient(url, async (db) => {
    const staff = [p.coach, ...p.nutritionists];
    await db.query(
      `INSERT INTO team_members (id, user_id, email, first_name, last_name, role, status)
       SELECT gen_random_uuid(), u, e, f, l, r::"TeamRole", 'active'
       FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[]) AS t(u, e, f, l, r)`,
      [
        staff.map((x) => x.userId),
        staff.map((x) => x.email),
        staff.map((x) => x.firstName),
        staff.map((x) => x.lastName),
        staff.map((x, i) => (i === 0 ? 'coach' : 'nutritionist')),
      ],
    );
    await db.query(
      `INSERT INTO clients (id, user_id, first_name, last_name, email, status, coach_user_id,
                            nutritionist_user_id, joined_at, last_check_in_at, created_at, updated_at)
       SELECT c, u, f, l, e, 'active', $6::uuid, n, now() - interval '100 days',
              now() - interval '7 days', now() - interval '100 days', now()
       FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $7::uuid[])
            AS t(c, u, f, l, e, n)`,
      [
        p.clients.map((c) => c.clientId),
        p.clients.map((c) => c.userId),
        p.clients.map((c) => c.firstName),
        p.clients.map((c) => c.lastName),
        p.clients.map((c) => c.email),
        p.coach.userId,
        p.clients.map((c) => nutritionistOf(p, c).userId),
      ],
    );
    await db.query('VACUUM ANALYZE');
  });
}

async function seedCheckin(url: string, p: People) {
  await withClient(url, async (db) => {
    await db.query(
      `INSERT INTO clients (client_id, user_id, coach_user_id, nutritionist_user_id, first_name,
                            last_name, email, status, changed_at, checkin_day, time_zone)
       SELECT c, u, $3::uuid, n, f, l, e, 'active', now(), 1 + (i - 1) % 7, 'Europe/London'
       FROM unnest($1::uuid[], $2::uuid[], $4::uuid[], $5::text[], $6::text[], $7::text[])
            WITH ORDINALITY AS t(c, u, n, f, l, e, i)`,
      [
        p.clients.map((c) => c.clientId),
        p.clients.map((c) => c.userId),
        p.coach.userId,
        p.clients.map((c) => nutritionistOf(p, c).userId),
        p.clients.map((c) => c.firstName),
        p.clients.map((c) => c.lastName),
        p.clients.map((c) => c.email),
      ],
    );
    await db.query(
      `INSERT INTO onboarding (client_id, goals, height_cm, date_of_birth, weight_kg,
                               activity_level, training_experience, training_place, screening,
                               screening_flagged, cycle_tracking, checkin_day, time_zone,
                               consent_version, consent_given_at, completed_at)
       SELECT client_id, ARRAY['lose-weight'], 166, '1989-03-02', 80, 'light', 'beginner', 'home',
              '{}'::jsonb, false, jsonb_build_object('enabled', false), checkin_day, time_zone,
              'bench', now() - interval '100 days', now() - interval '100 days'
       FROM clients`,
    );
    // Her newest check-in is due on her day in (today − 12, today − 5]: this week is open.
    await db.query(
      `WITH base AS (
         SELECT client_id, checkin_day,
                ((current_date - 5) - ((extract(isodow FROM current_date - 5)::int - checkin_day + 7) % 7)) AS last_due,
                abs(hashtext(client_id::text)) AS ch
         FROM clients
       ), rows AS (
         SELECT b.client_id, b.ch, k, b.last_due - 7 * ($1::int - 1 - k) AS due,
                abs(hashtext(b.client_id::text || ':' || k)) AS h
         FROM base b CROSS JOIN LATERAL generate_series(0, $1::int - 1) AS k
       )
       INSERT INTO checkins (client_id, due_date, baseline, late, missed_weeks_before, submitted_at,
                             updated_at, weight_kg, weight_change_kg, waist_cm, hips_cm, energy,
                             sleep, stress, hunger, mood, digestion, motivation, workouts_done,
                             workouts_planned, adherence_percent, steps, water_litres, win,
                             struggle, questions, attention, feedback, reviewed_at,
                             reviewed_by_user_id, reviewer_name)
       SELECT client_id, due, k = 0, false, 0, due + interval '7 hours', due + interval '7 hours',
              80 - 0.3 * k, CASE WHEN k = 0 THEN NULL ELSE -0.3 END, 90 - k * 0.2, 106 - k * 0.1,
              4 + h % 7, 4 + (h / 7) % 7, 4 + (h / 49) % 7, 4 + (h / 343) % 7, 5 + (h / 3) % 6,
              5 + (h / 5) % 6, 5 + (h / 11) % 6, h % 5, 4, 60 + h % 41, 4000 + h % 8000,
              1 + (h % 20) / 10.0, 'A good week', 'Evenings', '', false,
              CASE WHEN k < $1::int - 1 OR ch % 5 <> 0 THEN 'Well done this week!' END,
              CASE WHEN k < $1::int - 1 OR ch % 5 <> 0 THEN due + interval '1 day 9 hours' END,
              CASE WHEN k < $1::int - 1 OR ch % 5 <> 0 THEN $2::uuid END,
              CASE WHEN k < $1::int - 1 OR ch % 5 <> 0 THEN 'Sarah' END
       FROM rows`,
      [WEEKS, p.coach.userId],
    );
    await db.query(
      `UPDATE clients c SET next_due_date = l.due + 7
       FROM (SELECT client_id, max(due_date) AS due FROM checkins GROUP BY client_id) l
       WHERE l.client_id = c.client_id`,
    );
  });
  const db = createCheckinDb(url);
  try {
    const now = new Date();
    for (const c of p.clients) {
      const n = nutritionistOf(p, c);
      const written = await seedDemoPlan(
        db,
        c.planId,
        c.clientId,
        {
          userId: n.userId,
          name: `${n.firstName} ${n.lastName}`,
        },
        now,
      );
      if (written === 0) throw new Error('checkin has no 1,700 kcal template to copy a plan from');
    }
  } finally {
    await db.$disconnect();
  }
  await withClient(url, (db) => db.query('VACUUM ANALYZE'));
}

async function seedNotification(url: string, p: People) {
  await withClient(url, async (db) => {
    await db.query(
      `INSERT INTO clients (client_id, user_id, coach_user_id, nutritionist_user_id, first_name,
                            last_name, email, status, changed_at, coach_name, coach_email)
       SELECT c, u, $3::uuid, n, f, l, e, 'active', now(), 'Sarah Mitchell', 'coach@bench.test'
       FROM unnest($1::uuid[], $2::uuid[], $4::uuid[], $5::text[], $6::text[], $7::text[])
            AS t(c, u, n, f, l, e)`,
      [
        p.clients.map((c) => c.clientId),
        p.clients.map((c) => c.userId),
        p.coach.userId,
        p.clients.map((c) => nutritionistOf(p, c).userId),
        p.clients.map((c) => c.firstName),
        p.clients.map((c) => c.lastName),
        p.clients.map((c) => c.email),
      ],
    );
    await db.query(
      `INSERT INTO conversations (client_id, kind, staff_user_id, created_at)
       SELECT client_id, 'coach', coach_user_id, now() - interval '100 days' FROM clients`,
    );
    await db.query(
      `INSERT INTO conversation_members (conversation_id, user_id)
       SELECT c.id, cl.user_id FROM conversations c JOIN clients cl USING (client_id)
       UNION ALL
       SELECT id, staff_user_id FROM conversations`,
    );
    await db.query('VACUUM ANALYZE');
  });
}

/** Writes everyone into the four databases (before the services start). */
export async function seedPeople(urls: Record<ServiceName, string>, p: People): Promise<void> {
  await seedAuth(urls.auth, p);
  await seedCrm(urls.crm, p);
  await seedCheckin(urls.checkin, p);
  await seedNotification(urls.notification, p);
}
