/**
 * The payments bench's reads (bench/payments.ts): autocannon load on the finance summary and the
 * payments table, raw baseline and gateway alternating per round, with the CPU each side used per
 * request; then one request at a time (1 connection), the latency a lone coach sees.
 */
import { fmt, printTable } from './support/report';
import {
  AUTOCANNON_COLUMNS,
  autocannonCells,
  autocannonLoad,
  requestsPerSecond,
} from './support/autocannon';
import type { AutocannonRun } from './support/autocannon';
import { cpuSecondsByCommand, machineCpu, processCpuSeconds } from './support/cpu';
import { sleep } from './support/processes';
import { envNumber, loadSettings } from './support/settings';

export const TARGETS = { summary: 100, table: 50 };
const { ROUNDS, SECONDS, WARMUP_SECONDS, CONNECTIONS } = loadSettings();
const LIGHT_SECONDS = envNumber('BENCH_LIGHT_SECONDS', 5);

export type Path = 'raw' | 'gateway';
export type Endpoint = keyof typeof TARGETS;
export interface Measured extends AutocannonRun {
  round: string;
  endpoint: Endpoint;
  path: Path;
  nodeCpuMs: number;
  postgresCpuMs: number;
  otherPct: number;
}

/**
 * Waits (at most 10 s) until the machine is idle (< 25 % busy over 500 ms): requests still queued
 * in a server when autocannon stops (a summary backlog lasts seconds) must not fall into the next
 * run.
 */
async function settle() {
  for (let i = 0; i < 20; i++) {
    const before = machineCpu();
    await sleep(500);
    const after = machineCpu();
    if ((after.busy - before.busy) / (after.total - before.total) < 0.25) return;
  }
}

export async function runReads(
  targets: Record<Path, { base: string; headers: () => Record<string, string> }>,
  PIDS: Record<Path, number[]>,
  paths: Record<Endpoint, string[]>,
) {
  const load = (endpoint: Endpoint, path: Path, seconds: number, connections = CONNECTIONS) => {
    let next = 0;
    const list = paths[endpoint];
    return autocannonLoad(targets[path].base, { connections, seconds }, () => ({
      method: 'GET',
      path: list[next++ % list.length],
      headers: targets[path].headers(),
    }));
  };
  /** A run with the CPU each side used per request (node processes of the path, postgres). */
  const measure = async (endpoint: Endpoint, path: Path, connections = CONNECTIONS) => {
    await settle();
    const cpu = () => PIDS[path].reduce((sum, pid) => sum + processCpuSeconds(pid), 0);
    const before = {
      node: cpu(),
      pg: cpuSecondsByCommand(['postgres']),
      machine: machineCpu(),
      self: process.cpuUsage(),
    };
    const r = await load(endpoint, path, connections === 1 ? LIGHT_SECONDS : SECONDS, connections);
    const machine = machineCpu();
    const self = process.cpuUsage(before.self);
    const node = cpu() - before.node;
    const pg = cpuSecondsByCommand(['postgres']) - before.pg;
    const busy = machine.busy - before.machine.busy;
    const total = machine.total - before.machine.total;
    return {
      ...r,
      endpoint,
      path,
      nodeCpuMs: (1000 * node) / r.requests,
      postgresCpuMs: (1000 * pg) / r.requests,
      otherPct: (100 * Math.max(0, busy - node - pg - (self.user + self.system) / 1e6)) / total,
    };
  };
  const results: Measured[] = [];
  const light: Measured[] = [];
  for (const endpoint of ['summary', 'table'] as Endpoint[]) {
    for (const path of ['raw', 'gateway'] as Path[]) await load(endpoint, path, WARMUP_SECONDS);
    for (let round = 1; round <= ROUNDS; round++)
      for (const path of (round % 2 ? ['raw', 'gateway'] : ['gateway', 'raw']) as Path[])
        results.push({ ...(await measure(endpoint, path)), round: String(round) });
    // One request at a time: the latency a lone coach sees, without queueing.
    if (LIGHT_SECONDS > 0)
      for (const path of ['raw', 'gateway'] as Path[])
        light.push({ ...(await measure(endpoint, path, 1)), round: '1 conn' });
  }
  printTable(
    [
      'endpoint',
      'round',
      'path',
      ...AUTOCANNON_COLUMNS,
      'node cpu ms/req',
      'postgres cpu ms/req',
      'other procs %',
    ],
    [...results, ...light].map((r) => [
      r.endpoint,
      r.round,
      r.path,
      ...autocannonCells(r),
      fmt(r.nodeCpuMs, 2),
      fmt(r.postgresCpuMs, 2),
      fmt(r.otherPct, 0),
    ]),
  );
  const of = (endpoint: Endpoint, path: Path) =>
    results.filter((r) => r.endpoint === endpoint && r.path === path);
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];
  const lightCells = (endpoint: Endpoint, path: Path) => {
    const run = light.find((r) => r.endpoint === endpoint && r.path === path);
    return run ? [fmt(run.p50, 1), fmt(run.p99, 1)] : ['', ''];
  };
  console.log('');
  const summaryRows = (['summary', 'table'] as Endpoint[]).flatMap((endpoint) =>
    (['raw', 'gateway'] as Path[]).map((path) => {
      const runs = of(endpoint, path);
      return [
        endpoint,
        path,
        fmt(requestsPerSecond(runs), 0),
        fmt(median(runs.map((r) => r.p50)), 1),
        fmt(Math.max(...runs.map((r) => r.p99)), 1),
        fmt(requestsPerSecond(runs) / requestsPerSecond(of(endpoint, 'raw')), 2),
        fmt(median(runs.map((r) => r.nodeCpuMs + r.postgresCpuMs)), 2),
        ...lightCells(endpoint, path),
      ];
    }),
  );
  printTable(
    [
      'endpoint',
      'path',
      'req/s (all rounds)',
      'median p50 ms',
      'worst p99 ms',
      'req/s vs raw',
      'cpu ms/req',
      '1 conn p50 ms',
      '1 conn p99 ms',
    ],
    summaryRows,
  );
  const otherMax = Math.max(...results.map((r) => r.otherPct));
  if (otherMax > 15)
    console.log(
      `warning: other processes used up to ${fmt(otherMax, 0)}% of the machine during a round.`,
    );

  return { results, light };
}
