import type { ServiceName } from '../services';
import { info } from '../log';
import { withClient, withDatabase } from './pg-client';

const DUPLICATE_DATABASE = '42P04';

export const databaseName = (prefix: string, service: ServiceName) => `${prefix}_${service}`;

/**
 * One database per service, `<prefix>_<service>`, created when missing; with `fresh`, dropped first
 * (the end-to-end run starts from an empty, seeded system). Returns each service's DATABASE_URL.
 */
export async function ensureDatabases(
  serverUrl: string,
  prefix: string,
  services: readonly ServiceName[],
  fresh = false,
): Promise<Record<ServiceName, string>> {
  const urls = {} as Record<ServiceName, string>;
  await withClient(serverUrl, async (client) => {
    for (const service of services) {
      const name = databaseName(prefix, service);
      if (fresh) await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
        name,
      ]);
      if (!rowCount) {
        try {
          await client.query(`CREATE DATABASE "${name}"`);
          info(`created database ${name}`);
        } catch (err) {
          if ((err as { code?: string }).code !== DUPLICATE_DATABASE) throw err;
        }
      }
      urls[service] = withDatabase(serverUrl, name);
    }
  });
  return urls;
}
