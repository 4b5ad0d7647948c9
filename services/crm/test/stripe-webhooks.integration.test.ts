import request from 'supertest';
import { announcedSnapshots, outboxPayloads } from './fixtures';
import { WEBHOOK_PATH, createPlan, seedPayer, startCrmWithStripe } from './payment-fixtures';
import type { StripeStack } from './payment-fixtures';

/**
 * The webhook endpoint on its own: signatures, replays, order, and each event type's effect. Events
 * are built and signed by the fake Stripe (the library's own signing), for a client who paid
 * through Checkout.
 */
let s: StripeStack;
let t: Awaited<ReturnType<typeof seedPayer>>;
let subscriptionId: string;

beforeAll(async () => {
  s = await startCrmWithStripe();
  t = await seedPayer(s.crm);
  const { id: planId } = await createPlan(s.crm, t.as.coach);
  const checkout = await request(s.crm.app).post('/api/checkout').set(t.as.client).send({ planId });
  await s.fake.completeCheckout(checkout.body.url.split('/checkout/')[1]);
  await s.fake.idle();
  subscriptionId = (
    await s.crm.db.subscription.findFirstOrThrow({ where: { clientId: t.client.id } })
  ).stripeSubscriptionId!;
});
afterAll(() => s.close());

const post = (payload: string, signature?: string) => {
  const req = request(s.crm.app).post(WEBHOOK_PATH).set('content-type', 'application/json');
  return (signature === undefined ? req : req.set('stripe-signature', signature)).send(payload);
};
const client = () => s.crm.db.client.findUniqueOrThrow({ where: { id: t.client.id } });
const subscription = () =>
  s.crm.db.subscription.findFirstOrThrow({ where: { clientId: t.client.id } });
const eventCount = () => s.crm.db.stripeEvent.count();

describe('signature', () => {
  const payload = () =>
    JSON.stringify(s.fake.event('customer.updated', { id: 'cus_x', object: 'customer' }));

  it('accepts a good signature, and ignores (200) a type it does not handle', async () => {
    const body = payload();
    const res = await post(body, s.fake.signedHeader(body));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, outcome: 'ignored' });
  });

  it('refuses a missing or bad signature, or a stale timestamp, with 400, recording nothing', async () => {
    const before = await eventCount();
    const body = JSON.stringify(
      s.fake.event('invoice.paid', {
        id: 'in_forged',
        customer: 'cus_x',
        currency: 'gbp',
        amount_paid: 100,
      }),
    );
    const missing = await post(body);
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('Missing Stripe-Signature header');
    const forged = await post(body, 't=1,v1=deadbeef');
    expect(forged.status).toBe(400);
    expect(forged.body.error).toMatch(/^Webhook refused/);
    const tampered = await post(body.replace('100', '999'), s.fake.signedHeader(body));
    expect(tampered.status).toBe(400);
    const stale = await post(
      body,
      s.fake.signedHeader(body, { timestamp: Math.floor(Date.now() / 1000) - 301 }),
    );
    expect(stale.status).toBe(400);
    expect(stale.body.error).toMatch(/timestamp outside the tolerance zone/i);
    expect(await eventCount()).toBe(before);
  });
});

describe('events', () => {
  it('a failed renewal records a failed payment, a payment issue and payment.failed; paying it makes it good', async () => {
    await s.fake.failRenewal(subscriptionId);
    const failed = await s.crm.db.payment.findFirstOrThrow({
      where: { clientId: t.client.id, status: 'failed' },
    });
    expect((await subscription()).status).toBe('past_due');
    expect((await client()).billingStatus).toBe('payment_issue');
    expect(await outboxPayloads(s.crm.db, 'payment.failed')).toEqual([
      expect.objectContaining({ paymentId: failed.id, amountMinor: 4900, clientId: t.client.id }),
    ]);
    const issues = await request(s.crm.app)
      .get('/api/clients?billing=payment_issue')
      .set(t.as.coach);
    expect(issues.body.items.map((c: { id: string }) => c.id)).toEqual([t.client.id]);

    await s.fake.payRenewal(subscriptionId);
    const paid = await s.crm.db.payment.findUniqueOrThrow({ where: { id: failed.id } });
    expect(paid.status).toBe('succeeded');
    expect(paid.receiptNumber).toMatch(/^R-/);
    expect((await subscription()).status).toBe('active');
    expect((await client()).billingStatus).toBe('active');
  });

  it('an invoice already paid stays paid when its failure arrives late', async () => {
    const before = await s.crm.db.payment.findMany({ orderBy: { createdAt: 'asc' } });
    const paidInvoice = before.find((p) => p.status === 'succeeded')!.stripeInvoiceId!;
    const invoice = s.fake.store.invoices.get(paidInvoice)!;
    const late = s.fake.event('invoice.payment_failed', { ...invoice, status: 'open' });
    expect(await s.fake.deliver(late)).toBe(200);
    const after = await s.crm.db.payment.findMany({ orderBy: { createdAt: 'asc' } });
    expect(after.map((p) => [p.id, p.status])).toEqual(before.map((p) => [p.id, p.status]));
    expect((await client()).billingStatus).toBe('active');
  });

  it('events out of order end in the state Stripe holds: an older update never revives a cancelled plan', async () => {
    const live = s.fake.store.subscriptions.get(subscriptionId)!;
    const olderActive = s.fake.event('customer.subscription.updated', {
      ...live,
      status: 'active',
    });
    const cancelled = await s.fake.cancelForNonPayment(subscriptionId);
    expect((await subscription()).status).toBe('canceled');
    expect(await s.fake.deliver(olderActive)).toBe(200);
    expect(
      await s.fake.deliver(
        s.fake.event('customer.subscription.updated', { ...cancelled, status: 'active' }),
      ),
    ).toBe(200);
    const row = await subscription();
    expect(row.status).toBe('canceled');
    expect(row.endedReason).toBe('payment_failed');
  });

  it('a plan ended for failed payments pauses her, with the reason on her timeline', async () => {
    const her = await client();
    expect(her.status).toBe('paused');
    expect(her.billingStatus).toBe('cancelled');
    const timeline = await s.crm.db.activity.findMany({
      where: { subjectId: t.client.id, kind: 'paused_for_non_payment' },
    });
    expect(timeline).toHaveLength(1);
    expect(timeline[0]!.summary).toMatch(/after failed payments/);
    expect(await outboxPayloads(s.crm.db, 'subscription.changed')).toContainEqual(
      expect.objectContaining({ status: 'canceled', endedReason: 'payment_failed' }),
    );
    expect(await announcedSnapshots(s.crm.db)).toContainEqual(
      expect.objectContaining({ clientId: t.client.id, status: 'paused' }),
    );
  });

  it('a refund through the coach goes to Stripe, and Stripe’s charge.refunded counts nothing twice', async () => {
    const payment = await s.crm.db.payment.findFirstOrThrow({
      where: { clientId: t.client.id, status: 'succeeded' },
      orderBy: { paidAt: 'asc' },
    });
    const partial = await request(s.crm.app)
      .post(`/api/payments/${payment.id}/refund`)
      .set(t.as.coach)
      .send({ amountMinor: 1000 });
    expect(partial.status).toBe(200);
    expect(partial.body).toMatchObject({ refundedMinor: 1000, status: 'partially_refunded' });
    await s.fake.idle();
    const refundCalls = s.fake.requests.filter((r) => r.path === '/v1/refunds');
    expect(refundCalls.at(-1)!.body).toMatchObject({ amount: '1000' });
    const afterWebhook = await s.crm.db.payment.findUniqueOrThrow({ where: { id: payment.id } });
    expect([afterWebhook.refundedMinor, afterWebhook.status]).toEqual([1000, 'partially_refunded']);

    const tooMuch = await request(s.crm.app)
      .post(`/api/payments/${payment.id}/refund`)
      .set(t.as.coach)
      .send({ amountMinor: 4000 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error).toBe('You can refund at most £39.00 of this payment');
    const rest = await request(s.crm.app)
      .post(`/api/payments/${payment.id}/refund`)
      .set(t.as.coach)
      .send({});
    expect(rest.body).toMatchObject({ refundedMinor: 4900, status: 'refunded' });
    await s.fake.idle();
    expect(
      (await s.crm.db.payment.findUniqueOrThrow({ where: { id: payment.id } })).refundedMinor,
    ).toBe(4900);
    expect(await s.crm.db.refund.count({ where: { paymentId: payment.id } })).toBe(2);
  });
});
