import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import type { ClientBase } from 'pg';
import { copyLinesIn } from './copy';
import { ident, pgRunner, writableColumns } from './sql';
import type { SqlRunner } from './sql';

/** Rows per INSERT, and a cap on the batch's text: big rows (plans, emails) go in smaller batches. */
const BATCH_ROWS = 1000;
const BATCH_CHARS = 4 * 1024 * 1024;

/** The lines of a JSON Lines stream, without their newlines (a blank line is skipped). */
export async function* linesOf(stream: Readable): AsyncGenerator<string> {
  for await (const line of createInterface({ input: stream, crlfDelay: Infinity }))
    if (line.length) yield line;
}

/**
 * Loads JSON Lines rows into a table, a batch per statement: each batch is one JSON array that
 * Postgres turns into rows of the table's type (`json_populate_recordset`), so values arrive exactly
 * as they were written, with no JavaScript parsing of numbers, dates or JSON between. The columns
 * are the first row's keys: a column the archive does not carry takes its default. Returns the
 * number of rows loaded.
 */
export async function loadJsonLines(
  sql: SqlRunner,
  table: string,
  lines: AsyncIterable<string>,
): Promise<number> {
  let insert: string | null = null;
  let batch: string[] = [];
  let chars = 0;
  let count = 0;
  const flush = async () => {
    if (!batch.length || !insert) return;
    await sql.query(insert, [`[${batch.join(',')}]`]);
    count += batch.length;
    batch = [];
    chars = 0;
  };
  for await (const line of lines) {
    insert ??= await insertStatement(sql, table, line);
    batch.push(line);
    chars += line.length;
    if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) await flush();
  }
  await flush();
  await resetSequences(sql, table);
  return count;
}

/**
 * loadJsonLines on a node-postgres connection, for a whole archived table: the JSON Lines bytes go
 * by COPY into a temporary table of lines, then Postgres turns them into rows of the table's type
 * in one statement. No line becomes a JavaScript string (the heap stays flat however big the
 * table); the values arrive exactly as written. Returns the number of rows loaded.
 */
export async function copyJsonLines(
  client: ClientBase,
  table: string,
  bytes: AsyncIterable<Buffer>,
): Promise<number> {
  const sql = pgRunner(client);
  await client.query('CREATE TEMPORARY TABLE archive_lines (line text)');
  try {
    await copyLinesIn(client, 'archive_lines (line)', bytes);
    const [first] = await sql.query<{ line: string }>(
      `SELECT line FROM archive_lines WHERE line <> '' LIMIT 1`,
    );
    let count = 0;
    if (first) {
      const columns = await checkedColumns(sql, table, first.line);
      const inserted = await client.query(
        `INSERT INTO ${ident(table)} (${columns.map(ident).join(', ')})
         SELECT ${columns.map((column) => `r.${ident(column)}`).join(', ')}
         FROM archive_lines, json_populate_record(NULL::${ident(table)}, line::json) r
         WHERE line <> ''`,
      );
      count = inserted.rowCount ?? 0;
    }
    await resetSequences(sql, table);
    return count;
  } finally {
    // In a transaction the failure aborted, the rollback drops it instead.
    await client.query('DROP TABLE IF EXISTS archive_lines').catch(() => undefined);
  }
}

/** The first row's keys, every one a writable column of the table. */
async function checkedColumns(sql: SqlRunner, table: string, firstLine: string): Promise<string[]> {
  const writable = new Set(await writableColumns(sql, table));
  if (!writable.size) throw new Error(`Table ${table} does not exist in this database`);
  const columns = Object.keys(JSON.parse(firstLine) as Record<string, unknown>);
  const unknown = columns.filter((column) => !writable.has(column));
  if (unknown.length)
    throw new Error(
      `The archive's ${table} has columns this database does not (${unknown.join(', ')}): was it made by a newer version?`,
    );
  return columns;
}

async function insertStatement(sql: SqlRunner, table: string, firstLine: string): Promise<string> {
  const list = (await checkedColumns(sql, table, firstLine)).map(ident).join(', ');
  return `INSERT INTO ${ident(table)} (${list})
    SELECT ${list} FROM json_populate_recordset(NULL::${ident(table)}, $1::json)`;
}

/** Sequences (serial and identity columns) continue after the largest value loaded. */
async function resetSequences(sql: SqlRunner, table: string): Promise<void> {
  const sequences = await sql.query<{ column_name: string; sequence: string }>(
    `SELECT column_name::text AS column_name, pg_get_serial_sequence($1, column_name) AS sequence
     FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name = $2
       AND pg_get_serial_sequence($1, column_name) IS NOT NULL`,
    [ident(table), table],
  );
  for (const { column_name, sequence } of sequences)
    await sql.query(
      `SELECT setval($1, COALESCE((SELECT max(${ident(column_name)}) FROM ${ident(table)}), 0) + 1, false)`,
      [sequence],
    );
}
