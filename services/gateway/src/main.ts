import { createLogger, handleShutdown, loadConfig } from '@wellness/kit';
import { configSchema } from './config';
import { createGateway } from './server';

const config = loadConfig(configSchema);
const logger = createLogger('gateway', config.LOG_LEVEL);
const lifecycle = { shuttingDown: false };
const server = createGateway(config, logger, lifecycle);
server.listen(config.PORT, () =>
  logger.info({ port: config.PORT }, `gateway listening on ${config.APP_URL}`),
);
handleShutdown(logger, lifecycle, [], { server });
