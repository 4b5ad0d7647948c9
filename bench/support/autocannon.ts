import autocannon from 'autocannon';
import { fmt } from './report';

/** What a request of the rotation sets (method, path, body, headers). */
export interface LoadRequest {
  method?: string;
  path?: string;
  body?: string;
  headers?: Record<string, string>;
}

export interface AutocannonRun {
  requests: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  /** Socket errors, timeouts and non-2xx answers. */
  failures: number;
}

/**
 * `seconds` of autocannon load on `base` (fewer when `maxRequests` are answered first), each
 * request taking what `next()` gives (a path rotation, a different cookie per request).
 */
export async function autocannonLoad(
  base: string,
  {
    connections,
    seconds,
    maxRequests,
  }: { connections: number; seconds: number; maxRequests?: number },
  next: () => LoadRequest,
): Promise<AutocannonRun> {
  const r = await autocannon({
    url: base,
    connections,
    duration: seconds,
    maxOverallRequests: maxRequests,
    requests: [
      {
        setupRequest: (req) => ({ ...req, ...next() }) as typeof req,
      },
    ],
  });
  return {
    requests: r.requests.total,
    seconds: r.duration,
    rps: r.requests.total / r.duration,
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    failures: r.errors + r.timeouts + r.non2xx,
  };
}

/** The table columns of a run, as the benches print them… */
export const AUTOCANNON_COLUMNS = [
  'requests',
  'req/s',
  'p50 ms',
  'p99 ms',
  'max ms',
  'failures',
] as const;

/** …and its cells. */
export const autocannonCells = (r: AutocannonRun): (string | number)[] => [
  r.requests,
  fmt(r.rps, 0),
  fmt(r.p50, 1),
  fmt(r.p99, 1),
  fmt(r.max, 1),
  r.failures,
];

/** Requests per second over several runs together (all requests ÷ all seconds). */
export const requestsPerSecond = (runs: readonly Pick<AutocannonRun, 'requests' | 'seconds'>[]) =>
  runs.reduce((sum, r) => sum + r.requests, 0) / runs.reduce((sum, r) => sum + r.seconds, 0);

/** One measured round of a path, with the CPU each process spent per request (from /proc). */
export interface CpuSplitRow extends AutocannonRun {
  round: number;
  path: string;
  /** CPU ms per request: the node processes of the path and postgres together… */
  cpuMs: number;
  /** …split: the service (or the raw server), the gateway, auth, postgres. */
  serviceMs: number;
  gatewayMs: number;
  authMs: number;
  postgresMs: number;
  /** The CPU share of processes outside the measurement. */
  otherPct: number;
}
