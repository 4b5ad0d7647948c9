/**
 * 200 users at once through the real gateway (issue 20 §4), for BENCH_LOAD_SECONDS (300):
 * - 150 clients submit their check-in, read their progress and history, and write to their coach;
 * - 40 sessions of the coach browse clients (a page, a search, a profile and its progress) and
 *   review check-ins;
 * - 10 nutritionists edit their clients' plans (read a plan, change a quantity, save).
 *
 *   npx tsx bench/load-200.ts
 *
 * The whole system runs as `npm start` runs it (load-200-stack.ts): the gateway, the four service
 * APIs and their four workers, on fresh test databases seeded with the users (load-200-seed.ts).
 * Every user signs in once through `/api/auth/login` and keeps her session cookie.
 *
 * Reports: errors (anything not 2xx/3xx, network errors and timeouts) by endpoint and status;
 * p50/p99 and requests/s per endpoint (route template); the resident memory of every process,
 * sampled every second, the first and the last minute's averages and the growth between them;
 * CPU by process and the share of other processes. Verdict: no error, and no process growing by
 * more than 10 % from the first to the last minute.
 *
 * Environment: BENCH_LOAD_SECONDS (300), BENCH_THINK_MS (1000: each user waits a random 0.5–1.5 ×
 * this between two requests), BENCH_CLIENTS (150), BENCH_COACH_SESSIONS (40),
 * BENCH_NUTRITIONISTS (10), BENCH_LOG_LEVEL (info; the services' logs go to /dev/null).
 */
import type { ServiceName } from '@wellness/contracts';
import { createFullStackDatabases, startFullStack } from './load-200-stack';
import type { FullStack } from './load-200-stack';
import { LOAD_PASSWORD, people, seedPeople } from './load-200-seed';
import { Recorder, clientUser, coachUser, nutritionistUser, signIn } from './load-200-users';
import type { Session } from './load-200-users';
import { cpuSecondsByCommand, machineCpu, processCpuSeconds } from './support/cpu';
import { residentKb } from './support/memory';
import { killChildrenOnExit, sleep } from './support/processes';
import { fmt, percentile, printTable, verdict } from './support/report';
import { envNumber } from './support/settings';

const SECONDS = envNumber('BENCH_LOAD_SECONDS', 300);
const THINK_MS = envNumber('BENCH_THINK_MS', 1000);
const CLIENTS = envNumber('BENCH_CLIENTS', 150);
const COACH_SESSIONS = envNumber('BENCH_COACH_SESSIONS', 40);
const NUTRITIONISTS = envNumber('BENCH_NUTRITIONISTS', 10);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';
const GROWTH_LIMIT_PCT = 10;
const SIGN_IN_CONCURRENCY = 4;
/** Nine tsx processes starting at once on two cores take a while. */
const READY_MS = 180_000;

/** Runs `work` over the items, `concurrency` at a time, in order. */
async function inBatches<T, R>(items: T[], concurrency: number, work: (item: T) => Promise<R>) {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += concurrency)
    results.push(...(await Promise.all(items.slice(i, i + concurrency).map(work))));
  return results;
}

interface Sample {
  at: number;
  kb: number[];
}

/** VmRSS of every process once a second until stopped. */
function sampleMemory(pids: number[], start: number) {
  const samples: Sample[] = [];
  const take = () => samples.push({ at: (Date.now() - start) / 1000, kb: pids.map(residentKb) });
  take();
  const timer = setInterval(take, 1000);
  return { samples, stop: () => clearInterval(timer) };
}

function cpuSnapshot(stack: FullStack) {
  return {
    machine: machineCpu(),
    processes: stack.children.map(([, child]) => processCpuSeconds(child.pid!)),
    self: processCpuSeconds(process.pid),
    postgres: cpuSecondsByCommand(['postgres']),
    redis: cpuSecondsByCommand(['redis-server']),
  };
}

const mb = (kb: number) => fmt(kb / 1024, 0);
const average = (values: number[]) => values.reduce((s, v) => s + v, 0) / values.length;

function reportEndpoints(recorder: Recorder, seconds: number) {
  console.log(`\nEndpoints (${fmt(recorder.requests / seconds, 1)} requests/s in all)`);
  const routes = new Set([
    ...recorder.latencies.keys(),
    ...[...recorder.errors.keys()].map((k) => k.split('\t')[0]),
  ]);
  const errorsOf = (route: string) =>
    [...recorder.errors].filter(([k]) => k.startsWith(`${route}\t`)).reduce((s, [, n]) => s + n, 0);
  printTable(
    ['endpoint', 'ok', 'errors', 'req/s', 'p50 ms', 'p99 ms'],
    [...routes].sort().map((route) => {
      const ms = recorder.latencies.get(route) ?? [];
      return [
        route,
        ms.length,
        errorsOf(route),
        fmt((ms.length + errorsOf(route)) / seconds, 1),
        fmt(percentile(ms, 50), 1),
        fmt(percentile(ms, 99), 1),
      ];
    }),
  );
  // Whether a slow tail is the first minute's cold start or the whole run's.
  const minutes = Math.ceil(seconds / 60);
  console.log('\np99 ms by minute of the load');
  printTable(
    ['endpoint', ...Array.from({ length: minutes }, (_, m) => `min ${m + 1}`)],
    [...recorder.latenciesByMinute]
      .sort()
      .map(([route, byMinute]) => [
        route,
        ...Array.from({ length: minutes }, (_, m) =>
          byMinute[m]?.length ? fmt(percentile(byMinute[m], 99), 1) : '',
        ),
      ]),
  );
  if (recorder.errors.size === 0) return console.log('\nErrors: none');
  console.log('\nErrors by endpoint and status (first answer of each)');
  printTable(
    ['endpoint', 'status', 'count', 'first answer'],
    [...recorder.errors].map(([key, n]) => [...key.split('\t'), n, recorder.examples.get(key)!]),
  );
}

function reportMemory(stack: FullStack, samples: Sample[], idle: number[], seconds: number) {
  const window = Math.min(60, seconds / 3);
  const first = samples.filter((s) => s.at > 0 && s.at <= window);
  const last = samples.filter((s) => s.at > seconds - window);
  console.log(
    `\nResident memory (VmRSS, MB), sampled every second: first ${fmt(window, 0)} s and last ${fmt(window, 0)} s of the load`,
  );
  const growths = stack.children.map(([name], i) => {
    const a = average(first.map((s) => s.kb[i]));
    const b = average(last.map((s) => s.kb[i]));
    return { name, idle: idle[i], a, b, peak: Math.max(...samples.map((s) => s.kb[i])) };
  });
  printTable(
    ['process', 'idle', 'first avg', 'last avg', 'growth %', 'peak'],
    growths.map((g) => [
      g.name,
      mb(g.idle),
      mb(g.a),
      mb(g.b),
      fmt((100 * (g.b - g.a)) / g.a, 1),
      mb(g.peak),
    ]),
  );
  console.log('\nVmRSS (MB) over the run, every 30 s');
  printTable(
    ['s', ...stack.children.map(([name]) => name)],
    samples
      .filter((s, i) => i % 30 === 0 || i === samples.length - 1)
      .map((s) => [fmt(s.at, 0), ...s.kb.map(mb)]),
  );
  return growths.map((g) => ({ name: g.name, pct: (100 * (g.b - g.a)) / g.a }));
}

function reportCpu(
  stack: FullStack,
  before: ReturnType<typeof cpuSnapshot>,
  after: ReturnType<typeof cpuSnapshot>,
  seconds: number,
) {
  const used = stack.children.map(
    ([name], i) => [name, after.processes[i] - before.processes[i]] as const,
  );
  const self = after.self - before.self;
  const postgres = after.postgres - before.postgres;
  const redis = after.redis - before.redis;
  const busy = after.machine.busy - before.machine.busy;
  const total = after.machine.total - before.machine.total;
  const ours = used.reduce((s, [, v]) => s + v, 0) + self + postgres + redis;
  console.log('\nCPU during the load (% of one core)');
  printTable(
    ['process', 'cpu s', 'cpu %'],
    [
      ...used.map(([name, s]) => [name, fmt(s, 1), fmt((100 * s) / seconds, 1)]),
      ['load generator (this process)', fmt(self, 1), fmt((100 * self) / seconds, 1)],
      ['postgres (all)', fmt(postgres, 1), fmt((100 * postgres) / seconds, 1)],
      ['redis', fmt(redis, 1), fmt((100 * redis) / seconds, 1)],
    ],
  );
  console.log(
    `\nmachine busy %: ${fmt((100 * busy) / total, 0)}   other procs %: ${fmt((100 * Math.max(0, busy - ours)) / total, 0)}`,
  );
}

async function main() {
  killChildrenOnExit();
  console.log(
    `Load test: ${CLIENTS} clients, ${COACH_SESSIONS} coach sessions, ${NUTRITIONISTS} nutritionists for ${SECONDS} s, think time ${THINK_MS} ms`,
  );
  const databases = await createFullStackDatabases();
  const dropAll = () =>
    Promise.all(Object.values(databases).map((d) => d.drop().catch(() => undefined)));
  let stack: FullStack | undefined;
  try {
    const p = people(CLIENTS, NUTRITIONISTS);
    const urls = Object.fromEntries(
      Object.entries(databases).map(([service, d]) => [service, d.url]),
    ) as Record<ServiceName, string>;
    await seedPeople(urls, p);
    stack = await startFullStack(databases, { logLevel: LOG_LEVEL, readyMs: READY_MS });
    const base = stack.gateway;
    const started = Date.now();
    const cookie = (email: string) => signIn(base, email, LOAD_PASSWORD);
    const clientCookies = await inBatches(p.clients, SIGN_IN_CONCURRENCY, (c) => cookie(c.email));
    const coachCookies = await inBatches(
      Array.from({ length: COACH_SESSIONS }),
      SIGN_IN_CONCURRENCY,
      () => cookie(p.coach.email),
    );
    const nutritionistCookies = await inBatches(p.nutritionists, SIGN_IN_CONCURRENCY, (n) =>
      cookie(n.email),
    );
    const signIns = clientCookies.length + coachCookies.length + nutritionistCookies.length;
    console.log(
      `${signIns} sign-ins through the gateway in ${fmt((Date.now() - started) / 1000, 1)} s`,
    );
    await sleep(5000); // let the sign-ins' events settle before the idle reading
    const idle = stack.children.map(([, child]) => residentKb(child.pid!));

    const recorder = new Recorder();
    const loadStart = Date.now();
    recorder.startedAt = loadStart;
    const deadline = loadStart + SECONDS * 1000;
    const session = (c: string): Session => ({
      base,
      cookie: c,
      recorder,
      deadline,
      thinkMs: THINK_MS,
    });
    const memory = sampleMemory(
      stack.children.map(([, child]) => child.pid!),
      loadStart,
    );
    const cpuBefore = cpuSnapshot(stack);
    // Users arrive over the first think time, not all in the same millisecond.
    const arrive = async (work: () => Promise<void>) => {
      await sleep(Math.random() * THINK_MS);
      await work();
    };
    const plansOf = (n: number) =>
      p.clients.filter((c) => c.nutritionist === n).map((c) => c.planId);
    await Promise.all([
      ...clientCookies.map((c, i) => arrive(() => clientUser(session(c), i))),
      ...coachCookies.map((c, i) =>
        arrive(() => coachUser(session(c), i, COACH_SESSIONS, p.clients)),
      ),
      ...nutritionistCookies.map((c, n) => arrive(() => nutritionistUser(session(c), plansOf(n)))),
    ]);
    const cpuAfter = cpuSnapshot(stack);
    memory.stop();
    const seconds = (Date.now() - loadStart) / 1000;

    reportEndpoints(recorder, seconds);
    const growth = reportMemory(stack, memory.samples, idle, SECONDS);
    reportCpu(stack, cpuBefore, cpuAfter, seconds);
    const dead = stack.dead();
    for (const name of dead)
      console.log(
        `\n${name} exited during the run:\n${stack.children.find(([n]) => n === name)![1].stderrTail()}`,
      );
    const grown = growth.filter((g) => !(g.pct <= GROWTH_LIMIT_PCT));
    const errors = recorder.errorCount();
    verdict(
      errors === 0 && grown.length === 0 && dead.length === 0,
      `${errors} errors in ${recorder.requests} requests; ` +
        (grown.length
          ? `grew more than ${GROWTH_LIMIT_PCT} % from the first to the last minute: ${grown.map((g) => `${g.name} ${fmt(g.pct, 1)} %`).join(', ')}`
          : `no process grew more than ${GROWTH_LIMIT_PCT} % from the first to the last minute`) +
        (dead.length ? `; exited during the run: ${dead.join(', ')}` : ''),
    );
  } finally {
    await stack?.stop();
    await dropAll();
  }
}

void main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(0);
  },
);
