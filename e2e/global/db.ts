import { Client } from 'pg';
import { databaseUrl, type ServiceName } from './env';

/** Runs one SQL query on a service's database (state checks in end-to-end tests). */
export async function query<Row extends Record<string, unknown>>(
  service: ServiceName,
  sql: string,
  params: unknown[] = [],
): Promise<Row[]> {
  const client = new Client({ connectionString: databaseUrl(service) });
  await client.connect();
  try {
    return (await client.query<Row>(sql, params)).rows;
  } finally {
    await client.end();
  }
}
