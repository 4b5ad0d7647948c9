import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { InfraError } from '../log';
import { runOrFail } from '../processes/run';
import { waitForListening } from './probe';
import { aptInstall } from './system-packages';

interface Cluster {
  version: string;
  name: string;
  port: number;
}

function clusters(): Cluster[] {
  const out = execFileSync('pg_lsclusters', ['--no-header'], { encoding: 'utf8' });
  return out
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [version, name, port] = line.trim().split(/\s+/);
      return { version, name, port: Number(port) };
    });
}

/** Installs (if needed) and starts Debian's PostgreSQL cluster, and gives user postgres a password for TCP. */
export async function startDebianPostgres(password: string, port: number): Promise<void> {
  if (!existsSync('/usr/bin/pg_ctlcluster') || clusters().length === 0)
    await aptInstall(['postgresql']);
  let cluster = clusters().find((c) => c.port === port);
  if (!cluster) {
    const version =
      clusters()[0]?.version ??
      execFileSync('ls', ['/usr/lib/postgresql'], { encoding: 'utf8' }).split('\n')[0];
    await runOrFail(
      'pg_createcluster',
      'pg_createcluster',
      [version, 'wellness', '--port', String(port)],
      { label: 'postgres' },
    );
    cluster = { version, name: 'wellness', port };
  }
  await runOrFail(
    'pg_ctlcluster start',
    'pg_ctlcluster',
    [cluster.version, cluster.name, 'start'],
    {
      label: 'postgres',
    },
  );
  if (!(await waitForListening('127.0.0.1', port, 30000))) {
    throw new InfraError(
      `PostgreSQL ${cluster.version}/${cluster.name} did not start listening on port ${port}`,
    );
  }
  const sql = `ALTER USER postgres PASSWORD '${password.replace(/'/g, "''")}'`;
  await runOrFail(
    'setting the postgres password',
    'runuser',
    ['-u', 'postgres', '--', 'psql', '-q', '-p', String(port), '-c', sql],
    {
      label: 'postgres',
    },
  );
}
