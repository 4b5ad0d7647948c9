/**
 * Gateway overhead: requests/s through the gateway to a service's cheap endpoint ÷ requests/s
 * straight to that service, same run, same concurrency. Target ≥ 0.8.
 *
 *   npx tsx bench/gateway-overhead.ts [--profile]
 *
 * Three processes, as in production: the real crm service (services/crm/src/main.ts) on a fresh
 * test database, the real gateway (services/gateway/src/main.ts → createGateway) with every
 * upstream URL pointing at that crm, and a load generator (wrk, else autocannon). Direct and
 * via-gateway rounds alternate (ABBA order) after a warm-up of each.
 *
 * Endpoint: GET /api/clients/me without a session. crm runs its whole middleware chain (request
 * context + per-request log line, JSON body parser, cookie parser, route, requireIdentity, error
 * translator) and answers 401; no database query. The gateway sees no session cookie, so it does no
 * identity lookup: this isolates the proxy hop itself.
 *
 * Environment: BENCH_ROUNDS (3), BENCH_SECONDS (8 per round and path), BENCH_WARMUP_SECONDS (3),
 * BENCH_CONNECTIONS (50), BENCH_LOG_LEVEL (info: both services' production default; crm writes
 * one JSON line per request to /dev/null), BENCH_LOAD_TOOL (wrk|autocannon).
 * --profile: the gateway runs under `node --cpu-prof`; its hottest functions are printed at the end.
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServiceName } from '@wellness/contracts';
import {
  TEST_IDENTITY_SECRET,
  TEST_REDIS_URL,
  createTestDatabase,
  ensureTemplate,
  testQueuePrefix,
} from '@wellness/kit/src/testing';
import type { TestDatabase } from '@wellness/kit/src/testing';
import {
  freePort,
  killChildrenOnExit,
  startChild,
  stopChild,
  waitForHttp,
} from './support/processes';
import { chooseLoadTool, runLoad } from './support/load';
import type { LoadResult } from './support/load';
import { machineCpu, processCpuSeconds, reapedChildrenCpuSeconds } from './support/cpu';
import { fmt, printTable, verdict } from './support/report';
import { printProfileSummary, summarizeProfile } from './support/cpuprofile';
import { loadSettings } from './support/settings';

const TARGET = 0.8;
const SERVICE: ServiceName = 'crm';
const ENDPOINT = '/api/clients/me';
const { ROUNDS, SECONDS, WARMUP_SECONDS, CONNECTIONS, LOG_LEVEL } = loadSettings({
  rounds: 3,
  seconds: 8,
  warmupSeconds: 3,
  connections: 50,
});
const PROFILE = process.argv.includes('--profile');
const GATEWAY_MAIN = 'services/gateway/src/main.ts';

type Path = 'direct' | 'gateway';

interface Measured extends LoadResult {
  round: number;
  path: Path;
  serviceCpuMsPerReq: number;
  gatewayCpuMsPerReq: number;
  loadCpuMsPerReq: number;
  machineBusyPct: number;
  /** Machine CPU used by processes other than this bench's (other work sharing the cores). */
  otherPct: number;
}

async function main() {
  killChildrenOnExit();
  const tool = chooseLoadTool();
  await ensureTemplate(SERVICE);
  const database: TestDatabase = await createTestDatabase(SERVICE);
  const profileDir = PROFILE ? mkdtempSync(join(tmpdir(), 'gateway-prof-')) : null;
  const servicePort = await freePort();
  const serviceUrl = `http://127.0.0.1:${servicePort}`;
  const service = startChild(`services/${SERVICE}/src/main.ts`, {
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL,
      PORT: String(servicePort),
      DATABASE_URL: database.url,
      REDIS_URL: TEST_REDIS_URL,
      QUEUE_PREFIX: testQueuePrefix('bench-gw'),
      IDENTITY_SECRET: TEST_IDENTITY_SECRET,
    },
  });
  const gatewayPort = await freePort();
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  const gateway = startChild(GATEWAY_MAIN, {
    nodeFlags: profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [],
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL,
      PORT: String(gatewayPort),
      APP_URL: gatewayUrl,
      IDENTITY_SECRET: TEST_IDENTITY_SECRET,
      // The un-owned upstreams point at the same process; only crm's prefix is exercised.
      AUTH_URL: serviceUrl,
      CRM_URL: serviceUrl,
      CHECKIN_URL: serviceUrl,
      NOTIFICATION_URL: serviceUrl,
    },
  });
  try {
    await waitForHttp(`${serviceUrl}/health`, service, { status: 200 });
    await waitForHttp(`${gatewayUrl}${ENDPOINT}`, gateway, { status: 401 });

    const urls: Record<Path, string> = {
      direct: `${serviceUrl}${ENDPOINT}`,
      gateway: `${gatewayUrl}${ENDPOINT}`,
    };
    // Both paths must reach the same handler and give the same answer.
    const [direct, viaGateway] = await Promise.all(
      Object.values(urls).map(async (url) => {
        const res = await fetch(url);
        return { status: res.status, body: await res.text() };
      }),
    );
    if (direct.status !== viaGateway.status || direct.body !== viaGateway.body)
      throw new Error(
        `Paths disagree: direct ${direct.status} ${direct.body} / gateway ${viaGateway.status} ${viaGateway.body}`,
      );

    console.log(
      `Gateway overhead — ${SERVICE} GET ${ENDPOINT} (answers ${direct.status} ${direct.body})`,
    );
    console.log(
      `load: ${tool}, ${CONNECTIONS} keep-alive connections, ${ROUNDS} rounds × ${SECONDS} s per path ` +
        `(after ${WARMUP_SECONDS} s warm-up each), LOG_LEVEL=${LOG_LEVEL}, NODE_ENV=production` +
        (profileDir ? ', gateway under --cpu-prof' : ''),
    );
    console.log(`processes: ${SERVICE} pid ${service.pid}, gateway pid ${gateway.pid}\n`);

    for (const path of ['direct', 'gateway'] as const)
      await runLoad(tool, urls[path], { connections: CONNECTIONS, seconds: WARMUP_SECONDS });

    const results: Measured[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const order: Path[] = round % 2 === 1 ? ['direct', 'gateway'] : ['gateway', 'direct'];
      for (const path of order) {
        const before = {
          service: processCpuSeconds(service.pid!),
          gateway: processCpuSeconds(gateway.pid!),
          load: reapedChildrenCpuSeconds(),
          machine: machineCpu(),
        };
        const result = await runLoad(tool, urls[path], {
          connections: CONNECTIONS,
          seconds: SECONDS,
        });
        const machine = machineCpu();
        const used = {
          service: processCpuSeconds(service.pid!) - before.service,
          gateway: processCpuSeconds(gateway.pid!) - before.gateway,
          load: reapedChildrenCpuSeconds() - before.load,
        };
        const perReq = (seconds: number) => (1000 * seconds) / result.requests;
        const machineTotal = machine.total - before.machine.total;
        const machineBusy = machine.busy - before.machine.busy;
        results.push({
          ...result,
          round,
          path,
          serviceCpuMsPerReq: perReq(used.service),
          gatewayCpuMsPerReq: perReq(used.gateway),
          loadCpuMsPerReq: perReq(used.load),
          machineBusyPct: (100 * machineBusy) / machineTotal,
          otherPct:
            (100 * Math.max(0, machineBusy - used.service - used.gateway - used.load)) /
            machineTotal,
        });
      }
    }

    printTable(
      [
        'round',
        'path',
        'requests',
        'req/s',
        'p50 ms',
        'p99 ms',
        'errors',
        `${SERVICE} cpu ms/req`,
        'gateway cpu ms/req',
        'load cpu ms/req',
        'machine busy %',
        'other procs %',
      ],
      results.map((r) => [
        r.round,
        r.path,
        r.requests,
        fmt(r.rps, 0),
        fmt(r.p50Ms, 2),
        fmt(r.p99Ms, 2),
        r.errors,
        fmt(r.serviceCpuMsPerReq, 3),
        fmt(r.gatewayCpuMsPerReq, 3),
        fmt(r.loadCpuMsPerReq, 3),
        fmt(r.machineBusyPct, 0),
        fmt(r.otherPct, 0),
      ]),
    );

    const of = (path: Path) => results.filter((r) => r.path === path);
    const rps = (path: Path) =>
      of(path).reduce((sum, r) => sum + r.requests, 0) /
      of(path).reduce((sum, r) => sum + r.seconds, 0);
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];
    const roundRatios = Array.from({ length: ROUNDS }, (_, i) => {
      const g = results.find((r) => r.round === i + 1 && r.path === 'gateway')!;
      const d = results.find((r) => r.round === i + 1 && r.path === 'direct')!;
      return g.rps / d.rps;
    });
    const ratio = rps('gateway') / rps('direct');

    console.log('');
    printTable(
      ['path', 'req/s (all rounds)', 'median p50 ms', 'median p99 ms', 'gateway cpu ms/req'],
      (['direct', 'gateway'] as const).map((path) => [
        path,
        fmt(rps(path), 0),
        fmt(median(of(path).map((r) => r.p50Ms)), 2),
        fmt(median(of(path).map((r) => r.p99Ms)), 2),
        fmt(median(of(path).map((r) => r.gatewayCpuMsPerReq)), 3),
      ]),
    );
    console.log(
      `\nratio gateway/direct: ${fmt(ratio, 3)} (per round: ${roundRatios.map((r) => fmt(r, 3)).join(', ')})`,
    );
    const otherMax = Math.max(...results.map((r) => r.otherPct));
    if (otherMax > 15)
      console.log(
        `warning: other processes used up to ${fmt(otherMax, 0)}% of the machine during a round; ` +
          'with the cores saturated the ratio tracks CPU per request (service + gateway vs service ' +
          'alone) rather than the idle-core case. Re-run on a quiet machine to compare.',
      );
    const errors = results.reduce((sum, r) => sum + r.errors, 0);
    if (errors) console.log(`warning: ${errors} socket errors/timeouts during the runs`);

    if (profileDir) {
      await stopChild(gateway);
      const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
      if (file) {
        printProfileSummary(
          `Gateway CPU profile (${join(profileDir, file)}), with the direct rounds (when it idles)`,
          summarizeProfile(join(profileDir, file)),
        );
      } else console.log('\n(no CPU profile written)');
    }

    verdict(
      ratio >= TARGET,
      `gateway/direct throughput ratio ${fmt(ratio, 3)} (target ≥ ${TARGET}); ` +
        `direct ${fmt(rps('direct'), 0)} req/s, via gateway ${fmt(rps('gateway'), 0)} req/s`,
    );
  } finally {
    await Promise.all([stopChild(gateway), stopChild(service)]);
    await database.drop().catch(() => undefined);
  }
}

main().catch((error) => {
  console.error(error);
  console.log('\nFAIL: benchmark did not complete');
  process.exitCode = 0;
});
