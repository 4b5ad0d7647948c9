import { createTestDatabase, testServiceEnv } from '@wellness/kit/src/testing';
import type { TestDatabase } from '@wellness/kit/src/testing';
import type { Clock } from '@wellness/kit';
import { configSchema } from '../src/config';
import type { CrmConfig } from '../src/config';
import { createDb } from '../src/db';
import type { Db } from '../src/db';
import { buildCrmService } from '../src/app';

export interface CrmHarness {
  app: ReturnType<typeof buildCrmService>['app'];
  config: CrmConfig;
  db: Db;
  database: TestDatabase;
  close(): Promise<void>;
}

/** The real crm service on its own fresh database and queue prefix. */
export async function startCrm(
  overrides: Partial<Record<string, string>> = {},
  clock?: Clock,
): Promise<CrmHarness> {
  const database = await createTestDatabase('crm');
  const config = configSchema.parse(testServiceEnv('crm', database.url, overrides));
  const db = createDb(config.DATABASE_URL);
  const service = buildCrmService(config, db, clock);
  return {
    app: service.app,
    config,
    db,
    database,
    close: async () => {
      await service.close();
      await database.drop();
    },
  };
}
