import { loadConfig, runHttpService } from '@wellness/kit';
import { configSchema } from './config';
import { createDb } from './db';
import { buildNotificationService } from './app';

const config = loadConfig(configSchema);
runHttpService({ ...buildNotificationService(config, createDb(config.DATABASE_URL)), config });
