import type { CoachDashboardSummary } from '@wellness/contracts';
import type { Db } from '../db';
import { countSummary } from './repository';

const WEEK_MS = 7 * 24 * 3600 * 1000;

export function coachSummary(db: Db, now = new Date()): Promise<CoachDashboardSummary> {
  return countSummary(db, new Date(now.getTime() - WEEK_MS));
}
