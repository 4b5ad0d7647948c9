import autocannon from 'autocannon';

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
