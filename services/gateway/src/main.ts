import {
  SessionDirectory,
  createLogger,
  createRedis,
  handleShutdown,
  loadConfig,
} from '@wellness/kit';
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
// Its own connection: the one following session changes is in subscriber mode.
const directoryRedis = config.REDIS_URL
  ? createRedis(config.REDIS_URL, { failFast: true, name: 'gateway-session-directory' })
  : null;
const sessionDirectory = directoryRedis
  ? new SessionDirectory(directoryRedis, config.QUEUE_PREFIX)
  : null;
const ops = createOps(config);
const server = createGateway(config, logger, { lifecycle, sessionCache, sessionDirectory, ops });
server.listen(config.PORT, () =>
  logger.info({ port: config.PORT }, `gateway listening on ${config.APP_URL}`),
);
handleShutdown(
  logger,
  lifecycle,
  [
    ...(sessionChanges ? [() => sessionChanges.close()] : []),
    ...(directoryRedis ? [() => directoryRedis.quit().then(() => undefined)] : []),
    () => ops.close(),
  ],
  { server },
);
