import type { Express } from 'express';
import { discoveryRequestSchema } from '@wellness/contracts';
import { RateLimiter } from '@wellness/kit';
import type { ServiceRuntime } from '@wellness/kit';
import type { CrmConfig } from '../config';
import type { Db } from '../db';
import { assertDiscoveryAllowed, submitDiscovery } from './handlers';
import type { DiscoveryDeps } from './handlers';

export function discoveryRoutes(
  app: Express,
  db: Db,
  runtime: Pick<ServiceRuntime, 'redis'>,
  config: Pick<
    CrmConfig,
    'QUEUE_PREFIX' | 'DISCOVERY_RATE_LIMIT' | 'DISCOVERY_RATE_WINDOW_SECONDS'
  >,
) {
  const deps: DiscoveryDeps = {
    db,
    limiter: new RateLimiter(runtime.redis, config.QUEUE_PREFIX),
    rule: {
      limit: config.DISCOVERY_RATE_LIMIT,
      windowSeconds: config.DISCOVERY_RATE_WINDOW_SECONDS,
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
