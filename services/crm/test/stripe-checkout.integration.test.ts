import request from 'supertest';
import { clientBillingSchema } from '@wellness/contracts';
import { outboxPayloads } from './fixtures';
import { MONTHLY, createPlan, seedPayer, startCrmWithStripe } from './payment-fixtures';
import type { StripeStack } from './payment-fixtures';

/**
 * A client pays by card: crm opens Stripe Checkout on the fake Stripe, the fake's hosted page
 * completes it and delivers its signed webhooks to crm's real endpoint, and crm's state follows.
 */
let s: StripeStack;
let t: Awaited<ReturnType<typeof seedPayer>>;
let planId: string;

beforeAll(async () => {
  s = await startCrmWithStripe();
  t = await seedPayer(s.crm);
  ({ id: planId } = await createPlan(s.crm, t.as.coach));
});
afterAll(() => s.close());

const billing = async () =>
  clientBillingSchema.parse(
    (await request(s.crm.app).get('/api/billing/me').set(t.as.client).expect(200)).body,
  );
const sessionIdOf = (url: string) => url.split('/checkout/')[1]!;

describe('Stripe Checkout', () => {
  let sessionId: string;

  it('opens Checkout in subscription mode at the plan’s price, for her own Stripe customer', async () => {
    const res = await request(s.crm.app)
      .post('/api/checkout')
      .set(t.as.client)
      .send({ planId, priceMinor: 1 });
    expect(res.status).toBe(200);
    expect(res.body.mode).toBe('stripe');
    expect(res.body.url).toMatch(`${s.fake.url}/checkout/`);
    sessionId = sessionIdOf(res.body.url);
    const asked = s.fake.requests.find((r) => r.path === '/v1/checkout/sessions')!;
    expect(asked.body).toMatchObject({
      mode: 'subscription',
      line_items: [
        { price_data: { unit_amount: '4900', currency: 'gbp', recurring: { interval: 'month' } } },
      ],
      success_url: 'http://app.test/subscribe?checkout=success&session={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://app.test/subscribe?checkout=cancelled',
    });
    const client = await s.crm.db.client.findUniqueOrThrow({ where: { id: t.client.id } });
    expect(client.stripeCustomerId).toMatch(/^cus_/);
  });

  it('is pending, not paid, until the webhook confirms it', async () => {
    const res = await request(s.crm.app).get(`/api/checkout/${sessionId}`).set(t.as.client);
    expect(res.body).toEqual({ status: 'pending' });
    expect((await billing()).status).toBe('none');
  });

  it('after Stripe’s webhooks she is active, with a paid payment and a receipt', async () => {
    await s.fake.completeCheckout(sessionId);
    await s.fake.idle();
    expect(s.fake.deliveries.every((d) => d.status === 200)).toBe(true);
    const status = await request(s.crm.app).get(`/api/checkout/${sessionId}`).set(t.as.client);
    expect(status.body).toEqual({ status: 'paid' });
    const mine = await billing();
    expect(mine.status).toBe('active');
    expect(mine.subscription).toMatchObject({
      status: 'active',
      viaStripe: true,
      amountMinor: 4900,
      nextAmountMinor: 4900,
    });
    expect(mine.subscription!.nextPaymentAt).not.toBeNull();
    expect(mine.payments).toEqual([
      expect.objectContaining({
        amountMinor: 4900,
        status: 'succeeded',
        method: 'card',
        receiptNumber: expect.stringMatching(/^R-\d{4}-\d{6}$/),
      }),
    ]);
    const paid = await outboxPayloads(s.crm.db, 'payment.succeeded');
    expect(paid).toEqual([
      expect.objectContaining({ clientId: t.client.id, amountMinor: 4900, planName: MONTHLY.name }),
    ]);
  });

  it('a replay of every webhook records nothing twice', async () => {
    const before = await Promise.all([
      s.crm.db.payment.count(),
      s.crm.db.subscription.count(),
      s.crm.db.outboxEvent.count(),
    ]);
    for (const delivery of [...s.fake.deliveries])
      expect(await s.fake.deliver(delivery.event)).toBe(200);
    const after = await Promise.all([
      s.crm.db.payment.count(),
      s.crm.db.subscription.count(),
      s.crm.db.outboxEvent.count(),
    ]);
    expect(after).toEqual(before);
  });

  it('refuses a second plan while one runs, and a plan that is archived', async () => {
    const again = await request(s.crm.app).post('/api/checkout').set(t.as.client).send({ planId });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(/You already have a plan/);
    const { id: archived } = await createPlan(s.crm, t.as.coach, {
      ...MONTHLY,
      name: 'Old plan',
      active: false,
    });
    const other = await seedPayer(s.crm);
    const res = await request(s.crm.app)
      .post('/api/checkout')
      .set(other.as.client)
      .send({ planId: archived });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('This plan is no longer offered: choose another');
  });

  it('“Update card” opens Stripe’s customer portal for her customer', async () => {
    const res = await request(s.crm.app).post('/api/billing/portal').set(t.as.client);
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(`${s.fake.url}/portal/`);
  });

  it('“Cancel” takes effect at the end of the period, as Stripe confirms', async () => {
    const res = await request(s.crm.app).post('/api/billing/cancel').set(t.as.client);
    expect(res.status).toBe(200);
    await s.fake.idle();
    const mine = await billing();
    expect(mine.status).toBe('cancelling');
    expect(mine.subscription).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
      nextPaymentAt: null,
    });
    const asked = s.fake.requests.filter(
      (r) => r.path.startsWith('/v1/subscriptions/') && r.method === 'POST',
    );
    expect(asked.at(-1)!.body).toEqual({ cancel_at_period_end: 'true' });
  });
});
