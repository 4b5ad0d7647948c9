import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';

/**
 * A service's entry point (main.ts, worker.ts, a test's child script) in a process of its own, for
 * tests that signal or kill it. Its stdout (pino's JSON lines at LOG_LEVEL) is kept for `sawLog`.
 */
export class ServiceProcess {
  private output = '';
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

  private constructor(readonly child: ChildProcess) {
    child.stdout!.on('data', (chunk: Buffer) => {
      this.output += chunk.toString();
    });
    this.exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
  }

  /** node itself runs the file (not the tsx CLI, whose grandchild would outlive a signal). */
  static start(file: string, env: Record<string, string | undefined>): ServiceProcess {
    const child = spawn(process.execPath, ['--import', 'tsx', file], {
      env: { ...process.env, ...env } as NodeJS.ProcessEnv,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    return new ServiceProcess(child);
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Waits for a line of its output that matches; fails at once if the process exits first. */
  async sawLog(pattern: RegExp, what: string, timeoutMs = 45_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!pattern.test(this.output)) {
      const problem = !this.running
        ? `the process exited before ${what}`
        : Date.now() > deadline
          ? `Timed out after ${timeoutMs} ms waiting for ${what}`
          : null;
      if (problem) throw new Error(`${problem}\n--- its output ---\n${this.output.slice(-2000)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Its output so far (for a failing test's message). */
  get log(): string {
    return this.output;
  }

  signal(signal: NodeJS.Signals): void {
    this.child.kill(signal);
  }

  /** Kills it if it still runs (afterAll). */
  async stop(): Promise<void> {
    if (this.running) this.child.kill('SIGKILL');
    await this.exited;
  }
}
