import { expect, test } from '@playwright/test';
import { signInByApi } from '../global/accounts';
import { APP_ORIGIN, DEMO } from '../global/env';
import { uniqueTag } from './coach-support';
import { SEEDED } from './checkin-support';

test.describe('nutritionist: her clients’ numbers', () => {
  test('sees her assigned clients’ numbers only, and never the coach’s private notes', async ({
    page,
    playwright,
  }) => {
    // The coach writes a private note about Emma.
    const coach = await playwright.request.newContext({
      baseURL: test.info().project.use.baseURL,
      extraHTTPHeaders: APP_ORIGIN,
    });
    const login = await coach.post('/api/auth/login', {
      data: { email: DEMO.coach, password: 'wellness-demo' },
    });
    expect(login.status()).toBe(200);
    const secret = `Private ${uniqueTag()}: going through a divorce`;
    const note = await coach.post(`/api/clients/${SEEDED.emma.clientId}/notes`, {
      data: { body: secret },
    });
    expect(note.status(), await note.text()).toBeLessThan(300);
    await coach.dispose();

    await signInByApi(page, DEMO.nutritionist);
    await page.goto('/dashboard');
    const table = page.getByRole('table', { name: /assigned clients/ });
    await expect(table).toBeVisible({ timeout: 20_000 });
    const emma = table.getByRole('row', { name: new RegExp(SEEDED.emma.name) });
    await expect(emma).toContainText(/\d+(\.\d)? kg/, { timeout: 15_000 });
    await expect(emma).toContainText(/\d+\/10/);
    await expect(emma).toContainText(/\d+%/);
    await expect(table).toContainText(SEEDED.olivia.name);
    await expect(table).not.toContainText(SEEDED.sophie.name);

    // Her name opens her nutrition (issue 16); her check-ins and answers are one link away.
    await expect(emma.getByRole('link', { name: SEEDED.emma.name, exact: true })).toHaveAttribute(
      'href',
      `/client-nutrition/${SEEDED.emma.clientId}`,
    );
    await emma.getByRole('link', { name: `Check-ins of ${SEEDED.emma.name}` }).click();
    await expect(page.getByRole('heading', { name: SEEDED.emma.name, level: 2 })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('region', { name: 'From her onboarding' })).toContainText('Diet');
    await expect(page.getByRole('region', { name: 'Latest check-in' })).toContainText(
      'Nutrition adherence',
    );
    await expect(page.getByRole('figure', { name: 'Weight' })).toBeVisible();
    await expect(page.getByText(secret)).toHaveCount(0);
    await expect(page.getByText(/private notes/i)).toHaveCount(0);

    // Another client's numbers are not hers to see, in the page or through the API.
    await page.goto(`/client-profile/${SEEDED.sophie.clientId}`);
    await expect(page.getByText(/We couldn.t find this client/)).toBeVisible({ timeout: 20_000 });
    const progress = await page.request.get(
      `/api/checkins/progress?clientId=${SEEDED.sophie.clientId}`,
    );
    expect(progress.status()).toBe(404);
  });

  test('opens an assigned client’s weeks, each with her answers and the coach’s feedback; never another client’s', async ({
    page,
  }) => {
    await signInByApi(page, DEMO.nutritionist);
    await page.goto(`/client-profile/${SEEDED.emma.clientId}`);
    const weeks = page.getByRole('region', { name: 'Her weeks' });
    await expect(weeks.getByRole('list', { name: 'Her weeks, newest first' })).toBeVisible({
      timeout: 20_000,
    });
    await weeks.getByRole('link', { name: 'All her check-ins' }).click();
    await expect(page).toHaveURL(new RegExp(`/client-checkins\\?clientId=${SEEDED.emma.clientId}`));
    await expect(
      page.getByRole('heading', { name: `Check-ins of ${SEEDED.emma.name}`, level: 2 }),
    ).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveTitle(new RegExp(`^Check-ins of ${SEEDED.emma.name}`));

    // Her first check-in was reviewed: its answers and the coach's feedback open in place.
    const first = page.getByRole('button', { name: /answers\s*: First check-in/ });
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const answers = page.getByLabel('Her answers');
    await expect(answers).toContainText('Biggest win');
    await expect(answers).toContainText(/\d+\/10/);
    await expect(page.getByText(/Coach.s feedback: (?!Not reviewed)/)).toBeVisible();

    await page.goto(`/client-checkins?clientId=${SEEDED.sophie.clientId}`);
    await expect(page.getByText(/We couldn.t find this client/)).toBeVisible({ timeout: 20_000 });
  });

  test('on a phone her clients are cards: every fact wraps, nothing is cut off at the right edge', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInByApi(page, DEMO.nutritionist);
    await page.goto('/dashboard');
    const cards = page.getByRole('list', { name: 'Your assigned clients' });
    const emma = cards.getByRole('listitem').filter({ hasText: SEEDED.emma.name });
    await expect(emma).toContainText(/\d+(\.\d)? kg/, { timeout: 20_000 });
    await expect(emma).toContainText('Active');
    await expect(emma).toContainText(/Hunger\s*\d+\/10/);
    const overflowing = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      return [...document.querySelectorAll('main *')]
        .filter((el) => {
          const box = el.getBoundingClientRect();
          return box.width > 0 && box.right > width + 0.5;
        })
        .map(
          (el) => `${el.tagName.toLowerCase()}.${el.className}: ${el.textContent?.slice(0, 40)}`,
        );
    });
    expect(overflowing).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
});
