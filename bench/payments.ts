/**
 * Payments at scale (issue 17), through the gateway with the coach's session cookie:
 * 1. 10,000 clients and 100,000 payments: `GET /api/finances/summary` p99 ≤ 100 ms and the
 *    payments table (`GET /api/payments?page=…&pageSize=25`, some with search/status/plan/date
 *    filters) p99 ≤ 50 ms; req/s of each against a bare node:http + pg server running crm's SQL.
 * 2. A webhook storm: 1,000 distinct Stripe events, each delivered three times in shuffled order,
 *    50 at once, to `POST /api/payments/stripe/webhook`: exactly one record per event and the right
 *    final states; its time and p99 against the same deliveries to a bare server that verifies the
 *    signature and records the event id in one statement.
 *
 *   npx tsx bench/payments.ts
 *
 * Processes: the real auth, crm and gateway (bench/support/stack.ts) on fresh test databases, crm
 * with Stripe configured (a test secret key and webhook secret; no Stripe API call is made on
 * webhooks), and this file again as the baseline (BENCH_ROLE=raw: bench/payments-raw.ts). Data:
 * payments-data.ts, payments-queries.ts. Reads: payments-reads.ts. Storm: payments-storm.ts,
 * payments-storm-run.ts. Statement times: payments-explain.ts.
 *
 * Environment: BENCH_ROUNDS (2), BENCH_SECONDS (10 per round, path and endpoint),
 * BENCH_WARMUP_SECONDS (3), BENCH_CONNECTIONS (20), BENCH_LIGHT_SECONDS (5 at 1 connection; 0:
 * skip), BENCH_LOG_LEVEL (info), BENCH_STORM_CONCURRENCY (50), BENCH_PHASES (reads,storm),
 * BENCH_EXPLAIN (1: statement times; plans: also the slowest plans; 0: skip).
 * --profile[=crm,auth,gateway]: those services (default crm) run under `node --cpu-prof`; their
 * hottest functions are printed at the end (with BENCH_PHASES=storm: the webhooks alone).
 * BENCH_ROLE=seed DATABASE_URL=<a migrated crm database> writes only the data (to EXPLAIN).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SESSION_COOKIE } from '@wellness/contracts';
import { requestsPerSecond } from './support/autocannon';
import { cpuSecondsByCommand, processCpuSeconds } from './support/cpu';
import { printProfileSummary, summarizeProfile } from './support/cpuprofile';
import { killChildrenOnExit, stopChild } from './support/processes';
import { fmt, verdict } from './support/report';
import { envNumber, loadSettings } from './support/settings';
import {
  BENCH_COACH,
  assertSameAnswers,
  createStackDatabases,
  seedBenchCoach,
  signInCookie,
  startStack,
} from './support/stack';
import { seedPayments } from './payments-data';
import { explainStatements } from './payments-explain';
import { CLIENTS, PAYMENTS, tableQueries } from './payments-queries';
import { runRawServer } from './payments-raw';
import { TARGETS, runReads } from './payments-reads';
import type { Endpoint, Path } from './payments-reads';
import { runStorm } from './payments-storm-run';

const { ROUNDS, SECONDS, WARMUP_SECONDS, CONNECTIONS, LOG_LEVEL } = loadSettings();
const STORM_CONCURRENCY = envNumber('BENCH_STORM_CONCURRENCY', 50);
const READY_MS = 120_000;
const EXPLAIN = process.env.BENCH_EXPLAIN ?? '1';
const PHASES = (process.env.BENCH_PHASES ?? 'reads,storm').split(',');
const PROFILE = (() => {
  const flag = process.argv.find((arg) => arg.startsWith('--profile'));
  if (!flag) return [];
  return flag.includes('=') ? flag.split('=')[1].split(',') : ['crm'];
})();

async function main() {
  killChildrenOnExit();
  // crm (and the baseline) read these; the stack's children inherit this process's environment.
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: 'sk_test_bench',
    STRIPE_WEBHOOK_SECRET: `whsec_${randomBytes(24).toString('hex')}`,
    STRIPE_API_BASE: 'http://127.0.0.1:9',
  });
  const secret = process.env.STRIPE_WEBHOOK_SECRET!;
  const databases = await createStackDatabases('crm');
  const started = Date.now();
  const coach = await seedBenchCoach(databases.auth.url);
  await seedPayments(databases.service.url, coach.userId);
  const seededSeconds = (Date.now() - started) / 1000;
  const profileDirs: Record<string, string> = Object.fromEntries(
    PROFILE.map((name) => [name, mkdtempSync(join(tmpdir(), `${name}-prof-`))]),
  );
  const stack = await startStack({
    service: 'crm',
    serviceDbUrl: databases.service.url,
    authDbUrl: databases.auth.url,
    logLevel: LOG_LEVEL,
    raw: { script: 'bench/payments.ts', readyPath: '/api/finances/summary' },
    // A busy 2-core machine can take a minute to compile and start the services.
    readyMs: READY_MS,
    nodeFlags: (name) =>
      profileDirs[name] ? ['--cpu-prof', '--cpu-prof-dir', profileDirs[name]] : [],
  }).catch(async (error: unknown) => {
    await databases.drop();
    throw error;
  });
  try {
    const { urls, children } = stack;
    let cookie = await signInCookie(urls.gateway, BENCH_COACH);
    if (!cookie.includes(`${SESSION_COOKIE}=`)) {
      console.log(
        `note: the gateway's sign-in carried no ${SESSION_COOKIE} cookie; signed in at auth`,
      );
      cookie = await signInCookie(urls.auth, BENCH_COACH, urls.gateway);
    }
    const targets: Record<Path, { base: string; headers: () => Record<string, string> }> = {
      raw: { base: urls.raw, headers: () => ({}) },
      gateway: { base: urls.gateway, headers: () => ({ cookie }) },
    };
    const paths: Record<Endpoint, string[]> = {
      summary: ['/api/finances/summary'],
      table: tableQueries(),
    };
    // The same answer on both paths: the summary and every table query.
    if (PHASES.includes('reads'))
      await assertSameAnswers([...paths.summary, ...paths.table], targets);

    console.log('Payments at scale (issue 17)');
    console.log(
      `data: ${CLIENTS} clients, ${PAYMENTS} payments over 2 years, ${CLIENTS} subscriptions, 4 plans ` +
        `(seeded in ${fmt(seededSeconds, 1)} s); ${paths.table.length} table queries cycled, all ` +
        'checked to answer the same JSON on both paths',
    );
    console.log(
      `load: autocannon, ${CONNECTIONS} connections, ${ROUNDS} rounds × ${SECONDS} s per endpoint ` +
        `and path (after ${WARMUP_SECONDS} s warm-up), LOG_LEVEL=${LOG_LEVEL}, NODE_ENV=production`,
    );
    console.log(
      'paths: raw = node:http + pg Pool (10), same SQL; gateway = gateway → auth → crm\n',
    );

    const reads = PHASES.includes('reads')
      ? await runReads(
          targets,
          {
            raw: [children.raw.pid!],
            gateway: [children.gateway.pid!, children.auth.pid!, children.crm.pid!],
          },
          paths,
        )
      : null;
    const storm = PHASES.includes('storm')
      ? await runStorm(
          { raw: urls.raw, gateway: urls.gateway },
          databases.service.url,
          { concurrency: STORM_CONCURRENCY, secret },
          () => {
            const self = process.cpuUsage();
            return (
              Object.values(children).reduce((sum, c) => sum + processCpuSeconds(c.pid!), 0) +
              cpuSecondsByCommand(['postgres']) +
              (self.user + self.system) / 1e6
            );
          },
        )
      : null;

    if (EXPLAIN !== '0') await explainStatements(databases.service.url, paths.table);

    for (const endpoint of reads ? (['summary', 'table'] as Endpoint[]) : []) {
      const of = (path: Path) =>
        reads!.results.filter((r) => r.endpoint === endpoint && r.path === path);
      const worst = Math.max(...of('gateway').map((r) => r.p99));
      const failures = of('gateway').reduce((sum, r) => sum + r.failures, 0);
      verdict(
        worst <= TARGETS[endpoint] && failures === 0,
        `${endpoint === 'summary' ? 'GET /api/finances/summary' : 'payments table'} gateway p99 ` +
          `${fmt(worst, 1)} ms (worst round at ${CONNECTIONS} connections; target ≤ ` +
          `${TARGETS[endpoint]} ms); ${fmt(requestsPerSecond(of('gateway')) / requestsPerSecond(of('raw')), 2)} × raw req/s` +
          (failures ? `; ${failures} failed requests` : ''),
      );
    }
    if (storm) {
      const { crm, raw, wrong } = storm;
      verdict(
        wrong.length === 0,
        `webhook storm: ${wrong.length ? `${wrong.length} checks wrong` : 'one record per event, final states right'} ` +
          `(${fmt(crm.ms / 1000, 2)} s = ${fmt(crm.ms / raw.ms, 1)} × the raw baseline's; p99 ${fmt(crm.p99, 1)} ms)`,
      );
      verdict(
        crm.failed.length === 0,
        `webhook storm: every delivery answered 2xx the first time` +
          (crm.failed.length ? ` (${crm.failed.length} did not; retried as Stripe would)` : ''),
      );
    }
    for (const [name, dir] of Object.entries(profileDirs)) {
      await stopChild(children[name as keyof typeof children]);
      const file = readdirSync(dir).find((entry) => entry.endsWith('.cpuprofile'));
      if (file)
        printProfileSummary(
          `${name} CPU profile (${join(dir, file)})`,
          summarizeProfile(join(dir, file)),
        );
    }
  } finally {
    await stack.stop();
    await databases.drop();
  }
}

if (process.env.BENCH_ROLE === 'raw') runRawServer();
else if (process.env.BENCH_ROLE === 'seed')
  void seedPayments(process.env.DATABASE_URL!, randomUUID());
else
  main().catch((error) => {
    console.error(error);
    console.log('\nFAIL: benchmark did not complete');
    process.exitCode = 1;
  });
