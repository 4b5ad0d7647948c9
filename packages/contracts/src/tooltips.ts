/** Tooltips, SPEC §9: open after the delay, at once when another closed within the skip delay. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
