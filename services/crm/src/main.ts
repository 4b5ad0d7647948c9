import { loadConfig, runHttpService } from '@wellness/kit';
import { configSchema } from './config';
import { createDb } from './db';
import { buildCrmService } from './app';

const config = loadConfig(configSchema);
runHttpService({ ...buildCrmService(config, createDb(config.DATABASE_URL)), config });
