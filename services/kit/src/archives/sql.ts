// Prisma 6's pg adapter cannot read `name` columns (prisma/orm#27403): catalogue names are cast to text.
import type { ClientBase } from 'pg';

/** One connection's raw SQL, whichever client holds it (node-postgres, or a Prisma transaction). */
export interface SqlRunner {
  query<R>(text: string, values?: unknown[]): Promise<R[]>;
  /** The node-postgres connection itself, when it is one: whole tables then pass by COPY. */
  readonly pg?: ClientBase;
}

export const pgRunner = (client: ClientBase): SqlRunner => ({
  query: async <R>(text: string, values: unknown[] = []) =>
    (await client.query(text, values)).rows as R[],
  pg: client,
});

/** A Prisma interactive transaction (or client): its unsafe raw query, with bound values. */
export interface PrismaRawSql {
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T>;
}

export const prismaRunner = (tx: PrismaRawSql): SqlRunner => ({
  query: <R>(text: string, values: unknown[] = []) => tx.$queryRawUnsafe<R[]>(text, ...values),
});

/** A table or column name as SQL: always quoted (names come from the entity lists, not people). */
export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The columns a restore can write, in table order: generated columns are computed by Postgres. */
export async function writableColumns(sql: SqlRunner, table: string): Promise<string[]> {
  const rows = await sql.query<{ column_name: string }>(
    `SELECT column_name::text AS column_name FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name = $1 AND is_generated = 'NEVER'
     ORDER BY ordinal_position`,
    [table],
  );
  return rows.map((row) => row.column_name);
}

/** The table's primary key columns, in key order. */
export async function primaryKey(sql: SqlRunner, table: string): Promise<string[]> {
  const rows = await sql.query<{ column_name: string }>(
    `SELECT a.attname::text AS column_name
     FROM pg_index i
     JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, position) ON true
     JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
     WHERE i.indrelid = to_regclass($1) AND i.indisprimary
     ORDER BY k.position`,
    [ident(table)],
  );
  return rows.map((row) => row.column_name);
}
