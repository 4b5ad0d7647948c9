import { randomUUID } from 'node:crypto';
import { asUser, createTestDatabase, testServiceEnv } from '@wellness/kit/src/testing';
import type { TestDatabase } from '@wellness/kit/src/testing';
// crm is reached only through its public faces: the HTTP app, its database client, its events.
import { buildCrmService } from '../../services/crm/src/app';
import { configSchema } from '../../services/crm/src/config';
import { createDb } from '../../services/crm/src/db';
import type { Db } from '../../services/crm/src/db';

export { crmEventHandlers } from '../../services/crm/src/events';
export { createDb as createCrmDb } from '../../services/crm/src/db';
export type { Db as CrmDb } from '../../services/crm/src/db';

export interface CrmHarness {
  app: ReturnType<typeof buildCrmService>['app'];
  db: Db;
  database: TestDatabase;
  close(): Promise<void>;
}

/** crm's settings as its defaults give them, over the environment every service reads. */
const crmConfig = (databaseUrl: string, overrides: Partial<Record<string, string>>) =>
  configSchema.parse(testServiceEnv('crm', databaseUrl, overrides));

/** The real crm service on an existing database (its owner drops it), settings as overridden. */
export function startCrmOn(
  databaseUrl: string,
  overrides: Partial<Record<string, string>> = {},
): Omit<CrmHarness, 'database'> {
  const db = createDb(databaseUrl);
  const service = buildCrmService(crmConfig(databaseUrl, overrides), db);
  return { app: service.app, db, close: service.close };
}

/** The real crm service on its own fresh database and queue prefix (settings as overridden). */
export async function startCrm(
  overrides: Partial<Record<string, string>> = {},
): Promise<CrmHarness> {
  const database = await createTestDatabase('crm');
  const crm = startCrmOn(database.url, overrides);
  return {
    ...crm,
    database,
    close: async () => {
      await crm.close();
      await database.drop();
    },
  };
}

/** Sarah, the coach, on crm's team; returns the headers of a request she signs. */
export async function seedCoach(db: Db): Promise<Record<string, string>> {
  const userId = randomUUID();
  await db.teamMember.create({
    data: {
      userId,
      email: `coach-${userId.slice(0, 8)}@example.com`,
      firstName: 'Sarah',
      lastName: 'Mitchell',
      role: 'coach',
      status: 'active',
    },
  });
  return asUser(userId, 'coach');
}
