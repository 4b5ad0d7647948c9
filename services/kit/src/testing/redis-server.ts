import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import IORedis from 'ioredis';
import { waitFor } from './wait';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * A private redis-server a test may stop and restart (outage tests must not disturb the shared one).
 * `npm test` provisions Redis from Debian's packages, so the binary is on PATH. Like a production
 * Redis under BullMQ, it keeps an append-only file (here fsynced on every write), so what it held
 * before an outage, even a SIGKILL, is there again after: queued jobs survive a restart.
 */
export class DisposableRedis {
  private process: ChildProcess | null = null;
  private readonly dir = mkdtempSync(join(tmpdir(), 'disposable-redis-'));
  private constructor(readonly port: number) {}

  static async start(): Promise<DisposableRedis> {
    const redis = new DisposableRedis(await freePort());
    await redis.up();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async up(): Promise<void> {
    this.process = spawn(
      'redis-server',
      [
        ...['--port', String(this.port), '--bind', '127.0.0.1', '--dir', this.dir],
        ...['--save', '', '--appendonly', 'yes', '--appendfsync', 'always'],
      ],
      { stdio: 'ignore' },
    );
    await waitFor(
      async () => {
        const probe = new IORedis(this.url, {
          lazyConnect: true,
          maxRetriesPerRequest: 0,
          retryStrategy: () => null,
        });
        probe.on('error', () => undefined);
        try {
          await probe.connect();
          return (await probe.ping()) === 'PONG';
        } finally {
          probe.disconnect();
        }
      },
      { what: 'redis-server to accept connections' },
    );
  }

  /** Freezes the server (SIGSTOP): connections stay open and commands get no answer, as a hung Redis. */
  pause(): void {
    this.process?.kill('SIGSTOP');
  }

  resume(): void {
    this.process?.kill('SIGCONT');
  }

  async down(): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
    this.process = null;
  }

  /** Stops the server for good and deletes what it stored. */
  async destroy(): Promise<void> {
    await this.down();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
