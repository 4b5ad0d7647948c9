import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { fillSignIn, signInByApi } from '../global/accounts';
import { DEMO, DEMO_PASSWORD } from '../global/env';

/** Names of the remotes (`/mf/<name>/...`) the page downloaded anything from. */
function recordRemotes(page: Page): Set<string> {
  const remotes = new Set<string>();
  page.on('request', (request) => {
    const match = /^\/mf\/([^/]+)\//.exec(new URL(request.url()).pathname);
    if (match) remotes.add(match[1]);
  });
  return remotes;
}

const UNAVAILABLE = 'This part of the site is temporarily unavailable';

test.describe('micro-frontends load on demand', () => {
  test('an anonymous visitor of the home page downloads only the marketing remote', async ({
    page,
  }) => {
    const remotes = recordRemotes(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Transform Your Life' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect([...remotes]).toEqual(['mf-marketing']);
  });

  test('the sign-in page needs no remote; a signed-in coach then downloads only mf-coach', async ({
    page,
  }) => {
    const remotes = recordRemotes(page);
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Access Your Account' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect([...remotes]).toEqual([]);

    await fillSignIn(page, DEMO.coach, DEMO_PASSWORD);
    await expect(page.getByRole('heading', { name: 'Coach Dashboard' })).toBeVisible();
    await page.getByRole('link', { name: 'Leads', exact: true }).click();
    await expect(page).toHaveURL(/\/leads$/);
    await page.waitForLoadState('networkidle');
    expect([...remotes]).toEqual(['mf-coach']);
  });

  test('a signed-in client and nutritionist download only their own remote', async ({
    browser,
  }) => {
    for (const [email, remote, heading] of [
      [DEMO.client, 'mf-client', 'Client Dashboard'],
      [DEMO.nutritionist, 'mf-nutritionist', 'Nutritionist Dashboard'],
    ] as const) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const remotes = recordRemotes(page);
      await signInByApi(page, email);
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect([...remotes]).toEqual([remote]);
      await context.close();
    }
  });
});

test.describe('a remote that fails to load', () => {
  test('shows a friendly fallback inside the shell chrome, and "Try again" loads it once it is back', async ({
    page,
  }) => {
    await page.route('**/mf/mf-coach/**', (route) =>
      route.fulfill({ status: 503, body: 'switched off' }),
    );
    await signInByApi(page, DEMO.coach);
    await page.goto('/dashboard');

    const fallback = page.getByRole('alert').filter({ hasText: UNAVAILABLE });
    await expect(fallback).toBeVisible();
    await expect(fallback).toContainText('Please try again in a moment.');
    await expect(page.getByRole('heading', { name: 'Coach Dashboard' })).toHaveCount(0);
    // The shell's own chrome stays: brand link home and sign-out.
    await expect(page.getByRole('link', { name: 'Thrive Wellness Coaching' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeEnabled();

    await page.unroute('**/mf/mf-coach/**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Coach Dashboard' })).toBeVisible();
    await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
  });

  test('an aborted remote download also falls back, and sign-out from the fallback works', async ({
    page,
  }) => {
    await page.route('**/mf/mf-coach/**', (route) => route.abort('connectionrefused'));
    await signInByApi(page, DEMO.coach);
    await page.goto('/leads');
    await expect(page.getByRole('alert').filter({ hasText: UNAVAILABLE })).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Transform Your Life' })).toBeVisible();
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  });
});
