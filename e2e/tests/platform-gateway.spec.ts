import { expect, test } from '@playwright/test';
import { signInByApi } from '../global/accounts';
import { DEMO } from '../global/env';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;
/** Emma Wilson's client record (services/kit/src/demo-data.ts, client 0). */
const DEMO_CLIENT_ID = '00000000-0000-4000-8000-000000000200';

test.describe('the gateway', () => {
  test('every page and API response carries an x-request-id', async ({ page, request }) => {
    const document = await page.goto('/auth');
    expect(document?.status()).toBe(200);
    expect(document?.headers()['x-request-id']).toMatch(REQUEST_ID);

    // A signed-in page's API calls (an anonymous visitor's pages make none).
    const apiIds: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/'))
        apiIds.push(response.headers()['x-request-id'] ?? '');
    });
    await signInByApi(page, DEMO.coach);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Coach Dashboard' })).toBeVisible();
    await expect.poll(() => apiIds.length).toBeGreaterThan(0);
    for (const id of apiIds) expect(id).toMatch(REQUEST_ID);

    // Answers from a service, from the gateway itself, and an id the caller sent is kept.
    const user = await request.get('/api/auth/user');
    expect(user.status()).toBe(401);
    expect(user.headers()['x-request-id']).toMatch(REQUEST_ID);
    const unknown = await request.get('/api/no-such-thing');
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toEqual(expect.objectContaining({ error: expect.any(String) }));
    expect(unknown.headers()['x-request-id']).toMatch(REQUEST_ID);
    const given = `e2e-${Date.now()}`;
    const echoed = await request.get('/api/auth/user', { headers: { 'x-request-id': given } });
    expect(echoed.headers()['x-request-id']).toBe(given);
  });

  test('/api/health answers 200 with the readiness of each of the four services', async ({
    request,
  }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    const body = (await response.json()) as {
      status: string;
      services: Record<string, { ready: boolean }>;
    };
    expect(body.status).toBe('ready');
    expect(Object.keys(body.services).sort()).toEqual(['auth', 'checkin', 'crm', 'notification']);
    for (const service of Object.values(body.services)) expect(service.ready).toBe(true);
  });

  test('a deep link into the signed-in app survives a reload (SPA fallback)', async ({ page }) => {
    await signInByApi(page, DEMO.coach);
    const path = `/client-profile/${DEMO_CLIENT_ID}`;
    const first = await page.goto(path);
    expect(first?.status()).toBe(200);
    expect(first?.headers()['content-type']).toContain('text/html');
    const coachArea = page.getByRole('navigation', { name: /^Coach Dashboard/ });
    await expect(coachArea).toBeVisible();
    await expect(page.getByText('404 Page Not Found')).toHaveCount(0);

    const reloaded = await page.reload();
    expect(reloaded?.status()).toBe(200);
    expect(reloaded?.headers()['content-type']).toContain('text/html');
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(coachArea).toBeVisible();
    await expect(page.getByText('404 Page Not Found')).toHaveCount(0);
  });
});
