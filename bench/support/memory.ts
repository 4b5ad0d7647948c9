import { readFileSync } from 'node:fs';

/** A process's resident set (VmRSS) in KB, from /proc/<pid>/status; NaN when it is gone. */
export function residentKb(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : NaN;
  } catch {
    return NaN;
  }
}
