import { fork, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

/** The repository root: every child runs from here, as `npm start` runs services. */
export const ROOT = resolve(__dirname, '../..');

const children = new Set<ChildProcess>();

/** A free loopback port (the OS picks it; we release it just before the child binds it). */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolvePort(port));
    });
  });
}

export interface ChildOptions {
  env?: Record<string, string>;
  /** Extra node flags before `--import tsx`, e.g. `--cpu-prof`. */
  nodeFlags?: string[];
  /** Keep stdout (service logs) instead of sending it to /dev/null. */
  stdout?: 'ignore' | 'inherit';
  /** An IPC channel (fork) so the child can report to the bench. */
  ipc?: boolean;
}

/**
 * Starts `node --import tsx <file>`, the convention every service process follows
 * (infra/src/processes/supervisor.ts). Stderr is kept (tail shown if the child dies early).
 */
export function startChild(
  file: string,
  options: ChildOptions = {},
): ChildProcess & { stderrTail(): string } {
  const execArgv = [...(options.nodeFlags ?? []), '--import', 'tsx'];
  const env = { ...process.env, ...options.env };
  const stdio = [
    'ignore',
    options.stdout ?? 'ignore',
    'pipe',
    ...(options.ipc ? (['ipc'] as const) : []),
  ] as const;
  const child = options.ipc
    ? fork(resolve(ROOT, file), [], { cwd: ROOT, env, execArgv, stdio: [...stdio] })
    : spawn(process.execPath, [...execArgv, resolve(ROOT, file)], {
        cwd: ROOT,
        env,
        stdio: [...stdio],
      });
  let tail = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return Object.assign(child, { stderrTail: () => tail });
}

/** SIGTERM (graceful: lets --cpu-prof write its profile), then SIGKILL after the deadline. */
export async function stopChild(child: ChildProcess, deadlineMs = 8000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), deadlineMs);
  await exited;
  clearTimeout(timer);
}

/** Kills whatever this bench started if it is interrupted or crashes. */
export function killChildrenOnExit(): void {
  const killAll = () => {
    for (const child of children) child.kill('SIGKILL');
  };
  process.once('exit', killAll);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      killAll();
      process.exit(130);
    });
  }
}

/** Polls a URL until it answers with the expected status (or any status when omitted). */
export async function waitForHttp(
  url: string,
  child: ChildProcess & { stderrTail(): string },
  { status, timeoutMs = 30_000 }: { status?: number; timeoutMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`${url}: process exited (${child.exitCode}):\n${child.stderrTail()}`);
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (status === undefined || res.status === status) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`${url} not ready after ${timeoutMs} ms:\n${child.stderrTail()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
