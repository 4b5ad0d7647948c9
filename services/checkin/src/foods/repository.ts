import type { CustomFoodInput, Food } from '@wellness/contracts';
import { FOOD_SOURCES } from '@wellness/contracts';
import { queryRows } from '@wellness/kit';
import type { Db, Tx } from '../db';
import type { Food as Row } from '../generated/prisma/client';
import { MIN_FUZZY_WORD } from './search-terms';

/** A row as the API shows it. */
export const toFood = (row: Row): Food => ({
  id: row.id,
  name: row.name,
  group: row.group,
  energyKcal: row.energyKcal,
  proteinG: row.proteinG,
  carbohydrateG: row.carbohydrateG,
  fatG: row.fatG,
  fibreG: row.fibreG,
  sugarsG: row.sugarsG,
  saltG: row.saltG,
  custom: row.custom,
  source: row.source,
});

/** The foods of these ids that exist, in the order asked, each once (plan items name them). */
export async function foodsByIds(db: Db | Tx, ids: string[]): Promise<Food[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const rows = await db.food.findMany({ where: { id: { in: unique } } });
  const byId = new Map(rows.map((row) => [row.id, toFood(row)]));
  return unique.flatMap((id) => byId.get(id) ?? []);
}

/**
 * A custom food, and the words of its name the vocabulary lacks (search matches typed words
 * against the vocabulary), in one transaction.
 */
export async function insertCustomFood(
  db: Db,
  food: { id: string; createdByUserId: string; at: Date } & CustomFoodInput,
): Promise<Food> {
  const [row] = await db.$transaction([
    db.food.create({
      data: {
        id: food.id,
        name: food.name,
        group: food.group,
        energyKcal: food.energyKcal,
        proteinG: food.proteinG,
        carbohydrateG: food.carbohydrateG,
        fatG: food.fatG,
        fibreG: food.fibreG ?? null,
        sugarsG: food.sugarsG ?? null,
        saltG: food.saltG ?? null,
        source: FOOD_SOURCES.custom,
        custom: true,
        createdByUserId: food.createdByUserId,
        createdAt: food.at,
      },
    }),
    db.$executeRaw`INSERT INTO food_words (word)
      SELECT DISTINCT unnest(search_words) FROM foods WHERE id = ${food.id}
      ON CONFLICT DO NOTHING`,
  ]);
  return toFood(row);
}

const COLUMNS = `f.id, f.name, f.food_group AS "group", f.energy_kcal AS "energyKcal",
  f.protein_g AS "proteinG", f.carbohydrate_g AS "carbohydrateG", f.fat_g AS "fatG",
  f.fibre_g AS "fibreG", f.sugars_g AS "sugarsG", f.salt_g AS "saltG", f.custom, f.source`;

/** How many vocabulary words one typed word may stand for. */
const MATCHES_PER_WORD = { fuzzy: 10, prefix: 50 } as const;
/** How far below the best match a word may still match. */
const CLOSE_TO_BEST = 0.35;

/**
 * The vocabulary words a typed word (parameter `p`) may mean, each with how well it matches: the
 * word itself 1, a word it starts 0.7, a similar word (a typo: pg_trgm similarity above its 0.3
 * threshold, "chiken" → "chicken" 0.5) its similarity. Only those close to the best: a word that
 * is in the vocabulary does not also stand for every word a little like it ("salmon" is not
 * "salt", which would bring in every salted food). A short word only starts words.
 */
function wordMatches(p: string, fuzzy: boolean): string {
  const similar = fuzzy ? `word % ${p} OR ` : '';
  const score = `CASE WHEN word = ${p} THEN 1.0 WHEN word LIKE ${p} || '%' THEN 0.7
    ${fuzzy ? `ELSE similarity(word, ${p})` : ''} END`;
  return `SELECT word, s FROM (
      SELECT word, s, max(s) OVER () AS best FROM (
        SELECT word, ${score} AS s FROM food_words
        WHERE ${similar}word LIKE ${p} || '%'
        ORDER BY s DESC, length(word), word
        LIMIT ${fuzzy ? MATCHES_PER_WORD.fuzzy : MATCHES_PER_WORD.prefix}) AS m) AS m
    WHERE s > best - ${CLOSE_TO_BEST}`;
}

/**
 * How well the food's name matches a typed word: the best score among the words it may mean
 * (`wordMatches` CTE `w`) that the name holds. Most candidates hold one of the best-scoring words,
 * which one array overlap with that word list (computed once) tells; only the others look through
 * the list (a subplan per food: a fifth of a search's time in Postgres when every food ran it).
 */
function bestMatchIn(w: string): string {
  const best = `(SELECT max(s) FROM ${w})`;
  return `CASE WHEN f.search_words && ARRAY(SELECT word FROM ${w} WHERE s = ${best}) THEN ${best}
    ELSE (SELECT max(s) FROM ${w} WHERE word = ANY(f.search_words)) END`;
}

/**
 * The search as one statement per shape (which typed words are short), the words as parameters,
 * then the words as one phrase, then the limit. Each typed word stands for the vocabulary words it
 * may mean (`wordMatches`, the vocabulary's trigram index), and a food must hold one of those for
 * every typed word, in any order (the GIN index on its word array). Ranked by how well each typed
 * word matched, then the name starting with a matched word (SR28 names start with the food:
 * "Oil, olive"), the words typed together in the name, and shorter names.
 */
export function searchStatement(words: string[], limit: number) {
  const n = words.length;
  const matches = words.map((word, i) => {
    const fuzzy = word.length >= MIN_FUZZY_WORD;
    return { cte: `w${i + 1} AS (${wordMatches(`$${i + 1}`, fuzzy)})`, name: `w${i + 1}`, fuzzy };
  });
  const matched = matches.map((m) => `SELECT word FROM ${m.name}`).join(' UNION ALL ');
  // only a few letters typed: the foods whose name starts so or holds them as a word ("cod"),
  // not the thousands with a word that starts so
  const where =
    n === 1 && !matches[0].fuzzy
      ? [`(f.search_words[1] LIKE $1 || '%' OR f.search_words @> ARRAY[$1])`]
      : matches.map((m) => `f.search_words && ARRAY(SELECT word FROM ${m.name})`);
  // With a typo-forgiving word the score is a double (similarity is a real) and Postgres casts
  // each numeric term to one: written as doubles, they are the same values without numeric
  // arithmetic per food. Short words only: exact numeric, so that equal tenths stay ties.
  const num = matches.some((m) => m.fuzzy) ? '::float8' : '';
  const score = [
    // a short word: 1 when the name holds it whole, else it starts one (cheap for thousands)
    ...matches.map((m, i) =>
      m.fuzzy
        ? bestMatchIn(m.name)
        : `CASE WHEN f.search_words @> ARRAY[$${i + 1}] THEN 1.0${num} ELSE 0.7${num} END`,
    ),
    `CASE WHEN f.search_name LIKE '%' || $${n + 1} || '%' THEN 0.1${num} ELSE 0 END`,
    `CASE WHEN f.search_words[1] = ANY(ARRAY(${matched})) THEN 0.3${num} ELSE 0 END`,
    `- length(f.search_name) / 400.0${num}`,
  ];
  return {
    text: `WITH ${matches.map((m) => m.cte).join(', ')}
      SELECT ${COLUMNS} FROM foods f
      WHERE ${where.join(' AND ')}
      ORDER BY ${score.join(' + ')} DESC, length(f.search_name), f.id
      LIMIT $${n + 2}`,
    values: [...words, words.join(' '), limit],
  };
}

/** The foods best matching these words (from `searchWords`), best first. */
export async function searchFoods(db: Db, words: string[], limit: number): Promise<Food[]> {
  if (!words.length) return [];
  return queryRows<Food>(db.pool, searchStatement(words, limit));
}
