import { buildHttpService } from '@wellness/kit';
import type { CheckinConfig } from './config';
import type { Db } from './db';
import { buildCheckinDeps } from './deps';
import type { Clock } from '@wellness/kit';
import { onboardingRoutes } from './onboarding/routes';
import { checkinRoutes } from './checkins/routes';
import { photoRoutes } from './photos/routes';
import { missingRoutes, reviewQueueRoutes, reviewRoutes, summaryRoutes } from './review/routes';
import { snippetRoutes } from './snippets/routes';
import { caseloadRoutes, nutritionPlanRoutes } from './nutrition/routes';
import { foodRoutes } from './foods/routes';

/** The coach's paths under /api/checkins come before the clients' router, whose `/:id` would take them. */
export function buildCheckinService(
  config: CheckinConfig,
  db: Db,
  options: { clock?: Clock } = {},
) {
  return buildHttpService({
    service: 'checkin',
    config,
    db,
    deps: (runtime) => buildCheckinDeps(config, runtime, db, options.clock),
    mounts: [
      ['/api/onboarding', onboardingRoutes],
      ['/api/checkins/snippets', snippetRoutes],
      ['/api/checkins/review-queue', reviewQueueRoutes],
      ['/api/checkins/summary', summaryRoutes],
      ['/api/checkins/missing', missingRoutes],
      ['/api/checkins/:id/review', reviewRoutes],
      ['/api/checkins', checkinRoutes],
      ['/api/photos', photoRoutes],
      ['/api/nutrition-plans', nutritionPlanRoutes],
      ['/api/nutrition', caseloadRoutes],
      ['/api/foods', foodRoutes],
    ],
  });
}
