import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { DISCOVERY_MESSAGES } from '@wellness/contracts';
import { query } from '../global/db';
import { waitForEmail } from '../global/maildev';
import { BRAND, resetDiscoveryRateLimit } from './marketing-support';

test.beforeEach(async () => {
  await resetDiscoveryRateLimit();
});

async function fillValidForm(page: Page, email: string, firstName = 'Holly') {
  await page.getByLabel('First name *').fill(firstName);
  await page.getByLabel('Last name *').fill('Brook');
  await page.getByLabel('Email *').fill(email);
  await page.getByLabel('Phone (optional)').fill('+44 7700 900456');
  await page.getByRole('checkbox', { name: 'Have more energy' }).check();
  await page.getByRole('checkbox', { name: 'Lose weight' }).check();
  await page
    .getByLabel('What is your biggest challenge right now? *')
    .fill('Finding the time and staying consistent.');
  await page.getByRole('checkbox', { name: 'Weekday evenings' }).check();
  await page
    .getByLabel(`How did you hear about Coach ${BRAND.coachName}? *`)
    .selectOption('instagram');
  await page.getByRole('checkbox', { name: /I agree to be contacted/ }).check();
}

test('the discovery form shows a message at each invalid field and focuses the first', async ({
  page,
}) => {
  await page.goto('/discovery');
  await page.getByRole('button', { name: 'Request My Free Discovery Call' }).click();
  for (const message of [
    DISCOVERY_MESSAGES.firstName,
    DISCOVERY_MESSAGES.lastName,
    DISCOVERY_MESSAGES.email,
    DISCOVERY_MESSAGES.goals,
    DISCOVERY_MESSAGES.challenge,
    DISCOVERY_MESSAGES.preferredTimes,
    DISCOVERY_MESSAGES.heardFrom,
    DISCOVERY_MESSAGES.consent,
  ])
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  await expect(page.getByLabel('First name *')).toBeFocused();
  await expect(page.getByLabel('First name *')).toHaveAttribute('aria-invalid', 'true');

  // Messages follow the fields as she corrects them.
  await page.getByLabel('First name *').fill('Holly');
  await expect(page.getByText(DISCOVERY_MESSAGES.firstName, { exact: true })).toHaveCount(0);
  await page.getByLabel('Email *').fill('holly@');
  await expect(page.getByText(DISCOVERY_MESSAGES.email, { exact: true })).toBeVisible();
  await page.getByLabel('Phone (optional)').fill('not a phone');
  await expect(page.getByText(DISCOVERY_MESSAGES.phone, { exact: true })).toBeVisible();
  await page.getByLabel('Phone (optional)').fill('');
  await expect(page.getByText(DISCOVERY_MESSAGES.phone, { exact: true })).toHaveCount(0);
});

test('a submission creates the lead (with UTM and consent) and emails the prospect and the coach', async ({
  page,
}) => {
  const since = new Date(Date.now() - 1000);
  const email = `holly.${randomBytes(4).toString('hex')}@example.com`;
  await page.goto('/?utm_source=e2e&utm_medium=test&utm_campaign=spring');
  // Landing-page UTM parameters are remembered by the page's script for the rest of the visit.
  await expect(page.locator('#mk-ssr[data-hydrated="true"]')).toBeAttached();
  await page.getByRole('banner').getByRole('link', { name: 'Book Call' }).click();
  await fillValidForm(page, email);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/discovery')),
    page.getByRole('button', { name: 'Request My Free Discovery Call' }).click(),
  ]);
  expect(response.status()).toBe(202);
  const success = page.getByRole('heading', { name: 'Thank you, Holly! Your request is in.' });
  await expect(success).toBeVisible();
  await expect(success).toBeFocused();
  await expect(page.getByText('Check your inbox.')).toBeVisible();

  const leads = await query<{
    source: string;
    status: string;
    utm: Record<string, string>;
    consent_at: Date | null;
    answers: Record<string, unknown>;
  }>('crm', 'SELECT source, status, utm, consent_at, answers FROM leads WHERE email = $1', [email]);
  expect(leads).toHaveLength(1);
  expect(leads[0]).toMatchObject({
    source: 'discovery',
    status: 'new',
    utm: { utm_source: 'e2e', utm_medium: 'test', utm_campaign: 'spring' },
    answers: { goals: ['more-energy', 'lose-weight'], heardFrom: 'instagram' },
  });
  expect(leads[0].consent_at).not.toBeNull();

  const confirmation = await waitForEmail(email, { since, subject: /Thanks for getting in touch/ });
  expect(confirmation.subject).toContain('Holly');
  const alert = await waitForEmail('coach@demo.test', { since, subject: /New lead: Holly Brook/ });
  expect(`${alert.text ?? ''}${alert.html ?? ''}`).toContain(email);
});

test('a second request from the same email updates her open lead instead of adding one', async ({
  page,
}) => {
  const email = `twice.${randomBytes(4).toString('hex')}@example.com`;
  for (const firstName of ['Ava', 'Avery']) {
    await page.goto('/discovery');
    await fillValidForm(page, email, firstName);
    await page.getByRole('button', { name: 'Request My Free Discovery Call' }).click();
    await expect(
      page.getByRole('heading', { name: `Thank you, ${firstName}!`, exact: false }),
    ).toBeVisible();
  }
  const leads = await query<{ first_name: string }>(
    'crm',
    'SELECT first_name FROM leads WHERE email = $1',
    [email],
  );
  expect(leads).toEqual([{ first_name: 'Avery' }]);
});

test('the honeypot is out of sight and out of the tab order', async ({ page }) => {
  await page.goto('/discovery');
  const trap = page.locator('input[name="website"]');
  await expect(trap).toHaveAttribute('tabindex', '-1');
  const box = await trap.boundingBox();
  expect(box === null || box.x + box.width < 0).toBe(true);
});
