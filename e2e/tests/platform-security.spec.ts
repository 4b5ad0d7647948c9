import { expect, test } from '@playwright/test';
import type { Page, Response } from '@playwright/test';
import { fillSignIn, signInByApi } from '../global/accounts';
import { BASE_URL, DEMO, DEMO_PASSWORD } from '../global/env';

/**
 * Issue 11 §1 and §4 in the browser: every page works under the gateway's Content-Security-Policy
 * (the prerendered marketing pages, the shell, the federation manifests and each role's remote),
 * and the app's own requests carry the Origin the CSRF check wants.
 */

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Every CSP violation the page reports: console messages and `securitypolicyviolation` events. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) logged.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      window.__cspViolations!.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline code'} (${event.sourceFile}:${event.lineNumber})`,
      ),
    );
  });
  return async () => [...logged, ...(await page.evaluate(() => window.__cspViolations ?? []))];
}

/** The successful answers for a remote's manifest and code, as the page loads it. */
function remoteLoads(page: Page, remote: string): string[] {
  const loaded: string[] = [];
  page.on('response', (response: Response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith(`/mf/${remote}/`) && response.ok()) loaded.push(path);
  });
  return loaded;
}

function expectSecurityHeaders(response: Response | null) {
  const headers = response!.headers();
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=(self)');
}

test.describe('the Content-Security-Policy', () => {
  for (const path of ['/', '/discovery', '/busy-mum-blueprint']) {
    test(`the public page ${path} and the marketing remote load without a violation`, async ({
      page,
    }) => {
      const violations = await watchCsp(page);
      const remote = remoteLoads(page, 'mf-marketing');
      const response = await page.goto(path);
      expectSecurityHeaders(response);
      await expect(page.locator('main h1')).toBeVisible();
      await expect.poll(() => remote.some((p) => p.endsWith('/mf-manifest.json'))).toBe(true);
      await expect.poll(() => remote.some((p) => p.endsWith('.js'))).toBe(true);
      await page.waitForLoadState('networkidle');
      expect(await violations()).toEqual([]);
    });
  }

  for (const path of ['/auth', '/forgot-password', '/no-such-page']) {
    test(`the shell page ${path} loads without a violation`, async ({ page }) => {
      const violations = await watchCsp(page);
      const response = await page.goto(path);
      expectSecurityHeaders(response);
      await expect(page.locator('h1, h2').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await violations()).toEqual([]);
    });
  }

  for (const [role, email, remote, heading] of [
    ['coach', DEMO.coach, 'mf-coach', 'Coach Dashboard'],
    ['client', DEMO.client, 'mf-client', 'Client Dashboard'],
    ['nutritionist', DEMO.nutritionist, 'mf-nutritionist', 'Nutritionist Dashboard'],
  ] as const) {
    test(`the ${role}'s dashboard and remote load without a violation`, async ({ page }) => {
      const violations = await watchCsp(page);
      const loaded = remoteLoads(page, remote);
      await signInByApi(page, email);
      const response = await page.goto('/dashboard');
      expectSecurityHeaders(response);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      expect(loaded.some((p) => p.endsWith('/mf-manifest.json'))).toBe(true);
      await page.waitForLoadState('networkidle');
      expect(await violations()).toEqual([]);
    });
  }
});

test("the app's API client sends its Origin with the requests that change something", async ({
  page,
}) => {
  await page.goto('/auth');
  const login = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/auth/login'),
  );
  await fillSignIn(page, DEMO.client, DEMO_PASSWORD);
  const request = await login;
  expect((await request.allHeaders()).origin).toBe(new URL(BASE_URL).origin);
  expect((await request.response())?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Client Dashboard' })).toBeVisible();
});
