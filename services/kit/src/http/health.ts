import type { Express } from 'express';
import type { HttpMetrics } from './metrics';
import { withTimeout } from '../timeout';

export interface ReadinessCheck {
  name: string;
  check(): Promise<unknown>;
}

export interface Lifecycle {
  shuttingDown: boolean;
}

const CHECK_TIMEOUT_MS = 2000;

/** Runs every readiness check; a service is ready when all pass and it is not shutting down. */
export async function checkReadiness(checks: ReadinessCheck[], lifecycle: Lifecycle) {
  const results: Record<string, 'ok' | string> = {};
  await Promise.all(
    checks.map(async ({ name, check }) => {
      try {
        await withTimeout(check(), CHECK_TIMEOUT_MS, name);
        results[name] = 'ok';
      } catch (error) {
        results[name] = (error as Error).message || 'failed';
      }
    }),
  );
  const ready = !lifecycle.shuttingDown && Object.values(results).every((r) => r === 'ok');
  return { ready, checks: results, shuttingDown: lifecycle.shuttingDown };
}

export function mountHealth(
  app: Express,
  service: string,
  checks: ReadinessCheck[],
  lifecycle: Lifecycle,
  metrics: HttpMetrics,
) {
  app.get('/health', (_req, res) => {
    res.json({ service, status: 'ok' });
  });
  app.get('/ready', async (_req, res) => {
    const result = await checkReadiness(checks, lifecycle);
    res.status(result.ready ? 200 : 503).json({ service, ...result });
  });
  app.get('/metrics', async (_req, res) => {
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
