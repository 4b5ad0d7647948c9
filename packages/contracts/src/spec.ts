/** Exact numbers and messages from SPEC §4, §5, §8 and §9. Tests pin each of them. */
export const PASSWORD_MIN_LENGTH = 6;
export const NAME_MIN_LENGTH = 1;

export const REGISTRATION_PENDING_NOTICE_MS = 7000;
export const MISSING_PASSWORD_REDIRECT_MS = 2000;

export const QUERY_STALE_TIME_MS = 0;
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;
export const QUERY_RETRY_BASE_DELAY_MS = 300;
export const QUERY_RETRY_MAX_DELAY_MS = 3000;
export const QUERY_MAX_RETRIES = 1;
export const QUERY_NO_RETRY_STATUSES = [401, 403] as const;
export const CACHE_CLEAR_INTERVAL_MS = 10 * 60 * 1000;

export const USER_PREFETCH_DELAY_MS = 100;
export const USER_PREFETCH_STALE_TIME_MS = 5 * 60 * 1000;

export const TOAST_LIMIT = 1;
export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1000000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export const MESSAGES = {
  invalidEmail: 'Please enter a valid email',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  accountExists: 'Account already exists',
  loginFailedTitle: 'Login failed',
  loginFailedFallback: 'Invalid email or password',
  registrationFailedTitle: 'Registration failed',
  registrationFailedFallback: 'Failed to create account',
  welcomeBackTitle: 'Welcome back!',
  welcomeBackDescription: 'You have been logged in successfully.',
  accountCreatedTitle: 'Account Created!',
  setPasswordTitle: 'Set Your Password',
  setPasswordDescription:
    'You need to set up your password first. Redirecting to password reset...',
  noPasswordSet: 'No password set',
  notFoundTitle: '404 Page Not Found',
  notFoundText: 'Did you forget to add the page to the router?',
} as const;

export const MARKETING_FIGURES = {
  womenTransformed: '500+',
  successRate: '98%',
  rating: '5-star',
  yearsExperience: '12+',
} as const;

/** Cookie names shared by auth (which sets them), the gateway (which reads them) and the shell. */
export const SESSION_COOKIE = 'wellness_session';
export const SESSION_INDICATOR_COOKIE = 'wellness_signed_in';
/** Header carrying the gateway-signed identity to services. Never trusted unless the signature verifies. */
export const IDENTITY_HEADER = 'x-wellness-identity';
export const REQUEST_ID_HEADER = 'x-request-id';
