import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { APP_ORIGIN, BASE_URL } from '../global/env';
import { waitForEmail } from '../global/maildev';
import {
  expectToast,
  openCoachPage,
  signInAsCoach,
  uniquePerson,
  uniqueTag,
} from './coach-support';
import { BRAND, resetDiscoveryRateLimit } from './marketing-support';

// Automation (issue 18): the coach sees the three seeded automations with their figures, switches
// them off and on, and a new discovery lead is enrolled in the nurture and receives the first step
// of an automation she switched on. She edits an automation's step and its version goes up.

const SEEDED = ['Welcome series', 'Lead nurture', 'Check-in nudges'];

interface AutomationRow {
  id: string;
  name: string;
  enabled: boolean;
  version: number;
  steps: { type: string; template?: string }[];
}

async function automations(coach: APIRequestContext): Promise<AutomationRow[]> {
  const response = await coach.get('/api/automations');
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { items: AutomationRow[] }).items;
}

async function automationNamed(coach: APIRequestContext, name: string): Promise<AutomationRow> {
  const found = (await automations(coach)).find((a) => a.name === name);
  expect(found, `no automation called ${name}`).toBeDefined();
  return found!;
}

/** The subject of a template as a pattern: its merge fields match whatever they were filled with. */
async function subjectPattern(coach: APIRequestContext, template: string): Promise<RegExp> {
  const response = await coach.get(`/api/email-templates/${encodeURIComponent(template)}`);
  expect(response.status(), await response.text()).toBe(200);
  const { subject } = (await response.json()) as { subject: string };
  const escaped = subject
    .split(/\{\{\s*\w+\s*\}\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.+');
  return new RegExp(`^${escaped}$`);
}

/** A visitor (signed out, her own browser) requests a discovery call on the public site. */
async function requestDiscoveryCall(
  page: Page,
  person: { firstName: string; lastName: string; email: string },
) {
  await resetDiscoveryRateLimit();
  await page.goto('/discovery');
  await page.getByLabel('First name *').fill(person.firstName);
  await page.getByLabel('Last name *').fill(person.lastName);
  await page.getByLabel('Email *').fill(person.email);
  await page.getByRole('checkbox', { name: 'Have more energy' }).check();
  await page
    .getByLabel('What is your biggest challenge right now? *')
    .fill('Finding the time and staying consistent.');
  await page.getByRole('checkbox', { name: 'Weekday evenings' }).check();
  await page
    .getByLabel(`How did you hear about Coach ${BRAND.coachName}? *`)
    .selectOption('instagram');
  await page.getByRole('checkbox', { name: /I agree to be contacted/ }).check();
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/discovery')),
    page.getByRole('button', { name: 'Request My Free Discovery Call' }).click(),
  ]);
  expect(response.status()).toBe(202);
}

test.describe('automation', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsCoach(page);
  });

  test('the coach switches automations off and on, and a new discovery lead is enrolled and receives the first step', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await openCoachPage(page, '/automation');
    const list = page.getByRole('list', { name: 'Automations' });
    for (const name of SEEDED)
      await expect(list.getByRole('link', { name, exact: true })).toBeVisible({ timeout: 15_000 });
    const card = list
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'Lead nurture', exact: true }) });
    for (const figure of ['Enrolled', 'Active', 'Completed', 'Exited', 'Emails sent', 'Failed'])
      await expect(card.getByText(figure, { exact: true })).toBeVisible();
    await expect(card).toContainText('A discovery call is requested (new lead)');

    // Off, then on again: the switch says so, and so does the API.
    const toggle = page.getByRole('switch', { name: 'Lead nurture' });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await toggle.click();
    await expectToast(page, 'Lead nurture is off');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect((await automationNamed(page.request, 'Lead nurture')).enabled).toBe(false);
    await toggle.click();
    await expectToast(page, 'Lead nurture is on');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    const nurture = await automationNamed(page.request, 'Lead nurture');
    expect(nurture.enabled).toBe(true);

    // The nurture waits a day before its first email; her own thank-you (new automations start
    // switched off) sends at once. She switches it on from the list.
    const thanks = `Thank you for your request ${uniqueTag()}`;
    const created = await page.request.post('/api/automations', {
      data: {
        name: thanks,
        trigger: { type: 'event', event: 'lead.created' },
        steps: [{ type: 'send_email', template: 'lead-nurture-day-1' }],
        exits: ['lead_converted', 'lead_lost'],
      },
      headers: APP_ORIGIN,
    });
    expect(created.status(), await created.text()).toBe(201);
    const thanksId = ((await created.json()) as AutomationRow).id;
    try {
      await page.reload();
      const thanksToggle = page.getByRole('switch', { name: thanks });
      await expect(thanksToggle).toHaveAttribute('aria-checked', 'false', { timeout: 15_000 });
      await thanksToggle.click();
      await expectToast(page, `${thanks} is on`);
      await expect(thanksToggle).toHaveAttribute('aria-checked', 'true');

      const subject = await subjectPattern(page.request, 'lead-nurture-day-1');
      const prospect = uniquePerson(uniqueTag(), 'Poppy');
      const since = new Date(Date.now() - 1000);
      const visitor = await browser.newContext({ baseURL: BASE_URL });
      try {
        await requestDiscoveryCall(await visitor.newPage(), prospect);
      } finally {
        await visitor.close();
      }
      // Enrolled in the nurture at once: its Enrolments tab shows her, waiting for its first step.
      await openCoachPage(page, `/automation?id=${nurture.id}&view=enrolments`);
      await expect(page.getByText(`Lead · ${prospect.email}`).first()).toBeVisible({
        timeout: 15_000,
      });

      // The thank-you's first step reaches her inbox.
      const email = await waitForEmail(prospect.email, { since, subject, timeoutMs: 45_000 });
      expect(email.subject).toMatch(subject);
    } finally {
      await page.request.post(`/api/automations/${thanksId}/disable`, { headers: APP_ORIGIN });
    }
  });

  test('the coach edits a step, is stopped by a zero-wait loop, and the saved version goes up', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // Her own automation (switched off), so the seeded ones stay as they are for other tests.
    const name = `Check-in follow-up ${uniqueTag()}`;
    const created = await page.request.post('/api/automations', {
      data: {
        name,
        trigger: { type: 'checkin_overdue', days: 30 },
        steps: [
          { type: 'wait', minutes: 1440 },
          { type: 'notify_coach', message: 'Still no check-in: give her a call' },
        ],
        exits: ['checked_in'],
      },
      headers: APP_ORIGIN,
    });
    expect(created.status(), await created.text()).toBe(201);
    const automation = (await created.json()) as AutomationRow;
    if (automation.enabled)
      await page.request.post(`/api/automations/${automation.id}/disable`, { headers: APP_ORIGIN });

    await openCoachPage(page, '/automation');
    await page.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible({ timeout: 15_000 });
    const form = page.locator('form.coach-automation-form');
    await expect(form.getByText(`Version ${automation.version}`, { exact: true })).toBeVisible();
    const steps = form.getByRole('list', { name: 'Steps' });
    await expect(steps.getByRole('listitem')).toHaveCount(2);

    // A "go back" after a zero wait would repeat forever: refused as she edits.
    await form.getByLabel('Step 1: Days').fill('0');
    await form.getByLabel('New step').selectOption('go_to');
    await form.getByRole('button', { name: 'Add step' }).click();
    await expect(steps.getByRole('listitem')).toHaveCount(3);
    await form.getByLabel('Step 3: Go back to').selectOption('0');
    await expect(
      form
        .getByRole('alert')
        .filter({ hasText: 'Step 3 goes back to step 1 with no wait between them' }),
    ).toBeVisible();
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await automationNamed(page.request, name)).version).toBe(automation.version);

    // Removing the loop and waiting 2 days instead: saved as the next version.
    await form.getByRole('button', { name: 'Remove Step 3' }).click();
    await form.getByLabel('Step 1: Days').fill('2');
    await expect(form.getByText('Wait 2 days')).toBeVisible();
    await form.getByRole('button', { name: 'Move down Step 1' }).click();
    await form.getByRole('button', { name: 'Move up Step 2' }).click();
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Automation saved');
    const next = automation.version + 1;
    await expect(form.getByText(`Version ${next}`, { exact: true })).toBeVisible();
    await expect(form.getByText(`Saved as version ${next}`, { exact: false })).toBeVisible();
    const saved = await automationNamed(page.request, name);
    expect(saved.version).toBe(next);
    expect(saved.steps[0]).toEqual({ type: 'wait', minutes: 2 * 1440 });
  });
});
