import { generateClients } from '../build/prisma';
import { ensureChromium } from '../chromium';
import { colour, info, seconds } from '../log';
import { BIN } from '../paths';
import { providePostgres } from '../provision/postgres';
import { provideRedis } from '../provision/redis';
import { run } from '../processes/run';
import { discoverServices } from '../services';
import { onStopSignal } from '../signals';
import { runEndToEnd } from './e2e';
import { selectStages, type StageName } from './stages';

interface Result {
  stage: StageName;
  code: number;
  ms: number;
}

async function integration(): Promise<number> {
  // Server-level URLs: each test file creates its own database and queue prefix.
  const postgres = await providePostgres();
  const redis = await provideRedis();
  try {
    return await run(BIN('jest'), ['--selectProjects', 'integration', '--maxWorkers=2'], {
      env: { ...process.env, DATABASE_URL: postgres.url, REDIS_URL: redis.url },
    });
  } finally {
    await postgres.stop?.();
  }
}

const RUNNERS: Record<StageName, () => Promise<number>> = {
  typecheck: () => run(BIN('tsc'), ['-p', 'tsconfig.json', '--noEmit']),
  lint: () => run(BIN('eslint'), ['.']),
  format: () => run(BIN('prettier'), ['--check', '.', '--log-level', 'warn']),
  unit: () => run(BIN('jest'), ['--selectProjects', 'unit']),
  integration,
  e2e: runEndToEnd,
};

function printSummary(results: Result[], skipped: StageName[]): void {
  console.log(`\n${colour.bold('Test summary')}`);
  for (const { stage, code, ms } of results) {
    const status = code === 0 ? colour.green('passed') : colour.red(`FAILED (exit ${code})`);
    console.log(`  ${stage.padEnd(12)} ${status.padEnd(20)} ${seconds(ms)}`);
  }
  skipped.forEach((stage) => console.log(`  ${stage.padEnd(12)} ${colour.dim('not run')}`));
  const total = results.reduce((sum, r) => sum + r.ms, 0);
  console.log(`  ${'total'.padEnd(12)} ${seconds(total)}\n`);
}

/** `npm test`: the stages in order, stopping at the first failure; `-- --only a,b` / `-- --skip c`. */
export async function test(args: string[]): Promise<number> {
  const stages = selectStages(args);
  let interrupted = false;
  onStopSignal((signal) => {
    info(`${signal} received: finishing the current stage`);
    interrupted = true;
  });
  if (stages.includes('e2e')) await ensureChromium();
  // The generated Prisma clients are inputs of type-check, unit and integration tests alike.
  await generateClients(discoverServices());

  const results: Result[] = [];
  for (const stage of stages) {
    info(colour.bold(`── ${stage} ──`));
    const started = Date.now();
    const code = await RUNNERS[stage]().catch((err: Error) => {
      console.error(err.message);
      return 1;
    });
    results.push({ stage, code, ms: Date.now() - started });
    if (code !== 0 || interrupted) break;
  }
  printSummary(results, stages.slice(results.length));
  if (interrupted) return 130;
  return results.every((r) => r.code === 0) ? 0 : 1;
}
