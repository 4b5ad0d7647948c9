/**
 * Where the payments bench's time goes in PostgreSQL (bench/payments.ts): EXPLAIN ANALYZE of the
 * summary's five statements and of every table query's page and count, the slowest printed with
 * their plans (BENCH_EXPLAIN=plans) so a slow one can be read without re-running anything.
 */
import { Client } from 'pg';
import { fmt, printTable } from './support/report';
import { summaryStatements, tableStatements } from './payments-raw';

interface Timed {
  name: string;
  ms: number;
  plan: string;
}

async function explain(db: Client, name: string, sql: string, params: unknown[], runs = 3) {
  let best: Timed | undefined;
  for (let i = 0; i < runs; i++) {
    const { rows } = await db.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
    const lines = rows.map((r: Record<string, string>) => r['QUERY PLAN']);
    const ms = Number(/Execution Time: ([\d.]+)/.exec(lines.at(-1) ?? '')?.[1]);
    if (!best || ms < best.ms) best = { name, ms, plan: lines.join('\n') };
  }
  return best!;
}

/** Prints the statements' execution times (best of 3) and, when asked, the slowest plans. */
export async function explainStatements(url: string, tablePaths: string[]) {
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    const summary: Timed[] = [];
    for (const [name, statement] of summaryStatements())
      summary.push(await explain(db, name, statement.text, statement.values));
    const table: (Timed & { path: string })[] = [];
    for (const path of [...new Set(tablePaths)]) {
      const { page, count } = tableStatements(new URL(path, 'http://x').searchParams);
      table.push({ ...(await explain(db, 'page', page.sql, page.params, 1)), path });
      table.push({ ...(await explain(db, 'count', count.sql, count.params, 1)), path });
    }
    console.log('\nPostgreSQL execution time of each statement (EXPLAIN ANALYZE, no HTTP):');
    printTable(
      ['summary statement', 'ms'],
      summary.map((t) => [t.name, fmt(t.ms, 2)]),
    );
    const sorted = [...table].sort((a, b) => b.ms - a.ms);
    console.log('');
    printTable(
      ['slowest table statements', 'ms', 'query'],
      sorted.slice(0, 8).map((t) => [t.name, fmt(t.ms, 2), decodeURIComponent(t.path)]),
    );
    const median = (name: string) => {
      const ms = table
        .filter((t) => t.name === name)
        .map((t) => t.ms)
        .sort((a, b) => a - b);
      return ms[ms.length >> 1];
    };
    console.log(
      `table statements over ${table.length / 2} queries: median page ${fmt(median('page'), 2)} ms, ` +
        `median count ${fmt(median('count'), 2)} ms`,
    );
    if (process.env.BENCH_EXPLAIN === 'plans')
      for (const t of [
        ...[...summary].sort((a, b) => b.ms - a.ms).slice(0, 2),
        ...sorted.slice(0, 3),
      ])
        console.log(`\n── ${t.name} ${'path' in t ? String(t.path) : ''}\n${t.plan}`);
  } finally {
    await db.end();
  }
}
