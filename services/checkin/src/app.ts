import { buildHttpService } from '@wellness/kit';
import type { CheckinConfig } from './config';
import type { Db } from './db';

/** Onboarding, weekly check-ins, measurements, photos and nutrition plans arrive in their own issues. */
export function buildCheckinService(config: CheckinConfig, db: Db) {
  return buildHttpService({ service: 'checkin', config, db, routes: () => undefined });
}
