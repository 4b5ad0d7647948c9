import { execFileSync, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { ROOT } from './processes';

export interface LoadResult {
  tool: 'wrk' | 'autocannon';
  requests: number;
  seconds: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** Socket errors and timeouts (non-2xx answers are expected here and not counted). */
  errors: number;
}

export type LoadTool = 'wrk' | 'autocannon';

function hasWrk(): boolean {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    // wrk --version prints usage and exits 1; ENOENT means it is not installed.
    return (error as NodeJS.ErrnoException).code !== 'ENOENT';
  }
}

/**
 * wrk (C, one thread) leaves far more of a 2-core machine to the processes under test than a
 * Node load generator does. Use it when present; when absent and we are root with apt-get, install
 * Debian's package (bounded to 2 minutes); otherwise fall back to autocannon (a devDependency).
 * BENCH_LOAD_TOOL=wrk|autocannon forces one.
 */
export function chooseLoadTool(): LoadTool {
  const forced = process.env.BENCH_LOAD_TOOL;
  if (forced === 'autocannon') return 'autocannon';
  if (hasWrk()) return 'wrk';
  if (forced !== 'wrk' && process.env.BENCH_INSTALL_WRK === '0') return 'autocannon';
  if (process.getuid?.() === 0) {
    try {
      process.stdout.write('wrk not found; installing Debian package wrk (apt-get)...\n');
      execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'wrk'], {
        stdio: 'ignore',
        timeout: 120_000,
      });
      if (hasWrk()) return 'wrk';
    } catch {
      // fall through to autocannon
    }
  }
  process.stdout.write('wrk unavailable; using autocannon.\n');
  return 'autocannon';
}

function run(command: string, args: string[], timeoutMs: number): Promise<string> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolveRun(out);
      else reject(new Error(`${command} exited ${code}: ${err || out}`));
    });
  });
}

function wrkDuration(value: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(value.trim());
  if (!match) return NaN;
  const n = Number(match[1]);
  return { us: n / 1000, ms: n, s: n * 1000, m: n * 60_000 }[match[2] as 'us' | 'ms' | 's' | 'm'];
}

function parseWrk(out: string): LoadResult {
  const percentile = (p: string) => {
    const match = new RegExp(`^\\s*${p}%\\s+(\\S+)`, 'm').exec(out);
    return match ? wrkDuration(match[1]) : NaN;
  };
  const total = /(\d+) requests in ([\d.]+)(us|ms|s|m)/.exec(out);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
    out,
  );
  const requests = total ? Number(total[1]) : NaN;
  const seconds = total ? wrkDuration(`${total[2]}${total[3]}`) / 1000 : NaN;
  return {
    tool: 'wrk',
    requests,
    seconds,
    rps: requests / seconds,
    p50Ms: percentile('50'),
    p99Ms: percentile('99'),
    errors: socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
  };
}

interface AutocannonJson {
  requests: { total: number };
  duration: number;
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
}

/** Keep-alive load at a fixed number of connections for a fixed time. */
export async function runLoad(
  tool: LoadTool,
  url: string,
  { connections, seconds }: { connections: number; seconds: number },
): Promise<LoadResult> {
  const timeoutMs = (seconds + 20) * 1000;
  if (tool === 'wrk') {
    const out = await run(
      'wrk',
      ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '--timeout', '5s', url],
      timeoutMs,
    );
    return parseWrk(out);
  }
  const out = await run(
    process.execPath,
    [
      resolve(ROOT, 'node_modules/autocannon/autocannon.js'),
      '-c',
      String(connections),
      '-d',
      String(seconds),
      '-j',
      url,
    ],
    timeoutMs,
  );
  const json = JSON.parse(out) as AutocannonJson;
  return {
    tool: 'autocannon',
    requests: json.requests.total,
    seconds: json.duration,
    rps: json.requests.total / json.duration,
    p50Ms: json.latency.p50,
    p99Ms: json.latency.p99,
    errors: json.errors + json.timeouts,
  };
}
