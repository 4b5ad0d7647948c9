import { createLogger, handleShutdown, loadConfig } from '@wellness/kit';
import { configSchema } from './config';
import { configWarnings } from './config-warnings';
import { createOps } from './ops-board';
import { createGateway } from './server';
import { SessionCache } from './session-cache';
import { followSessionChanges } from './session-changes';

const config = loadConfig(configSchema);
const logger = createLogger('gateway', config.LOG_LEVEL);
for (const warning of configWarnings(config)) logger.warn(warning);
const lifecycle = { shuttingDown: false };
const sessionCache = new SessionCache(config.SESSION_CACHE_TTL_MS);
const sessionChanges = config.REDIS_URL
  ? followSessionChanges(config.REDIS_URL, config.QUEUE_PREFIX, sessionCache, logger)
  : null;
const ops = createOps(config);
const server = createGateway(config, logger, lifecycle, sessionCache, ops);
server.listen(config.PORT, () =>
  logger.info({ port: config.PORT }, `gateway listening on ${config.APP_URL}`),
);
handleShutdown(
  logger,
  lifecycle,
  [...(sessionChanges ? [() => sessionChanges.close()] : []), () => ops.close()],
  { server },
);
