import { buildHttpService } from '@wellness/kit';
import type { CheckinConfig } from './config';
import type { Db } from './db';
import { buildCheckinDeps } from './deps';

/** Onboarding, weekly check-ins, measurements, photos and nutrition plans arrive in their own issues. */
export function buildCheckinService(config: CheckinConfig, db: Db) {
  return buildHttpService({
    service: 'checkin',
    config,
    db,
    routes: (_app, runtime) => {
      const _deps = buildCheckinDeps(config, runtime, db);
      // Each feature mounts its router at its prefix here: app.use('/api/check-ins', checkInRoutes(deps)).
    },
  });
}
