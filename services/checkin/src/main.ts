import { loadConfig, runHttpService } from '@wellness/kit';
import { configSchema } from './config';
import { createDb } from './db';
import { buildCheckinService } from './app';

const config = loadConfig(configSchema);
runHttpService({ ...buildCheckinService(config, createDb(config.DATABASE_URL)), config });
