import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { signInByApi } from '../global/accounts';
import { DEMO } from '../global/env';
import { SEEDED } from './checkin-support';

// Messages (issue 15): the demo client Emma and her coach talk live, through the gateway's
// event stream, with no reload.
const EMMA = 'client@demo.test';
const word = () => randomBytes(4).toString('hex');

async function pageFor(browser: Browser, email: string, viewport = { width: 1280, height: 900 }) {
  const page = await (await browser.newContext({ viewport })).newPage();
  await signInByApi(page, email);
  return page;
}

/** The coach opens Emma's thread from her profile's Message button. */
async function coachOpensEmma(page: Page) {
  await page.goto(`/client-profile/${SEEDED.emma.clientId}`);
  await page.getByRole('link', { name: `Message ${SEEDED.emma.name}` }).click();
  await expect(page).toHaveURL(/\/client-messages\?clientId=/);
  return page.getByRole('log', { name: `Messages with ${SEEDED.emma.name}` });
}

test.describe('messages between a client and her coach', () => {
  test('they exchange messages live, on a phone and a desktop, with Seen and the badge', async ({
    browser,
  }) => {
    const emma = await pageFor(browser, EMMA, { width: 390, height: 844 });
    const coach = await pageFor(browser, DEMO.coach);

    // Emma waits on her dashboard: the badge on Messages counts what arrives.
    await emma.goto('/dashboard');
    const coachLog = await coachOpensEmma(coach);
    const hello = `Lovely week, Emma! ${word()}`;
    const box = coach.getByRole('textbox', { name: `Message ${SEEDED.emma.name}` });
    await box.fill(hello);
    await box.press('Enter');
    await expect(coachLog.getByText(hello)).toBeVisible();
    await expect(emma.getByRole('link', { name: /^Messages\s*, \d+ unread$/ })).toBeVisible({
      timeout: 10_000,
    });

    // On her phone the inbox and the thread are separate screens.
    await emma.getByRole('link', { name: /^Messages/ }).click();
    await emma.getByRole('button', { name: /Sarah/ }).first().click();
    const emmaLog = emma.getByRole('log');
    await expect(emmaLog.getByText(hello)).toBeVisible();
    // No sideways scrolling once the thread has laid out.
    await expect
      .poll(() => emma.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
    // She has read it: the coach sees "Seen" under it, live.
    await expect(coachLog.getByText('Seen')).toBeVisible({ timeout: 10_000 });

    // Her answer reaches the coach without a reload; markup stays text.
    const reply = `<b>Thank you!</b> Legs are sore ${word()}`;
    const hers = emma.getByRole('textbox', { name: /^Message / });
    await hers.fill(reply);
    await hers.press('Enter');
    await expect(coachLog.getByText(reply)).toBeVisible({ timeout: 10_000 });
    await expect(coachLog.locator('b')).toHaveCount(0);
    await emma.getByRole('button', { name: 'Back to conversations' }).click();
    await expect(emma.getByRole('button', { name: /Sarah/ }).first()).toBeVisible();
  });

  test('a nutritionist sees only the conversations of clients assigned to her', async ({
    browser,
  }) => {
    const nina = await pageFor(browser, DEMO.nutritionist);
    await nina.goto('/messages');
    const inbox = nina.getByRole('list', { name: 'Conversations' });
    await expect(inbox.getByRole('button', { name: /Emma Wilson/ })).toBeVisible({
      timeout: 20_000,
    });
    // Sophie has no nutritionist: not Nina's to see.
    await expect(inbox.getByRole('button', { name: /Sophie Taylor/ })).toHaveCount(0);
    const { items } = (await (await nina.request.get('/api/conversations')).json()) as {
      items: { kind: string }[];
    };
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((c) => c.kind === 'nutritionist')).toBe(true);
  });
});
