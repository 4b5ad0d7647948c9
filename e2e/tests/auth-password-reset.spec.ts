import { expect, test } from '@playwright/test';
import {
  clearLoginRateLimits,
  createApprovedClient,
  fillSignIn,
  uniqueEmail,
} from '../global/accounts';
import { APP_ORIGIN, BASE_URL } from '../global/env';
import { linkIn, listEmails, waitForEmail } from '../global/maildev';

const NEW_PASSWORD = 'brand-new-secret';

test.describe('forgot and reset password through the real email', () => {
  test.beforeAll(clearLoginRateLimits);

  test('request a link, set a new password (with the form checks), sign in with it; the link works once', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(60_000);
    const account = await createApprovedClient(request, 'reset', { firstName: 'Rosa' });

    // Another device signed in before the reset: the reset signs it out.
    const other = await browser.newContext();
    const otherLogin = await other.request.post(`${BASE_URL}/api/auth/login`, {
      data: { email: account.email, password: account.password },
      headers: APP_ORIGIN,
    });
    expect(otherLogin.status()).toBe(200);

    const since = new Date(Date.now() - 1000);
    await page.goto(`/forgot-password?email=${encodeURIComponent(account.email)}`);
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Check your email')).toBeVisible();
    await expect(page.getByText(account.email)).toBeVisible();

    const email = await waitForEmail(account.email, { subject: /reset/i, since });
    expect(email.subject).toMatch(/Reset your .* password/);
    expect(`${email.html ?? ''}${email.text ?? ''}`).toContain('Rosa');
    const link = linkIn(email, `${BASE_URL}/reset-password?token=`);

    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    const password = page.getByLabel('New password', { exact: true });
    const confirm = page.getByLabel('Confirm new password');
    const save = page.getByRole('button', { name: 'Set new password' });

    await password.fill('12345');
    await confirm.fill('12345');
    await save.click();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

    await password.fill(NEW_PASSWORD);
    await confirm.fill(`${NEW_PASSWORD}-typo`);
    await save.click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toHaveCount(0);

    await confirm.fill(NEW_PASSWORD);
    await save.click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByText('Password updated')).toBeVisible();

    // The other device's session ended with the reset.
    expect((await other.request.get(`${BASE_URL}/api/auth/user`)).status()).toBe(401);
    await other.close();
    // The old password no longer works; the new one does.
    const oldLogin = await request.post('/api/auth/login', {
      data: { email: account.email, password: account.password },
      headers: APP_ORIGIN,
    });
    expect(oldLogin.status()).toBe(401);

    await fillSignIn(page, account.email, NEW_PASSWORD);
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Client Dashboard' })).toBeVisible();
    await expect(page.getByText('Welcome back, Rosa')).toBeVisible();

    // The same link a second time.
    await page.context().clearCookies();
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('another-secret');
    await page.getByLabel('Confirm new password').fill('another-secret');
    await page.getByRole('button', { name: 'Set new password' }).click();
    const problem = page.getByRole('alert').filter({ hasText: "We couldn't reset your password" });
    await expect(problem).toContainText('already been used');
    await expect(problem.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(page).toHaveURL(/\/reset-password\?token=/);
  });

  test('an unknown email gets the same answer and no email', async ({ page }) => {
    const email = uniqueEmail('unknown');
    const since = new Date();
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Check your email')).toBeVisible();
    await expect(page.getByText(`If an account exists for ${email}`)).toBeVisible();
    await page.waitForTimeout(1500);
    const sent = (await listEmails()).filter(
      (e) => new Date(e.date) >= since && e.to.some((t) => t.address === email),
    );
    expect(sent).toEqual([]);
  });

  test('a made-up token is refused with a clear message', async ({ page }) => {
    await page.goto('/reset-password?token=not-a-real-token-at-all');
    await page.getByLabel('New password', { exact: true }).fill('another-secret');
    await page.getByLabel('Confirm new password').fill('another-secret');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'not valid' })).toBeVisible();
  });

  test('/reset-password without a token explains what to do', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByText('This reset link is incomplete')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request a new reset link' })).toBeVisible();
  });
});
