import request from 'supertest';
import { consumeEvent, createLogger, createRedis } from '@wellness/kit';
import type { Redis } from '@wellness/kit';
import { outboxEnvelopes, waitFor } from '@wellness/kit/src/testing';
import { crmWorkerEventHandlers } from '../src/events';
import { DunningQueue, startDunningWorker } from '../src/dunning/jobs';
import { sendDunningReminder } from '../src/dunning/handlers';
import { outboxPayloads } from './fixtures';
import { createPlan, seedPayer, startCrmWithStripe, testClock } from './payment-fixtures';
import type { StripeStack } from './payment-fixtures';

/**
 * Dunning (day 0, 3 and 7 after a failed payment) on real Redis and Postgres, with a clock the
 * test moves: the reminders are scheduled from crm's own payment.failed, each sent once, and
 * stopped by a payment.
 */
const DAY = 24 * 3600_000;
const log = createLogger('crm-dunning-test', 'silent');
const clock = testClock();
let s: StripeStack;
let t: Awaited<ReturnType<typeof seedPayer>>;
let redis: Redis;
let queue: DunningQueue;
let subscriptionId: string;
let paymentId: string;
let failedAt: Date;

beforeAll(async () => {
  s = await startCrmWithStripe(clock);
  t = await seedPayer(s.crm);
  redis = createRedis(s.crm.config.REDIS_URL, { name: 'dunning-test' });
  queue = new DunningQueue(redis, s.crm.config.QUEUE_PREFIX);
  const { id: planId } = await createPlan(s.crm, t.as.coach);
  const checkout = await request(s.crm.app).post('/api/checkout').set(t.as.client).send({ planId });
  await s.fake.completeCheckout(checkout.body.url.split('/checkout/')[1]);
  subscriptionId = (
    await s.crm.db.subscription.findFirstOrThrow({ where: { clientId: t.client.id } })
  ).stripeSubscriptionId!;
});
afterAll(async () => {
  await queue.queue.obliterate({ force: true });
  await queue.close();
  redis.disconnect();
  await s.close();
});

const handlers = () => crmWorkerEventHandlers({ dunning: queue, clock, stripe: null });
const consumeAll = async (type: 'payment.failed' | 'payment.succeeded') => {
  for (const envelope of await outboxEnvelopes(s.crm.db, type))
    await consumeEvent(envelope, s.crm.db, handlers(), log);
};
const job = (day: number) => queue.queue.getJob(`dunning-${paymentId}-d${day}`);

describe('dunning', () => {
  it('a failed payment schedules reminders for day 0, 3 and 7 after it failed, by the clock', async () => {
    await s.fake.failRenewal(subscriptionId);
    const [failed] = await outboxEnvelopes(s.crm.db, 'payment.failed');
    paymentId = (failed!.payload as { paymentId: string }).paymentId;
    failedAt = new Date(failed!.occurredAt as string);
    // The worker meets the event three days and a minute late (say, Redis was away).
    clock.set(new Date(failedAt.getTime() + 3 * DAY + 60_000));
    await consumeAll('payment.failed');
    const jobs = await Promise.all([0, 3, 7].map(job));
    expect(jobs.map((j) => j?.delay)).toEqual([0, 0, 4 * DAY - 60_000]);
    expect(jobs.map((j) => j?.data)).toEqual([0, 3, 7].map((day) => ({ paymentId, day })));
    // Consumed again (a redelivery): nothing more is scheduled.
    await consumeAll('payment.failed');
    expect(await queue.queue.getJobCounts('delayed', 'waiting')).toMatchObject({
      delayed: 1,
      waiting: 2,
    });
  });

  it('the worker sends the reminders that are due, each once (payment.reminder_due for her)', async () => {
    const worker = startDunningWorker({ db: s.crm.db, clock }, s.crm.config, log);
    try {
      await waitFor(
        async () => (await outboxPayloads(s.crm.db, 'payment.reminder_due')).length === 2,
        { what: 'the reminders of day 0 and 3' },
      );
    } finally {
      for (const close of worker.closers) await close();
    }
    const reminders = await outboxPayloads(s.crm.db, 'payment.reminder_due');
    expect(reminders.map((p) => p.day).sort()).toEqual([0, 3]);
    const [reminder] = reminders;
    expect(reminder).toMatchObject({
      paymentId,
      clientId: t.client.id,
      email: t.client.email,
      amountMinor: 4900,
      planName: 'Monthly coaching',
    });
    expect(await sendDunningReminder({ db: s.crm.db, clock }, { paymentId, day: 0 })).toBe(
      'already-sent',
    );
  });

  it('stops as soon as she pays: the waiting reminder is removed, and one already queued sends nothing', async () => {
    await s.fake.payRenewal(subscriptionId);
    await consumeAll('payment.succeeded');
    expect(await job(7)).toBeUndefined();
    expect(await sendDunningReminder({ db: s.crm.db, clock }, { paymentId, day: 7 })).toBe('paid');
    expect(
      (await outboxPayloads(s.crm.db, 'payment.reminder_due')).map((p) => p.day).sort(),
    ).toEqual([0, 3]);
  });
});
