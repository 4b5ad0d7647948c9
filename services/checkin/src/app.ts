import { buildHttpService } from '@wellness/kit';
import type { CheckinConfig } from './config';
import type { Db } from './db';
import { buildCheckinDeps } from './deps';
import type { Clock } from './deps';
import { onboardingRoutes } from './onboarding/routes';
import { checkinRoutes } from './checkins/routes';
import { missingRoutes, reviewQueueRoutes, reviewRoutes, summaryRoutes } from './review/routes';
import { snippetRoutes } from './snippets/routes';

/**
 * checkin's HTTP API: each feature's router at its path prefix (the router declares who may call
 * it). The coach's paths under /api/checkins come before the clients' router there, so that its
 * `/:id` does not take them.
 */
export function buildCheckinService(
  config: CheckinConfig,
  db: Db,
  options: { clock?: Clock } = {},
) {
  return buildHttpService({
    service: 'checkin',
    config,
    db,
    routes: (app, runtime) => {
      const deps = buildCheckinDeps(config, runtime, db, options.clock);
      app.use('/api/onboarding', onboardingRoutes(deps));
      app.use('/api/checkins/snippets', snippetRoutes(deps));
      app.use('/api/checkins/review-queue', reviewQueueRoutes(deps));
      app.use('/api/checkins/summary', summaryRoutes(deps));
      app.use('/api/checkins/missing', missingRoutes(deps));
      app.use('/api/checkins/:id/review', reviewRoutes(deps));
      app.use('/api/checkins', checkinRoutes(deps));
    },
  });
}
