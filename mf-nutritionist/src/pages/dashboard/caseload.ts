import { PLAN_STATES, roundTo } from '@wellness/contracts';
import type { CaseloadItem } from '@wellness/contracts';

// How a client of the caseload reads on the dashboard (GET /api/nutrition/clients, most in need
// of attention first as the server orders it). No React: the table, the cards and the tests share it.

const MINUS = '\u2212';

export type BadgeTone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger';

/** "12 Oct 2026". */
export const shortDate = (iso: string) =>
  new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Her plan's state as a badge: "No plan", "Draft", "Active since 12 Oct 2026", "Review due". */
export function planStatus(c: Pick<CaseloadItem, 'planState' | 'activeSince' | 'reviewReason'>): {
  label: string;
  tone: BadgeTone;
  detail: string | null;
} {
  switch (c.planState) {
    case 'active':
      return {
        label: c.activeSince ? `Active since ${shortDate(c.activeSince)}` : PLAN_STATES.active,
        tone: 'success',
        detail: null,
      };
    case 'review':
      return { label: PLAN_STATES.review, tone: 'danger', detail: c.reviewReason };
    case 'draft':
      return { label: PLAN_STATES.draft, tone: 'warning', detail: null };
    default:
      return { label: PLAN_STATES.none, tone: 'neutral', detail: null };
  }
}

/** Her 4-week weight trend: an arrow and the change in kg ("↓ −1.2 kg"), or "—". */
export function weightTrend(kg: number | null): { arrow: string; text: string; words: string } {
  if (kg === null) return { arrow: '', text: '—', words: 'Not enough check-ins' };
  const shown = roundTo(kg, 1);
  if (shown === 0) return { arrow: '→', text: '0 kg', words: 'No change' };
  if (shown < 0)
    return {
      arrow: '↓',
      text: `${MINUS}${Math.abs(shown)} kg`,
      words: `Down ${Math.abs(shown)} kg`,
    };
  return { arrow: '↑', text: `+${shown} kg`, words: `Up ${shown} kg` };
}

export const hungerText = (hunger: number | null) => (hunger === null ? '—' : `${hunger}/10`);
export const adherenceText = (percent: number | null) =>
  percent === null ? '—' : `${Math.round(percent)}%`;
