import { randomBytes } from 'node:crypto';
import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { Redis } from 'ioredis';
import { query } from './db';
import { APP_ORIGIN, DEMO_PASSWORD } from './env';

/** An address no other test (or earlier run on the same database) has used. */
export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.test`;
}

export interface TestAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/**
 * A fresh client account that can sign in: registered through the real API (so auth hashes the
 * password and emits user.registered), then approved directly in the auth database.
 */
export async function createApprovedClient(
  request: APIRequestContext,
  tag: string,
  overrides: Partial<TestAccount> = {},
): Promise<TestAccount> {
  const account: TestAccount = {
    email: uniqueEmail(tag),
    password: DEMO_PASSWORD,
    firstName: 'Tess',
    lastName: 'Tester',
    ...overrides,
  };
  const response = await request.post('/api/auth/register', {
    data: account,
    headers: APP_ORIGIN,
  });
  expect(response.status(), await response.text()).toBe(201);
  const rows = await query(
    'auth',
    `UPDATE users SET approval_status = 'approved' WHERE email = $1 RETURNING id`,
    [account.email.toLowerCase()],
  );
  expect(rows).toHaveLength(1);
  return account;
}

/**
 * Signs in through the API with the page's own cookie jar (page.request shares the browser
 * context's cookies), so the next navigation is signed in without going through the form.
 */
export async function signInByApi(page: Page, email: string, password = DEMO_PASSWORD) {
  const response = await page.request.post('/api/auth/login', {
    data: { email, password },
    headers: APP_ORIGIN,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Fills and submits the sign-in form on the current page (which must show it). */
export async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/**
 * Forgets recorded login failures (per account and per address) so a test that expects a plain
 * "Login failed" is not answered 429 because earlier runs on the same Redis used up the window.
 * Every browser test signs in from 127.0.0.1, so they share one per-address budget.
 */
export async function clearLoginRateLimits(): Promise<void> {
  const url = process.env.REDIS_URL;
  if (!url) return;
  const prefix = process.env.QUEUE_PREFIX ?? 'wellness';
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    const keys = await redis.keys(`${prefix}:ratelimit:login:*`);
    if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}
