import { expect, test } from '@playwright/test';
import type { Page, Route } from '@playwright/test';
import { signInByApi } from '../global/accounts';
import { BASE_URL, DEMO } from '../global/env';
import { linkIn, waitForEmail } from '../global/maildev';
import { openCoachPage, signInAsCoach } from './coach-support';
import {
  apiAs,
  archivePlan,
  billingStatusOf,
  coachApi,
  createPlan,
  fakeStripe,
  fakeStripeStep,
  freshClient,
  pounds,
  seriousViolations,
  stripeSubscriptionIdOf,
  subscribeByApi,
} from './payments-support';

// Payments (issue 17), the client's side: she pays for her plan on her phone through Stripe
// Checkout (the fake Stripe that `npm test` points crm at), and a failed renewal reaches her and
// her coach.

const PHONE = { width: 360, height: 780 };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Nothing wider than the screen: no sideways scrolling on her phone. */
async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(PHONE.width);
}

test.describe('payments: the client pays for her plan', () => {
  test.use({ viewport: PHONE });

  test('payments: a new client subscribes through Stripe Checkout on her phone and gets a receipt', async ({
    page,
    playwright,
  }) => {
    const coach = await coachApi(playwright);
    const plan = await createPlan(coach, 5500);
    const client = await freshClient(playwright, coach);
    await signInByApi(page, client.email);

    await page.goto('/subscribe');
    await expect(page.getByRole('heading', { name: 'Choose your plan', level: 2 })).toBeVisible({
      timeout: 20_000,
    });
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: plan.name, level: 3 }) });
    await expect(card).toContainText('£55.00 / month');
    await expect(card).toContainText('Cancel any time');
    await expect(card.getByRole('list', { name: `Included in ${plan.name}` })).toContainText(
      'Weekly check-ins with feedback',
    );
    await expect(page.getByRole('region', { name: 'Payment history' })).toContainText(
      'No payments yet',
    );
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page, 'main')).toEqual([]);

    // Pay: off to Stripe's hosted checkout page (the fake's), priced on the server.
    await card
      .getByRole('button', { name: new RegExp(`^Choose this plan\\s*: ${escape(plan.name)}$`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`^${escape(fakeStripe().url)}/checkout/`), {
      timeout: 15_000,
    });
    await expect(page.getByRole('heading', { name: plan.name })).toBeVisible();
    await expect(page.getByText('£55.00 per month')).toBeVisible();

    // Until crm says the checkout is paid, the page must only say it is confirming. Hold its
    // answers at "pending" for a few polls, then let the real answers through.
    let held = 0;
    let holding = true;
    const statusUrl = /\/api\/checkout\/[^/?]+$/;
    const hold = async (route: Route) => {
      if (holding && route.request().method() === 'GET') {
        held++;
        await route.fulfill({ json: { status: 'pending' } });
      } else await route.continue();
    };
    await page.route(statusUrl, hold);

    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(page).toHaveURL(
      new RegExp(`^${escape(BASE_URL)}/subscribe\\?checkout=success&session=`),
      { timeout: 15_000 },
    );
    const confirming = page.getByRole('status').filter({ hasText: 'Confirming your payment…' });
    await expect(confirming).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => held, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    await expect(confirming).toBeVisible();
    await expect(page.getByText('You’re all set')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Your plan' })).toHaveCount(0);
    await expectNoSidewaysScroll(page);

    // The webhooks have been delivered: the server's own answer turns the page to "all set".
    holding = false;
    await expect(page.getByText('You’re all set')).toBeVisible({ timeout: 15_000 });
    await page.unroute(statusUrl, hold);
    await expect(confirming).toHaveCount(0);
    const current = page.getByRole('region', { name: 'Your plan' });
    await expect(current).toContainText(plan.name);
    await expect(current).toContainText('£55.00 / month');
    await expect(current).toContainText('Active');
    await expect(current).toContainText(/Next payment\s*£55\.00 on \d{1,2} \w+ \d{4}/);
    await expect(current).toContainText('Card');
    // Her plan is running: no plans to choose from any more.
    await expect(page.getByRole('heading', { name: /Choose (your|a new) plan/ })).toHaveCount(0);

    // Her payment, with its receipt.
    const history = page.getByRole('region', { name: 'Payment history' });
    const payment = history.getByRole('listitem').filter({ hasText: plan.name });
    await expect(payment).toHaveCount(1, { timeout: 15_000 });
    await expect(payment).toContainText('£55.00');
    await expect(payment).toContainText('Paid');
    await expect(payment).toContainText('Card');
    const pdf = await payment.getByRole('link', { name: /^Download PDF/ }).getAttribute('href');
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page, 'main')).toEqual([]);

    await payment.getByRole('link', { name: /^View receipt/ }).click();
    await expect(page).toHaveURL(/\/subscribe\?receipt=/);
    const receipt = page.getByRole('article', { name: 'Receipt' });
    await expect(receipt).toBeVisible();
    await expect(receipt).toContainText(/Receipt number\s*R-\d{4}-\d+/);
    await expect(receipt).toContainText(new RegExp(`Received from\\s*${escape(client.name)}`));
    await expect(receipt).toContainText(new RegExp(`For\\s*${escape(plan.name)}`));
    await expect(receipt).toContainText(/Payment method\s*Card/);
    await expect(receipt).toContainText(/Amount paid\s*£55\.00/);
    await expectNoSidewaysScroll(page);
    const file = await page.request.get(pdf!);
    expect(file.status()).toBe(200);
    expect((await file.body()).subarray(0, 4).toString('latin1')).toBe('%PDF');

    // The state behind it: her subscription is active and tied to Stripe's.
    expect(await billingStatusOf(page.request)).toBe('active');
    await stripeSubscriptionIdOf(client.clientId);
    await archivePlan(coach, plan.id);
    await coach.dispose();
  });

  test('payments: a failed renewal flags her to the coach and emails them both', async ({
    page,
    browser,
    playwright,
  }) => {
    const coach = await coachApi(playwright);
    const plan = await createPlan(coach, 3900);
    const client = await freshClient(playwright, coach, 'Rosa');
    const herApi = await apiAs(playwright, client.email);
    await subscribeByApi(herApi, plan.id);
    const subscriptionId = await stripeSubscriptionIdOf(client.clientId);

    // MailDev dates have whole seconds.
    const since = new Date(Date.now() - 2000);
    await fakeStripeStep(`/_fake/subscriptions/${encodeURIComponent(subscriptionId)}/fail-renewal`);
    await expect.poll(() => billingStatusOf(herApi), { timeout: 15_000 }).toBe('payment_issue');

    // The coach's client table, filtered to payment issues through the Billing filter.
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsCoach(page);
    await openCoachPage(page, `/clients?search=${client.lastName}`);
    const table = page.getByRole('table', { name: 'Clients' });
    const row = table.getByRole('row').filter({ hasText: client.email });
    await expect(row).toBeVisible({ timeout: 15_000 });
    await page.getByLabel('Billing', { exact: true }).selectOption('payment_issue');
    await expect(page).toHaveURL(/billing=payment_issue/);
    await expect(row).toBeVisible();
    await expect(row).toContainText('Payment issue');
    await expect(table.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(1);
    // The same list by its address.
    await openCoachPage(page, '/clients?billing=payment_issue');
    await expect(page.getByLabel('Billing', { exact: true })).toHaveValue('payment_issue');
    const api = await page.request.get(
      `/api/clients?billing=payment_issue&search=${encodeURIComponent(client.email)}`,
    );
    expect(api.status(), await api.text()).toBe(200);
    const listed = (await api.json()) as { items: { id: string; billingStatus: string }[] };
    expect(listed.items.map((c) => [c.id, c.billingStatus])).toEqual([
      [client.clientId, 'payment_issue'],
    ]);

    // Her profile's payments: the issue, the paid first month and the failed renewal.
    await openCoachPage(page, `/client-profile/${client.clientId}`);
    const section = page.getByRole('region', { name: 'Payments', exact: true });
    await expect(section).toContainText(/Billing:\s*Payment issue/, { timeout: 15_000 });
    const payments = section.getByRole('table', { name: 'Payments' }).locator('tbody tr');
    await expect(payments).toHaveCount(2);
    await expect(payments.filter({ hasText: 'Failed' })).toContainText(pounds(3900));
    await expect(payments.filter({ hasText: 'Paid' })).toContainText(pounds(3900));
    // And on /finances, under the failed payments.
    await openCoachPage(page, `/finances?tab=payments&status=failed&search=${client.lastName}`);
    await expect(page.getByLabel('Status', { exact: true })).toHaveValue('failed');
    const failed = page.getByRole('table', { name: 'Payments' }).locator('tbody tr');
    await expect(failed).toHaveCount(1, { timeout: 15_000 });
    await expect(failed).toContainText(client.name);
    await expect(failed).toContainText(pounds(3900));

    // Her day-0 reminder, with the link to update her card; and the coach's alert.
    const amount = escape(pounds(3900));
    const reminder = await waitForEmail(client.email, {
      subject: new RegExp(`^Your payment didn't go through \\(${amount}\\)`),
      since,
    });
    const link = linkIn(reminder, `${BASE_URL}/subscribe?update-card=1`);
    const alert = await waitForEmail(DEMO.coach, {
      subject: new RegExp(`^Payment failed: ${escape(client.name)}, ${amount}`),
      since,
    });
    expect(alert.text ?? alert.html ?? '').toContain(client.email);

    // The link takes her (on her phone) to her plan with the payment issue in view.
    const phone = await (await browser.newContext({ viewport: PHONE })).newPage();
    await signInByApi(phone, client.email);
    await phone.goto(link);
    const current = phone.getByRole('region', { name: 'Your plan' });
    await expect(current).toContainText('Your last payment didn’t go through', {
      timeout: 20_000,
    });
    await expect(current).toContainText('Payment issue');
    await expect(current.getByRole('button', { name: 'Update card' })).toBeVisible();
    await expectNoSidewaysScroll(phone);
    await phone.context().close();

    await archivePlan(coach, plan.id);
    await herApi.dispose();
    await coach.dispose();
  });
});
