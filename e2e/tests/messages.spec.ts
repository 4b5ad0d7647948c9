import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
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

  test('an image she is sent shows as a thumbnail that opens full size', async ({ browser }) => {
    // Two pages, an upload with its image processing, and a new tab.
    test.slow();
    const emma = await pageFor(browser, EMMA);
    const coach = await pageFor(browser, DEMO.coach);
    await emma.goto('/messages');
    await emma.getByRole('button', { name: /Sarah/ }).first().click();
    const emmaLog = emma.getByRole('log');

    await coach.goto(`/client-messages?clientId=${SEEDED.emma.clientId}`);
    const coachLog = coach.getByRole('log', { name: `Messages with ${SEEDED.emma.name}` });
    const name = `week-${word()}.jpg`;
    const photo = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: '#4a7' },
    })
      .jpeg()
      .toBuffer();
    await coach.getByLabel('Attach images or PDFs').setInputFiles({
      name,
      mimeType: 'image/jpeg',
      buffer: photo,
    });
    await expect(coach.getByRole('list', { name: 'Files to send' }).getByText(name)).toBeVisible();
    await expect(coach.getByLabel(`Uploading ${name}`)).toHaveCount(0, { timeout: 15_000 });
    const note = `Your progress photo ${word()}`;
    const box = coach.getByRole('textbox', { name: `Message ${SEEDED.emma.name}` });
    await box.fill(note);
    await box.press('Enter');
    await expect(coachLog.getByText(note)).toBeVisible();

    // It reaches Emma live, as a thumbnail…
    const opener = emmaLog.getByRole('link', { name: `${name} (opens full size in a new tab)` });
    await expect(opener).toBeVisible({ timeout: 10_000 });
    const thumbnail = opener.getByRole('img', { name });
    await expect(thumbnail).toHaveAttribute('src', /\/api\/attachments\/[\w-]+\?variant=thumb$/);
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const thumbWidth = await thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth);

    // …that opens the image full size in a new tab.
    const [full] = await Promise.all([emma.context().waitForEvent('page'), opener.click()]);
    await full.waitForLoadState();
    expect(full.url()).toMatch(/\/api\/attachments\/[\w-]+$/);
    const fullWidth = await full.evaluate(() => document.images[0]?.naturalWidth ?? 0);
    expect(fullWidth).toBeGreaterThan(thumbWidth);
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
