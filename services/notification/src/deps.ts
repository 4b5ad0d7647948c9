import type { ServiceRuntime } from '@wellness/kit';
import type { NotificationConfig } from './config';
import type { Db } from './db';
import { brandFrom } from './emails/brand';
import type { Brand } from './emails/brand';

/** What notification's handlers need; built once by buildNotificationDeps, replaced piecewise in tests. */
export interface NotificationDeps {
  db: Db;
  /** Who the emails come from and where their links point. */
  brand: Brand;
}

/** The one place notification's dependencies are wired (the API in app.ts, the worker in worker.ts). */
export function buildNotificationDeps(
  config: NotificationConfig,
  _runtime: ServiceRuntime,
  db: Db,
): NotificationDeps {
  return { db, brand: brandFrom(config) };
}
