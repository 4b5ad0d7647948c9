/**
 * Where the payments bench's time goes in PostgreSQL (bench/payments.ts): EXPLAIN ANALYZE of the
 * summary's five statements and of every table query's statement, the slowest printed with
 * their plans (BENCH_EXPLAIN=plans) so a slow one can be read without re-running anything.
 */
import { Client } from 'pg';
import { fmt, printTable } from './support/report';
import { summaryStatements, tableStatement } from './payments-raw';

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
      const { sql, params } = tableStatement(new URL(path, 'http://x').searchParams);
      table.push({ ...(await explain(db, 'table', sql, params, 1)), path });
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
    const ms = table.map((t) => t.ms).sort((a, b) => a - b);
    const at = (share: number) =>
      fmt(ms[Math.min(ms.length - 1, Math.floor(share * ms.length))], 2);
    console.log(
      `table statement over ${table.length} queries: median ${at(0.5)} ms, p90 ${at(0.9)} ms`,
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
