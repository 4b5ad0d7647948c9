import { autocannonLoad } from './autocannon';
import type { AutocannonRun, LoadRequest } from './autocannon';
import type { LoadTool } from './load';
import { wrkRotationLoad } from './wrk-rotation';

export interface RotationRun extends AutocannonRun {
  tool: LoadTool;
  /** Requests sent (some may be unanswered when a run stops at maxRequests). */
  sent: number;
  /** The load tool's CPU seconds when it ran as its own process (wrk); null when in this one. */
  loadCpuSeconds: number | null;
}

/**
 * Keep-alive load on `base` at `connections` for `seconds` (fewer after `maxRequests` answers),
 * sending `requests` in turn, round and round, with wrk or autocannon (load.ts chooseLoadTool).
 */
export async function rotationLoad(
  tool: LoadTool,
  base: string,
  options: { connections: number; seconds: number; maxRequests?: number },
  requests: readonly LoadRequest[],
): Promise<RotationRun> {
  if (tool === 'wrk') return { tool, ...(await wrkRotationLoad(base, options, requests)) };
  let sent = 0;
  const run = await autocannonLoad(base, options, () => requests[sent++ % requests.length]);
  return { tool, ...run, sent, loadCpuSeconds: null };
}
