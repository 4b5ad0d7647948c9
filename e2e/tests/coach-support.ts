import { randomBytes } from 'node:crypto';
import { expect } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { Redis } from 'ioredis';
import { signInByApi } from '../global/accounts';
import { APP_ORIGIN, DEMO } from '../global/env';

/** Letters only (names are searched as text): unique per call, e.g. `Qkzmwa`. */
export function uniqueTag(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const random = [...randomBytes(6)].map((b) => letters[b % 26]).join('');
  return `Q${random}`;
}

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
}

/** A person nobody else in the database has: surname and address carry a unique tag. */
export function uniquePerson(tag = uniqueTag(), firstName = 'Tessa'): Person {
  const suffix = randomBytes(3).toString('hex');
  return {
    firstName,
    lastName: tag,
    email: `e2e-${tag.toLowerCase()}-${firstName.toLowerCase()}-${suffix}@example.test`,
  };
}

export async function signInAsCoach(page: Page): Promise<void> {
  await signInByApi(page, DEMO.coach);
}

/** Forgets the discovery form's per-address rate limit, so tests can submit as often as they need. */
async function resetDiscoveryRateLimit(): Promise<void> {
  const url = process.env.REDIS_URL;
  if (!url) return;
  const prefix = process.env.QUEUE_PREFIX ?? 'wellness';
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    const keys = await redis.keys(`${prefix}:ratelimit:discovery:*`);
    if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

export interface LeadRef {
  id: string;
  status: string;
}

/**
 * A new lead, through the public discovery form's API (as a visitor would send it), found again
 * through the coach's API. `coach` must be signed in as the coach (e.g. `page.request`).
 */
export async function createLead(coach: APIRequestContext, person: Person): Promise<LeadRef> {
  await resetDiscoveryRateLimit();
  const response = await coach.post('/api/discovery', {
    data: {
      ...person,
      phone: '+44 7700 900123',
      goals: ['lose-weight', 'more-energy'],
      challenge: 'Finding time between school runs and work',
      preferredTimes: ['weekday-morning'],
      heardFrom: 'instagram',
      consent: true,
      utm: { utm_source: 'e2e', utm_campaign: 'coach-crm' },
    },
    headers: APP_ORIGIN,
  });
  expect(response.status(), await response.text()).toBe(202);
  let lead: LeadRef | undefined;
  await expect(async () => {
    const list = await coach.get(`/api/leads?search=${encodeURIComponent(person.email)}`);
    expect(list.status()).toBe(200);
    lead = ((await list.json()) as { items: LeadRef[] }).items[0];
    expect(lead).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return lead!;
}

/** A new client: a lead converted through the API. Returns the client's id. */
export async function createClient(coach: APIRequestContext, person: Person): Promise<string> {
  const lead = await createLead(coach, person);
  const response = await coach.post(`/api/leads/${lead.id}/convert`, { headers: APP_ORIGIN });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return ((await response.json()) as { clientId: string }).clientId;
}

/** The toast region's notices (the shell shows one at a time). */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.getByRole('region', { name: /Notifications/ }).getByText(text);
}

/** The count on the "Pending approvals" navigation item (0 when it shows none). */
export async function pendingBadge(page: Page): Promise<number> {
  const link = page
    .getByRole('navigation', { name: 'Coach Dashboard navigation' })
    .getByRole('link', { name: /^Pending approvals/ });
  const name = (await link.getAttribute('aria-label')) ?? (await link.innerText());
  const match = /(\d+)/.exec(name.replace(/\s+/g, ' '));
  return match ? Number(match[1]) : 0;
}

/**
 * Opens a coach-area page and waits for the coach remote to render (it loads at run time, which can
 * take a few seconds on a busy machine).
 */
export async function openCoachPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Coach Dashboard', level: 1 })).toBeVisible({
    timeout: 20_000,
  });
}

/** Waits for a notice; saving can take a few seconds on a busy machine. */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await expect(toast(page, text)).toBeVisible({ timeout: 15_000 });
}
