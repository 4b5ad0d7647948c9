import {
  MESSAGES,
  MISSING_PASSWORD_REDIRECT_MS,
  REGISTRATION_PENDING_NOTICE_MS,
} from '@wellness/contracts';
import type { RegisterResponse } from '@wellness/contracts';
import type { ToastInput } from '../toast/store';

/** Markers of a login refused because the account has no password yet (SPEC §8). */
export const MISSING_PASSWORD_MARKERS = [MESSAGES.noPasswordSet, 'empty password'] as const;

export type LoginFailureOutcome =
  | { kind: 'set-password'; toast: ToastInput; redirectTo: string; delayMs: number }
  | { kind: 'failed'; toast: ToastInput };

export function forgotPasswordUrl(email: string): string {
  return email ? `/forgot-password?email=${encodeURIComponent(email)}` : '/forgot-password';
}

export function loginFailureOutcome(
  message: string | undefined,
  email: string,
): LoginFailureOutcome {
  if (message && MISSING_PASSWORD_MARKERS.some((m) => message.includes(m))) {
    return {
      kind: 'set-password',
      toast: { title: MESSAGES.setPasswordTitle, description: MESSAGES.setPasswordDescription },
      redirectTo: forgotPasswordUrl(email),
      delayMs: MISSING_PASSWORD_REDIRECT_MS,
    };
  }
  return {
    kind: 'failed',
    toast: {
      title: MESSAGES.loginFailedTitle,
      description: message || MESSAGES.loginFailedFallback,
      variant: 'destructive',
    },
  };
}

export const LOGIN_SUCCESS_TOAST: ToastInput = {
  title: MESSAGES.welcomeBackTitle,
  description: MESSAGES.welcomeBackDescription,
};

export type RegisterSuccessOutcome =
  | { kind: 'pending'; toast: ToastInput }
  | { kind: 'welcome'; toast: ToastInput; navigateTo: string };

export function registerSuccessOutcome(res: Partial<RegisterResponse>): RegisterSuccessOutcome {
  if (res.approvalStatus === 'pending') {
    return {
      kind: 'pending',
      toast: {
        title: MESSAGES.accountCreatedTitle,
        description: res.message,
        durationMs: REGISTRATION_PENDING_NOTICE_MS,
      },
    };
  }
  return {
    kind: 'welcome',
    toast: { title: 'Welcome!', description: res.message || 'Your account is ready.' },
    navigateTo: '/',
  };
}

export type RegisterFailureOutcome =
  { kind: 'exists'; toast: ToastInput; email: string } | { kind: 'failed'; toast: ToastInput };

export function registerFailureOutcome(
  message: string | undefined,
  email: string,
): RegisterFailureOutcome {
  if (message?.includes(MESSAGES.accountExists)) {
    return {
      kind: 'exists',
      toast: { title: MESSAGES.accountExists, description: message, variant: 'destructive' },
      email,
    };
  }
  return {
    kind: 'failed',
    toast: {
      title: MESSAGES.registrationFailedTitle,
      description: message || MESSAGES.registrationFailedFallback,
      variant: 'destructive',
    },
  };
}
