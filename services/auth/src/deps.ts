import { QueueRegistry, RateLimiter, SessionDirectory } from '@wellness/kit';
import { fileStoreFromConfig } from '@wellness/kit/src/files';
import type { FileStore } from '@wellness/kit/src/files';
import type { ServiceRuntime } from '@wellness/kit';
import type { AuthConfig } from './config';
import type { Db } from './db';
import { sessionChangeAnnouncer } from './sessions/changes';
import type { AnnounceSessionChange } from './sessions/changes';

/** What auth's handlers need; built once by buildAuthDeps, replaced piecewise in tests. */
export interface AuthDeps {
  db: Db;
  limiter: RateLimiter;
  /** Live sessions shared with the gateways (kit SessionDirectory): auth writes and removes them. */
  sessionDirectory: SessionDirectory;
  announceSessionChange: AnnounceSessionChange;
  /** Producers of auth's background jobs (on the fail-fast connection). */
  jobs: QueueRegistry;
  config: Pick<AuthConfig, 'APP_URL' | 'SESSION_TTL_DAYS' | 'IDENTITY_SECRET'>;
  /** Where auth writes its part of a backup (kit file store: disk or S3). */
  files: FileStore;
}

/** The one place auth's dependencies are wired (the API in app.ts, the worker in worker.ts). */
export function buildAuthDeps(config: AuthConfig, runtime: ServiceRuntime, db: Db): AuthDeps {
  const sessionDirectory = new SessionDirectory(runtime.redis, config.QUEUE_PREFIX);
  return {
    db,
    config,
    files: fileStoreFromConfig(config),
    limiter: new RateLimiter(runtime.redis, config.QUEUE_PREFIX),
    jobs: new QueueRegistry(runtime.redis, config.QUEUE_PREFIX),
    sessionDirectory,
    announceSessionChange: sessionChangeAnnouncer(
      runtime.redis,
      sessionDirectory,
      config.QUEUE_PREFIX,
      runtime.logger,
    ),
  };
}
