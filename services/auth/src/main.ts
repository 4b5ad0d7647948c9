import { loadConfig, runHttpService } from '@wellness/kit';
import { configSchema } from './config';
import { createDb } from './db';
import { buildAuthService } from './app';

const config = loadConfig(configSchema);
runHttpService({ ...buildAuthService(config, createDb(config.DATABASE_URL)), config });
