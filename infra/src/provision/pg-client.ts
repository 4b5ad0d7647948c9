import { Client } from 'pg';

/** Runs fn with a short-lived connection to url. */
export async function withClient<T>(url: string, fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Undefined when url accepts a query, else the reason it does not. */
export async function connectionProblem(url: string): Promise<string | undefined> {
  try {
    await withClient(url, (client) => client.query('SELECT 1'));
    return undefined;
  } catch (err) {
    return (err as Error).message;
  }
}

/** The URL with its password hidden, for printing. */
export function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '<unparseable url>';
  }
}

/** The same server, another database. */
export function withDatabase(serverUrl: string, database: string): string {
  const parsed = new URL(serverUrl);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
