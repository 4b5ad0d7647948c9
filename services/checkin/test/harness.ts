import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DiskFileStore } from '@wellness/kit/src/files';
import type { FileStore } from '@wellness/kit/src/files';
import { createTestDatabase, testServiceEnv } from '@wellness/kit/src/testing';
import type { TestDatabase } from '@wellness/kit/src/testing';
import { configSchema } from '../src/config';
import { createDb } from '../src/db';
import type { Db } from '../src/db';
import type { Clock } from '@wellness/kit';
import { buildCheckinService } from '../src/app';

/** A clock the test moves: the schedule rules are driven by it, not by waiting. */
export class TestClock implements Clock {
  private at: Date;
  constructor(iso: string) {
    this.at = new Date(iso);
  }
  now = () => new Date(this.at);
  set(iso: string) {
    this.at = new Date(iso);
  }
  advanceDays(days: number) {
    this.at = new Date(this.at.getTime() + days * 24 * 3600 * 1000);
  }
}

export interface CheckinHarness {
  app: ReturnType<typeof buildCheckinService>['app'];
  db: Db;
  clock: TestClock;
  database: TestDatabase;
  /** The store the service keeps its files in (a folder of this test's own). */
  files: FileStore;
  close(): Promise<void>;
}

/** The real checkin service on its own fresh database and queue prefix, with a test clock. */
export async function startCheckin(
  overrides: Partial<Record<string, string>> = {},
  startAt = '2026-11-23T09:00:00Z',
): Promise<CheckinHarness> {
  const database = await createTestDatabase('checkin');
  const filesDir = mkdtempSync(join(tmpdir(), 'checkin-files-'));
  const config = configSchema.parse(
    testServiceEnv('checkin', database.url, { FILES_DIR: filesDir, ...overrides }),
  );
  const db = createDb(config.DATABASE_URL);
  const clock = new TestClock(startAt);
  const service = buildCheckinService(config, db, { clock });
  return {
    app: service.app,
    db,
    clock,
    database,
    files: new DiskFileStore(filesDir),
    close: async () => {
      await service.close();
      await database.drop();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}
