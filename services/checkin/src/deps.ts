import type { ServiceRuntime } from '@wellness/kit';
import type { CheckinConfig } from './config';
import type { Db } from './db';

/**
 * What checkin's handlers need; built once by buildCheckinDeps, replaced piecewise in tests.
 * A feature adds what it uses here (a limiter, a file store, …) and wires it in the builder.
 */
export interface CheckinDeps {
  db: Db;
  config: Pick<CheckinConfig, 'APP_URL'>;
}

/** The one place checkin's dependencies are wired (the API in app.ts, the worker in worker.ts). */
export function buildCheckinDeps(
  config: CheckinConfig,
  _runtime: ServiceRuntime,
  db: Db,
): CheckinDeps {
  return { db, config };
}
