import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The USDA SR28 foods go into the database by a migration generated from
 * `services/checkin/data/foods/foods.csv` (public domain; see its README): migrations are what
 * every environment applies before checkin starts (`npm start`, the test templates, production's
 * migrate job), so the table is filled everywhere, once, in well under a second. Regenerate with
 * `npx tsx services/checkin/src/foods/sr28-migration.ts` (a test checks the two agree).
 */
const SERVICE_DIR = join(__dirname, '../..');
export const FOODS_CSV = join(SERVICE_DIR, 'data/foods/foods.csv');
export const SR28_MIGRATION = join(
  SERVICE_DIR,
  'prisma/migrations/20261126120100_foods_sr28/migration.sql',
);

const COLUMNS = [
  'id',
  'name',
  'group',
  'energy_kcal',
  'protein_g',
  'carbohydrate_g',
  'fat_g',
  'fibre_g',
  'sugars_g',
  'salt_g',
  'source',
] as const;
const NUMBERS = COLUMNS.slice(3, 10);
const REQUIRED_NUMBERS = new Set(['energy_kcal', 'protein_g', 'carbohydrate_g', 'fat_g']);
const BATCH = 1000;

export type CsvFood = Record<(typeof COLUMNS)[number], string>;

/** RFC 4180 records (quoted fields may hold commas, quotes and line breaks). */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    record.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c !== '"') field += c;
      else if (text[i + 1] === '"') field += text[++i];
      else quoted = false;
    } else if (c === '"') quoted = true;
    else if (c === ',') endField();
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endField();
      records.push(record);
      record = [];
    } else field += c;
  }
  if (field || record.length) {
    endField();
    records.push(record);
  }
  return records;
}

/** The rows of foods.csv, checked: its header, ids, and numbers (empty only where allowed). */
export function readFoodsCsv(text: string): CsvFood[] {
  const [header, ...records] = parseCsv(text);
  if (header.join(',') !== COLUMNS.join(',')) throw new Error(`foods.csv: unexpected header`);
  return records.map((record, index) => {
    const row = Object.fromEntries(COLUMNS.map((c, i) => [c, record[i] ?? ''])) as CsvFood;
    const line = index + 2;
    if (record.length !== COLUMNS.length) throw new Error(`foods.csv line ${line}: field count`);
    if (!/^sr28:\d{5}$/.test(row.id)) throw new Error(`foods.csv line ${line}: id ${row.id}`);
    for (const column of NUMBERS) {
      const value = row[column];
      const valid = value === '' ? !REQUIRED_NUMBERS.has(column) : /^\d+(\.\d+)?$/.test(value);
      if (!valid) throw new Error(`foods.csv line ${line}: ${column} "${value}"`);
    }
    return row;
  });
}

/**
 * A quoted SQL string. Prisma's migration engine splits a script at every `;`, even inside
 * quotes, so a semicolon in a name is written as `chr(59)`.
 */
const literal = (value: string) =>
  `'${value.replace(/'/g, "''").replace(/;/g, "' || chr(59) || '")}'`;
const number = (value: string) => (value === '' ? 'NULL' : value);

/**
 * The migration: the rows in batches of multi-row INSERTs, each food once (by id), then the words
 * of their names into the search vocabulary.
 */
export function sr28MigrationSql(foods: CsvFood[]): string {
  const head = [
    '-- The USDA SR28 foods, per 100 g (public domain, cited in the app: FOOD_ATTRIBUTION).',
    '-- Generated from services/checkin/data/foods/foods.csv by src/foods/sr28-migration.ts, do not edit.',
  ];
  const batches: string[] = [];
  for (let start = 0; start < foods.length; start += BATCH) {
    const values = foods.slice(start, start + BATCH).map((f) => {
      const cells = [literal(f.id), literal(f.name), literal(f.group)];
      cells.push(...NUMBERS.map((column) => number(f[column])), literal(f.source));
      return `(${cells.join(', ')})`;
    });
    batches.push(
      'INSERT INTO "foods" ("id", "name", "food_group", "energy_kcal", "protein_g", ' +
        '"carbohydrate_g", "fat_g", "fibre_g", "sugars_g", "salt_g", "source") VALUES\n' +
        values.join(',\n') +
        '\nON CONFLICT ("id") DO NOTHING;',
    );
  }
  const vocabulary =
    'INSERT INTO "food_words" ("word") SELECT DISTINCT unnest("search_words") FROM "foods"\n' +
    'ON CONFLICT DO NOTHING;';
  return [...head, ...batches, vocabulary, ''].join('\n');
}

export const generatedSr28Migration = () =>
  sr28MigrationSql(readFoodsCsv(readFileSync(FOODS_CSV, 'utf8')));

if (require.main === module) {
  writeFileSync(SR28_MIGRATION, generatedSr28Migration());
  console.log(`wrote ${SR28_MIGRATION}`);
}
