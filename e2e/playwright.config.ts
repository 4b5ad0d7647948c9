import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests against the whole system through the gateway. `npm test` starts the system on test
 * ports and sets BASE_URL, MAILDEV_URL and E2E_DATABASE_URLS; against a running `npm start`:
 *   cd e2e && BASE_URL=http://localhost:8080 MAILDEV_URL=http://localhost:1080 npx playwright test
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './global/setup.ts',
  workers: 2,
  retries: 0,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // A test's whole budget. The slowest flows (two check-ins reviewed, messages live on two pages)
  // take 20-30 s when a backup or an import runs in the other worker on two cores, and a whole run
  // has been seen four times slower than usual on the same machine (22 min against 6).
  timeout: 120_000,
  // A signed-in page downloads its remote first; on a slow two-core CI machine that took over 10 s.
  expect: { timeout: 20_000 },
  reporter: 'list',
  outputDir: './test-results',
  use: {
    baseURL: process.env.BASE_URL ?? 'http://localhost:8080',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
});
