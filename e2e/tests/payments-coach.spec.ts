import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectToast, openCoachPage, signInAsCoach, uniqueTag } from './coach-support';
import { archivePlan, monthName, pounds, seriousViolations } from './payments-support';

// Payments (issue 17), the coach's side: her plans and her finances. The demo seed gives the demo
// clients a year of payments (services/crm/src/seed/payments.ts), so the figures are not zero.

interface Summary {
  currency: string;
  mrrMinor: number;
  revenueThisMonthMinor: number;
  revenueByMonth: { month: string; amountMinor: number }[];
  mrrByMonth: { month: string; amountMinor: number }[];
  revenueByPlan: { planId: string | null; name: string; amountMinor: number }[];
}

async function summaryOf(coach: APIRequestContext): Promise<Summary> {
  const response = await coach.get('/api/finances/summary');
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Summary;
}

const figure = (page: Page, label: string) =>
  page.getByRole('list', { name: 'Figures' }).getByRole('listitem').filter({ hasText: label });

test.describe('payments: the coach’s plans and finances', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsCoach(page);
  });

  test('payments: the coach creates a plan on /finances and sees it listed with its price', async ({
    page,
  }) => {
    const name = `Glow coaching ${uniqueTag()}`;
    await openCoachPage(page, '/finances?tab=plans');
    await expect(page.getByRole('heading', { name: 'Finances', level: 2 })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('tab', { name: 'Plans' })).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('button', { name: 'New plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'New plan' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Name', { exact: true }).fill(name);
    await dialog
      .getByLabel('Description (optional)')
      .fill('A month of coaching: training, food and a weekly check-in.');
    await dialog
      .getByLabel('What is included (optional)')
      .fill('Weekly check-ins with feedback\nA nutrition plan\nMessages with your coach');
    await dialog.getByLabel('Price', { exact: true }).fill('49');
    await dialog.getByRole('radio', { name: /Subscription/ }).check();
    await dialog.getByLabel('Bill every').fill('1');
    await dialog.getByLabel('Period').selectOption('month');
    expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);
    await dialog.getByRole('button', { name: 'Create plan' }).click();

    await expectToast(page, 'Plan created');
    await expect(dialog).toBeHidden();
    const card = page
      .getByRole('list', { name: 'Plans' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name, level: 3 }) });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('£49.00 / month');
    await expect(card).toContainText('Active');
    await expect(card).toContainText('0 active subscriptions');
    await expect(card.getByRole('listitem')).toHaveText([
      'Weekly check-ins with feedback',
      'A nutrition plan',
      'Messages with your coach',
    ]);

    // Saved as typed: 4900 pence, billed monthly; still listed after a reload.
    const plans = (await (await page.request.get('/api/payment-plans')).json()) as {
      id: string;
      name: string;
      priceMinor: number;
      currency: string;
      billing: unknown;
      active: boolean;
    }[];
    const saved = plans.find((p) => p.name === name);
    expect(saved).toMatchObject({
      priceMinor: 4900,
      currency: 'GBP',
      billing: { type: 'subscription', interval: 'month', intervalCount: 1 },
      active: true,
    });
    await page.reload();
    await expect(card).toContainText('£49.00 / month', { timeout: 20_000 });
    expect(await seriousViolations(page, 'main')).toEqual([]);

    // Not left on sale to the other tests' clients.
    await archivePlan(page.request, saved!.id);
  });

  test('payments: the finances overview shows the seeded figures and charts as the API has them', async ({
    page,
  }) => {
    const first = await summaryOf(page.request);
    expect(first.currency).toBe('GBP');
    expect(first.mrrMinor, 'the demo seed gives running subscriptions').toBeGreaterThan(0);
    expect(first.revenueByMonth).toHaveLength(12);
    expect(
      first.revenueByMonth.filter((m) => m.amountMinor > 0).length,
      'a year of seeded payments',
    ).toBeGreaterThanOrEqual(6);

    await openCoachPage(page, '/finances');
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const revenue = page.getByRole('figure', { name: 'Revenue by month' });
    await expect(revenue.getByRole('button', { name: 'Show as table' })).toBeVisible({
      timeout: 20_000,
    });

    // Other tests may take a payment meanwhile: compare with the summary fetched after the page
    // rendered, and read again if one came in between.
    let attempt = 0;
    await expect(async () => {
      if (attempt++ > 0) {
        await page.reload();
        await expect(revenue.getByRole('button', { name: 'Show as table' })).toBeVisible({
          timeout: 20_000,
        });
      }
      const summary = await summaryOf(page.request);
      await expect(figure(page, 'Monthly recurring revenue')).toContainText(
        pounds(summary.mrrMinor),
        { timeout: 1000 },
      );
      await expect(figure(page, 'Revenue this month')).toContainText(
        pounds(summary.revenueThisMonthMinor),
        { timeout: 1000 },
      );

      // The revenue chart's table view: 12 months, each with the summary's figure.
      const toggle = revenue.getByRole('button', { name: /Show as (table|chart)/ });
      if ((await toggle.textContent()) === 'Show as table') await toggle.click();
      await expect(toggle).toHaveText('Show as chart');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const table = revenue.getByRole('table', { name: 'Revenue by month' });
      await expect(table).toBeVisible();
      await expect(table.getByRole('columnheader')).toHaveText(['Month', 'Revenue']);
      const rows = table.locator('tbody tr');
      await expect(rows).toHaveCount(12);
      await expect(rows.locator('th')).toHaveText(
        summary.revenueByMonth.map((m) => monthName(m.month)),
      );
      await expect(rows.locator('td')).toHaveText(
        summary.revenueByMonth.map((m) => pounds(m.amountMinor)),
      );
    }).toPass({ timeout: 60_000 });

    // The other charts have their table views too.
    const mrr = page.getByRole('figure', { name: 'Monthly recurring revenue' });
    await mrr.getByRole('button', { name: 'Show as table' }).click();
    await expect(mrr.getByRole('table').locator('tbody tr')).toHaveCount(12);
    const byPlan = page.getByRole('figure', { name: 'Revenue by plan' });
    await byPlan.getByRole('button', { name: 'Show as table' }).click();
    await expect(byPlan.getByRole('table').locator('tbody tr').first()).toBeVisible();
    const planRows = await byPlan.getByRole('table').locator('tbody tr th').allTextContents();
    expect(planRows.length).toBeGreaterThan(0);
    expect(await seriousViolations(page, 'main')).toEqual([]);

    // The failed-payments figure opens the payments it counts.
    await figure(page, 'Failed payments').getByRole('link').click();
    await expect(page).toHaveURL(/\/finances\?(.*&)?tab=payments/);
    await expect(page).toHaveURL(/status=failed/);
    await expect(page.getByRole('tab', { name: 'Payments' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
