import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { Client } from 'pg';
import { DiskFileStore } from '../files/disk-store';
import { createEventTablesDatabase } from '../testing';
import type { TestDatabase } from '../testing';
import { copyJsonLines, linesOf, loadJsonLines } from './load-table';
import { pgRunner } from './sql';
import { writeArchivePart } from './write-part';
import type { ArchivePartDb } from './write-part';
import type { ArchivePartSpec } from './types';

// Every kind of value the services keep, and the awkward ones: nulls, quotes, newlines, emoji,
// float edge cases, big integers, nested JSON, arrays, bytes, a serial and a generated column.
const DDL = `
  CREATE TYPE mood AS ENUM ('calm', 'busy');
  CREATE TABLE samples (
    id uuid PRIMARY KEY,
    seq bigserial,
    n integer NOT NULL,
    big bigint,
    price numeric(12, 2),
    ratio double precision,
    tags text[] NOT NULL DEFAULT '{}',
    weeks integer[],
    doc jsonb,
    raw json,
    at timestamptz(3),
    local_at timestamp(3),
    day date,
    note text,
    flag boolean,
    data bytea,
    mood mood,
    secret text,
    version integer NOT NULL DEFAULT 0,
    lowered text GENERATED ALWAYS AS (lower(note)) STORED
  );
  CREATE TABLE empty_things (id text PRIMARY KEY, label text);`;

const SEED = `
  INSERT INTO samples (id, n, big, price, ratio, tags, weeks, doc, raw, at, local_at, day, note, flag, data, mood, secret, version)
  SELECT ('00000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, g, 9007199254740993 * (g % 3),
         g * 1.25, CASE WHEN g % 5 = 0 THEN NULL ELSE 1.0 / g END,
         ARRAY['tag ' || g, 'quote " and \\ backslash'], CASE WHEN g % 2 = 0 THEN ARRAY[g, g + 1] END,
         jsonb_build_object('g', g, 'nested', jsonb_build_object('list', jsonb_build_array(1, 'two', NULL)), 'big', 12345678901234567890),
         '{"kept":  "as written" , "n": 1.50}'::json,
         timestamptz '2026-03-29 00:59:59.123+00' + g * interval '1 hour', timestamp '2026-11-27 21:02:11.5' + g * interval '1 day',
         date '2024-02-29' + g, CASE WHEN g % 4 = 0 THEN NULL ELSE E'Line one\\nline "two" 💪 ' || g END,
         g % 2 = 0, decode('00ff10', 'hex'), CASE WHEN g % 2 = 0 THEN 'calm'::mood ELSE 'busy'::mood END,
         'hash-' || g, g
  FROM generate_series(1, 2500) g`;

const spec: ArchivePartSpec = {
  service: 'crm',
  entities: [
    {
      name: 'samples',
      table: 'samples',
      clientFilter: (subject) => ({ text: 'id = $1::uuid', values: [subject.clientId] }),
      secretColumns: ['secret'],
      derivedColumns: ['version'],
    },
    { name: 'empty-things', table: 'empty_things' },
  ],
  derived: [],
  notArchived: [],
};

/** A pg connection as the part writer uses a Prisma client: a repeatable-read transaction. */
const archiveDb = (client: Client): ArchivePartDb => ({
  async $transaction(fn) {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
    try {
      const result = await fn({
        $queryRawUnsafe: async <T>(text: string, ...values: unknown[]) =>
          (await client.query(text, values)).rows as T,
        $executeRaw: () => Promise.reject(new Error('not used')),
      });
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    }
  },
});

/** The same, with a pool of pg connections beside it (as a service's Db has): read by COPY. */
const pooledArchiveDb = (client: Client): ArchivePartDb => ({
  ...archiveDb(client),
  pool: { connect: async () => Object.assign(client, { release: () => undefined }) as never },
});

const every = (client: Client, table: string) =>
  client
    .query(`SELECT row_to_json(t)::text AS line FROM ${table} t ORDER BY id`)
    .then((r) => r.rows.map((row: { line: string }) => row.line));

let source: TestDatabase;
let target: TestDatabase;
let from: Client;
let into: Client;
const root = mkdtempSync(join(tmpdir(), 'archive-tables-'));
const files = new DiskFileStore(root);

beforeAll(async () => {
  [source, target] = await Promise.all([createEventTablesDatabase(), createEventTablesDatabase()]);
  from = new Client({ connectionString: source.url });
  into = new Client({ connectionString: target.url });
  await Promise.all([from.connect(), into.connect()]);
  await from.query(DDL);
  await into.query(DDL);
  await from.query(SEED);
});

afterAll(async () => {
  await Promise.all([from.end(), into.end()]);
  await Promise.all([source.drop(), target.drop(), rm(root, { recursive: true, force: true })]);
});

const backup = (archiveId: string, client: Client) =>
  writeArchivePart({
    db: archiveDb(client),
    files,
    spec,
    archiveId,
    scope: { kind: 'backup', subject: null },
  });

describe('an archive part: tables to JSON Lines and back', () => {
  it('writes every row in key order with its count, bytes and SHA-256, and none for an empty table', async () => {
    const part = await backup('11111111-1111-4111-8111-111111111111', from);
    expect(part.entities.map((e) => [e.name, e.count])).toEqual([
      ['samples', 2500],
      ['empty-things', 0],
    ]);
    const [samples, empty] = part.entities;
    const bytes = await buffer((await files.get(samples.key))!.body);
    expect(bytes.length).toBe(samples.bytes);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(samples.sha256);
    const lines = bytes.toString('utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(2500);
    const first = JSON.parse(lines[0]) as Record<string, unknown>;
    expect(first.id).toBe('00000000-0000-4000-8000-000000000001');
    expect(first).toHaveProperty('secret', 'hash-1');
    // Derived and generated columns are the system's to recompute.
    expect(first).not.toHaveProperty('version');
    expect(first).not.toHaveProperty('lowered');
    expect(empty).toMatchObject({
      count: 0,
      bytes: 0,
      sha256: createHash('sha256').update('').digest('hex'),
    });
  });

  it('loads back every value exactly, and gives the same bytes when written again', async () => {
    const first = await backup('22222222-2222-4222-8222-222222222222', from);
    const sql = pgRunner(into);
    for (const entity of first.entities) {
      const stored = await files.get(entity.key);
      const loaded = await loadJsonLines(sql, entity.table, linesOf(stored!.body));
      expect(loaded).toBe(entity.count);
    }
    const leftOut = (lines: string[]) =>
      lines.map((line) => {
        const { version: _derived, ...kept } = JSON.parse(line) as Record<string, unknown>;
        return JSON.stringify(kept);
      });
    expect(leftOut(await every(into, 'samples'))).toEqual(leftOut(await every(from, 'samples')));
    const again = await backup('33333333-3333-4333-8333-333333333333', into);
    expect(again.entities.map(({ count, bytes, sha256 }) => ({ count, bytes, sha256 }))).toEqual(
      first.entities.map(({ count, bytes, sha256 }) => ({ count, bytes, sha256 })),
    );
    // The serial goes on after the rows loaded.
    const { rows } = await into.query(
      `INSERT INTO samples (id, n) VALUES (gen_random_uuid(), 0) RETURNING seq`,
    );
    expect(Number(rows[0].seq)).toBe(2501);
  });

  it('by COPY on a pg connection: the same bytes written, and every value loaded back exactly', async () => {
    const paged = await backup('55555555-5555-4555-8555-555555555555', from);
    const copied = await writeArchivePart({
      db: pooledArchiveDb(from),
      files,
      spec,
      archiveId: '66666666-6666-4666-8666-666666666666',
      scope: { kind: 'backup', subject: null },
    });
    const digests = (part: typeof paged) =>
      part.entities.map(({ name, count, bytes, sha256 }) => ({ name, count, bytes, sha256 }));
    expect(digests(copied)).toEqual(digests(paged));
    await into.query('TRUNCATE samples, empty_things');
    await into.query('BEGIN');
    for (const entity of copied.entities) {
      const stored = await files.get(entity.key);
      expect(await copyJsonLines(into, entity.table, stored!.body)).toBe(entity.count);
    }
    await into.query('COMMIT');
    const again = await writeArchivePart({
      db: pooledArchiveDb(into),
      files,
      spec,
      archiveId: '77777777-7777-4777-8777-777777777777',
      scope: { kind: 'backup', subject: null },
    });
    expect(digests(again)).toEqual(digests(copied));
    const { rows } = await into.query(
      `INSERT INTO samples (id, n) VALUES (gen_random_uuid(), 0) RETURNING seq`,
    );
    expect(Number(rows[0].seq)).toBe(2501);
  });

  it('a client export holds only her rows, without secret columns, and leaves out entities that hold nothing of hers', async () => {
    const part = await writeArchivePart({
      db: archiveDb(from),
      files,
      spec,
      archiveId: '44444444-4444-4444-8444-444444444444',
      scope: {
        kind: 'client_export',
        subject: {
          clientId: '00000000-0000-4000-8000-000000000007',
          userId: null,
          email: 'her@example.com',
        },
      },
    });
    expect(part.entities.map((e) => [e.name, e.count])).toEqual([['samples', 1]]);
    const line = (await buffer((await files.get(part.entities[0].key))!.body)).toString();
    expect(JSON.parse(line)).toMatchObject({ id: '00000000-0000-4000-8000-000000000007', n: 7 });
    expect(line).not.toContain('hash-7');
  });

  it('refuses rows with a column the database does not have, naming it', async () => {
    const lines = (async function* () {
      yield '{"id":"x1","label":"a","colour":"red"}';
    })();
    await expect(loadJsonLines(pgRunner(into), 'empty_things', lines)).rejects.toThrow(
      /columns this database does not \(colour\)/,
    );
  });
});
