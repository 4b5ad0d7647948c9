/** Where the system under test lives; set by `npm test` (infra/src/commands/e2e.ts). */
export const BASE_URL = process.env.BASE_URL ?? 'http://localhost:8080';
export const MAILDEV_URL = process.env.MAILDEV_URL ?? 'http://localhost:1080';

/** The fake Stripe crm was pointed at (set by `npm test`; null against a system without it). */
export const FAKE_STRIPE = process.env.STRIPE_API_BASE
  ? {
      url: process.env.STRIPE_API_BASE,
      port: Number(new URL(process.env.STRIPE_API_BASE).port),
      secretKey: process.env.STRIPE_SECRET_KEY ?? '',
      webhookSecret: process.env.STRIPE_WEBHOOK_SECRET ?? '',
    }
  : null;

/**
 * The header a browser sends with every request that changes something. The gateway refuses such a
 * request without it (CSRF), so the tests' own API calls, standing in for the app's, send it too.
 */
export const APP_ORIGIN = { origin: new URL(BASE_URL).origin };

export type ServiceName = 'auth' | 'crm' | 'checkin' | 'notification';

/** Each service's DATABASE_URL, for tests that check state in a database. */
export function databaseUrl(service: ServiceName): string {
  const urls = JSON.parse(process.env.E2E_DATABASE_URLS ?? '{}') as Partial<
    Record<ServiceName, string>
  >;
  const url = urls[service];
  if (!url)
    throw new Error(
      `E2E_DATABASE_URLS has no URL for ${service}; run the tests through \`npm test\``,
    );
  return url;
}

export const DEMO_PASSWORD = 'wellness-demo';
export const DEMO = {
  coach: 'coach@demo.test',
  nutritionist: 'nutritionist@demo.test',
  client: 'client@demo.test',
} as const;
