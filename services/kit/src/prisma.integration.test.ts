import { Client } from 'pg';
import { createEventTablesDatabase, waitFor } from './testing';
import type { TestDatabase } from './testing';
import { hotPathPool, queryRows } from './prisma';
import type { PgPool } from './prisma';

let database: TestDatabase;
let pool: PgPool;

beforeAll(async () => {
  database = await createEventTablesDatabase();
  pool = hotPathPool(database.url, { max: 1 });
});
afterAll(async () => {
  await pool.end();
  await database.drop();
});

const sql = (text: string, ...values: unknown[]) => ({ text, values });

describe('the hot-path pool', () => {
  it('plans its statements once, whatever the parameters, and runs them again by name', async () => {
    expect(await queryRows(pool, sql('SHOW plan_cache_mode'))).toEqual([
      { plan_cache_mode: 'force_generic_plan' },
    ]);
    const statement = sql('SELECT $1::int * 2 AS twice');
    expect(await queryRows(pool, { ...statement, values: [2] })).toEqual([{ twice: 4 }]);
    expect(await queryRows(pool, { ...statement, values: [5] })).toEqual([{ twice: 10 }]);
    const prepared = await queryRows<{ statement: string }>(
      pool,
      sql('SELECT statement FROM pg_prepared_statements'),
    );
    expect(prepared.map((row) => row.statement)).toContain(statement.text);
  });

  it('outlives the server closing its idle connection: the next query opens a new one', async () => {
    const [{ pid }] = await queryRows<{ pid: number }>(pool, sql('SELECT pg_backend_pid() AS pid'));
    const admin = new Client({ connectionString: database.url });
    await admin.connect();
    try {
      await admin.query('SELECT pg_terminate_backend($1)', [pid]);
    } finally {
      await admin.end();
    }
    await waitFor(async () => pool.totalCount === 0, {
      what: 'the pool to drop the closed connection',
    });
    const [again] = await queryRows<{ pid: number }>(pool, sql('SELECT pg_backend_pid() AS pid'));
    expect(again.pid).not.toBe(pid);
  });
});
