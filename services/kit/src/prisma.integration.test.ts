import { Client } from 'pg';
import { createEventTablesDatabase, waitFor } from './testing';
import type { TestDatabase } from './testing';
import { sqltag } from '@prisma/client/runtime/client';
import {
  PRISMA_DISCONNECT_WAIT_MS,
  executeSql,
  hotPathPool,
  inPoolTransaction,
  pgRawSql,
  queryRows,
  withHotPathPool,
} from './prisma';
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

describe('closing a service database', () => {
  it('does not wait forever for a Prisma pool that never ends, and still ends its own pools', async () => {
    // As Prisma's pool does when its driver adapter kept a connection it never gives back.
    const stuck = { $disconnect: () => new Promise<void>(() => undefined) };
    const db = withHotPathPool(stuck, database.url);
    await queryRows(db.pool, sql('SELECT 1'));
    const started = Date.now();
    await db.$disconnect();
    expect(Date.now() - started).toBeGreaterThanOrEqual(PRISMA_DISCONNECT_WAIT_MS - 50);
    expect(Date.now() - started).toBeLessThan(PRISMA_DISCONNECT_WAIT_MS + 2000);
    expect(db.pool.ended).toBe(true);
  });

  it('passes on an error that is not the wait, its own pools ended all the same', async () => {
    const failing = { $disconnect: () => Promise.reject(new Error('adapter broke')) };
    const db = withHotPathPool(failing, database.url);
    await expect(db.$disconnect()).rejects.toThrow('adapter broke');
    expect(db.pool.ended).toBe(true);
  });
});

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

describe('a transaction on the hot-path pool', () => {
  const table = sql('CREATE TABLE IF NOT EXISTS hot_path_notes (id int PRIMARY KEY, note text)');
  const notes = async () =>
    (await queryRows<{ id: number }>(pool, sql('SELECT id FROM hot_path_notes ORDER BY id'))).map(
      (row) => row.id,
    );

  beforeAll(() => queryRows(pool, table));

  it('commits what its statements wrote when it resolves, and answers what it returned', async () => {
    const changed = await inPoolTransaction(pool, async (client) => {
      await executeSql(client, sql('INSERT INTO hot_path_notes VALUES ($1, $2)', 1, 'one'));
      return executeSql(client, sql("UPDATE hot_path_notes SET note = 'uno' WHERE id <= $1", 5));
    });
    expect(changed).toBe(1);
    expect(await notes()).toEqual([1]);
  });

  it('rolls every statement back when it throws, and the connection serves the next caller', async () => {
    await expect(
      inPoolTransaction(pool, async (client) => {
        await executeSql(client, sql('INSERT INTO hot_path_notes VALUES ($1, $2)', 2, 'two'));
        await executeSql(client, sql('INSERT INTO hot_path_notes VALUES ($1, $2)', 1, 'again'));
      }),
    ).rejects.toThrow(/duplicate key/);
    expect(await notes()).toEqual([1]);
    // The pool's one connection was released out of its transaction: what it writes next is
    // committed at once, for every other connection to see.
    expect(pool.totalCount).toBe(1);
    await executeSql(pool, sql('INSERT INTO hot_path_notes VALUES ($1, $2)', 3, 'three'));
    const other = new Client({ connectionString: database.url });
    await other.connect();
    try {
      const { rows } = await other.query('SELECT id FROM hot_path_notes ORDER BY id');
      expect(rows).toEqual([{ id: 1 }, { id: 3 }]);
    } finally {
      await other.end();
    }
  });

  it('runs tagged statements on its connection as Prisma would, nested fragments included (pgRawSql)', async () => {
    const found = await inPoolTransaction(pool, async (client) => {
      const tx = pgRawSql(client);
      const added = await tx.$executeRaw`
        INSERT INTO hot_path_notes VALUES (${10}, ${'ten'}), (${11}, ${'eleven'})`;
      expect(added).toBe(2);
      const from = sqltag`id >= ${10}`;
      return tx.$queryRaw<{ id: number }[]>`
        SELECT id FROM hot_path_notes
        WHERE ${from} AND note = ANY(${['ten', 'eleven', 'twelve']}::text[]) ORDER BY id`;
    });
    expect(found).toEqual([{ id: 10 }, { id: 11 }]);
    await expect(
      inPoolTransaction(pool, async (client) => {
        await pgRawSql(client).$executeRaw`INSERT INTO hot_path_notes VALUES (${12}, ${'twelve'})`;
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await notes()).toEqual([1, 3, 10, 11]);
  });
});
