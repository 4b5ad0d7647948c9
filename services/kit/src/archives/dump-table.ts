import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FileStore } from '../files/file-store';
import { copyRowsOut } from './copy';
import { ident, primaryKey, writableColumns } from './sql';
import type { SqlRunner } from './sql';
import type { ArchiveEntity, ArchiveKind, ArchiveSubject, SqlCondition } from './types';

/** Rows per round trip: a page of JSON text at a time, however big the table. */
const PAGE_ROWS = 2000;

export interface ArchiveScope {
  kind: ArchiveKind;
  /** Whom a client export is about; null for a backup. */
  subject: ArchiveSubject | null;
}

/** What a JSON Lines file holds: rows, bytes and the SHA-256 of those bytes (hex). */
export interface JsonLinesDigest {
  count: number;
  bytes: number;
  sha256: string;
}

/**
 * The query of an entity's rows as JSON text, one row a line, in primary key order; null when the
 * archive leaves the entity out (a client export of an entity that holds nothing of hers).
 */
export async function entityQuery(
  sql: SqlRunner,
  entity: ArchiveEntity,
  scope: ArchiveScope,
): Promise<SqlCondition | null> {
  const conditions: string[] = entity.scope ? [`(${entity.scope})`] : [];
  let values: unknown[] = [];
  const omitted = new Set(entity.derivedColumns ?? []);
  if (scope.kind === 'client_export') {
    if (!entity.clientFilter || !scope.subject) return null;
    const filter = entity.clientFilter(scope.subject);
    conditions.push(`(${filter.text})`);
    values = filter.values;
    for (const column of entity.secretColumns ?? []) omitted.add(column);
  }
  const columns = (await writableColumns(sql, entity.table)).filter((c) => !omitted.has(c));
  if (!columns.length) throw new Error(`Table ${entity.table} was not found`);
  const orderBy = entity.orderBy ?? (await primaryKey(sql, entity.table));
  if (!orderBy.length)
    throw new Error(`Table ${entity.table} has no primary key: give its orderBy`);
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  return {
    text: `SELECT row_to_json(t)::text AS line FROM (
      SELECT ${columns.map(ident).join(', ')} FROM ${ident(entity.table)} ${where}
      ORDER BY ${orderBy.map(ident).join(', ')}) t`,
    values,
  };
}

/**
 * The rows of a query, a page of lines at a time, through a server-side cursor: memory stays flat
 * for any number of rows. `sql` must be inside a transaction (a cursor lives in one).
 */
export async function* jsonLinePages(sql: SqlRunner, query: SqlCondition): AsyncGenerator<string> {
  await sql.query(`DECLARE archive_rows NO SCROLL CURSOR FOR ${query.text}`, query.values);
  try {
    for (;;) {
      const rows = await sql.query<{ line: string }>(`FETCH ${PAGE_ROWS} FROM archive_rows`);
      if (!rows.length) return;
      yield rows.map((row) => row.line).join('\n') + '\n';
    }
  } finally {
    await sql.query('CLOSE archive_rows');
  }
}

/** Counts lines (JSON text never holds a raw newline) and bytes, and hashes them, as they pass. */
export async function* digested(
  chunks: AsyncIterable<string | Buffer>,
  digest: JsonLinesDigest,
): AsyncGenerator<Buffer> {
  const hash = createHash('sha256');
  try {
    for await (const chunk of chunks) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      hash.update(bytes);
      digest.bytes += bytes.length;
      for (let at = bytes.indexOf(0x0a); at !== -1; at = bytes.indexOf(0x0a, at + 1))
        digest.count++;
      yield bytes;
    }
  } finally {
    digest.sha256 = hash.digest('hex');
  }
}

/**
 * The rows of a query as JSON Lines bytes. On a node-postgres connection a query without values
 * (a backup's whole table) passes by COPY, as bytes: a page of rows as JavaScript strings leaves
 * garbage that the heap lets grow by a hundred megabytes or more before collecting it.
 */
function jsonLines(sql: SqlRunner, query: SqlCondition): AsyncIterable<string | Buffer> {
  return sql.pg && !query.values.length
    ? copyRowsOut(sql.pg, query.text)
    : jsonLinePages(sql, query);
}

/** Streams an entity's rows into the file store at `key` as JSON Lines; returns what it wrote. */
export async function writeEntityFile(
  sql: SqlRunner,
  files: FileStore,
  key: string,
  query: SqlCondition,
): Promise<JsonLinesDigest> {
  const digest: JsonLinesDigest = { count: 0, bytes: 0, sha256: '' };
  await files.put(
    key,
    Readable.from(digested(jsonLines(sql, query), digest), { objectMode: false }),
    { contentType: 'application/x-ndjson' },
  );
  return digest;
}
