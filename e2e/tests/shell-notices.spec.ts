import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';

/**
 * Notices (SPEC §4, §9): one visible at a time, auto-close after 5000 ms, F8 focuses them, a swipe
 * of 50 px dismisses. The notices come from real sign-in failures of the shell; the login answers are
 * stubbed so each test controls the message (and never touches the login rate limits).
 */
const region = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });
const toasts = (page: Page) => region(page).locator('li');

async function refuseLoginsWith(page: Page, messages: string[]) {
  let call = 0;
  await page.route('**/api/auth/login', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ error: messages[Math.min(call++, messages.length - 1)] }),
    }),
  );
}

async function submitSignIn(page: Page) {
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

test.describe('notices', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/auth');
    await page.getByLabel('Email').fill('someone@example.test');
    await page.getByLabel('Password').fill('a-password');
  });

  test('only one is visible at a time: a new notice replaces the previous one', async ({
    page,
  }) => {
    await refuseLoginsWith(page, ['First problem', 'Second problem']);
    await submitSignIn(page);
    await expect(toasts(page)).toHaveCount(1);
    await expect(toasts(page)).toContainText('First problem');

    await submitSignIn(page);
    await expect(toasts(page)).toContainText('Second problem');
    await expect(toasts(page)).toHaveCount(1);
    await expect(page.getByText('First problem')).toHaveCount(0);
  });

  test('closes by itself after 5000 ms, not before', async ({ page }) => {
    await refuseLoginsWith(page, ['Timed problem']);
    await page.clock.install();
    // Time stands still from here: the notice's timer starts at a known instant.
    await page.clock.pauseAt(Date.now() + 1000);
    await submitSignIn(page);
    await expect(toasts(page)).toContainText('Timed problem');

    await page.clock.runFor(4900);
    await expect(toasts(page)).toContainText('Timed problem');
    await page.clock.runFor(200);
    await expect(toasts(page)).toHaveCount(0);
  });

  test('the close button dismisses it at once', async ({ page }) => {
    await refuseLoginsWith(page, ['Closable problem']);
    await submitSignIn(page);
    await expect(toasts(page)).toContainText('Closable problem');
    await page.getByRole('button', { name: 'Close notification' }).click();
    await expect(toasts(page)).toHaveCount(0);
  });

  test('a swipe of 50 px or more to the right dismisses it; a shorter one does not', async ({
    page,
  }) => {
    await refuseLoginsWith(page, ['Swipe problem']);
    await submitSignIn(page);
    const notice = toasts(page);
    await expect(notice).toContainText('Swipe problem');
    const box = (await notice.boundingBox())!;
    const y = box.y + box.height / 2;
    const x = box.x + 20;

    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 30, y, { steps: 5 });
    await page.mouse.up();
    await expect(notice).toContainText('Swipe problem');

    // On a loaded machine a gesture's events now and then reach the page before React has
    // re-rendered after the last one: the long swipe is made again until the notice goes.
    await expect(async () => {
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + 60, y, { steps: 10 });
      await page.mouse.up();
      await expect(toasts(page)).toHaveCount(0, { timeout: 1500 });
    }).toPass({ timeout: 10_000 });
  });

  test('F8 moves keyboard focus to the notifications', async ({ page }) => {
    await refuseLoginsWith(page, ['Focus problem']);
    await submitSignIn(page);
    await expect(toasts(page)).toContainText('Focus problem');
    await page.getByLabel('Email').focus();
    await page.keyboard.press('F8');
    await expect(region(page).locator('ol')).toBeFocused();
    // Tab from there reaches the notice's close button.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Close notification' })).toBeFocused();
  });
});
