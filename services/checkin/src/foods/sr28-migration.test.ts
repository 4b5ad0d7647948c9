import { readFileSync } from 'node:fs';
import {
  FOODS_CSV,
  SR28_MIGRATION,
  generatedSr28Migration,
  parseCsv,
  readFoodsCsv,
  sr28MigrationSql,
} from './sr28-migration';

describe('the SR28 foods migration', () => {
  it('is generated from data/foods/foods.csv as it is now', () => {
    expect(readFileSync(SR28_MIGRATION, 'utf8')).toBe(generatedSr28Migration());
  });

  it('holds all 8,790 foods, each once', () => {
    const ids = readFoodsCsv(readFileSync(FOODS_CSV, 'utf8')).map((f) => f.id);
    expect(ids).toHaveLength(8790);
    expect(new Set(ids).size).toBe(8790);
  });

  it('writes quotes, semicolons (which the migration engine splits at) and empty cells safely', () => {
    const sql = sr28MigrationSql([
      {
        id: 'sr28:00001',
        name: "Fast foods, cheeseburger; Mom's",
        group: 'Fast foods',
        energy_kcal: '308',
        protein_g: '16.51',
        carbohydrate_g: '28.03',
        fat_g: '14.72',
        fibre_g: '',
        sugars_g: '4.88',
        salt_g: '',
        source: 'USDA SR28',
      },
    ]);
    expect(sql).toContain(
      `('sr28:00001', 'Fast foods, cheeseburger' || chr(59) || ' Mom''s', 'Fast foods', 308, 16.51, 28.03, 14.72, NULL, 4.88, NULL, 'USDA SR28')`,
    );
    expect(sql.match(/;/g)).toHaveLength(2);
    expect(sql).toContain('INSERT INTO "food_words"');
  });
});

describe('csv', () => {
  it('reads quoted fields with commas, quotes and CRLF line ends', () => {
    expect(parseCsv('a,"b, ""c"""\r\n1,2\r\n')).toEqual([
      ['a', 'b, "c"'],
      ['1', '2'],
    ]);
  });

  it('refuses a number that is not one', () => {
    const header =
      'id,name,group,energy_kcal,protein_g,carbohydrate_g,fat_g,fibre_g,sugars_g,salt_g,source';
    expect(() => readFoodsCsv(`${header}\r\nsr28:00001,X,G,,1,1,1,,,,USDA SR28\r\n`)).toThrow(
      'energy_kcal',
    );
  });
});
