/** Notifications (toasts), SPEC §4 and §9: one visible, auto-close, removal, swipe, hotkey. */
export const TOAST_LIMIT = 1;
export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1000000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';

/** How long the sign-in page's "Account Created!" notice stays when the account awaits approval. */
export const REGISTRATION_PENDING_NOTICE_MS = 7000;
/** How long the "Set Your Password" notice shows before the sign-in page moves to /forgot-password. */
export const MISSING_PASSWORD_REDIRECT_MS = 2000;
