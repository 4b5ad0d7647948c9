import { PLAN_REVIEW_AFTER_DAYS, PLAN_REVIEW_WEIGHT_CHANGE_KG, roundTo } from '@wellness/contracts';
import type { PlanState } from '@wellness/contracts';

// Where a client's plan stands, from her plans' newest published version and her weights.

const DAY = 24 * 3600 * 1000;
export const TREND_DAYS = 28;

export interface Weighing {
  at: Date;
  weightKg: number;
}

/** Her weight change over the 4 weeks before her newest weighing (null with fewer than two). */
export function weightTrendKg(weights: Weighing[]): number | null {
  if (weights.length < 2) return null;
  const newest = weights[weights.length - 1];
  const from = weights.find((w) => newest.at.getTime() - w.at.getTime() <= TREND_DAYS * DAY)!;
  return from === newest ? null : roundTo(newest.weightKg - from.weightKg, 1);
}

export interface PlanStanding {
  state: PlanState;
  reviewReason: string | null;
}

/**
 * No plan, a draft, active, or due for review: more than {@link PLAN_REVIEW_AFTER_DAYS} days since
 * it was published, or her weight moved more than {@link PLAN_REVIEW_WEIGHT_CHANGE_KG} kg since.
 */
export function planStanding(
  hasPlan: boolean,
  publishedAt: Date | null,
  weights: Weighing[],
  startWeightKg: number | null,
  now: Date,
): PlanStanding {
  if (!publishedAt) return { state: hasPlan ? 'draft' : 'none', reviewReason: null };
  const days = Math.floor((now.getTime() - publishedAt.getTime()) / DAY);
  if (days > PLAN_REVIEW_AFTER_DAYS) {
    return { state: 'review', reviewReason: `Published ${Math.floor(days / 7)} weeks ago` };
  }
  const before = weights.filter((w) => w.at <= publishedAt);
  const then = before.length > 0 ? before[before.length - 1].weightKg : startWeightKg;
  const now_ = weights.length > 0 ? weights[weights.length - 1].weightKg : null;
  if (then !== null && now_ !== null) {
    const change = roundTo(now_ - then, 1);
    if (Math.abs(change) > PLAN_REVIEW_WEIGHT_CHANGE_KG) {
      const way = change < 0 ? 'down' : 'up';
      return { state: 'review', reviewReason: `Weight ${way} ${Math.abs(change)} kg since` };
    }
  }
  return { state: 'active', reviewReason: null };
}

/** Most in need of attention first. */
export const STATE_ORDER: Record<PlanState, number> = { review: 0, none: 1, draft: 2, active: 3 };
