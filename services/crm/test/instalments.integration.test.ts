import request from 'supertest';
import { clientBillingSchema } from '@wellness/contracts';
import type { PaymentPlanInput } from '@wellness/contracts';
import { consumeEvent, createLogger, createRedis } from '@wellness/kit';
import type { Redis } from '@wellness/kit';
import { outboxEnvelopes } from '@wellness/kit/src/testing';
import { DunningQueue } from '../src/dunning/jobs';
import { crmWorkerEventHandlers } from '../src/events';
import { stripeGatewayFromConfig } from '../src/stripe/gateway';
import { startCrm } from './harness';
import { MONTHLY, createPlan, seedPayer, startCrmWithStripe } from './payment-fixtures';

/** A fixed number of instalments, by bank transfer or by card: it ends once the last is paid. */
const PROGRAMME: PaymentPlanInput = {
  ...MONTHLY,
  name: '12-week programme',
  priceMinor: 15000,
  billing: { type: 'instalments', interval: 'month', intervalCount: 1, instalments: 3 },
};
const log = createLogger('crm-instalments-test', 'silent');
const today = () => new Date().toISOString().slice(0, 10);

it('by bank transfer: the third payment completes the plan, and nothing more is due', async () => {
  const crm = await startCrm();
  try {
    const t = await seedPayer(crm);
    const { id: planId } = await createPlan(crm, t.as.coach, PROGRAMME);
    await request(crm.app).post('/api/checkout').set(t.as.client).send({ planId }).expect(200);
    for (let n = 1; n <= 3; n++) {
      await request(crm.app)
        .post('/api/payments/manual')
        .set(t.as.coach)
        .send({
          clientId: t.client.id,
          amountMinor: 15000,
          method: 'bank_transfer',
          paidOn: today(),
        })
        .expect(201);
      const billing = clientBillingSchema.parse(
        (await request(crm.app).get('/api/billing/me').set(t.as.client)).body,
      );
      expect(billing.subscription).toMatchObject({ instalmentsPaid: n, instalmentsTotal: 3 });
      if (n < 3)
        expect(billing.subscription).toMatchObject({ status: 'active', nextAmountMinor: 15000 });
      else {
        expect(billing.subscription).toMatchObject({
          status: 'completed',
          nextPaymentAt: null,
          endedReason: 'paid_in_full',
        });
        expect(billing.status).toBe('active');
      }
    }
  } finally {
    await crm.close();
  }
});

it('by card: after the last instalment Stripe is told to end the subscription, which then completes', async () => {
  const s = await startCrmWithStripe();
  let redis: Redis | undefined;
  try {
    const t = await seedPayer(s.crm);
    redis = createRedis(s.crm.config.REDIS_URL, { name: 'instalments-test' });
    const handlers = crmWorkerEventHandlers({
      dunning: new DunningQueue(redis, s.crm.config.QUEUE_PREFIX),
      clock: { now: () => new Date() },
      stripe: stripeGatewayFromConfig(s.crm.config),
    });
    const consumePaid = async () => {
      for (const envelope of await outboxEnvelopes(s.crm.db, 'payment.succeeded'))
        await consumeEvent(envelope, s.crm.db, handlers, log);
    };
    const cancelAsks = () =>
      s.fake.requests.filter((r) => r.method === 'POST' && r.path.startsWith('/v1/subscriptions/'));

    const { id: planId } = await createPlan(s.crm, t.as.coach, PROGRAMME);
    const checkout = await request(s.crm.app)
      .post('/api/checkout')
      .set(t.as.client)
      .send({ planId });
    await s.fake.completeCheckout(checkout.body.url.split('/checkout/')[1]);
    const row = await s.crm.db.subscription.findFirstOrThrow({ where: { clientId: t.client.id } });
    await s.fake.payRenewal(row.stripeSubscriptionId!);
    await consumePaid();
    expect(cancelAsks()).toHaveLength(0);

    await s.fake.payRenewal(row.stripeSubscriptionId!);
    await consumePaid();
    expect(cancelAsks().map((r) => r.body)).toEqual([{ cancel_at_period_end: 'true' }]);
    await s.fake.idle();

    // At the period's end Stripe cancels it as asked: three paid of three, so it is complete.
    const live = s.fake.store.subscriptions.get(row.stripeSubscriptionId!)!;
    const ended = s.fake.event('customer.subscription.deleted', {
      ...live,
      status: 'canceled',
      ended_at: Math.floor(Date.now() / 1000),
      cancellation_details: { reason: 'cancellation_requested' },
    });
    expect(await s.fake.deliver(ended)).toBe(200);
    const after = await s.crm.db.subscription.findUniqueOrThrow({ where: { id: row.id } });
    expect(after.status).toBe('completed');
    expect((await s.crm.db.client.findUniqueOrThrow({ where: { id: t.client.id } })).status).toBe(
      'active',
    );
  } finally {
    redis?.disconnect();
    await s.close();
  }
});
