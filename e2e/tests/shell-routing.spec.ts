import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { SESSION_COOKIE, SESSION_INDICATOR_COOKIE } from '@wellness/contracts';
import { signInByApi } from '../global/accounts';
import { DEMO, DEMO_PASSWORD } from '../global/env';

const NOT_FOUND_TITLE = '404 Page Not Found';
const NOT_FOUND_TEXT = 'Did you forget to add the page to the router?';

const dashboardHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });

test.describe('routing by role (SPEC §2)', () => {
  const cases = [
    // [who, path, where she ends up, the heading of the area shown]
    ['client', DEMO.client, '/leads', '/dashboard', 'Client Dashboard'],
    ['client', DEMO.client, '/nutritionist', '/dashboard', 'Client Dashboard'],
    ['client', DEMO.client, '/messages', '/messages', 'Client Dashboard'],
    ['nutritionist', DEMO.nutritionist, '/leads', '/dashboard', 'Nutritionist Dashboard'],
    ['nutritionist', DEMO.nutritionist, '/nutritionist', '/nutritionist', 'Nutritionist Dashboard'],
    ['coach', DEMO.coach, '/messages', '/messages', 'Coach Dashboard'],
    ['coach', DEMO.coach, '/leads', '/leads', 'Coach Dashboard'],
    ['coach', DEMO.coach, '/client-dashboard', '/dashboard', 'Coach Dashboard'],
  ] as const;
  for (const [role, email, path, landing, heading] of cases) {
    test(`a ${role} opening ${path} sees the ${heading} at ${landing}`, async ({ page }) => {
      await signInByApi(page, email);
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${landing}$`));
      await expect(dashboardHeading(page, heading)).toBeVisible();
    });
  }

  test('/ and /dashboard show each role her own dashboard', async ({ browser }) => {
    for (const [email, heading] of [
      [DEMO.coach, 'Coach Dashboard'],
      [DEMO.client, 'Client Dashboard'],
      [DEMO.nutritionist, 'Nutritionist Dashboard'],
    ] as const) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await signInByApi(page, email);
      for (const path of ['/', '/dashboard']) {
        await page.goto(path);
        await expect(dashboardHeading(page, heading)).toBeVisible();
      }
      await context.close();
    }
  });

  test("the coach's menu: one entry per destination, grouped, unfinished areas greyed", async ({
    page,
  }) => {
    await signInByApi(page, DEMO.coach);
    await page.goto('/dashboard');
    const menu = page.getByRole('navigation', { name: 'Coach Dashboard navigation' });
    for (const group of ['Clients', 'Coaching', 'Business', 'Settings'])
      await expect(menu.getByRole('list', { name: group })).toBeVisible();
    await expect(menu.getByRole('list', { name: 'Clients' }).getByRole('link')).toHaveText([
      'Leads',
      'Clients',
      /^Pending approvals/,
    ]);
    await expect(menu.getByRole('link', { name: 'Client records' })).toHaveCount(0);
    const unfinished = menu.getByRole('listitem').filter({ hasText: 'Profile settings' });
    await expect(unfinished).toContainText('Coming soon');
    await expect(unfinished.getByRole('link')).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Finances' })).toHaveAttribute('href', '/finances');
    // The alias routes still open their pages.
    await page.goto('/cms/clients');
    await expect(page.getByRole('heading', { name: 'Clients', level: 2 })).toBeVisible();
  });

  test('the API refuses a client the coach data anyway (403)', async ({ page }) => {
    await signInByApi(page, DEMO.client);
    expect((await page.request.get('/api/dashboard/summary')).status()).toBe(403);
    expect((await page.request.get('/api/clients')).status()).toBe(403);
  });
});

test.describe('the not-found page', () => {
  test('an unknown path shows "404 Page Not Found" to an anonymous visitor', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: NOT_FOUND_TITLE })).toBeVisible();
    await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
  });

  test('an unknown path keeps its HTTP 404', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
  });

  test('an unknown path shows the 404 page when signed in too', async ({ page }) => {
    await signInByApi(page, DEMO.coach);
    await page.goto('/no-such-page/at-all');
    await expect(page.getByRole('heading', { name: NOT_FOUND_TITLE })).toBeVisible();
    await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
    await expect(dashboardHeading(page, 'Coach Dashboard')).toHaveCount(0);
  });
});

test.describe('a signed-in page opened while signed out', () => {
  const signIn = async (page: Page, email: string) => {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  };

  test('asks her to sign in, then brings her back to it', async ({ page }) => {
    await page.goto('/team');
    await expect(page).toHaveURL(/\/auth\?next=%2Fteam$/);
    await expect(page.getByRole('heading', { name: NOT_FOUND_TITLE })).toHaveCount(0);
    await signIn(page, DEMO.coach);
    await expect(page).toHaveURL(/\/team$/);
    await expect(dashboardHeading(page, 'Coach Dashboard')).toBeVisible();
  });

  test('never follows a `next` to another site', async ({ page, baseURL }) => {
    for (const next of ['https://evil.example', '//evil.example', '/\\evil.example']) {
      await page.context().clearCookies();
      await page.goto(`/auth?next=${encodeURIComponent(next)}`);
      await signIn(page, DEMO.coach);
      await expect(dashboardHeading(page, 'Coach Dashboard')).toBeVisible();
      expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
    }
  });
});

test('a spinner shows while the session loads', async ({ page, baseURL }) => {
  // A visitor whose browser says she may be signed in (the indicator cookie): the shell asks.
  await page.context().addCookies([
    { name: SESSION_INDICATOR_COOKIE, value: '1', url: baseURL! },
    { name: SESSION_COOKIE, value: 'expired-or-unknown', url: baseURL! },
  ]);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/user', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/auth');
  await expect(page.getByRole('status', { name: 'Loading your session' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Access Your Account' })).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { name: 'Access Your Account' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading your session' })).toHaveCount(0);
});
