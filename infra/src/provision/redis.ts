import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { InfraError, info } from '../log';
import { DATA_DIR } from '../paths';
import { runOrFail } from '../processes/run';
import { redact } from './pg-client';
import { isListening, waitForListening } from './probe';
import { pingRedis } from './redis-client';
import { aptInstall, canInstallSystemPackages } from './system-packages';

const HOST = '127.0.0.1';
const PORT = 6379;
const LOCAL_URL = `redis://${HOST}:${PORT}`;

async function checked(url: string, source: string): Promise<{ url: string; source: string }> {
  const problem = await pingRedis(url);
  if (problem)
    throw new InfraError(`Redis at ${redact(url)} (${source}) does not answer PING: ${problem}`);
  return { url, source };
}

async function startDebianRedis(): Promise<void> {
  if (!existsSync('/usr/bin/redis-server')) await aptInstall(['redis-server']);
  const dir = join(DATA_DIR, 'redis');
  mkdirSync(dir, { recursive: true });
  const args = [
    '--daemonize',
    'yes',
    '--bind',
    HOST,
    '--port',
    String(PORT),
    '--dir',
    dir,
    '--logfile',
    join(dir, 'redis.log'),
    // The queues' jobs survive a crash or restart (up to a second of writes), as BullMQ asks.
    '--appendonly',
    'yes',
  ];
  await runOrFail('redis-server', '/usr/bin/redis-server', args, { label: 'redis' });
  if (!(await waitForListening(HOST, PORT, 15000)))
    throw new InfraError(`redis-server did not start; see ${dir}/redis.log`);
}

/** REDIS_URL, else a server on 127.0.0.1:6379, else Debian's redis-server (root); otherwise a clear failure. */
export async function provideRedis(): Promise<{ url: string; source: string }> {
  const chosen = await choose();
  info(`Redis: ${chosen.source}`);
  return chosen;
}

async function choose(): Promise<{ url: string; source: string }> {
  if (process.env.REDIS_URL)
    return checked(process.env.REDIS_URL, `REDIS_URL ${redact(process.env.REDIS_URL)}`);
  if (await isListening(HOST, PORT)) return checked(LOCAL_URL, `local Redis at ${HOST}:${PORT}`);
  if (!canInstallSystemPackages()) {
    throw new InfraError(
      `No Redis at ${HOST}:${PORT} and no way to install one without root. ` +
        'Install and start Redis (e.g. `sudo apt-get install -y redis-server`), or set REDIS_URL=redis://host:port.',
    );
  }
  info(`nothing listens on ${HOST}:${PORT}: starting Debian's redis-server (data in .data/redis)`);
  await startDebianRedis();
  return checked(
    LOCAL_URL,
    `Debian redis-server on ${HOST}:${PORT} (started by infra, daemonized)`,
  );
}
