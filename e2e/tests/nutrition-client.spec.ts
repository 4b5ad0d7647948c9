import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signInByApi } from '../global/accounts';
import { APP_ORIGIN, DEMO } from '../global/env';
import { SEEDED } from './checkin-support';

// Nutrition plans (issue 16): the demo client (Emma) has a plan her nutritionist published (checkin's
// seed, as she is assigned to the demo nutritionist); she follows it on her phone.

interface PlanSummary {
  id: string;
  title: string;
  status: string;
  latestVersion: number | null;
}

/** Her plan as the API gives it to her, with her shopping list emptied (a rerun starts afresh). */
async function herPlanWithAnEmptyList(page: Page): Promise<PlanSummary> {
  const list = await page.request.get('/api/nutrition-plans');
  expect(list.status(), await list.text()).toBe(200);
  const { items } = (await list.json()) as { items: PlanSummary[] };
  const plan = items.find((p) => p.status === 'active') ?? items.find((p) => p.latestVersion);
  expect(plan, 'Emma has a published plan (checkin seed)').toBeDefined();
  const url = `/api/nutrition-plans/${plan!.id}/shopping-list`;
  const saved = await page.request.get(url);
  expect(saved.status(), await saved.text()).toBe(200);
  const { version } = (await saved.json()) as { version: number };
  const reset = await page.request.put(url, {
    data: { version, days: [], ticked: [] },
    headers: APP_ORIGIN,
  });
  expect(reset.status(), await reset.text()).toBe(200);
  return plan!;
}

async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll('main *')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.right > width + 0.5;
      })
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}: ${el.textContent?.slice(0, 40)}`);
  });
}

test.describe('nutrition: the client’s plan', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the client sees it at 390 px, ticks her shopping list, and downloads the PDF', async ({
    page,
  }) => {
    await signInByApi(page, DEMO.client);
    const plan = await herPlanWithAnEmptyList(page);

    await page.goto('/nutrition');
    await expect(page.getByRole('heading', { name: plan.title, level: 2 })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('heading', { name: 'Today’s targets' })).toBeVisible();
    await expect(page.getByText(/\d[\d,]* kcal/).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Meals' })).toBeVisible();
    // Each food with its quantity (her units: grams, or household units with their grams).
    await expect(
      page
        .locator('main li')
        .filter({ hasText: /\d+(\.\d)? (g|ml)\b/ })
        .first(),
    ).toBeVisible();
    expect(await overflowing(page)).toEqual([]);

    // Her shopping list: tick two foods; they are saved, and still ticked after a reload.
    await page.getByRole('tab', { name: 'Shopping list' }).click();
    const boxes = page.getByRole('tabpanel').getByRole('checkbox');
    await expect(boxes.first()).toBeVisible({ timeout: 15_000 });
    expect(await boxes.count()).toBeGreaterThanOrEqual(2);
    const names: string[] = [];
    for (const i of [0, 1]) {
      const box = boxes.nth(i);
      await expect(box).not.toBeChecked();
      names.push(((await box.locator('xpath=..').textContent()) ?? '').trim());
      await box.check();
      await expect(box).toBeChecked();
    }
    await expect(page.getByText(/^2 of \d+ ticked$/)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible({
      timeout: 10_000,
    });
    expect(await overflowing(page)).toEqual([]);

    await page.reload();
    await page.getByRole('tab', { name: 'Shopping list' }).click({ timeout: 20_000 });
    const after = page.getByRole('tabpanel').getByRole('checkbox');
    await expect(after.first()).toBeVisible({ timeout: 15_000 });
    for (const name of names)
      await expect(page.getByRole('checkbox', { name, exact: true })).toBeChecked();
    await expect(page.getByText(/^2 of \d+ ticked$/)).toBeVisible();

    // The PDF, made on the server.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download PDF' }).first().click(),
    ]);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');

    expect(await overflowing(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
});

test.describe('nutrition: the nutritionist’s caseload', () => {
  test('her dashboard shows each client’s plan status and opens her nutrition', async ({
    page,
  }) => {
    await signInByApi(page, DEMO.nutritionist);
    await page.goto('/dashboard');
    const table = page.getByRole('table', { name: /assigned clients/ });
    await expect(table).toBeVisible({ timeout: 20_000 });
    const emma = table.getByRole('row', { name: new RegExp(SEEDED.emma.name) });
    // Emma's plan was published by her nutritionist: active, or due for review.
    await expect(emma).toContainText(/Active since \d{1,2} \w{3} \d{4}|Review due/);
    await expect(table).toContainText(/No plan|Draft|Active since|Review due/);

    await emma.getByRole('link', { name: SEEDED.emma.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/client-nutrition/${SEEDED.emma.clientId}$`));
    await expect(page.getByRole('heading', { name: SEEDED.emma.name, level: 2 })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('region', { name: 'From her onboarding' })).toContainText('Diet');
    const plans = page.getByRole('region', { name: 'Plans' });
    await expect(plans.getByRole('list', { name: 'Her plans' })).toBeVisible({ timeout: 15_000 });
    await expect(plans.getByRole('link').first()).toHaveAttribute('href', /^\/nutrition-plan\//);
    await expect(plans.getByRole('button', { name: 'New plan' })).toBeVisible();
  });
});
