/**
 * The client's week at scale (issue 13): 10,000 clients × 52 weeks = 520,000 check-ins (and 100 of
 * them with 156 weeks), through the gateway with real sessions, 20 concurrent connections:
 * - `GET /api/checkins/review-queue` (the coach): p99 ≤ 50 ms, and requests/s ≥ 0.5 × a bare
 *   node:http server running the same SQL with pg in the same run (same JSON, checked first);
 * - `GET /api/checkins/progress?clientId=…&weeks=156` (the coach): p99 ≤ 30 ms;
 * - `POST /api/checkins` (each request a different client, her own session): p99 ≤ 50 ms.
 *
 *   npx tsx bench/checkins.ts
 *
 * Processes, as in production: the real auth, checkin and gateway (`node --import tsx …/main.ts`),
 * each on its own port; auth and checkin on fresh test databases. The coach signs in through the
 * gateway; the clients' sessions are written into auth's database (10,000 sign-ins would only
 * measure argon2) and, as a sign-in does, into the session directory auth shares with the gateway
 * (BENCH_SESSIONS=cold leaves them out: then each client's first request goes gateway → auth
 * /internal/session → checkin; otherwise gateway → Redis → checkin).
 *
 * Data: every client's newest check-in is due 5–11 days ago on her own check-in day (spread over
 * the week), so each client's current week is open and unsubmitted (a POST inserts a check-in);
 * 20 % of clients wait for review with their newest; 10 % are flagged by their screening; scores,
 * weights and period weeks vary. Generated in SQL, then VACUUM ANALYZE.
 *
 * Environment: BENCH_ROUNDS (2), BENCH_SECONDS (10 per round and path), BENCH_WARMUP_SECONDS (3),
 * BENCH_CONNECTIONS (20), BENCH_LOG_LEVEL (info; the services' logs go to /dev/null),
 * BENCH_PHASES (queue,progress,post,floor: the phases to run; floor is the same hops answering
 * 401 with no work, no verdict), BENCH_SESSIONS (signed-in, or cold), BENCH_PROFILE (e.g.
 * checkin,gateway,auth: those processes run under `node --cpu-prof`; their hottest functions are
 * printed at the end).
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:http';
import { Client } from 'pg';
import { SESSION_COOKIE, reviewQueueQuerySchema } from '@wellness/contracts';
import type { CurrentUser } from '@wellness/contracts';
import { hashToken, hotPathPool, queryRows } from '@wellness/kit';
import { queuePageOf, reviewQueueStatement } from '../services/checkin/src/checkins/repository';
import type { QueuePageRow } from '../services/checkin/src/checkins/repository';
import { queueAnswer } from '../services/checkin/src/review/handlers';
import { killChildrenOnExit } from './support/processes';
import { checkpointAfterSeeding } from './support/settle';
import { FLOOR_PHASE, floorLine, fmt, printTable, verdict } from './support/report';
import {
  AUTOCANNON_COLUMNS,
  autocannonCells,
  autocannonLoad,
  requestsPerSecond,
} from './support/autocannon';
import type { CpuSplitRow, LoadRequest } from './support/autocannon';
import { cpuSecondsByCommand, machineCpu, processCpuSeconds } from './support/cpu';
import { printProfileSummary, summarizeProfile } from './support/cpuprofile';
import { loadSettings } from './support/settings';
import {
  BENCH_COACH,
  assertSameAnswers,
  createStackDatabases,
  seedBenchCoach,
  shareSessions,
  signInCookie,
  startStack,
} from './support/stack';
import type { BenchSession, Stack } from './support/stack';

const QUEUE_P99_MS = 50;
const PROGRESS_P99_MS = 30;
const POST_P99_MS = 50;
const RATIO_TARGET = 0.5;
const CLIENTS = 10_000;
const WEEKS = 52;
const LONG_CLIENTS = 100;
const LONG_WEEKS = 156;
const { ROUNDS, SECONDS, WARMUP_SECONDS, CONNECTIONS, LOG_LEVEL } = loadSettings();
const ALL_PHASES = 'queue,progress,post,floor';
const PHASES = new Set((process.env.BENCH_PHASES ?? ALL_PHASES).split(','));
/** signed-in: the clients' sessions are in the session directory, as in the half hour after a
 * sign-in; cold: they are not, so each request's session is asked of auth. */
const SESSIONS = process.env.BENCH_SESSIONS === 'cold' ? 'cold' : 'signed-in';
const SESSIONS_END = new Date(Date.now() + 24 * 3600_000);
const PROFILED = new Set((process.env.BENCH_PROFILE ?? '').split(',').filter(Boolean));
/** Starting four tsx processes at once on a busy 2-core machine can take a while. */
const READY_MS = 120_000;

interface People {
  coachUserId: string;
  clients: { clientId: string; userId: string; token: string; sessionId: string }[];
}

function people(coachUserId: string): People {
  return {
    coachUserId,
    clients: Array.from({ length: CLIENTS }, () => ({
      clientId: randomUUID(),
      userId: randomUUID(),
      token: randomUUID() + randomUUID(),
      sessionId: randomUUID(),
    })),
  };
}

function benchSession(client: People['clients'][number], index: number): BenchSession {
  const user: CurrentUser = {
    id: client.userId,
    email: `client${index + 1}@bench.test`,
    firstName: `Client${index + 1}`,
    lastName: 'Bench',
    role: 'client',
    approvalStatus: 'approved',
    firstSignIn: false,
  };
  return { token: client.token, sessionId: client.sessionId, user };
}

// ── Data ─────────────────────────────────────────────────────────────────────
async function seedCheckin(url: string, p: People) {
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    const nutritionists = Array.from({ length: 5 }, () => randomUUID());
    await db.query(
      `INSERT INTO clients (client_id, user_id, coach_user_id, nutritionist_user_id, first_name,
                            last_name, email, status, changed_at, checkin_day, time_zone)
       SELECT c, u, $3::uuid, CASE WHEN i % 5 < 3 THEN ($4::uuid[])[1 + i % 5] END,
              'Client' || i, 'Bench', 'client' || i || '@bench.test',
              (CASE WHEN i % 20 = 0 THEN 'paused' ELSE 'active' END)::"ClientStatus", now(),
              1 + i % 7, 'Europe/London'
       FROM unnest($1::uuid[], $2::uuid[]) WITH ORDINALITY AS t(c, u, i)`,
      [
        p.clients.map((c) => c.clientId),
        p.clients.map((c) => c.userId),
        p.coachUserId,
        nutritionists,
      ],
    );
    await db.query(
      `INSERT INTO onboarding (client_id, goals, height_cm, date_of_birth, weight_kg,
                               activity_level, training_experience, training_place, screening,
                               screening_flagged, cycle_tracking, checkin_day, time_zone,
                               consent_version, consent_given_at, completed_at)
       SELECT client_id, ARRAY['lose-weight'], 166, '1989-03-02', 80, 'light', 'beginner', 'home',
              '{}'::jsonb, abs(hashtext(client_id::text)) % 10 = 0,
              jsonb_build_object('enabled', abs(hashtext(client_id::text)) % 2 = 0),
              checkin_day, time_zone, 'bench', now() - interval '400 days', now() - interval '400 days'
       FROM clients`,
    );
    // Her newest check-in: the date on her check-in day in (today − 12, today − 5], so her
    // current week is open and not submitted; weeks run back from it.
    await db.query(
      `WITH base AS (
         SELECT c.client_id, c.checkin_day,
                ((current_date - 5) - ((extract(isodow FROM current_date - 5)::int - c.checkin_day + 7) % 7)) AS last_due,
                CASE WHEN row_number() OVER (ORDER BY c.client_id) <= $1::int THEN $2::int ELSE $3::int END AS weeks,
                abs(hashtext(c.client_id::text)) AS ch
         FROM clients c
       ), rows AS (
         SELECT b.client_id, b.ch, k, b.weeks,
                b.last_due - 7 * (b.weeks - 1 - k) AS due,
                abs(hashtext(b.client_id::text || ':' || k)) AS h
         FROM base b CROSS JOIN LATERAL generate_series(0, b.weeks - 1) AS k
       ), weighed AS (
         SELECT r.*, round((85 - 0.08 * k + (h % 15) / 10.0 + CASE WHEN h % 4 = 0 THEN 0.6 ELSE 0 END)::numeric, 1)::float8 AS w
         FROM rows r
       )
       INSERT INTO checkins (client_id, due_date, baseline, late, missed_weeks_before, submitted_at,
                             updated_at, weight_kg, weight_change_kg, chest_cm, waist_cm, hips_cm,
                             thigh_cm, arm_cm, energy, sleep, stress, hunger, mood, digestion,
                             motivation, workouts_done, workouts_planned, adherence_percent, steps,
                             water_litres, had_period, win, struggle, questions, attention,
                             feedback, reviewed_at, reviewed_by_user_id, reviewer_name)
       SELECT client_id, due, k = 0, h % 10 = 0, 0,
              due + CASE WHEN h % 10 = 0 THEN interval '1 day 20 hours' ELSE interval '7 hours' END,
              due + interval '7 hours', w,
              CASE WHEN k = 0 THEN NULL ELSE round((w - lag(w) OVER (PARTITION BY client_id ORDER BY k))::numeric, 2)::float8 END,
              CASE WHEN h % 2 = 0 THEN 98 - k * 0.05 END, 90 - k * 0.08, 106 - k * 0.06,
              CASE WHEN h % 2 = 0 THEN 60 - k * 0.03 END, CASE WHEN h % 4 = 0 THEN 30 END,
              CASE WHEN h % 23 = 0 THEN 2 ELSE 4 + h % 7 END, 4 + (h / 7) % 7, 4 + (h / 49) % 7,
              4 + (h / 343) % 7, 4 + (h / 2401) % 7, 5 + (h / 3) % 6, 5 + (h / 5) % 6,
              h % 5, 4, 60 + h % 41, 4000 + h % 8000, 1 + (h % 20) / 10.0, h % 4 = 0,
              'A good week', 'Evenings', '', false,
              CASE WHEN k < weeks - 1 OR ch % 5 <> 0 THEN 'Well done this week!' END,
              CASE WHEN k < weeks - 1 OR ch % 5 <> 0 THEN due + interval '1 day 9 hours' END,
              CASE WHEN k < weeks - 1 OR ch % 5 <> 0 THEN $4::uuid END,
              CASE WHEN k < weeks - 1 OR ch % 5 <> 0 THEN 'Sarah' END
       FROM weighed`,
      [LONG_CLIENTS, LONG_WEEKS, WEEKS, p.coachUserId],
    );
    await db.query(
      `UPDATE checkins SET attention = LEAST(energy, sleep, stress, hunger, mood, digestion, motivation) <= 3
                                     OR abs(COALESCE(weight_change_kg, 0)) > 1.5`,
    );
    await db.query(
      `UPDATE clients c SET next_due_date = l.due + 7
       FROM (SELECT client_id, max(due_date) AS due FROM checkins GROUP BY client_id) l
       WHERE l.client_id = c.client_id`,
    );
    await db.query('VACUUM ANALYZE');
    const { rows } = await db.query(
      `SELECT count(*)::int AS checkins, count(*) FILTER (WHERE reviewed_at IS NULL)::int AS queue
       FROM checkins`,
    );
    return rows[0] as { checkins: number; queue: number };
  } finally {
    await db.end();
  }
}

/** The coach (with a password, to sign in) and every client, each with a live session. */
async function seedAuth(url: string, p: People) {
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    await db.query(
      `INSERT INTO users (id, email, first_name, last_name, role, approval_status, updated_at)
       SELECT u, 'client' || i || '@bench.test', 'Client' || i, 'Bench', 'client', 'approved', now()
       FROM unnest($1::uuid[]) WITH ORDINALITY AS t(u, i)`,
      [p.clients.map((c) => c.userId)],
    );
    await db.query(
      `INSERT INTO sessions (id, token_hash, user_id, expires_at)
       SELECT s, h, u, $4::timestamptz
       FROM unnest($1::text[], $2::uuid[], $3::uuid[]) AS t(h, u, s)`,
      [
        p.clients.map((c) => hashToken(c.token)),
        p.clients.map((c) => c.userId),
        p.clients.map((c) => c.sessionId),
        SESSIONS_END,
      ],
    );
    await db.query('VACUUM ANALYZE');
  } finally {
    await db.end();
  }
}

// ── The baseline: node:http + pg, the statement and mapping checkin runs ─────
/**
 * The queue as bare as it gets: node:http, the query string parsed with the same schema, the same
 * prepared statement on the same kind of pool (checkin's repository builds it), the same mapping
 * to the answer, JSON.stringify. What the real path adds is the gateway, the session, and
 * checkin's Express stack (identity, logs, metrics, routing).
 */
function runRawServer() {
  const pool = hotPathPool(process.env.DATABASE_URL!);
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://raw');
      const query = reviewQueueQuerySchema.parse(Object.fromEntries(url.searchParams));
      const statement = reviewQueueStatement(
        query.filter,
        (query.page - 1) * query.pageSize,
        query.pageSize,
      );
      const rows = await queryRows<QueuePageRow>(pool, statement);
      const body = JSON.stringify(queueAnswer(queuePageOf(rows), query));
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body);
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  server.listen(Number(process.env.PORT), '127.0.0.1');
  process.on('SIGTERM', () => server.close(() => void pool.end().then(() => process.exit(0))));
}

/** The summary of the profile a process wrote into `dir` as it stopped. */
function printProfile(name: string, dir: string, fromUs: number) {
  const file = existsSync(dir)
    ? readdirSync(dir)
        .filter((entry) => entry.endsWith('.cpuprofile'))
        .sort((a, b) => statSync(join(dir, b)).size - statSync(join(dir, a)).size)[0]
    : undefined;
  if (!file) {
    console.log(`\n(no CPU profile written for ${name})`);
    return;
  }
  printProfileSummary(
    `${name} CPU profile (${join(dir, file)}), the load phases with their warm-ups`,
    summarizeProfile(join(dir, file), 25, fromUs),
  );
}

// ── Load ─────────────────────────────────────────────────────────────────────
const WEEK_BODY = (i: number) =>
  JSON.stringify({
    weightKg: 70 + (i % 100) / 10,
    measurementsCm: { waist: 82, hips: 101 },
    scores: { energy: 7, sleep: 6, stress: 6, hunger: 7, mood: 8, digestion: 7, motivation: 8 },
    workoutsDone: 3,
    workoutsPlanned: 4,
    adherencePercent: 80,
    steps: 8000,
    waterLitres: 2,
    win: 'Three workouts',
    struggle: 'Evenings',
    questions: '',
  });

interface Row extends CpuSplitRow {
  phase: string;
  /** The load tool's CPU ms per request (not in cpuMs). */
  loadMs: number;
}

async function main() {
  killChildrenOnExit();
  const databases = await createStackDatabases('checkin');
  const checkinDb = databases.service;
  const started = Date.now();
  const coach = await seedBenchCoach(databases.auth.url);
  const p = people(coach.userId);
  const [counts] = await Promise.all([
    seedCheckin(checkinDb.url, p),
    seedAuth(databases.auth.url, p),
  ]);
  await checkpointAfterSeeding(checkinDb.url);
  const seededSeconds = (Date.now() - started) / 1000;

  const profileDir = PROFILED.size ? mkdtempSync(join(tmpdir(), 'checkins-prof-')) : null;
  const profiled = (name: string) =>
    profileDir && PROFILED.has(name)
      ? ['--cpu-prof', '--cpu-prof-dir', join(profileDir, name)]
      : [];
  let stack: Stack<'checkin' | 'raw'> | undefined;
  try {
    stack = await startStack({
      service: 'checkin',
      serviceDbUrl: checkinDb.url,
      authDbUrl: databases.auth.url,
      logLevel: LOG_LEVEL,
      raw: { script: 'bench/checkins.ts', readyPath: '/api/checkins/review-queue' },
      nodeFlags: profiled,
      readyMs: READY_MS,
    });
    const { urls, children } = stack;
    const gateway = urls.gateway;
    if (SESSIONS === 'signed-in')
      await shareSessions(stack, p.clients.map(benchSession), SESSIONS_END);
    const coachCookie = await signInCookie(gateway, BENCH_COACH);

    const queuePaths = (['all', 'late', 'flagged'] as const).flatMap((filter) =>
      [1, 2, 3, 4, 5].map((page) => `/api/checkins/review-queue?filter=${filter}&page=${page}`),
    );
    await assertSameAnswers(queuePaths.slice(0, 6), {
      raw: { base: urls.raw },
      gateway: { base: gateway, headers: () => ({ cookie: coachCookie }) },
    });
    // The long-time clients are the first 100 by client id (as seeded).
    const progressPaths = p.clients
      .map((client) => client.clientId)
      .sort()
      .slice(0, LONG_CLIENTS)
      .map((id) => `/api/checkins/progress?clientId=${id}&weeks=${LONG_WEEKS}`);
    const sample = (await (
      await fetch(`${gateway}${progressPaths[0]}`, { headers: { cookie: coachCookie } })
    ).json()) as { weeks: unknown[] };
    if (sample.weeks.length !== LONG_WEEKS)
      throw new Error(`progress answered ${sample.weeks.length} weeks, not ${LONG_WEEKS}`);

    console.log("The client's week at scale (issue 13)");
    console.log(
      `data: ${CLIENTS} clients, ${counts.checkins} check-ins (${LONG_CLIENTS} clients with ` +
        `${LONG_WEEKS} weeks), ${counts.queue} waiting for review; seeded in ${fmt(seededSeconds, 1)} s`,
    );
    console.log(
      `load: autocannon, ${CONNECTIONS} connections, ${ROUNDS} rounds × ${SECONDS} s per path ` +
        `(after ${WARMUP_SECONDS} s warm-up), LOG_LEVEL=${LOG_LEVEL}, NODE_ENV=production`,
    );
    console.log(
      SESSIONS === 'signed-in'
        ? 'sessions: in the session directory, as after a sign-in (BENCH_SESSIONS=cold: not)\n'
        : 'sessions: cold, not in the session directory: each asked of auth (BENCH_SESSIONS)\n',
    );

    const pids = {
      raw: { service: [children.raw.pid!], gateway: [] as number[], auth: [] as number[] },
      gateway: {
        service: [children.checkin.pid!],
        gateway: [children.gateway.pid!],
        auth: [children.auth.pid!],
      },
    };
    const cpuOf = (list: number[]) => list.reduce((s, pid) => s + processCpuSeconds(pid), 0);
    const rows: Row[] = [];
    async function measure(
      phase: string,
      round: number,
      path: 'raw' | 'gateway',
      base: string,
      next: () => LoadRequest,
      seconds = SECONDS,
      maxRequests?: number,
    ) {
      const before = {
        service: cpuOf(pids[path].service),
        gateway: cpuOf(pids[path].gateway),
        auth: cpuOf(pids[path].auth),
        postgres: cpuSecondsByCommand(['postgres']),
        machine: machineCpu(),
        self: process.cpuUsage(),
      };
      const r = await autocannonLoad(
        base,
        { connections: CONNECTIONS, seconds, maxRequests },
        next,
      );
      const machine = machineCpu();
      const self = process.cpuUsage(before.self);
      const service = cpuOf(pids[path].service) - before.service;
      const gatewayCpu = cpuOf(pids[path].gateway) - before.gateway;
      const auth = cpuOf(pids[path].auth) - before.auth;
      const front = gatewayCpu + auth;
      const postgres = cpuSecondsByCommand(['postgres']) - before.postgres;
      const loadTool = (self.user + self.system) / 1e6;
      const busy = machine.busy - before.machine.busy;
      const total = machine.total - before.machine.total;
      const other = Math.max(0, busy - service - front - postgres - loadTool);
      const perRequest = (seconds: number) => (1000 * seconds) / r.requests;
      rows.push({
        ...r,
        phase,
        round,
        path,
        cpuMs: perRequest(service + front + postgres),
        serviceMs: perRequest(service),
        gatewayMs: perRequest(gatewayCpu),
        authMs: perRequest(auth),
        postgresMs: perRequest(postgres),
        loadMs: perRequest(loadTool),
        otherPct: (100 * other) / total,
      });
    }

    let q = 0;
    const queueNext = (cookie?: string) => (): LoadRequest => ({
      method: 'GET',
      path: queuePaths[q++ % queuePaths.length],
      headers: cookie ? { cookie } : ({} as Record<string, string>),
    });
    let g = 0;
    const progressNext = () => ({
      method: 'GET',
      path: progressPaths[g++ % progressPaths.length],
      headers: { cookie: coachCookie },
    });
    let c = 0;
    let submitted = 0;
    const postNext = () => {
      const client = p.clients[c++ % CLIENTS];
      submitted++;
      return {
        method: 'POST',
        path: '/api/checkins',
        body: WEEK_BODY(c),
        headers: {
          cookie: `${SESSION_COOKIE}=${client.token}`,
          'content-type': 'application/json',
          origin: gateway,
        },
      };
    };

    const loadStartedUs = Number(process.hrtime.bigint() / 1000n);
    // Review queue: raw and gateway alternating.
    if (PHASES.has('queue')) {
      await measure('warm-up', 0, 'raw', urls.raw, queueNext(), WARMUP_SECONDS);
      await measure('warm-up', 0, 'gateway', gateway, queueNext(coachCookie), WARMUP_SECONDS);
      for (let round = 1; round <= ROUNDS; round++) {
        for (const path of round % 2
          ? (['raw', 'gateway'] as const)
          : (['gateway', 'raw'] as const))
          await measure(
            'review queue',
            round,
            path,
            path === 'raw' ? urls.raw : gateway,
            queueNext(path === 'raw' ? undefined : coachCookie),
          );
      }
    }
    if (PHASES.has('progress')) {
      await measure('warm-up', 0, 'gateway', gateway, progressNext, WARMUP_SECONDS);
      for (let round = 1; round <= ROUNDS; round++)
        await measure('progress 156 weeks', round, 'gateway', gateway, progressNext);
    }
    if (PHASES.has('post')) {
      // Every request a different client's open week: a tenth of them for the warm-up, the rest
      // shared by the rounds, each of which ends early when its share is used up.
      const warmUp = Math.floor(CLIENTS / 10);
      const perRound = Math.floor((CLIENTS - warmUp) / ROUNDS);
      await measure('warm-up', 0, 'gateway', gateway, postNext, WARMUP_SECONDS, warmUp);
      for (let round = 1; round <= ROUNDS; round++)
        await measure('POST check-in', round, 'gateway', gateway, postNext, SECONDS, perRound);
    }

    if (PHASES.has('floor')) {
      // The same hops with no work: no session, so checkin answers 401 before any query.
      await measure('warm-up', 0, 'gateway', gateway, queueNext(), WARMUP_SECONDS);
      for (let round = 1; round <= ROUNDS; round++)
        await measure(FLOOR_PHASE, round, 'gateway', gateway, queueNext());
    }

    const measured = rows.filter((r) => r.phase !== 'warm-up');
    printTable(
      [
        'phase',
        'round',
        'path',
        ...AUTOCANNON_COLUMNS,
        'cpu ms/req',
        'service',
        'gateway',
        'auth',
        'pg',
        'load',
        'other procs %',
      ],
      measured.map((r) => [
        r.phase,
        r.round,
        r.path,
        ...autocannonCells(r),
        fmt(r.cpuMs, 2),
        fmt(r.serviceMs, 2),
        fmt(r.gatewayMs, 2),
        fmt(r.authMs, 2),
        fmt(r.postgresMs, 2),
        fmt(r.loadMs, 2),
        fmt(r.otherPct, 0),
      ]),
    );
    const of = (phase: string, path: string) =>
      measured.filter((r) => r.phase === phase && r.path === path);
    const rps = (phase: string, path: string) => requestsPerSecond(of(phase, path));
    const worstP99 = (phase: string) => Math.max(...of(phase, 'gateway').map((r) => r.p99));
    const failures = (phase: string) => of(phase, 'gateway').reduce((s, r) => s + r.failures, 0);
    const inserted = await (async () => {
      const db = new Client({ connectionString: checkinDb.url });
      await db.connect();
      const {
        rows: [row],
      } = await db.query('SELECT count(*)::int AS n FROM checkins');
      await db.end();
      return row.n - counts.checkins;
    })();
    console.log(
      `\nPOST: ${submitted} requests sent, ${inserted} check-ins inserted (each request a different client's current week)`,
    );
    const otherMax = Math.max(...measured.map((r) => r.otherPct));
    if (otherMax > 15)
      console.log(
        `warning: other processes used up to ${fmt(otherMax, 0)}% of the machine during a round; ` +
          'latencies include their queueing. Re-run on a quiet machine to compare.',
      );
    if (profileDir) {
      await stack.stop();
      for (const name of PROFILED) printProfile(name, join(profileDir, name), loadStartedUs);
    }
    if (PHASES.size < ALL_PHASES.split(',').length)
      console.log(`\n(only ${[...PHASES].join(', ')}: BENCH_PHASES)`);
    const ratio = rps('review queue', 'gateway') / rps('review queue', 'raw');
    if (PHASES.has('queue')) {
      verdict(
        worstP99('review queue') <= QUEUE_P99_MS && failures('review queue') === 0,
        `review queue p99 ${fmt(worstP99('review queue'), 1)} ms (worst round; target ≤ ${QUEUE_P99_MS} ms)`,
      );
      verdict(
        ratio >= RATIO_TARGET,
        `review queue ${fmt(rps('review queue', 'gateway'), 0)} req/s = ${fmt(ratio, 2)} × raw ` +
          `${fmt(rps('review queue', 'raw'), 0)} req/s (target ≥ ${RATIO_TARGET})`,
      );
    }
    if (PHASES.has('progress'))
      verdict(
        worstP99('progress 156 weeks') <= PROGRESS_P99_MS && failures('progress 156 weeks') === 0,
        `progress over ${LONG_WEEKS} weeks p99 ${fmt(worstP99('progress 156 weeks'), 1)} ms ` +
          `(target ≤ ${PROGRESS_P99_MS} ms), ${fmt(rps('progress 156 weeks', 'gateway'), 0)} req/s`,
      );
    if (PHASES.has('post'))
      verdict(
        worstP99('POST check-in') <= POST_P99_MS && failures('POST check-in') === 0,
        `POST /api/checkins p99 ${fmt(worstP99('POST check-in'), 1)} ms (target ≤ ${POST_P99_MS} ms), ` +
          `${fmt(rps('POST check-in', 'gateway'), 0)} req/s` +
          (failures('POST check-in') ? `; ${failures('POST check-in')} failed` : ''),
      );
    if (PHASES.has('floor'))
      console.log(floorLine('checkin', worstP99(FLOOR_PHASE), rps(FLOOR_PHASE, 'gateway')));
  } finally {
    await stack?.stop();
    await databases.drop();
  }
}

if (process.env.BENCH_ROLE === 'raw') runRawServer();
// BENCH_ROLE=seed DATABASE_URL=<a migrated checkin database>: only the data, e.g. to EXPLAIN queries.
else if (process.env.BENCH_ROLE === 'seed')
  void seedCheckin(process.env.DATABASE_URL!, people(randomUUID())).then((n) => console.log(n));
else
  main().catch((error) => {
    console.error(error);
    console.log('\nFAIL: benchmark did not complete');
    process.exitCode = 1;
  });
