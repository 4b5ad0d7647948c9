import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { machineCpu } from './cpu';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

interface Proc {
  pid: number;
  ppid: number;
  sid: number;
  /** Its CPU seconds and those of its exited children it reaped. */
  cpu: number;
}

function processes(): Proc[] {
  const list: Proc[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]);
      list.push({
        pid: Number(entry),
        ppid: Number(f[1]),
        sid: Number(f[3]),
        cpu: ticks / TICKS_PER_SECOND,
      });
    } catch {
      // exited meanwhile
    }
  }
  return list;
}

/** The session of the process listening on `port` (`npm start` runs every server in one). */
function sessionListeningOn(port: number): number | undefined {
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(out)?.[1];
  return pid ? processes().find((p) => p.pid === Number(pid))?.sid : undefined;
}

/** CPU seconds of this process and its descendants (Lighthouse, Chromium) and of the servers. */
function measuredSystemCpu(serverSession: number | undefined): number {
  const all = processes();
  const ours = new Set<number>([process.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const p of all)
      if (!ours.has(p.pid) && (ours.has(p.ppid) || p.sid === serverSession)) {
        ours.add(p.pid);
        grew = true;
      }
  }
  return all.filter((p) => ours.has(p.pid)).reduce((sum, p) => sum + p.cpu, 0);
}

/**
 * Starts measuring the share of the machine's CPU (all cores) that processes other than the
 * measured system used: anything but this process's tree and the servers listening on `port`'s
 * session. Postgres and Redis are shared with other work, so they count as other. Call the result
 * to read the percentage so far.
 */
export function otherProcsMeter(port: number): () => number {
  const session = sessionListeningOn(port);
  const machine0 = machineCpu();
  const ours0 = measuredSystemCpu(session);
  return () => {
    const machine = machineCpu();
    const other = machine.busy - machine0.busy - (measuredSystemCpu(session) - ours0);
    return (100 * Math.max(0, other)) / (machine.total - machine0.total);
  };
}
