import { join } from 'node:path';
import { error } from '../log';
import { BIN, ROOT } from '../paths';
import { prepareSystem } from '../prepare';
import { run } from '../processes/run';
import { reportDeath, Supervisor } from '../processes/supervisor';
import type { Provisioned } from '../provision';
import { fakeStripeEnv } from '../env';
import { settingsFor } from '../settings';
import { discoverServices } from '../services';
import { assertSystemPortsFree, startSystem } from '../system';

/**
 * Starts the whole system as `npm start` does, on test ports with the wellness_e2e_* databases
 * (recreated empty) and queue prefix `e2e`, runs Playwright against it, and stops it.
 */
export async function runEndToEnd(): Promise<number> {
  const settings = settingsFor('test');
  const services = discoverServices();
  let infra: Provisioned | undefined;
  const deaths: string[] = [];
  const supervisor = new Supervisor((proc) => {
    reportDeath(proc);
    deaths.push(proc.name);
  });
  try {
    await assertSystemPortsFree(settings, services);
    infra = await prepareSystem(settings, services);
    await startSystem(settings, infra, services, supervisor);
    // E2E_GREP narrows a local run to the matching tests (Playwright's --grep); CI runs them all.
    const grep = process.env.E2E_GREP ? ['--grep', process.env.E2E_GREP] : [];
    const code = await run(BIN('playwright'), ['test', ...grep], {
      cwd: join(ROOT, 'e2e'),
      env: {
        ...process.env,
        BASE_URL: `http://localhost:${settings.gatewayPort}`,
        MAILDEV_URL: `http://localhost:${settings.mailWebPort}`,
        E2E_DATABASE_URLS: JSON.stringify(infra.databaseUrls),
        REDIS_URL: infra.redisUrl,
        QUEUE_PREFIX: settings.queuePrefix,
        // The fake Stripe the tests start (global/setup.ts) answers where crm was told it is.
        ...fakeStripeEnv(settings),
      },
    });
    if (deaths.length) {
      error(`process(es) died during the browser tests: ${deaths.join(', ')}`);
      return code || 1;
    }
    return code;
  } finally {
    await supervisor.stopAll();
    await infra?.release();
  }
}
