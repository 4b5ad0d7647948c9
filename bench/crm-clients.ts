/**
 * Client table at scale (issue 5): `GET /api/clients?search=...&page=...` through the gateway with a
 * real session cookie, 20 concurrent connections: p99 ≤ 50 ms, and requests/s ≥ 0.5 × a bare
 * node:http server answering the same query with raw SQL (pg Pool) in the same run.
 *
 *   npx tsx bench/crm-clients.ts
 *
 * Processes, as in production: the real auth (services/auth/src/main.ts), crm
 * (services/crm/src/main.ts) and gateway (services/gateway/src/main.ts → createGateway), each on
 * its own port; auth and crm on fresh test databases. The coach signs in through the gateway
 * (POST /api/auth/login) and the load carries her session cookie, so every request goes gateway →
 * auth /internal/session (session lookup, signed identity) → crm (identity check, list + count
 * queries). The baseline is this file again (BENCH_ROLE=raw): node:http + pg Pool running the same
 * two SQL statements crm runs, answering the same JSON (checked before measuring). For diagnosis,
 * crm is also measured directly with a signed identity header (no gateway, no auth hop).
 *
 * Data: 10,000 clients (5 nutritionists, four statuses, joined over two years, 70 % with a last
 * check-in) and 5,000 leads, inserted with one unnest() INSERT each, then VACUUM ANALYZE.
 * Load: autocannon in this process, each request a different query from a fixed, seeded list of 400:
 * 80 % searches (first names, last names, 3–4 letter fragments, email fragments; pages 1–3),
 * 20 % the unfiltered table (pages 1–400).
 *
 * Environment: BENCH_ROUNDS (2; paths alternate raw/gateway/direct, reversed every other round),
 * BENCH_SECONDS (10 per round and path), BENCH_WARMUP_SECONDS (3 per path), BENCH_CONNECTIONS (20),
 * BENCH_LOG_LEVEL (info: the services' production default; their logs go to /dev/null).
 * --profile[=crm,auth,gateway]: those services (default crm) run under `node --cpu-prof`; their
 * hottest functions are printed at the end.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, Pool } from 'pg';
import { IDENTITY_HEADER, SESSION_COOKIE, clientListQuerySchema } from '@wellness/contracts';
import { signIdentity } from '@wellness/kit';
import { COUNT_LIMIT, cappedTotal } from '../services/crm/src/capped-total';
import { TEST_IDENTITY_SECRET } from '@wellness/kit/src/testing';
import { killChildrenOnExit, stopChild } from './support/processes';
import { fmt, printTable, verdict } from './support/report';
import {
  AUTOCANNON_COLUMNS,
  autocannonCells,
  autocannonLoad,
  requestsPerSecond,
} from './support/autocannon';
import type { AutocannonRun } from './support/autocannon';
import { printProfileSummary, summarizeProfile } from './support/cpuprofile';
import { cpuSecondsByCommand, machineCpu, processCpuSeconds } from './support/cpu';
import { loadSettings } from './support/settings';
import {
  BENCH_COACH,
  assertSameAnswers,
  createStackDatabases,
  seedBenchCoach,
  signInCookie,
  startStack,
} from './support/stack';
import type { Stack } from './support/stack';

const P99_TARGET_MS = 50;
const RATIO_TARGET = 0.5;
const CLIENTS = 10_000;
const LEADS = 5_000;
const { ROUNDS, SECONDS, WARMUP_SECONDS, CONNECTIONS, LOG_LEVEL } = loadSettings();
/**
 * --profile[=crm,auth,gateway]: those services (default crm) run under `node --cpu-prof`; their
 * hottest functions are printed at the end.
 */
const PROFILE = (() => {
  const flag = process.argv.find((arg) => arg.startsWith('--profile'));
  if (!flag) return [];
  return flag.includes('=') ? flag.split('=')[1].split(',') : ['crm'];
})();

// ── Deterministic demo data ──────────────────────────────────────────────────
const FIRST =
  `Emma Olivia Sophie Grace Chloe Amelia Lucy Hannah Jessica Rachel Laura Megan Kate Anna
  Isla Ava Mia Ella Lily Freya Evie Poppy Ruby Daisy Alice Florence Millie Rosie Sienna Willow Zara
  Phoebe Harriet Imogen Matilda Eleanor Holly Abigail Molly Scarlet Erin Maya Naomi Leah Jasmine
  Georgia Bethany Caitlin Lauren Nicole Amy Zoe Beth Claire Emily Sarah Helen Fiona Joanna Kirsty`
    .split(/\s+/)
    .filter(Boolean);
const LAST = `Smith Jones Taylor Brown Williams Wilson Johnson Davies Robinson Wright Thompson Evans
  Walker White Roberts Green Hall Wood Jackson Clarke Patel Khan Lewis James Phillips Mason Mitchell
  Rose Davis Rodriguez Cox Alexander Garden Campbell Johnston Moore Smyth Doyle Murphy Kelly Byrne
  Ryan Walsh Hughes Lynch Moran Carroll Hart Fox Young King Scott Baker Adams Turner Hill Cooper Ward
  Morris Bell Cook Harris Martin Lee Allen Clark Hunt Price Bennett Gray Marshall Ellis Webb Porter`
  .split(/\s+/)
  .filter(Boolean);

/** A small seeded PRNG (mulberry32): the same data and the same queries every run. */
function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = <T>(random: () => number, list: readonly T[]) =>
  list[Math.floor(random() * list.length)];

const DAY = 24 * 3600 * 1000;

async function seedCrm(url: string, coachUserId: string) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const random = rng(42);
    const nutritionists = Array.from({ length: 5 }, (_, i) => ({
      userId: randomUUID(),
      first: FIRST[i + 10],
      last: LAST[i + 20],
    }));
    await client.query(
      `INSERT INTO team_members (id, user_id, email, first_name, last_name, role, status)
       SELECT gen_random_uuid(), u, e, f, l, r::"TeamRole", 'active'
       FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[]) AS t(u, e, f, l, r)`,
      [
        [coachUserId, ...nutritionists.map((n) => n.userId)],
        [BENCH_COACH.email, ...nutritionists.map((n, i) => `nutritionist${i}@bench.test`)],
        ['Sarah', ...nutritionists.map((n) => n.first)],
        ['Mitchell', ...nutritionists.map((n) => n.last)],
        ['coach', ...nutritionists.map(() => 'nutritionist')],
      ],
    );
    const now = Date.now();
    const c = {
      userId: [] as (string | null)[],
      first: [] as string[],
      last: [] as string[],
      email: [] as string[],
      phone: [] as string[],
      status: [] as string[],
      nutritionist: [] as (string | null)[],
      joined: [] as string[],
      checkIn: [] as (string | null)[],
    };
    for (let i = 0; i < CLIENTS; i++) {
      const first = pick(random, FIRST);
      const last = pick(random, LAST);
      const r = random();
      const status = r < 0.7 ? 'active' : r < 0.8 ? 'paused' : r < 0.9 ? 'pending' : 'archived';
      const joined = now - Math.floor(random() * 730) * DAY;
      c.userId.push(status === 'pending' ? null : randomUUID());
      c.first.push(first);
      c.last.push(last);
      c.email.push(`${first}.${last}.${i}@example.com`.toLowerCase());
      c.phone.push(`+44 7700 ${String(100000 + i).slice(-6)}`);
      c.status.push(status);
      c.nutritionist.push(random() < 0.6 ? pick(random, nutritionists).userId : null);
      c.joined.push(new Date(joined).toISOString());
      c.checkIn.push(
        random() < 0.7 ? new Date(joined + random() * (now - joined)).toISOString() : null,
      );
    }
    await client.query(
      `INSERT INTO clients (id, user_id, first_name, last_name, email, phone, status, coach_user_id,
                            nutritionist_user_id, joined_at, last_check_in_at, created_at, updated_at)
       SELECT gen_random_uuid(), u, f, l, e, p, s::"ClientStatus", $10::uuid, n, j, ci, j, now()
       FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
                   $7::uuid[], $8::timestamptz[], $9::timestamptz[]) AS t(u, f, l, e, p, s, n, j, ci)`,
      [
        c.userId,
        c.first,
        c.last,
        c.email,
        c.phone,
        c.status,
        c.nutritionist,
        c.joined,
        c.checkIn,
        coachUserId,
      ],
    );
    const l = {
      first: [] as string[],
      last: [] as string[],
      email: [] as string[],
      status: [] as string[],
      source: [] as string[],
      created: [] as string[],
    };
    const statuses = ['new', 'contacted', 'call_booked', 'won', 'lost'];
    const sources = ['discovery', 'instagram', 'facebook', 'referral', 'import', 'other'];
    for (let i = 0; i < LEADS; i++) {
      const first = pick(random, FIRST);
      const last = pick(random, LAST);
      l.first.push(first);
      l.last.push(last);
      l.email.push(`${first}.${last}.lead${i}@example.com`.toLowerCase());
      l.status.push(pick(random, statuses));
      l.source.push(pick(random, sources));
      l.created.push(new Date(now - random() * 365 * DAY).toISOString());
    }
    await client.query(
      `INSERT INTO leads (id, first_name, last_name, email, status, lost_reason, source, answers,
                          consent_at, created_at, updated_at)
       SELECT gen_random_uuid(), f, l, e, s::"LeadStatus",
              CASE WHEN s = 'lost' THEN 'Not the right time' END, src,
              '{"goals":["lose-weight"],"challenge":"Time"}'::jsonb, c, c, c
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::timestamptz[])
            AS t(f, l, e, s, src, c)`,
      [l.first, l.last, l.email, l.status, l.source, l.created],
    );
    // Steady state, as autovacuum leaves it: statistics and the visibility map (index-only counts).
    await client.query('VACUUM ANALYZE');
  } finally {
    await client.end();
  }
}

/** The 400 queries the load cycles through (seeded: the same every run). */
function queryPaths(): string[] {
  const random = rng(7);
  const fragments = [
    ...FIRST.map((f) => f.slice(0, 3)),
    ...LAST.map((l) => l.slice(0, 4)),
    ...LAST.map((l) => l.slice(-3)),
  ];
  return Array.from({ length: 400 }, () => {
    const r = random();
    if (r < 0.2) return `/api/clients?page=${1 + Math.floor(random() * 400)}`;
    const term =
      r < 0.4
        ? pick(random, FIRST)
        : r < 0.6
          ? pick(random, LAST)
          : r < 0.8
            ? pick(random, fragments)
            : `${pick(random, FIRST)}.${pick(random, LAST).slice(0, 2)}`.toLowerCase();
    return `/api/clients?search=${encodeURIComponent(term)}&page=${1 + Math.floor(random() * 3)}`;
  });
}

// ── The baseline: node:http + pg, the same SQL crm runs ──────────────────────
const escapeLike = (term: string) => term.replace(/[\\%_]/g, (ch) => `\\${ch}`);

function runRawServer() {
  const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://raw');
      const query = clientListQuerySchema.parse(Object.fromEntries(url.searchParams));
      const terms = [
        ...new Set((query.search ?? '').toLowerCase().split(/\s+/).filter(Boolean)),
      ].slice(0, 5);
      const params: unknown[] = terms.map((t) => `%${escapeLike(t)}%`);
      const where = terms.length
        ? `WHERE ${terms
            .map(
              (_t, i) =>
                `lower(c.first_name || ' ' || c.last_name || ' ' || c.email) LIKE $${i + 1}`,
            )
            .join(' AND ')}`
        : '';
      // crm's statement (clients/repository.ts listClients): the capped count with the page (and
      // one row to spare), chosen by id, joined to it; a search's matches materialised first.
      const { rows } = await pool.query(
        `WITH matches AS ${terms.length ? 'MATERIALIZED' : 'NOT MATERIALIZED'} (
           SELECT c.id, c.last_name, c.first_name FROM clients c ${where}
         ), page AS (
           SELECT c.id FROM matches c
           ORDER BY c.last_name ASC, c.first_name ASC, c.id ASC
           LIMIT $${params.length + 1} OFFSET $${params.length + 2}
         )
         SELECT p.*, t.total
         FROM (SELECT count(*)::int AS total
               FROM (SELECT 1 FROM matches LIMIT $${params.length + 3}) m) t
         LEFT JOIN LATERAL (
           SELECT c.id, c.user_id, c.first_name, c.last_name, c.email, c.phone, c.status::text,
                  c.joined_at, c.last_check_in_at, c.nutritionist_user_id, c.screening_flagged,
                  c.billing_status::text, c.tags, c.source,
                  n.first_name AS n_first, n.last_name AS n_last
           FROM page JOIN clients c ON c.id = page.id
           LEFT JOIN team_members n ON n.user_id = c.nutritionist_user_id
         ) p ON true
         ORDER BY p.last_name ASC, p.first_name ASC, p.id ASC`,
        [...params, query.pageSize + 1, (query.page - 1) * query.pageSize, COUNT_LIMIT],
      );
      const read = rows.filter((r) => r.id !== null);
      const { total, totalCapped } = cappedTotal(rows[0].total, query, read.length);
      const body = JSON.stringify({
        items: read.slice(0, query.pageSize).map((r) => ({
          id: r.id,
          firstName: r.first_name,
          lastName: r.last_name,
          email: r.email,
          phone: r.phone,
          status: r.status,
          nutritionist:
            r.nutritionist_user_id && r.n_first !== null
              ? { userId: r.nutritionist_user_id, firstName: r.n_first, lastName: r.n_last }
              : null,
          joinedAt: r.joined_at.toISOString(),
          lastCheckInAt: r.last_check_in_at?.toISOString() ?? null,
          hasAccount: r.user_id !== null,
          screeningFlagged: r.screening_flagged,
          billingStatus: r.billing_status,
          tags: r.tags,
          source: r.source,
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
        totalCapped,
      });
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body);
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  server.listen(Number(process.env.PORT), '127.0.0.1');
  process.on('SIGTERM', () => server.close(() => void pool.end().then(() => process.exit(0))));
}

// ── Load ─────────────────────────────────────────────────────────────────────
type Path = 'raw' | 'gateway' | 'crm direct';

interface Measured extends AutocannonRun {
  round: number;
  path: Path;
  /** CPU ms per request: the node processes on the path, and every postgres process. */
  nodeCpuMs: number;
  /** The same, per node process on the path. */
  processCpuMs: Record<string, number>;
  postgresCpuMs: number;
  machineBusyPct: number;
  /** Machine CPU used by processes other than this bench's (other work sharing the cores). */
  otherPct: number;
}

/** `seconds` of load on `base`, cycling `paths` from the first, each request with `headers()`. */
function load(
  base: string,
  paths: string[],
  seconds: number,
  headers: () => Record<string, string>,
) {
  let next = 0;
  return autocannonLoad(base, { connections: CONNECTIONS, seconds }, () => ({
    method: 'GET',
    path: paths[next++ % paths.length],
    headers: headers(),
  }));
}

/**
 * The coach's session cookie, from a sign-in through the gateway. Should the gateway's answer lack
 * the session cookie (it must carry both Set-Cookie headers), sign in at auth itself and say so:
 * the measured requests still carry the cookie through the gateway.
 */
async function coachCookie(gateway: string, auth: string): Promise<string> {
  const viaGateway = await signInCookie(gateway, BENCH_COACH);
  if (viaGateway.includes(`${SESSION_COOKIE}=`)) return viaGateway;
  console.log(
    `note: the gateway's sign-in answer carried no ${SESSION_COOKIE} cookie (got "${viaGateway}"); ` +
      'signed in at auth directly instead.\n',
  );
  return signInCookie(auth, BENCH_COACH, gateway);
}

async function main() {
  killChildrenOnExit();
  const databases = await createStackDatabases('crm');

  const started = Date.now();
  const coach = await seedBenchCoach(databases.auth.url);
  await seedCrm(databases.service.url, coach.userId);
  const seededSeconds = (Date.now() - started) / 1000;

  const profileDirs = Object.fromEntries(
    PROFILE.map((name) => [name, mkdtempSync(join(tmpdir(), `${name}-prof-`))]),
  );
  let stack: Stack<'crm' | 'raw'> | undefined;
  try {
    stack = await startStack({
      service: 'crm',
      serviceDbUrl: databases.service.url,
      authDbUrl: databases.auth.url,
      logLevel: LOG_LEVEL,
      raw: { script: 'bench/crm-clients.ts', readyPath: '/api/clients' },
      nodeFlags: (name) =>
        profileDirs[name] ? ['--cpu-prof', '--cpu-prof-dir', profileDirs[name]] : [],
    });
    const { urls, children: processes } = stack;

    // Sign in as the coach through the gateway, as the browser does.
    const cookie = await coachCookie(urls.gateway, urls.auth);
    let signed = { at: 0, header: '' };
    const identity = () => {
      // Signed identities live 60 s; re-sign every 20 s as auth would for each request.
      if (Date.now() - signed.at > 20_000)
        signed = {
          at: Date.now(),
          header: signIdentity(
            {
              userId: coach.userId,
              role: 'coach',
              sessionId: 'bench',
              email: BENCH_COACH.email,
              firstName: 'Sarah',
            },
            TEST_IDENTITY_SECRET,
          ),
        };
      return { [IDENTITY_HEADER]: signed.header };
    };
    const targets: Record<Path, { base: string; headers: () => Record<string, string> }> = {
      raw: { base: urls.raw, headers: () => ({}) },
      gateway: { base: urls.gateway, headers: () => ({ cookie }) },
      'crm direct': { base: urls.crm, headers: identity },
    };

    // The same query answers the same JSON on every path.
    const paths = queryPaths();
    await assertSameAnswers(
      [paths[0], paths[1], paths[5], '/api/clients?search=emma%20smith'],
      targets,
    );
    const sample = (await (
      await fetch(`${urls.gateway}/api/clients?search=emma`, { headers: { cookie } })
    ).json()) as { total: number };

    console.log(`Client table at scale — GET /api/clients?search=…&page=… (issue 5)`);
    console.log(
      `data: ${CLIENTS} clients, ${LEADS} leads (seeded in ${fmt(seededSeconds, 1)} s); ` +
        `"emma" matches ${sample.total} clients; ${paths.length} distinct queries cycled`,
    );
    console.log(
      `load: autocannon, ${CONNECTIONS} connections, ${ROUNDS} rounds × ${SECONDS} s per path ` +
        `(after ${WARMUP_SECONDS} s warm-up each), LOG_LEVEL=${LOG_LEVEL}, NODE_ENV=production`,
    );
    console.log(
      'paths: raw = node:http + pg Pool (10), same SQL; gateway = gateway → auth session → crm ' +
        '(cookie); crm direct = crm with a signed identity header\n',
    );

    const PIDS: Record<Path, (keyof typeof processes)[]> = {
      raw: ['raw'],
      gateway: ['gateway', 'auth', 'crm'],
      'crm direct': ['crm'],
    };
    const order: Path[] = ['raw', 'gateway', 'crm direct'];
    for (const path of order)
      await load(targets[path].base, paths, WARMUP_SECONDS, targets[path].headers);
    const results: Measured[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      for (const path of round % 2 ? order : [...order].reverse()) {
        const pids = PIDS[path].map((name) => processes[name].pid!);
        const processCpu = () =>
          Object.fromEntries(
            PIDS[path].map((name) => [name, processCpuSeconds(processes[name].pid!)]),
          );
        const beforeByProcess = processCpu();
        const before = {
          node: pids.reduce((sum, pid) => sum + processCpuSeconds(pid), 0),
          postgres: cpuSecondsByCommand(['postgres']),
          machine: machineCpu(),
          self: process.cpuUsage(),
        };
        const r = await load(targets[path].base, paths, SECONDS, targets[path].headers);
        const machine = machineCpu();
        const self = process.cpuUsage(before.self);
        const used = {
          node: pids.reduce((sum, pid) => sum + processCpuSeconds(pid), 0) - before.node,
          postgres: cpuSecondsByCommand(['postgres']) - before.postgres,
          load: (self.user + self.system) / 1e6,
        };
        const machineBusy = machine.busy - before.machine.busy;
        const machineTotal = machine.total - before.machine.total;
        const perRequest = (seconds: number) => (1000 * seconds) / r.requests;
        results.push({
          ...r,
          round,
          path,
          nodeCpuMs: perRequest(used.node),
          processCpuMs: Object.fromEntries(
            Object.entries(processCpu()).map(([name, seconds]) => [
              name,
              perRequest(seconds - beforeByProcess[name]),
            ]),
          ),
          postgresCpuMs: perRequest(used.postgres),
          machineBusyPct: (100 * machineBusy) / machineTotal,
          otherPct:
            (100 * Math.max(0, machineBusy - used.node - used.postgres - used.load)) / machineTotal,
        });
      }
    }

    printTable(
      [
        'round',
        'path',
        ...AUTOCANNON_COLUMNS,
        'node cpu ms/req',
        'postgres cpu ms/req',
        'machine busy %',
        'other procs %',
      ],
      results.map((r) => [
        r.round,
        r.path,
        ...autocannonCells(r),
        fmt(r.nodeCpuMs, 2),
        fmt(r.postgresCpuMs, 2),
        fmt(r.machineBusyPct, 0),
        fmt(r.otherPct, 0),
      ]),
    );
    const of = (path: Path) => results.filter((r) => r.path === path);
    const rps = (path: Path) => requestsPerSecond(of(path));
    const worstP99 = Math.max(...of('gateway').map((r) => r.p99));
    const ratio = rps('gateway') / rps('raw');
    const failures = results.reduce((sum, r) => sum + r.failures, 0);
    console.log('');
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];
    const cpuMs = (path: Path) => median(of(path).map((r) => r.nodeCpuMs + r.postgresCpuMs));
    printTable(
      ['path', 'req/s (all rounds)', 'worst p99 ms', 'vs raw', 'cpu ms/req', 'cpu vs raw'],
      order.map((path) => [
        path,
        fmt(rps(path), 0),
        fmt(Math.max(...of(path).map((r) => r.p99)), 1),
        fmt(rps(path) / rps('raw'), 2),
        fmt(cpuMs(path), 2),
        fmt(cpuMs('raw') / cpuMs(path), 2),
      ]),
    );
    console.log('');
    printTable(
      ['path', ...Object.keys(processes).map((name) => `${name} cpu ms/req`)],
      order.map((path) => [
        path,
        ...Object.keys(processes).map((name) =>
          PIDS[path].includes(name as keyof typeof processes)
            ? fmt(median(of(path).map((r) => r.processCpuMs[name])), 2)
            : '',
        ),
      ]),
    );
    console.log(
      '\ncpu ms/req: node processes on the path + all postgres processes, median of rounds. On a ' +
        'saturated machine throughput follows it: "cpu vs raw" is the ratio to expect when the cores ' +
        'are shared with nothing else.',
    );
    const otherMax = Math.max(...results.map((r) => r.otherPct));
    if (otherMax > 15)
      console.log(
        `warning: other processes used up to ${fmt(otherMax, 0)}% of the machine during a round; ` +
          'latencies include their queueing. Re-run on a quiet machine to compare.',
      );
    verdict(
      worstP99 <= P99_TARGET_MS,
      `gateway p99 ${fmt(worstP99, 1)} ms (worst round; target ≤ ${P99_TARGET_MS} ms)`,
    );
    verdict(
      ratio >= RATIO_TARGET && failures === 0,
      `gateway ${fmt(rps('gateway'), 0)} req/s = ${fmt(ratio, 2)} × raw ${fmt(rps('raw'), 0)} req/s ` +
        `(target ≥ ${RATIO_TARGET})` +
        (failures ? `; ${failures} failed requests` : ''),
    );
    for (const [name, dir] of Object.entries(profileDirs)) {
      await stopChild(processes[name as keyof typeof processes]);
      const file = readdirSync(dir).find((entry) => entry.endsWith('.cpuprofile'));
      if (!file) continue;
      printProfileSummary(
        `${name} CPU profile (${join(dir, file)}), all paths and rounds`,
        summarizeProfile(join(dir, file)),
      );
    }
  } finally {
    await stack?.stop();
    await databases.drop();
  }
}

if (process.env.BENCH_ROLE === 'raw') runRawServer();
// BENCH_ROLE=seed DATABASE_URL=<a migrated crm database>: only the data, e.g. to EXPLAIN queries.
else if (process.env.BENCH_ROLE === 'seed') void seedCrm(process.env.DATABASE_URL!, randomUUID());
else
  main().catch((error) => {
    console.error(error);
    console.log('\nFAIL: benchmark did not complete');
    process.exitCode = 1;
  });
