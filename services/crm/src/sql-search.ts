import { Prisma } from './generated/prisma/client';

/** The words of a search box: lower-cased, at most five, each matched as a substring. */
export function searchTerms(search: string | undefined): string[] {
  if (!search) return [];
  return [...new Set(search.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, 5);
}

/** A term for LIKE taken literally: `%`, `_` and the escape character itself are escaped. */
export const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Every term appears in the person's name or email: `lower(first || ' ' || last || ' ' || email)
 * LIKE '%term%'`, the exact expression of the trigram GIN indexes on clients and leads.
 */
export function nameOrEmailContains(alias: 'c' | 'l', terms: string[]): Prisma.Sql[] {
  const t = Prisma.raw(alias);
  return terms.map(
    (term) =>
      Prisma.sql`lower(${t}.first_name || ' ' || ${t}.last_name || ' ' || ${t}.email) LIKE ${`%${escapeLike(term)}%`}`,
  );
}

/** `WHERE a AND b ...`, or nothing. */
export const whereAll = (conditions: Prisma.Sql[]): Prisma.Sql =>
  conditions.length ? Prisma.sql`WHERE ${Prisma.join(conditions, ' AND ')}` : Prisma.empty;
