import type { RateLimiter } from '@wellness/kit';
import type { AuthConfig } from './config';
import type { Db } from './db';
import type { AnnounceSessionChange } from './sessions/changes';

/** What auth's handlers need; built once in app.ts, replaced piecewise in tests. */
export interface AuthDeps {
  db: Db;
  limiter: RateLimiter;
  announceSessionChange: AnnounceSessionChange;
  config: Pick<AuthConfig, 'APP_URL' | 'SESSION_TTL_DAYS' | 'IDENTITY_SECRET'>;
}
