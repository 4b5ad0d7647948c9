import { spawn } from 'node:child_process';
import { ROOT } from '../paths';
import { InfraError } from '../log';
import { PrefixedOutput } from './prefix';

export interface RunOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Prefix each output line with this name; without it the child shares our terminal. */
  label?: string;
  /** With a label: print the output only when the command fails. */
  quiet?: boolean;
  /**
   * With a label: a line that means the work is done. The command then counts as successful and
   * is stopped if it lingers (prisma migrate's WASM engine keeps a 10 s timer alive after its work).
   */
  doneWhen?: RegExp;
}

/** Runs a command to completion; resolves with its exit code (signals count as failures). */
export function run(command: string, args: string[], options: RunOptions = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? ROOT,
      env: options.env ?? process.env,
      stdio: options.label ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const out = options.label
      ? new PrefixedOutput(options.label, 200, 20, options.quiet)
      : undefined;
    let done = false;
    if (out && options.doneWhen) {
      out.onLine = (line) => {
        if (done || !options.doneWhen!.test(line)) return;
        done = true;
        setTimeout(() => child.exitCode === null && child.kill('SIGTERM'), 300);
      };
    }
    out?.attach(child.stdout);
    out?.attach(child.stderr);
    child.on('error', reject);
    child.on('close', (code) => {
      const result = done ? 0 : (code ?? 1);
      if (result !== 0 && options.quiet) out?.flush();
      resolve(result);
    });
  });
}

/** Like run, but a non-zero exit is an InfraError naming the step. */
export async function runOrFail(
  step: string,
  command: string,
  args: string[],
  options: RunOptions = {},
): Promise<void> {
  const code = await run(command, args, options);
  if (code !== 0) throw new InfraError(`${step} failed (exit ${code}); see the output above.`);
}
