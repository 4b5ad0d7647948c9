import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { PaymentPlanInput } from '@wellness/contracts';
import type { Clock } from '@wellness/kit';
import { FakeStripe, asUser } from '@wellness/kit/src/testing';
import { startCrm } from './harness';
import type { CrmHarness } from './harness';
import { newClient, seedTeam } from './fixtures';

export const STRIPE_KEY = 'sk_test_crm_payments';
export const WEBHOOK_SECRET = 'whsec_crm_payments_secret';
export const WEBHOOK_PATH = '/api/payments/stripe/webhook';

export const MONTHLY: PaymentPlanInput = {
  name: 'Monthly coaching',
  description: 'Weekly check-ins and a plan that fits school runs.',
  features: ['Weekly check-in feedback', 'Messaging with your coach'],
  priceMinor: 4900,
  currency: 'GBP',
  billing: { type: 'subscription', interval: 'month', intervalCount: 1 },
};

export interface StripeStack {
  crm: CrmHarness;
  fake: FakeStripe;
  server: Server;
  close(): Promise<void>;
}

/**
 * crm listening on loopback with Stripe configured against a fake Stripe, which delivers its
 * signed webhooks to crm's real webhook endpoint.
 */
export async function startCrmWithStripe(clock?: Clock): Promise<StripeStack> {
  const fake = await FakeStripe.start({ apiKey: STRIPE_KEY, webhookSecret: WEBHOOK_SECRET });
  const crm = await startCrm(
    {
      STRIPE_SECRET_KEY: STRIPE_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.url,
      APP_URL: 'http://app.test',
    },
    clock,
  );
  const server = createServer(crm.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.setWebhookUrl(`http://127.0.0.1:${(server.address() as AddressInfo).port}${WEBHOOK_PATH}`);
  return {
    crm,
    fake,
    server,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await fake.close();
      await crm.close();
    },
  };
}

/** A team, and a client with an account (her request headers in `as`). */
export async function seedPayer(crm: CrmHarness) {
  const team = await seedTeam(crm.db);
  const userId = randomUUID();
  const client = await newClient(crm.db, { userId, coachUserId: team.coachId });
  return { ...team, client, as: { ...team.as, client: asUser(userId, 'client') } };
}

export async function createPlan(
  crm: CrmHarness,
  coach: Record<string, string>,
  plan: PaymentPlanInput = MONTHLY,
) {
  const res = await request(crm.app).post('/api/payment-plans').set(coach).send(plan);
  if (res.status !== 201)
    throw new Error(`plan not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: string };
}

/** A clock a test moves. */
export function testClock(start = new Date()) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    set: (at: Date) => {
      now = at.getTime();
    },
  };
}
