import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { FakeStripe, parseStripeForm } from './fake-stripe';

/**
 * The fake driven by the official `stripe` package, as the app drives real Stripe, with a local
 * receiver standing in for the app's webhook endpoint.
 */
const API_KEY = 'sk_test_fake_stripe_key';
const WEBHOOK_SECRET = 'whsec_fake_stripe_secret';

interface Received {
  raw: string;
  signature: string;
}

let fake: FakeStripe;
let receiver: Server;
let received: Received[] = [];
let stripe: Stripe;

function client(key = API_KEY): Stripe {
  return new Stripe(key, {
    host: '127.0.0.1',
    port: fake.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
}

/** The received webhooks, each verified the way the app verifies them. */
function verifiedEvents(): Stripe.Event[] {
  return received.map(({ raw, signature }) =>
    stripe.webhooks.constructEvent(raw, signature, WEBHOOK_SECRET),
  );
}

function subscriptionCheckout(extra: Partial<Stripe.Checkout.SessionCreateParams> = {}) {
  return stripe.checkout.sessions.create({
    mode: 'subscription',
    line_items: [
      {
        quantity: 1,
        price_data: {
          unit_amount: 4900,
          currency: 'gbp',
          product_data: { name: 'Monthly coaching' },
          recurring: { interval: 'month', interval_count: 1 },
        },
      },
    ],
    metadata: { clientId: 'client-1' },
    client_reference_id: 'client-1',
    success_url: 'http://app.test/billing/done?session={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://app.test/billing/cancelled',
    ...extra,
  });
}

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const signature = String(request.headers['stripe-signature']);
      received.push({ raw: Buffer.concat(chunks).toString('utf8'), signature });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  fake = await FakeStripe.start({
    apiKey: API_KEY,
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl: `http://127.0.0.1:${port}/webhooks/stripe`,
  });
  stripe = client();
});

beforeEach(() => {
  received = [];
});

afterAll(async () => {
  await fake.close();
  await new Promise((resolve) => receiver.close(resolve));
});

describe('fake Stripe', () => {
  it('runs a subscription checkout through the hosted page and sends signed, ordered events', async () => {
    const customer = await stripe.customers.create({ email: 'ana@example.com' });
    const session = await subscriptionCheckout({
      customer: customer.id,
      subscription_data: { metadata: { clientId: 'client-1' } },
    });
    expect(session).toMatchObject({
      object: 'checkout.session',
      status: 'open',
      amount_total: 4900,
      currency: 'gbp',
      url: `${fake.url}/checkout/${session.id}`,
    });
    expect(session.id).toMatch(/^cs_test_/);

    const page = await (await fetch(session.url!)).text();
    expect(page).toContain('Monthly coaching');
    expect(page).toContain('£49.00');
    expect(page).toMatch(/<button type="submit">Pay<\/button>/);

    const paid = await fetch(`${session.url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://app.test/billing/done?session=${session.id}`);

    const events = verifiedEvents();
    expect(events.map((event) => event.type)).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
      'invoice.paid',
    ]);
    const created = events.map((event) => event.created);
    expect(created).toEqual([...created].sort((a, b) => a - b));
    expect(new Set(created).size).toBe(created.length);

    const completed = events[0].data.object as Stripe.Checkout.Session;
    expect(completed).toMatchObject({ status: 'complete', payment_status: 'paid' });
    const subscription = await stripe.subscriptions.retrieve(String(completed.subscription));
    expect(subscription).toMatchObject({
      status: 'active',
      customer: customer.id,
      metadata: { clientId: 'client-1' },
    });
    expect(subscription.items.data[0].current_period_end).toBeGreaterThan(
      subscription.items.data[0].current_period_start,
    );
    const invoice = events[2].data.object as unknown as Record<string, unknown>;
    expect(invoice).toMatchObject({
      status: 'paid',
      amount_paid: 4900,
      subscription: subscription.id,
    });
    expect(invoice.parent).toMatchObject({
      subscription_details: { subscription: subscription.id, metadata: { clientId: 'client-1' } },
    });

    const request = fake.requests.find((r) => r.path === '/v1/checkout/sessions');
    expect(request).toMatchObject({
      method: 'POST',
      body: {
        line_items: [{ price_data: { unit_amount: '4900' } }],
        metadata: { clientId: 'client-1' },
      },
    });
  });

  it('starts a trial, fails a renewal, then cancels for non-payment', async () => {
    const session = await subscriptionCheckout({ subscription_data: { trial_period_days: 14 } });
    const completed = await fake.completeCheckout(session.id);
    expect(completed.payment_status).toBe('no_payment_required');
    const subscriptionId = String(completed.subscription);
    expect((await stripe.subscriptions.retrieve(subscriptionId)).status).toBe('trialing');

    received = [];
    await fake.failRenewal(subscriptionId);
    const [failed, updated] = verifiedEvents();
    expect([failed.type, updated.type]).toEqual([
      'invoice.payment_failed',
      'customer.subscription.updated',
    ]);
    expect(failed.data.object).toMatchObject({ status: 'open', attempt_count: 1 });
    expect(updated.data.object).toMatchObject({ status: 'past_due' });

    received = [];
    await fake.cancelForNonPayment(subscriptionId);
    const [deleted] = verifiedEvents();
    expect(deleted.type).toBe('customer.subscription.deleted');
    expect(deleted.data.object).toMatchObject({
      status: 'canceled',
      cancellation_details: { reason: 'payment_failed' },
    });
  });

  it('updates and cancels a subscription through the API, with webhooks after the response', async () => {
    const session = await subscriptionCheckout();
    const subscriptionId = String((await fake.completeCheckout(session.id)).subscription);
    received = [];

    const updated = await stripe.subscriptions.update(subscriptionId, {
      cancel_at_period_end: true,
    });
    expect(updated.cancel_at_period_end).toBe(true);
    const canceled = await stripe.subscriptions.cancel(subscriptionId);
    expect(canceled).toMatchObject({
      status: 'canceled',
      cancellation_details: { reason: 'cancellation_requested' },
    });
    await fake.idle();
    expect(verifiedEvents().map((event) => event.type)).toEqual([
      'customer.subscription.updated',
      'customer.subscription.deleted',
    ]);
  });

  it('refunds what is left of a payment and refuses more', async () => {
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: { unit_amount: 5000, currency: 'gbp', product_data: { name: 'Pack' } },
        },
      ],
      success_url: 'http://app.test/done',
    });
    const paymentIntent = String((await fake.completeCheckout(session.id)).payment_intent);

    const partial = await stripe.refunds.create({ payment_intent: paymentIntent, amount: 2000 });
    expect(partial).toMatchObject({ object: 'refund', amount: 2000, status: 'succeeded' });
    await expect(
      stripe.refunds.create({ payment_intent: paymentIntent, amount: 3001 }),
    ).rejects.toMatchObject({ type: 'StripeInvalidRequestError', code: 'amount_too_large' });
    const rest = await stripe.refunds.create({ payment_intent: paymentIntent });
    expect(rest.amount).toBe(3000);
    const again = stripe.refunds.create({ payment_intent: paymentIntent });
    await expect(again).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(again).rejects.toMatchObject({ code: 'charge_already_refunded' });

    await fake.idle();
    const refunded = verifiedEvents().filter((event) => event.type === 'charge.refunded');
    expect(refunded.map((event) => event.data.object)).toMatchObject([
      { amount_refunded: 2000, refunded: false },
      { amount_refunded: 5000, refunded: true },
    ]);
  });

  it('answers a wrong key with 401 and an unknown route with 404, Stripe-style', async () => {
    await expect(client('sk_test_wrong').customers.create()).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
    const response = await fetch(`${fake.url}/v1/nothing`, {
      headers: { authorization: `Bearer ${API_KEY}` },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
  });

  it('opens the billing portal with a way back', async () => {
    const customer = await stripe.customers.create({ name: 'Ana' });
    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'http://app.test/billing',
    });
    expect(portal.url).toBe(`${fake.url}/portal/${portal.id}`);
    const page = await (await fetch(portal.url)).text();
    expect(page).toContain('<h1>Manage billing</h1>');
    expect(page).toContain('href="http://app.test/billing"');
  });

  it('triggers story steps over HTTP with the API key', async () => {
    const session = await subscriptionCheckout();
    const subscriptionId = String((await fake.completeCheckout(session.id)).subscription);
    received = [];
    const response = await fetch(`${fake.url}/_fake/subscriptions/${subscriptionId}/pay-renewal`, {
      method: 'POST',
      headers: { authorization: `Bearer ${API_KEY}` },
    });
    expect(response.status).toBe(200);
    expect(verifiedEvents().map((event) => event.type)).toEqual([
      'invoice.paid',
      'customer.subscription.updated',
    ]);
    expect(verifiedEvents()[0].data.object).toMatchObject({ billing_reason: 'subscription_cycle' });
  });

  it('decodes bracket-notation forms into nested objects and arrays', () => {
    expect(
      parseStripeForm('a[0][b]=1&a[0][c][d]=2&a[1][b]=3&m[k]=v&list[]=x&list[]=y&s=t'),
    ).toEqual({
      a: [{ b: '1', c: { d: '2' } }, { b: '3' }],
      m: { k: 'v' },
      list: ['x', 'y'],
      s: 't',
    });
  });
});
