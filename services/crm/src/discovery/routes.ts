import type { Express } from 'express';
import { z } from 'zod';
import { discoveryRequestSchema } from '@wellness/contracts';
import { FailureLimiter } from '@wellness/kit';
import type { ServiceRuntime } from '@wellness/kit';
import type { Db } from '../db';
import { assertDiscoveryAllowed, submitDiscovery } from './handlers';
import type { DiscoveryDeps } from './handlers';

/** DISCOVERY_RATE_LIMIT submissions per client address every DISCOVERY_RATE_WINDOW_SECONDS. */
export const discoveryEnvSchema = z.object({
  DISCOVERY_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  DISCOVERY_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
});

export function discoveryRoutes(
  app: Express,
  db: Db,
  runtime: Pick<ServiceRuntime, 'redis'>,
  prefix: string,
  env: Record<string, string | undefined> = process.env,
) {
  const settings = discoveryEnvSchema.parse(env);
  const deps: DiscoveryDeps = {
    db,
    limiter: new FailureLimiter(runtime.redis, prefix),
    rule: {
      limit: settings.DISCOVERY_RATE_LIMIT,
      windowSeconds: settings.DISCOVERY_RATE_WINDOW_SECONDS,
    },
  };

  // Public: anyone may ask for a discovery call. The gateway's origin check keeps other sites out.
  app.post('/api/discovery', async (req, res) => {
    const ctx = {
      ip: req.ctx.ip,
      log: req.ctx.log,
      correlationId: req.ctx.correlationId,
      actor: req.ctx.identity
        ? { userId: req.ctx.identity.userId, role: req.ctx.identity.role }
        : null,
    };
    await assertDiscoveryAllowed(deps, ctx.ip);
    const input = discoveryRequestSchema.parse(req.body ?? {});
    const { response } = await submitDiscovery(deps, input, ctx);
    res.status(202).set('cache-control', 'no-store').json(response);
  });
}
