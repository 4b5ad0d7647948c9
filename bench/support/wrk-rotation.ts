import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AutocannonRun, LoadRequest } from './autocannon';

/** A wrk run of a request rotation: what autocannonLoad reports, plus what wrk itself spent. */
export interface WrkRun extends AutocannonRun {
  /** Requests written to the sockets (answered or not when the run stopped). */
  sent: number;
  /** wrk's own CPU seconds (user + system), as its clock() saw them. */
  loadCpuSeconds: number;
}

const RESULT_MARK = 'WRK_RESULT ';

/** A Lua string literal of `text` (bytes kept; quotes, backslashes and line ends escaped). */
const luaString = (text: string) =>
  `"${text.replace(/[\\"]/g, '\\$&').replace(/\r/g, '\\r').replace(/\n/g, '\\n')}"`;

/**
 * The script: every request pre-formatted in init (wrk.format), sent in turn, round and round;
 * after `maxRequests` answers the thread stops. The run's time is from the first request to the
 * last answer (wrk's own summary counts the whole -d duration, however early the thread stopped).
 * done() prints the figures as one JSON line.
 */
function rotationScript(requests: readonly LoadRequest[], maxRequests: number): string {
  const entries = requests.map((r) => {
    const headers = Object.entries(r.headers ?? {})
      .map(([name, value]) => `[${luaString(name)}] = ${luaString(value)}`)
      .join(', ');
    return `{ ${luaString(r.method ?? 'GET')}, ${luaString(r.path ?? '/')}, { ${headers} }, ${
      r.body === undefined ? 'nil' : luaString(r.body)
    } }`;
  });
  return `
local specs = {
${entries.join(',\n')}
}
local ffi = require("ffi")
ffi.cdef[[
  typedef struct { long tv_sec; long tv_nsec; } wrk_timespec;
  int clock_gettime(int clock, wrk_timespec *ts);
]]
local now = ffi.new("wrk_timespec")
local function micros()
  ffi.C.clock_gettime(1, now) -- CLOCK_MONOTONIC
  return tonumber(now.tv_sec) * 1e6 + tonumber(now.tv_nsec) / 1e3
end
-- Globals, not locals: done() reads them from each thread's state with thread:get.
formatted, sent, answered, failed, first, last = {}, 0, 0, 0, nil, nil
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init()
  for i, s in ipairs(specs) do formatted[i] = wrk.format(s[1], s[2], s[3], s[4]) end
  specs = nil
end
function request()
  if first == nil then first = micros() end
  sent = sent + 1
  return formatted[(sent - 1) % #formatted + 1]
end
function response(status)
  answered = answered + 1
  last = micros()
  if status >= 300 then failed = failed + 1 end
  if answered >= ${maxRequests} then wrk.thread:stop() end
end
function done(summary, latency)
  local sentAll, failedAll, from, to = 0, 0, math.huge, 0
  for _, t in ipairs(threads) do
    sentAll = sentAll + (t:get("sent") or 0)
    failedAll = failedAll + (t:get("failed") or 0)
    from = math.min(from, t:get("first") or math.huge)
    to = math.max(to, t:get("last") or 0)
  end
  local e = summary.errors
  io.write(string.format(
    '${RESULT_MARK}{"requests":%d,"micros":%d,"p50":%.3f,"p99":%.3f,"max":%.3f,' ..
    '"errors":%d,"failed":%d,"sent":%d,"cpu":%.3f}\\n',
    summary.requests, to > from and (to - from) or summary.duration, latency:percentile(50) / 1000,
    latency:percentile(99) / 1000, latency.max / 1000,
    e.connect + e.read + e.write + e.timeout, failedAll, sentAll, os.clock()))
end
`;
}

interface WrkResultLine {
  requests: number;
  micros: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  failed: number;
  sent: number;
  cpu: number;
}

/**
 * `seconds` of wrk load (one C thread, keep-alive) on `base`, sending `requests` in turn, round
 * and round, and stopping early after `maxRequests` answers. Latencies are wrk's own (µs
 * resolution, corrected for nothing: a closed loop, like autocannon's).
 */
export async function wrkRotationLoad(
  base: string,
  {
    connections,
    seconds,
    maxRequests,
  }: { connections: number; seconds: number; maxRequests?: number },
  requests: readonly LoadRequest[],
): Promise<WrkRun> {
  if (requests.length === 0) throw new Error('wrk needs at least one request to send');
  const dir = mkdtempSync(join(tmpdir(), 'wrk-rotation-'));
  const script = join(dir, 'rotation.lua');
  writeFileSync(script, rotationScript(requests, maxRequests ?? Number.MAX_SAFE_INTEGER));
  try {
    const out = await new Promise<string>((resolveRun, reject) => {
      const child = spawn(
        'wrk',
        ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '5s', '-s', script, base],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const timer = setTimeout(() => child.kill('SIGKILL'), (seconds + 30) * 1000);
      child.on('error', reject);
      child.on('exit', (code) => {
        clearTimeout(timer);
        if (code === 0) resolveRun(stdout);
        else reject(new Error(`wrk exited ${code}: ${stderr || stdout}`));
      });
    });
    const line = out.split('\n').find((l) => l.startsWith(RESULT_MARK));
    if (!line) throw new Error(`wrk printed no result:\n${out}`);
    const r = JSON.parse(line.slice(RESULT_MARK.length)) as WrkResultLine;
    const runSeconds = r.micros / 1e6;
    return {
      requests: r.requests,
      seconds: runSeconds,
      rps: r.requests / runSeconds,
      p50: r.p50,
      p99: r.p99,
      max: r.max,
      failures: r.errors + r.failed,
      sent: r.sent,
      loadCpuSeconds: r.cpu,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
