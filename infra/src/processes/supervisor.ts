import { spawn, type ChildProcess } from 'node:child_process';
import { colour, error, info } from '../log';
import { ROOT } from '../paths';
import { PrefixedOutput } from './prefix';

export interface Managed {
  name: string;
  child: ChildProcess;
  output: PrefixedOutput;
  exited: boolean;
  exitCode?: number | null;
  exitSignal?: NodeJS.Signals | null;
}

/**
 * Starts long-running children in their own process groups (so Ctrl-C reaches only us and we stop
 * them in order), prefixes their output, and reports a child that dies while we did not ask it to.
 */
export class Supervisor {
  readonly processes: Managed[] = [];
  private stopping = false;

  constructor(private readonly onUnexpectedExit: (proc: Managed) => void) {
    // Last resort if we exit without stop(): nothing is left behind.
    process.on('exit', () => this.processes.forEach((p) => this.signal(p, 'SIGKILL')));
  }

  start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): Managed {
    const child = spawn(command, args, {
      cwd: ROOT,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = new PrefixedOutput(name);
    output.attach(child.stdout);
    output.attach(child.stderr);
    const proc: Managed = { name, child, output, exited: false };
    this.processes.push(proc);
    child.on('error', (err) => output.lines.push(`failed to start: ${err.message}`));
    child.on('exit', (code, signal) => {
      Object.assign(proc, { exited: true, exitCode: code, exitSignal: signal });
      if (!this.stopping) this.onUnexpectedExit(proc);
    });
    return proc;
  }

  /** Starts `node [flags] --import tsx <file>` (the convention for every service process). */
  startTs(
    name: string,
    file: string,
    env: NodeJS.ProcessEnv,
    nodeFlags: readonly string[] = [],
  ): Managed {
    return this.start(name, process.execPath, [...nodeFlags, '--import', 'tsx', file], env);
  }

  /** SIGTERM to every process group, SIGKILL to whatever is left after the grace period. */
  async stopAll(graceMs = 10000): Promise<void> {
    if (this.stopping) return;
    this.stopping = true;
    const alive = this.processes.filter((p) => !p.exited);
    if (!alive.length) return;
    info(`stopping ${alive.map((p) => p.name).join(', ')}`);
    alive.forEach((p) => this.signal(p, 'SIGTERM'));
    const allExited = Promise.all(
      alive.map((p) => new Promise((r) => (p.exited ? r(null) : p.child.once('exit', r)))),
    );
    const timedOut = await Promise.race([
      allExited.then(() => false),
      delay(graceMs).then(() => true),
    ]);
    if (timedOut) {
      const stuck = alive.filter((p) => !p.exited);
      error(`still running after ${graceMs} ms, killing: ${stuck.map((p) => p.name).join(', ')}`);
      stuck.forEach((p) => this.signal(p, 'SIGKILL'));
      await allExited;
    }
    // A process group may outlive its leader (e.g. a grandchild); make sure it is gone.
    alive.forEach((p) => this.signal(p, 'SIGKILL'));
    info('all processes stopped');
  }

  private signal(proc: Managed, signal: NodeJS.Signals): void {
    if (!proc.child.pid) return;
    try {
      process.kill(-proc.child.pid, signal);
    } catch {
      // the group is already gone
    }
  }
}

export function describeExit(proc: Managed): string {
  return proc.exitSignal ? `killed by ${proc.exitSignal}` : `exited with code ${proc.exitCode}`;
}

export function reportDeath(proc: Managed): void {
  error(colour.bold(`${proc.name} ${describeExit(proc)} unexpectedly. Its last log lines:`));
  console.error(proc.output.tail(30) || '(no output)');
}

export const delay = (ms: number) => new Promise((r) => setTimeout(r, ms));
