import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { APIRequestContext, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { query } from '../global/db';
import { APP_ORIGIN, DEMO, DEMO_PASSWORD, FAKE_STRIPE } from '../global/env';
import { uniquePerson, uniqueTag } from './coach-support';
import type { Person } from './coach-support';

// Payments (issue 17): fresh clients with a crm record and a coach, plans made through the API,
// and the fake Stripe's story steps (e2e/global/setup.ts starts it; crm's STRIPE_API_BASE is it).

type Playwright = PlaywrightWorkerArgs['playwright'];

/** "£1,234.50": money as the app writes it (en-GB). */
export function pounds(minor: number): string {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(minor / 100);
}

/** "November 2026" for "2026-11": a month as the charts' tables name it. */
export function monthName(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return new Intl.DateTimeFormat('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, m - 1, 15)));
}

/** An API context of its own (its own cookies), signed in as `email`. */
export async function apiAs(playwright: Playwright, email: string): Promise<APIRequestContext> {
  const request = await playwright.request.newContext({
    baseURL: process.env.BASE_URL ?? 'http://localhost:8080',
    extraHTTPHeaders: APP_ORIGIN,
  });
  const login = await request.post('/api/auth/login', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  return request;
}

export const coachApi = (playwright: Playwright) => apiAs(playwright, DEMO.coach);

export interface FreshClient extends Person {
  clientId: string;
  name: string;
}

/**
 * A client with an account, a crm record and the demo coach: registered through the API, then
 * approved by the coach (crm makes her record then; auth lets her sign in once it has heard).
 */
export async function freshClient(
  playwright: Playwright,
  coach: APIRequestContext,
  firstName = 'Pippa',
): Promise<FreshClient> {
  const person = uniquePerson(uniqueTag(), firstName);
  const visitor = await playwright.request.newContext({
    baseURL: process.env.BASE_URL ?? 'http://localhost:8080',
    extraHTTPHeaders: APP_ORIGIN,
  });
  try {
    const registered = await visitor.post('/api/auth/register', {
      data: { ...person, password: DEMO_PASSWORD, role: 'client' },
    });
    expect(registered.status(), await registered.text()).toBe(201);

    let approvalId: string | undefined;
    await expect(async () => {
      const response = await coach.get('/api/approvals?status=pending&pageSize=100');
      expect(response.status()).toBe(200);
      const { items } = (await response.json()) as { items: { id: string; email: string }[] };
      approvalId = items.find((a) => a.email.toLowerCase() === person.email.toLowerCase())?.id;
      expect(approvalId).toBeDefined();
    }).toPass({ timeout: 15_000 });
    const approved = await coach.post(`/api/approvals/${approvalId}/approve`, {
      data: {},
      headers: APP_ORIGIN,
    });
    expect(approved.status(), await approved.text()).toBe(200);

    let clientId = '';
    await expect(async () => {
      const login = await visitor.post('/api/auth/login', {
        data: { email: person.email, password: DEMO_PASSWORD },
      });
      expect(login.status()).toBe(200);
      const billing = await visitor.get('/api/billing/me');
      expect(billing.status()).toBe(200);
      clientId = ((await billing.json()) as { clientId: string }).clientId;
    }).toPass({ timeout: 15_000 });
    return { ...person, clientId, name: `${person.firstName} ${person.lastName}` };
  } finally {
    await visitor.dispose();
  }
}

export interface PlanRef {
  id: string;
  name: string;
  priceMinor: number;
}

/** A monthly subscription plan with a name nobody else has, made by the coach through the API. */
export async function createPlan(
  coach: APIRequestContext,
  priceMinor: number,
  name = `Coaching ${uniqueTag()}`,
): Promise<PlanRef> {
  const response = await coach.post('/api/payment-plans', {
    headers: APP_ORIGIN,
    data: {
      name,
      description: 'Weekly coaching, made in a browser test',
      features: ['Weekly check-ins with feedback', 'Messages with your coach'],
      priceMinor,
      currency: 'GBP',
      billing: { type: 'subscription', interval: 'month', intervalCount: 1 },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const plan = (await response.json()) as { id: string };
  return { id: plan.id, name, priceMinor };
}

/** No longer offered (running subscriptions carry on): keeps the plans clients see few. */
export async function archivePlan(coach: APIRequestContext, planId: string): Promise<void> {
  const response = await coach.patch(`/api/payment-plans/${planId}`, {
    data: { active: false },
    headers: APP_ORIGIN,
  });
  expect(response.status(), await response.text()).toBe(200);
}

export function fakeStripe() {
  if (!FAKE_STRIPE) throw new Error('STRIPE_API_BASE is not set: run the tests through `npm test`');
  return FAKE_STRIPE;
}

/** POSTs to one of the fake Stripe's test-only endpoints; it answers once its webhooks are delivered. */
export async function fakeStripeStep(path: string): Promise<unknown> {
  const stripe = fakeStripe();
  const response = await fetch(`${stripe.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${stripe.secretKey}` },
  });
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return JSON.parse(text) as unknown;
}

/** Her Stripe subscription's id, from crm's database (set by the webhooks of her checkout). */
export async function stripeSubscriptionIdOf(clientId: string): Promise<string> {
  let id: string | null = null;
  await expect(async () => {
    const rows = await query<{ stripe_subscription_id: string | null }>(
      'crm',
      `SELECT stripe_subscription_id FROM subscriptions
        WHERE client_id = $1 AND stripe_subscription_id IS NOT NULL
        ORDER BY created_at DESC LIMIT 1`,
      [clientId],
    );
    id = rows[0]?.stripe_subscription_id ?? null;
    expect(id).not.toBeNull();
  }).toPass({ timeout: 15_000 });
  return id!;
}

/** Her billing status as crm gives it to her. */
export async function billingStatusOf(client: APIRequestContext): Promise<string> {
  const response = await client.get('/api/billing/me');
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { status: string }).status;
}

/**
 * Subscribes a client without the browser: checkout through the API, then the fake Stripe
 * completes it (as her Pay on its page would) and delivers the webhooks.
 */
export async function subscribeByApi(client: APIRequestContext, planId: string): Promise<void> {
  const checkout = await client.post('/api/checkout', {
    data: { planId },
    headers: APP_ORIGIN,
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const { url, mode } = (await checkout.json()) as { url: string; mode: string };
  expect(mode).toBe('stripe');
  const sessionId = decodeURIComponent(new URL(url).pathname.split('/').at(-1) ?? '');
  await fakeStripeStep(`/_fake/checkout/sessions/${encodeURIComponent(sessionId)}/complete`);
  await expect.poll(() => billingStatusOf(client), { timeout: 15_000 }).toBe('active');
}

/** Serious or critical accessibility violations on the page as it is now (axe). */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
