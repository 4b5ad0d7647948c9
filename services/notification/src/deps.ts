import type { Db } from './db';

/** What notification's HTTP handlers need; built once in app.ts, replaced piecewise in tests. */
export interface NotificationDeps {
  db: Db;
}
