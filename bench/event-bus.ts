/**
 * Event bus: events/s from outbox insert to consumer completion ÷ raw BullMQ add→process jobs/s,
 * same run (target ≥ 0.3, stretch 0.5); and p50 outbox-commit → consumer-completion latency at
 * light load (target ≤ 20 ms).
 *
 *   npx tsx bench/event-bus.ts
 *
 * Processes, as in production: this process is the producer (auth's Prisma client writing
 * `user.registered` events into a fresh auth test database, in transactions of BENCH_TX_EVENTS
 * events, each transaction a change that emits its events with one kit `recordEvents`, the
 * multi-event call, as a bulk import's batch does); a relay process runs kit `OutboxRelay` on that
 * database (as auth's worker does); a consumer process runs crm's real consumer (kit
 * `startEventConsumer` + crm `crmEventHandlers`: the deliveries in progress share transactions by
 * group commit, each transaction one processed_events insert for its events and one approvals
 * insert for its `user.registered` events, crm's batch form of that handler, which is SQL-only,
 * so these transactions run on crm's hot-path pg pool, not Prisma) on a fresh crm test database; and a baseline process runs a bare BullMQ Worker (no-op processor, concurrency 50).
 *
 * Diagnostics: BENCH_TRACE=1 prints stage progress; BENCH_PROFILE=crm,relay,raw profiles those
 * processes (node --cpu-prof); BENCH_PRODUCER=single writes one `recordEvent` per event (one
 * round trip each, as a loop over recordEvent would) instead of one statement per transaction;
 * BENCH_CONSUMER=single runs crm's consumer without group commit (consumeEvent per job, on
 * Prisma, concurrency 10).
 *
 * Environment: BENCH_EVENTS (N, 5000; lowered when the warm-up shows a subject run would exceed
 * BENCH_BUDGET_SECONDS, 25), BENCH_ROUNDS (1; the baseline runs before and after every
 * subject run), BENCH_TX_EVENTS (events per producer transaction, 100), BENCH_PRODUCERS (concurrent producer
 * transactions, 4), BENCH_CONSUMER_CONCURRENCY and BENCH_CONSUMER_TRANSACTIONS (crm consumer's
 * concurrency and group commit's most open transactions; unset = the kit defaults, as production
 * runs it), BENCH_LATENCY_EVENTS (200), BENCH_LATENCY_INTERVAL_MS (50), LOG_LEVEL (info).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { ChildProcess } from 'node:child_process';
import { Queue } from 'bullmq';
import { Client } from 'pg';
import { createRedis, recordEvent, recordEvents } from '@wellness/kit';
import { eventQueueName } from '@wellness/contracts';
import {
  TEST_REDIS_URL,
  createTestDatabase,
  ensureTemplate,
  testQueuePrefix,
} from '@wellness/kit/src/testing';
import type { TestDatabase } from '@wellness/kit/src/testing';
import { createDb as createAuthDb } from '../services/auth/src/db';
import type { Db as AuthDb } from '../services/auth/src/db';
import { killChildrenOnExit, sleep, startChild, stopChild } from './support/processes';
import type { FromWorker, StartMessage, ToWorker } from './support/event-worker';
import { fmt, percentile, printTable, verdict } from './support/report';
import { cpuSecondsByCommand, machineCpu, processCpuSeconds } from './support/cpu';
import { summarizeProfile } from './support/cpuprofile';

/** Issue 20's goal for the ratio; 0.5 is its stretch. */
const THROUGHPUT_TARGET = 0.3;
const THROUGHPUT_STRETCH = 0.5;
const LATENCY_TARGET_MS = 20;
const N = Number(process.env.BENCH_EVENTS ?? 5000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const BUDGET_SECONDS = Number(process.env.BENCH_BUDGET_SECONDS ?? 25);
const TX_EVENTS = Number(process.env.BENCH_TX_EVENTS ?? 100);
const PRODUCERS = Number(process.env.BENCH_PRODUCERS ?? 4);
const CONSUMER_CONCURRENCY = process.env.BENCH_CONSUMER_CONCURRENCY
  ? Number(process.env.BENCH_CONSUMER_CONCURRENCY)
  : undefined;
const CONSUMER_TRANSACTIONS = process.env.BENCH_CONSUMER_TRANSACTIONS
  ? Number(process.env.BENCH_CONSUMER_TRANSACTIONS)
  : undefined;
const LATENCY_EVENTS = Number(process.env.BENCH_LATENCY_EVENTS ?? 200);
const LATENCY_INTERVAL_MS = Number(process.env.BENCH_LATENCY_INTERVAL_MS ?? 50);
const PHASE_TIMEOUT_MS = 90_000;
const RAW_QUEUE = 'bench-raw';
const TRACE = process.env.BENCH_TRACE === '1';
/** BENCH_PROFILE=crm,relay,raw: run those processes under `node --cpu-prof` and summarise. */
const PROFILE = (process.env.BENCH_PROFILE ?? '').split(',').filter(Boolean);
/**
 * BENCH_CONSUMER=single: the comparison — crm's consumer without group commit (one Prisma
 * transaction per event, concurrency 10, as before it).
 */
const CONSUMER_ROLE: StartMessage['role'] =
  process.env.BENCH_CONSUMER === 'single' ? 'crm-single' : 'crm';
/**
 * BENCH_PRODUCER=single: the comparison for the multi-event call — each event of a producer
 * transaction written with its own `recordEvent` (one Prisma round trip each).
 */
const SINGLE_PRODUCER = process.env.BENCH_PRODUCER === 'single';

const now = () => performance.timeOrigin + performance.now();

/** A forked bench/support/event-worker.ts with a typed request/answer channel. */
class WorkerProcess {
  private readonly child: ChildProcess & { stderrTail(): string };
  private waiters: { type: FromWorker['type']; resolve: (m: FromWorker) => void }[] = [];

  constructor(
    readonly role: StartMessage['role'],
    nodeFlags: string[] = [],
  ) {
    this.child = startChild('bench/support/event-worker.ts', {
      ipc: true,
      nodeFlags,
      env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
    });
    this.child.on('message', (message: FromWorker) => {
      const index = this.waiters.findIndex((w) => w.type === message.type);
      if (index >= 0) this.waiters.splice(index, 1)[0].resolve(message);
    });
  }

  get pid(): number {
    return this.child.pid!;
  }

  send(message: ToWorker) {
    this.child.send(message);
  }

  next<T extends FromWorker['type']>(type: T, timeoutMs = PHASE_TIMEOUT_MS) {
    const answer = new Promise<Extract<FromWorker, { type: T }>>((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new Error(
              `${this.role}: no '${type}' within ${timeoutMs} ms\n${this.child.stderrTail()}`,
            ),
          ),
        timeoutMs,
      );
      this.waiters.push({
        type,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m as Extract<FromWorker, { type: T }>);
        },
      });
    });
    // Awaited later (or never, if the phase fails first): never an unhandled rejection.
    answer.catch(() => undefined);
    return answer;
  }

  async start(message: Omit<StartMessage, 'type' | 'role'>) {
    const ready = this.next('ready', 60_000);
    this.send({ type: 'start', role: this.role, ...message });
    await ready;
  }

  /** Asks the child to close its worker/relay and exit (so a --cpu-prof profile gets written). */
  async stop() {
    const child = this.child;
    if (child.exitCode !== null || child.signalCode !== null || !child.connected) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    this.send({ type: 'stop' });
    const timeout = sleep(20_000).then(() => 'timeout' as const);
    if ((await Promise.race([exited, timeout])) === 'timeout') await stopChild(child);
  }
}

let serial = 0;
const registration = () => {
  const n = serial++;
  return {
    userId: randomUUID(),
    email: `bench-${n}@example.com`,
    firstName: 'Bench',
    lastName: `User${n}`,
    role: 'client' as const,
  };
};
const eventContext = { correlationId: 'bench-event-bus', actor: { service: 'bench' } };

/** N events into auth's outbox in transactions of TX_EVENTS, PRODUCERS transactions at a time. */
async function produce(db: AuthDb, count: number): Promise<number> {
  let next = 0;
  let last = 0;
  const producer = async () => {
    while (next < count) {
      const size = Math.min(TX_EVENTS, count - next);
      next += size;
      // Prisma's 5 s default can expire for 100 events when the machine is overloaded.
      await db.$transaction(
        async (tx) => {
          if (SINGLE_PRODUCER)
            for (let i = 0; i < size; i++)
              await recordEvent(tx, 'user.registered', registration(), eventContext);
          else
            await recordEvents(
              tx,
              'user.registered',
              Array.from({ length: size }, registration),
              eventContext,
            );
        },
        { timeout: 60_000, maxWait: 30_000 },
      );
      last = now();
    }
  };
  await Promise.all(Array.from({ length: PRODUCERS }, producer));
  return last;
}

/**
 * BENCH_TRACE=1: every 500 ms, how many events are in the outbox, published by the relay, and
 * processed by the consumer — shows which stage holds the backlog.
 */
function trace(authUrl: string, crmUrl: string, started: number): () => Promise<void> {
  const auth = new Client({ connectionString: authUrl });
  const crm = new Client({ connectionString: crmUrl });
  let running = true;
  const loop = (async () => {
    await Promise.all([auth.connect(), crm.connect()]);
    const base = await Promise.all([
      auth.query('SELECT count(*)::int AS n, count(published_at)::int AS p FROM outbox_events'),
      crm.query('SELECT count(*)::int AS n FROM processed_events'),
    ]);
    while (running) {
      await sleep(500);
      const [outbox, processed] = await Promise.all([
        auth.query('SELECT count(*)::int AS n, count(published_at)::int AS p FROM outbox_events'),
        crm.query('SELECT count(*)::int AS n FROM processed_events'),
      ]);
      console.log(
        `  t=${fmt((now() - started) / 1000, 1)}s  inserted ${outbox.rows[0].n - base[0].rows[0].n}` +
          `  published ${outbox.rows[0].p - base[0].rows[0].p}` +
          `  processed ${processed.rows[0].n - base[1].rows[0].n}`,
      );
    }
  })();
  return async () => {
    running = false;
    await loop.catch(() => undefined);
    // A transaction's processed_at is its start (now()): distinct values ≈ consumer transactions.
    const { rows } = await crm.query(
      `SELECT count(*)::int AS n, count(DISTINCT processed_at)::int AS t FROM processed_events
       WHERE processed_at >= $1`,
      [new Date(started)],
    );
    console.log(`  consumer: ${rows[0].n} events in ~${rows[0].t} transactions`);
    await Promise.all([auth.end(), crm.end()]);
  };
}

interface ThroughputRow {
  round: number;
  path: string;
  count: number;
  produced: number;
  seconds: number;
  perSecond: number;
  failed: number;
}

async function main() {
  killChildrenOnExit();
  await ensureTemplate('auth');
  await ensureTemplate('crm');
  const databases: TestDatabase[] = [];
  const authDatabase = await createTestDatabase('auth');
  databases.push(authDatabase);
  const crmDatabase = await createTestDatabase('crm');
  databases.push(crmDatabase);
  const prefix = testQueuePrefix('bench-events');
  const redis = createRedis(TEST_REDIS_URL, { name: 'bench-producer' });
  const rawQueue = new Queue(RAW_QUEUE, { connection: redis, prefix });
  const authDb = createAuthDb(authDatabase.url);
  const profileDirs = new Map<string, string>();
  const flags = (role: StartMessage['role']) => {
    if (!PROFILE.includes(role)) return [];
    const dir = mkdtempSync(join(tmpdir(), `bench-prof-${role}-`));
    profileDirs.set(role, dir);
    return ['--cpu-prof', '--cpu-prof-dir', dir];
  };
  const raw = new WorkerProcess('raw', flags('raw'));
  const consumer = new WorkerProcess(CONSUMER_ROLE, flags(CONSUMER_ROLE));
  const relay = new WorkerProcess('relay', flags('relay'));
  try {
    await Promise.all([
      raw.start({ redisUrl: TEST_REDIS_URL, prefix, queue: RAW_QUEUE, concurrency: 50 }),
      consumer.start({
        redisUrl: TEST_REDIS_URL,
        prefix,
        databaseUrl: crmDatabase.url,
        concurrency: CONSUMER_CONCURRENCY,
        maxTransactions: CONSUMER_TRANSACTIONS,
      }),
      relay.start({ redisUrl: TEST_REDIS_URL, prefix, databaseUrl: authDatabase.url }),
      authDb.$queryRaw`SELECT 1`,
    ]);

    const runRaw = async (count: number) => {
      raw.send({ type: 'expect', count });
      const done = raw.next('done');
      const started = now();
      await rawQueue.addBulk(
        Array.from({ length: count }, (_, i) => ({ name: 'noop', data: { i } })),
      );
      const added = now();
      const result = await done;
      return { started, produced: added, ...result };
    };
    const runSubject = async (count: number) => {
      consumer.send({ type: 'expect', count });
      const done = consumer.next('done');
      const started = now();
      const stopTrace = TRACE ? trace(authDatabase.url, crmDatabase.url, started) : null;
      const produced = await produce(authDb, count);
      const result = await done;
      await stopTrace?.();
      return { started, produced, ...result };
    };

    console.log(
      `Event bus — N = ${N} events per run (at most); producer: ${PRODUCERS} concurrent transactions of ` +
        `${TX_EVENTS} events, ${SINGLE_PRODUCER ? 'one recordEvent each [COMPARISON]' : 'one recordEvents for them'}; ` +
        `crm consumer concurrency ${CONSUMER_CONCURRENCY ?? 'kit default (50, group commit)'}` +
        (CONSUMER_ROLE === 'crm-single'
          ? ' [COMPARISON: no group commit, one transaction per event, concurrency 10]'
          : '') +
        '; ' +
        `baseline: BullMQ addBulk of N no-op jobs, Worker concurrency 50\n`,
    );

    // Warm-up: JIT, connection pools, prepared statements, queue metadata. The subject warm-up's
    // rate also bounds N so one subject run stays within the time budget on a busy machine.
    await runRaw(Math.min(1000, N));
    const warm = await runSubject(Math.min(500, N));
    const warmRate = warm.count / ((warm.at - warm.started) / 1000);
    const n = Math.max(1000, Math.min(N, Math.round((warmRate * BUDGET_SECONDS) / 500) * 500));
    if (n < N)
      console.log(
        `N reduced to ${n}: the warm-up ran ${fmt(warmRate, 0)} events/s, and a subject run ` +
          `should fit in ~${BUDGET_SECONDS} s (BENCH_BUDGET_SECONDS)\n`,
      );

    const cpu = () => ({
      producer: process.cpuUsage(),
      raw: processCpuSeconds(raw.pid),
      relay: processCpuSeconds(relay.pid),
      consumer: processCpuSeconds(consumer.pid),
      postgres: cpuSecondsByCommand(['postgres']),
      redis: cpuSecondsByCommand(['redis-server']),
      machine: machineCpu(),
    });
    const rows: ThroughputRow[] = [];
    const cpuRows: (string | number)[][] = [];
    // The baseline brackets every subject run (raw, subject, raw, ...): it takes about a second,
    // and bracketing cancels drift in what else the machine is doing.
    const schedule: { round: number; path: 'raw' | 'subject' }[] = [{ round: 1, path: 'raw' }];
    for (let round = 1; round <= ROUNDS; round++)
      schedule.push({ round, path: 'subject' }, { round, path: 'raw' });
    for (const { round, path } of schedule) {
      const before = cpu();
      const r = path === 'raw' ? await runRaw(n) : await runSubject(n);
      const after = cpu();
      const seconds = (r.at - r.started) / 1000;
      const perEvent = (cpuSeconds: number) => fmt((1e6 * cpuSeconds) / r.count, 0);
      const producerUs = process.cpuUsage(before.producer);
      cpuRows.push([
        round,
        path,
        perEvent((producerUs.user + producerUs.system) / 1e6),
        perEvent(after.relay - before.relay),
        perEvent(path === 'raw' ? after.raw - before.raw : after.consumer - before.consumer),
        perEvent(after.postgres - before.postgres),
        perEvent(after.redis - before.redis),
        fmt(
          (100 * (after.machine.busy - before.machine.busy)) /
            (after.machine.total - before.machine.total),
          0,
        ),
        fmt(
          (100 *
            Math.max(
              0,
              after.machine.busy -
                before.machine.busy -
                (producerUs.user + producerUs.system) / 1e6 -
                (after.relay - before.relay) -
                (after.raw - before.raw) -
                (after.consumer - before.consumer) -
                (after.postgres - before.postgres) -
                (after.redis - before.redis),
            )) /
            (after.machine.total - before.machine.total),
          0,
        ),
      ]);
      rows.push({
        round,
        path: path === 'raw' ? 'raw BullMQ add→process' : 'outbox→relay→crm consumer',
        count: r.count,
        produced: (r.produced - r.started) / 1000,
        seconds,
        perSecond: r.count / seconds,
        failed: r.failed,
      });
    }
    printTable(
      ['round', 'path', 'events', 'insert/add s', 'total s', 'events/s', 'failed'],
      rows.map((r) => [
        r.round,
        r.path,
        r.count,
        fmt(r.produced, 2),
        fmt(r.seconds, 2),
        fmt(r.perSecond, 0),
        r.failed,
      ]),
    );
    console.log(
      '\nCPU µs per event (producer = this process; postgres/redis = all such processes on the machine)',
    );
    printTable(
      [
        'round',
        'path',
        'producer',
        'relay',
        'worker',
        'postgres',
        'redis',
        'machine busy %',
        'other procs %',
      ],
      cpuRows,
    );
    const total = (subject: boolean) => {
      const mine = rows.filter((r) => r.path.startsWith('outbox') === subject);
      return mine.reduce((s, r) => s + r.count, 0) / mine.reduce((s, r) => s + r.seconds, 0);
    };
    const ratio = total(true) / total(false);
    console.log(
      `\nsubject ${fmt(total(true), 0)} events/s ÷ baseline ${fmt(total(false), 0)} jobs/s = ratio ${fmt(ratio, 3)}\n`,
    );

    // Light load: one event per transaction (as a registration writes it) every interval.
    consumer.send({ type: 'expect', count: LATENCY_EVENTS });
    const latencyDone = consumer.next('done');
    const committed = new Map<string, number>();
    for (let i = 0; i < LATENCY_EVENTS; i++) {
      const tick = now();
      const envelope = await authDb.$transaction((tx) =>
        recordEvent(tx, 'user.registered', registration(), eventContext),
      );
      committed.set(envelope.id, now());
      await sleep(Math.max(0, LATENCY_INTERVAL_MS - (now() - tick)));
    }
    await latencyDone;
    const reported = consumer.next('report');
    consumer.send({ type: 'report' });
    const completions = new Map((await reported).completions);

    // Stage breakdown from the databases' clocks (same machine): relay pick-up (outbox
    // published_at = start of the relay's transaction) and consumer start (processed_at).
    const stage = async (url: string, sql: string, ids: string[]) => {
      const client = new Client({ connectionString: url });
      await client.connect();
      try {
        const { rows: found } = await client.query<{ id: string; at: Date }>(sql, [ids]);
        return new Map(found.map((row) => [row.id, row.at.getTime()]));
      } finally {
        await client.end();
      }
    };
    const ids = [...committed.keys()];
    const publishedAt = await stage(
      authDatabase.url,
      'SELECT id::text AS id, published_at AS at FROM outbox_events WHERE id = ANY($1::uuid[])',
      ids,
    );
    const processedAt = await stage(
      crmDatabase.url,
      'SELECT event_id::text AS id, processed_at AS at FROM processed_events WHERE event_id = ANY($1::uuid[])',
      ids,
    );
    const endToEnd: number[] = [];
    const toRelay: number[] = [];
    const toConsumer: number[] = [];
    const inConsumer: number[] = [];
    for (const id of ids) {
      const commit = committed.get(id)!;
      const done = completions.get(id);
      if (done === undefined) continue;
      endToEnd.push(done - commit);
      const published = publishedAt.get(id);
      const processed = processedAt.get(id);
      if (published !== undefined) toRelay.push(published - commit);
      if (published !== undefined && processed !== undefined)
        toConsumer.push(processed - published);
      if (processed !== undefined) inConsumer.push(done - processed);
    }
    console.log(
      `Latency at light load — ${LATENCY_EVENTS} events, one per transaction every ${LATENCY_INTERVAL_MS} ms ` +
        `(${endToEnd.length} measured)`,
    );
    printTable(
      ['interval', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'],
      [
        ['commit → consumer completed (end to end)', endToEnd],
        ['  commit → relay picks up (published_at)', toRelay],
        ['  relay picks up → consumer tx starts', toConsumer],
        ['  consumer tx starts → job completed', inConsumer],
      ].map(([label, values]) => [
        label as string,
        fmt(percentile(values as number[], 50), 1),
        fmt(percentile(values as number[], 95), 1),
        fmt(percentile(values as number[], 99), 1),
        fmt(Math.max(...(values as number[])), 1),
      ]),
    );
    console.log('(database timestamps have millisecond resolution)');

    if (profileDirs.size) {
      await Promise.all([raw.stop(), consumer.stop(), relay.stop()]);
      for (const [role, dir] of profileDirs) {
        const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
        if (!file) continue;
        const summary = summarizeProfile(join(dir, file), 25);
        console.log(
          `\n${role} CPU profile ${join(dir, file)}: busy ${fmt(summary.busyMs / 1000, 1)} s`,
        );
        printTable(
          ['self time by area', 'ms', '% of busy'],
          summary.areas.map((a) => [a.name, fmt(a.ms, 0), fmt(a.pctBusy, 1)]),
        );
        printTable(
          ['self time by function', 'ms', '% of busy'],
          summary.functions.map((f) => [f.name, fmt(f.ms, 0), fmt(f.pctBusy, 1)]),
        );
      }
    }

    const p50 = percentile(endToEnd, 50);
    const passThroughput = ratio >= THROUGHPUT_TARGET;
    const passLatency = p50 <= LATENCY_TARGET_MS && endToEnd.length === LATENCY_EVENTS;
    console.log(
      `\nthroughput: ${passThroughput ? 'PASS' : 'FAIL'} ratio ${fmt(ratio, 3)} (target ≥ ${THROUGHPUT_TARGET}, stretch ${THROUGHPUT_STRETCH}${ratio >= THROUGHPUT_STRETCH ? ' met' : ' not met'})` +
        `\nlatency:    ${passLatency ? 'PASS' : 'FAIL'} p50 ${fmt(p50, 1)} ms (target ≤ ${LATENCY_TARGET_MS} ms)`,
    );
    verdict(
      passThroughput && passLatency,
      `event bus ratio ${fmt(ratio, 3)} (≥ ${THROUGHPUT_TARGET}), light-load p50 ${fmt(p50, 1)} ms (≤ ${LATENCY_TARGET_MS} ms)`,
    );
  } finally {
    await Promise.all([raw.stop(), consumer.stop(), relay.stop()]);
    await authDb.$disconnect();
    for (const name of [RAW_QUEUE, eventQueueName('crm')]) {
      const queue = new Queue(name, { connection: redis, prefix });
      await queue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
    }
    await rawQueue.close();
    redis.disconnect();
    for (const database of databases) await database.drop().catch(() => undefined);
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    console.log('\nFAIL: benchmark did not complete');
    process.exit(0);
  },
);
