/**
 * Food search at scale (issue 16): `GET /api/foods?search=` through the gateway as the coach, 20
 * concurrent connections, over the 8,790 SR28 foods plus 5,000 custom foods:
 * - p99 ≤ 30 ms (worst round), no failures;
 * - requests/s as a ratio of a bare node:http server running the same SQL with pg in the same run
 *   (same JSON, checked first), target ≥ 0.5;
 * - sensible answers: "chiken brest" has a chicken breast food in its top 3 (via the gateway).
 *
 *   npx tsx bench/foods.ts
 *
 * Processes, as in production: the real auth, checkin and gateway (`node --import tsx …/main.ts`)
 * on fresh test databases (checkin's template holds the SR28 foods: they come with its
 * migrations). The coach signs in through the gateway; every request goes gateway → auth
 * /internal/session → checkin. The searches cycle a list of real words, misspellings, word orders
 * and three-letter prefixes (as typed).
 *
 * Environment: BENCH_ROUNDS (2), BENCH_SECONDS (10 per round and path), BENCH_WARMUP_SECONDS (3),
 * BENCH_CONNECTIONS (20), BENCH_LOG_LEVEL (info; the services' logs go to /dev/null).
 */
import { createServer } from 'node:http';
import { Client } from 'pg';
import { foodSearchQuerySchema } from '@wellness/contracts';
import { hotPathPool } from '@wellness/kit';
import type { Db } from '../services/checkin/src/db';
import { searchFoods } from '../services/checkin/src/foods/repository';
import { searchWords } from '../services/checkin/src/foods/search-terms';
import {
  AUTOCANNON_COLUMNS,
  autocannonCells,
  autocannonLoad,
  requestsPerSecond,
} from './support/autocannon';
import type { CpuSplitRow, LoadRequest } from './support/autocannon';
import { cpuSecondsByCommand, machineCpu, processCpuSeconds } from './support/cpu';
import { killChildrenOnExit } from './support/processes';
import { fmt, printTable, verdict } from './support/report';
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

const P99_MS = 30;
const RATIO_TARGET = 0.5;
const CUSTOM_FOODS = 5000;
const { ROUNDS, SECONDS, WARMUP_SECONDS, CONNECTIONS, LOG_LEVEL } = loadSettings();
const READY_MS = 120_000;

/** What staff type: whole words, misspellings, other word orders, prefixes while typing. */
const SEARCHES = [
  'chiken brest',
  'breast chicken',
  'egg',
  'bananna',
  'brocoli',
  'salmon',
  'oats',
  'greek yoghurt',
  'wholemeal bread',
  'sweet potato',
  'avocado',
  'peanut butter',
  'rice brown',
  'olive oil',
  'tuna',
  'cottage chese',
  'spinach',
  'almonds',
  'lentils',
  'turkey mince',
  'apple',
  'hummus',
  'protein bar',
  'overnight oats',
  'chi',
  'sal',
  'yog',
  'mozarella',
  'porridge',
  'quinoa salad',
];
const pathOf = (search: string) => `/api/foods?search=${encodeURIComponent(search)}`;

// ── Data ─────────────────────────────────────────────────────────────────────
/** 5,000 custom foods with names like staff give them ("Homemade lentil soup (Nina 42)"). */
async function seedCustomFoods(url: string) {
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    await db.query(
      `INSERT INTO foods (id, name, food_group, energy_kcal, protein_g, carbohydrate_g, fat_g,
                          fibre_g, source, custom, created_by_user_id)
       SELECT 'custom:' || gen_random_uuid(),
              (ARRAY['Homemade', 'Organic', 'Low fat', 'High protein', 'Vegan', 'Gluten free',
                     'Family', 'Spicy', 'Classic', 'Mini'])[1 + i % 10] || ' ' ||
              (ARRAY['chicken curry', 'beef chilli', 'lentil soup', 'granola', 'flapjack',
                     'overnight oats', 'protein bar', 'berry smoothie', 'salad bowl', 'fish pie',
                     'chicken wrap', 'veggie burger', 'banana bread', 'porridge pot', 'egg muffin',
                     'turkey meatballs', 'salmon fillet', 'quinoa salad', 'hummus', 'yoghurt pot',
                     'chicken breast strips', 'sweet potato mash', 'tuna pasta'])[1 + (i / 10) % 23] ||
              ' (' || (ARRAY['Nina', 'Priya', 'Sarah', 'Tesco', 'Waitrose'])[1 + i % 5] || ' ' || i || ')',
              'Meals, entrees, and side dishes', 150 + i % 200, 8 + i % 20, 15 + i % 30, 4 + i % 12,
              1 + i % 5, 'Custom', true, gen_random_uuid()
       FROM generate_series(1, $1::int) AS i`,
      [CUSTOM_FOODS],
    );
    // as the repository does for each custom food: the new words join the search vocabulary
    await db.query(
      `INSERT INTO food_words (word) SELECT DISTINCT unnest(search_words) FROM foods WHERE custom
       ON CONFLICT DO NOTHING`,
    );
    await db.query('VACUUM ANALYZE foods, food_words');
    const { rows } = await db.query(
      `SELECT count(*) FILTER (WHERE NOT custom)::int AS sr28, count(*) FILTER (WHERE custom)::int AS custom FROM foods`,
    );
    return rows[0] as { sr28: number; custom: number };
  } finally {
    await db.end();
  }
}

// ── The baseline: node:http + pg, the statement checkin runs ─────────────────
/**
 * The search as bare as it gets: node:http, the query parsed with the same schema, the same
 * repository function (its transaction and prepared statement) on the same kind of pool,
 * JSON.stringify. What the real path adds is the gateway, the session, and checkin's Express stack.
 */
function runRawServer() {
  const db = { pool: hotPathPool(process.env.DATABASE_URL!) } as unknown as Db;
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://raw');
      const query = foodSearchQuerySchema.parse(Object.fromEntries(url.searchParams));
      const items = await searchFoods(db, searchWords(query.search), query.limit);
      res
        .writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
        .end(JSON.stringify({ items }));
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  server.listen(Number(process.env.PORT), '127.0.0.1');
  process.on('SIGTERM', () => server.close(() => void db.pool.end().then(() => process.exit(0))));
}

interface Row extends CpuSplitRow {
  path: 'raw' | 'gateway';
}

async function main() {
  killChildrenOnExit();
  const databases = await createStackDatabases('checkin');
  await seedBenchCoach(databases.auth.url);
  const counts = await seedCustomFoods(databases.service.url);

  let stack: Stack<'checkin' | 'raw'> | undefined;
  try {
    stack = await startStack({
      service: 'checkin',
      serviceDbUrl: databases.service.url,
      authDbUrl: databases.auth.url,
      logLevel: LOG_LEVEL,
      raw: { script: 'bench/foods.ts', readyPath: pathOf('egg') },
      readyMs: READY_MS,
    });
    const { urls, children } = stack;
    const gateway = urls.gateway;
    const cookie = await signInCookie(gateway, BENCH_COACH);

    // The same answers both ways, and sensible ones.
    const bodies = await assertSameAnswers(SEARCHES.map(pathOf), {
      raw: { base: urls.raw },
      gateway: { base: gateway, headers: () => ({ cookie }) },
    });
    const answers = new Map(
      SEARCHES.map((search): [string, string[]] => {
        const body = JSON.parse(bodies.get(pathOf(search))!) as { items: { name: string }[] };
        return [search, body.items.map((f) => f.name)];
      }),
    );

    console.log('Food search at scale (issue 16)');
    console.log(`data: ${counts.sr28} SR28 foods + ${counts.custom} custom foods`);
    console.log(
      `load: autocannon, ${CONNECTIONS} connections, ${ROUNDS} rounds × ${SECONDS} s per path ` +
        `(after ${WARMUP_SECONDS} s warm-up), ${SEARCHES.length} searches in turn, LOG_LEVEL=${LOG_LEVEL}, NODE_ENV=production\n`,
    );
    printTable(
      ['search', 'top 3 (via the gateway)'],
      SEARCHES.map((s) => [s, (answers.get(s) ?? []).slice(0, 3).join(' | ').slice(0, 150)]),
    );
    console.log('');

    const pids = {
      raw: { service: children.raw.pid!, gateway: 0, auth: 0 },
      gateway: {
        service: children.checkin.pid!,
        gateway: children.gateway.pid!,
        auth: children.auth.pid!,
      },
    };
    const cpuOf = (pid: number) => (pid ? processCpuSeconds(pid) : 0);
    const rows: Row[] = [];
    let turn = 0;
    const next = (headers: Record<string, string>) => (): LoadRequest => ({
      method: 'GET',
      path: pathOf(SEARCHES[turn++ % SEARCHES.length]),
      headers,
    });
    async function measure(round: number, path: 'raw' | 'gateway', seconds = SECONDS) {
      const before = {
        service: cpuOf(pids[path].service),
        gateway: cpuOf(pids[path].gateway),
        auth: cpuOf(pids[path].auth),
        postgres: cpuSecondsByCommand(['postgres']),
        machine: machineCpu(),
        self: process.cpuUsage(),
      };
      const base = path === 'raw' ? urls.raw : gateway;
      const r = await autocannonLoad(
        base,
        { connections: CONNECTIONS, seconds },
        next(path === 'raw' ? {} : { cookie }),
      );
      const machine = machineCpu();
      const self = process.cpuUsage(before.self);
      const service = cpuOf(pids[path].service) - before.service;
      const gatewayCpu = cpuOf(pids[path].gateway) - before.gateway;
      const authCpu = cpuOf(pids[path].auth) - before.auth;
      const node = service + gatewayCpu + authCpu;
      const postgres = cpuSecondsByCommand(['postgres']) - before.postgres;
      const loadTool = (self.user + self.system) / 1e6;
      const busy = machine.busy - before.machine.busy;
      const other = Math.max(0, busy - node - postgres - loadTool);
      rows.push({
        ...r,
        round,
        path,
        cpuMs: (1000 * (node + postgres)) / r.requests,
        serviceMs: (1000 * service) / r.requests,
        gatewayMs: (1000 * gatewayCpu) / r.requests,
        authMs: (1000 * authCpu) / r.requests,
        postgresMs: (1000 * postgres) / r.requests,
        otherPct: (100 * other) / (machine.total - before.machine.total),
      });
    }

    await measure(0, 'raw', WARMUP_SECONDS);
    await measure(0, 'gateway', WARMUP_SECONDS);
    for (let round = 1; round <= ROUNDS; round++)
      for (const path of round % 2 ? (['raw', 'gateway'] as const) : (['gateway', 'raw'] as const))
        await measure(round, path);

    const measured = rows.filter((r) => r.round > 0);
    printTable(
      [
        'round',
        'path',
        ...AUTOCANNON_COLUMNS,
        'cpu ms/req',
        'service',
        'gateway',
        'auth',
        'pg',
        'other procs %',
      ],
      measured.map((r) => [
        r.round,
        r.path,
        ...autocannonCells(r),
        fmt(r.cpuMs, 2),
        fmt(r.serviceMs, 2),
        fmt(r.gatewayMs, 2),
        fmt(r.authMs, 2),
        fmt(r.postgresMs, 2),
        fmt(r.otherPct, 0),
      ]),
    );
    const of = (path: string) => measured.filter((r) => r.path === path);
    const rps = (path: string) => requestsPerSecond(of(path));
    const worstP99 = Math.max(...of('gateway').map((r) => r.p99));
    const failures = of('gateway').reduce((s, r) => s + r.failures, 0);
    const otherMax = Math.max(...measured.map((r) => r.otherPct));
    if (otherMax > 15)
      console.log(
        `\nwarning: other processes used up to ${fmt(otherMax, 0)}% of the machine during a round; ` +
          'latencies include their queueing. Re-run on a quiet machine to compare.',
      );
    const top3 = (answers.get('chiken brest') ?? []).slice(0, 3);
    verdict(
      top3.some((name) => /\bchicken\b.*\bbreast\b/i.test(name)),
      `"chiken brest" top 3: ${top3.join(' | ')}`,
    );
    verdict(
      worstP99 <= P99_MS && failures === 0,
      `GET /api/foods?search= p99 ${fmt(worstP99, 1)} ms via the gateway (worst round; target ≤ ${P99_MS} ms)` +
        (failures ? `; ${failures} failed` : ''),
    );
    const ratio = rps('gateway') / rps('raw');
    verdict(
      ratio >= RATIO_TARGET,
      `${fmt(rps('gateway'), 0)} req/s via the gateway = ${fmt(ratio, 2)} × raw ${fmt(rps('raw'), 0)} req/s (target ≥ ${RATIO_TARGET})`,
    );
  } finally {
    await stack?.stop();
    await databases.drop();
  }
}

if (process.env.BENCH_ROLE === 'raw') runRawServer();
// BENCH_ROLE=seed DATABASE_URL=<a migrated checkin database>: only the custom foods, e.g. to EXPLAIN.
else if (process.env.BENCH_ROLE === 'seed')
  void seedCustomFoods(process.env.DATABASE_URL!).then((counts) => console.log(counts));
else
  main().catch((error) => {
    console.error(error);
    console.log('\nFAIL: benchmark did not complete');
    process.exitCode = 1;
  });
