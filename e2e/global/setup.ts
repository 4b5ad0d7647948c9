import { FakeStripe } from '@wellness/kit/src/testing/fake-stripe';
import { BASE_URL, FAKE_STRIPE, MAILDEV_URL } from './env';

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Fails fast, with a hint, when the system under test is not running; starts the fake Stripe that
 * crm was pointed at (when `npm test` configured one), delivering its webhooks through the gateway.
 */
export default async function globalSetup(): Promise<(() => Promise<void>) | void> {
  if (!(await answers(`${BASE_URL}/api/health`))) {
    throw new Error(
      `${BASE_URL}/api/health does not answer. Run \`npm test -- --only e2e\` or start the system first.`,
    );
  }
  if (!(await answers(`${MAILDEV_URL}/email`))) {
    console.warn(`MailDev does not answer at ${MAILDEV_URL}: email tests will fail.`);
  }
  if (!FAKE_STRIPE) return;
  const stripe = await FakeStripe.start({
    apiKey: FAKE_STRIPE.secretKey,
    webhookSecret: FAKE_STRIPE.webhookSecret,
    port: FAKE_STRIPE.port,
    webhookUrl: `${BASE_URL}/api/payments/stripe/webhook`,
  });
  return () => stripe.close();
}
