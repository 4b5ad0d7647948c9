import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { APPROVAL_MESSAGES } from '@wellness/contracts';
import { APP_ORIGIN, DEMO_PASSWORD } from '../global/env';
import {
  pendingBadge,
  signInAsCoach,
  expectToast,
  uniquePerson,
  openCoachPage,
} from './coach-support';
import type { Person } from './coach-support';

/** Registers someone through the public API, as the (unused) registration form would. */
async function register(request: APIRequestContext, person: Person) {
  const response = await request.post('/api/auth/register', {
    data: { ...person, password: DEMO_PASSWORD, role: 'client' },
    headers: APP_ORIGIN,
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** The pending registration of a person, once user.registered has reached crm. */
async function pendingApprovalId(coach: APIRequestContext, email: string): Promise<string> {
  let id: string | undefined;
  await expect(async () => {
    const response = await coach.get('/api/approvals?status=pending&pageSize=100');
    expect(response.status()).toBe(200);
    const { items } = (await response.json()) as { items: { id: string; email: string }[] };
    id = items.find((a) => a.email.toLowerCase() === email.toLowerCase())?.id;
    expect(id).toBeDefined();
  }).toPass({ timeout: 15_000 });
  return id!;
}

function card(page: Page, person: Person) {
  return page
    .getByRole('list', { name: /registrations/ })
    .getByRole('listitem')
    .filter({ hasText: person.email });
}

test.describe('coach: pending approvals', () => {
  test('approving a registration removes it, lowers the badge, and lets the person sign in', async ({
    page,
    playwright,
  }) => {
    const person = uniquePerson();
    const visitor = await playwright.request.newContext({
      baseURL: test.info().project.use.baseURL,
      extraHTTPHeaders: APP_ORIGIN,
    });
    await register(visitor, person);
    // Not approved yet: signing in is refused.
    expect(
      (
        await visitor.post('/api/auth/login', {
          data: { email: person.email, password: DEMO_PASSWORD },
        })
      ).status(),
    ).not.toBe(200);

    await signInAsCoach(page);
    await pendingApprovalId(page.request, person.email);
    await openCoachPage(page, '/pending-approvals');
    const item = card(page, person);
    await expect(item).toBeVisible();
    await expect(item).toContainText(`${person.firstName} ${person.lastName}`);
    await expect(item).toContainText(/Registered/);

    const before = await pendingBadge(page);
    expect(before).toBeGreaterThan(0);
    await item
      .getByRole('button', { name: `Approve ${person.firstName} ${person.lastName}` })
      .click();
    await expectToast(page, `${person.firstName} ${person.lastName} approved`);
    await expect(item).toHaveCount(0);
    await expect.poll(() => pendingBadge(page)).toBe(before - 1);

    // The history shows the decision.
    await page.getByRole('tab', { name: 'Approved' }).click();
    await expect(page).toHaveURL(/tab=approved/);
    await expect(card(page, person)).toContainText('Approved');

    // The decision travels to auth as an event: the person can sign in shortly after.
    await expect(async () => {
      const login = await visitor.post('/api/auth/login', {
        data: { email: person.email, password: DEMO_PASSWORD },
      });
      expect(login.status()).toBe(200);
    }).toPass({ timeout: 15_000 });
    await visitor.dispose();
  });

  test('rejecting asks for an optional reason and files the registration under Rejected', async ({
    page,
    playwright,
  }) => {
    const person = uniquePerson();
    const visitor = await playwright.request.newContext({
      baseURL: test.info().project.use.baseURL,
      extraHTTPHeaders: APP_ORIGIN,
    });
    await register(visitor, person);
    await visitor.dispose();

    await signInAsCoach(page);
    await pendingApprovalId(page.request, person.email);
    await openCoachPage(page, '/pending-approvals');
    const name = `${person.firstName} ${person.lastName}`;
    await card(page, person)
      .getByRole('button', { name: `Reject ${name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Reject registration' });
    await dialog.getByLabel('Reason (optional)').fill('We are not taking new clients this month');
    await dialog.getByRole('button', { name: 'Reject registration' }).click();
    await expectToast(page, `${name} rejected`);
    await expect(card(page, person)).toHaveCount(0);

    await page.getByRole('tab', { name: 'Rejected' }).click();
    await expect(card(page, person)).toContainText('We are not taking new clients this month');
  });

  test('a registration decided elsewhere meanwhile shows a clear message', async ({
    page,
    playwright,
  }) => {
    const person = uniquePerson();
    const visitor = await playwright.request.newContext({
      baseURL: test.info().project.use.baseURL,
      extraHTTPHeaders: APP_ORIGIN,
    });
    await register(visitor, person);
    await visitor.dispose();

    await signInAsCoach(page);
    const id = await pendingApprovalId(page.request, person.email);
    await openCoachPage(page, '/pending-approvals');
    await expect(card(page, person)).toBeVisible();

    // Someone else (another tab) approves first.
    const approved = await page.request.post(`/api/approvals/${id}/approve`, {
      data: {},
      headers: APP_ORIGIN,
    });
    expect(approved.status()).toBe(200);

    const name = `${person.firstName} ${person.lastName}`;
    await card(page, person)
      .getByRole('button', { name: `Approve ${name}` })
      .click();
    await expectToast(page, APPROVAL_MESSAGES.alreadyDecided);
    await expect(card(page, person)).toHaveCount(0);
  });

  test('the dashboard figures link to the lists behind them', async ({ page }) => {
    await signInAsCoach(page);
    await openCoachPage(page, '/dashboard');
    await expect(page.getByRole('heading', { name: 'Coach Dashboard' })).toBeVisible();
    await expect(page.getByText('Welcome back, Sarah')).toBeVisible();
    await page.getByRole('link', { name: /Pending approvals.*(Review now|All caught up)/ }).click();
    await expect(page).toHaveURL(/\/pending-approvals$/);
    await openCoachPage(page, '/dashboard');
    await page.getByRole('link', { name: /Active clients/ }).click();
    await expect(page).toHaveURL(/\/clients\?status=active$/);
    // The client table downloads on its first visit; the dashboard stays until it has rendered.
    await expect(page.getByRole('heading', { name: 'Clients', level: 2 })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByLabel('Status')).toHaveValue('active');
    await openCoachPage(page, '/dashboard');
    await page
      .getByRole('list', { name: 'Leads by status' })
      .getByRole('link', { name: /^Won/ })
      .click();
    await expect(page).toHaveURL(/\/leads\?status=won$/);
    await openCoachPage(page, '/dashboard');
    await expect(page.getByRole('heading', { name: 'Recent activity' })).toBeVisible();
  });
});
