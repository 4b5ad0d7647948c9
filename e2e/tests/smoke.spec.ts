import { expect, test } from '@playwright/test';

test('the home page loads through the gateway', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Transform Your Life' })).toBeVisible();
});

test('the API health endpoint answers 200', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
});
