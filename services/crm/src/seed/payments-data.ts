import type { BillingStatus } from '@wellness/contracts';
import { DEMO_COACH } from '@wellness/kit';
import type { DemoClient } from '@wellness/kit';
import { billingStatusOf } from '../billing/status';
import { RUNNING_STATUSES } from '../billing/subscription-repository';
import { bankReferenceOf } from '../billing/view';
import type { Prisma, SubscriptionStatus } from '../generated/prisma/client';
import { DEMO_PLAN_IDS, GBP, PRICES, demoId, plans } from './payment-plans-data';
import type { PlanKey } from './payment-plans-data';

/**
 * A year of demo payments, so /finances has charts on first start: a pure function of the seed's
 * clock and the demo clients (see payments.ts for how it is written). The demo login client
 * (client@demo.test) gets nothing: browser tests subscribe her.
 *
 * Receipt numbers are fixed, R-<year>-9nnnnn: receipt_number_seq starts at 1 and a small business
 * never reaches 900000, so a seeded number never collides with one the app hands out, and the
 * rows stay fully deterministic (no sequence reads in the seed).
 */
const DAY = 24 * 3600 * 1000;
export const DEMO_LOGIN_EMAIL = 'client@demo.test';

export interface PaymentsSeed {
  plans: Prisma.PaymentPlanCreateManyInput[];
  subscriptions: (Prisma.SubscriptionCreateManyInput & {
    id: string;
    createdAt: Date;
    endedAt: Date | null;
  })[];
  payments: (Prisma.PaymentCreateManyInput & { id: string; paidAt: Date })[];
  refunds: Prisma.RefundCreateManyInput[];
  clients: { id: string; billingStatus: BillingStatus; stripeCustomerId: string | null }[];
}

/** One subscription (or, without `status`, a one-off payment) of a demo client. */
interface Spec {
  client: DemoClient;
  plan: PlanKey;
  method: 'card' | 'bank_transfer';
  from: Date;
  status?: SubscriptionStatus;
  endedAt?: Date;
  endedReason?: string;
  failLatest?: boolean;
  /** Index of the payment partially refunded, and by how much. */
  refund?: { index: number; amountMinor: number };
}

function specsOf(now: Date, clients: DemoClient[]): Spec[] {
  // Day `day` of the month `monthsAgo` before now's (days ≤ 28: every month has an anniversary).
  const at = (monthsAgo: number, day: number, hour = 9) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, day, hour));
  const byName = (lastName: string) =>
    clients.find((c) => c.lastName === lastName && c.email !== DEMO_LOGIN_EMAIL);
  // Monthly plans start one after another, so revenue and MRR grow over the year; the churn the
  // demo needs (a cancellation last month and one this month, a failed card) comes at the end.
  const grace = byName('Evans'); // active: the first, still on the archived founding plan
  const olivia = byName('Brown'); // active: her latest card payment failed
  const chloe = byName('Roberts'); // archived: cancelled last month
  const sophie = byName('Taylor'); // paused: moved to the programme, cancelled it this month
  const amelia = byName('Hughes'); // pending: paid a kick-start, monthly awaiting a transfer
  const monthStart = at(0, 1, 0);
  const specs: (Spec | false | undefined)[] = [
    grace && { client: grace, plan: 'kickStart', method: 'bank_transfer', from: at(12, 24) },
    grace && {
      client: grace,
      plan: 'founding',
      method: 'card',
      from: at(11, 1, 0), // the 1st at midnight: this month always has revenue
      status: 'active',
      refund: { index: 5, amountMinor: 1950 },
    },
    olivia && { client: olivia, plan: 'kickStart', method: 'card', from: at(9, 14) },
    olivia && {
      client: olivia,
      plan: 'monthly',
      method: 'card',
      from: at(9, 15),
      status: 'past_due',
      failLatest: true,
    },
    chloe && {
      client: chloe,
      plan: 'monthly',
      method: 'card',
      from: at(7, 10),
      status: 'canceled',
      endedAt: at(1, 24, 16),
      endedReason: 'cancelled',
    },
    sophie && {
      client: sophie,
      plan: 'monthly',
      method: 'card',
      from: at(5, 28),
      status: 'canceled',
      endedAt: at(2, 28, 9),
      endedReason: 'replaced',
    },
    // Instalments on the 28th: cancelled at most 10 days ago, her third is never paid (a paid
    // third would complete the programme, not cancel it).
    sophie && {
      client: sophie,
      plan: 'programme',
      method: 'bank_transfer',
      from: at(2, 28, 10),
      status: 'canceled',
      endedAt: new Date(Math.max(monthStart.getTime(), now.getTime() - 10 * DAY)),
      endedReason: 'cancelled',
    },
    // New this month: her kick-start session paid by transfer, the monthly plan awaiting one.
    amelia && {
      client: amelia,
      plan: 'kickStart',
      method: 'bank_transfer',
      from: new Date(Math.max(monthStart.getTime(), now.getTime() - DAY)),
    },
    amelia && {
      client: amelia,
      plan: 'monthly',
      method: 'bank_transfer',
      from: new Date(now.getTime() - DAY),
      status: 'awaiting_payment',
    },
  ];
  return specs.filter((spec): spec is Spec => !!spec);
}

const addMonths = (date: Date, months: number) => {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
};
const slug = (client: DemoClient) => client.firstName.toLowerCase();

/** The demo payment rows as of `now`: plans, subscriptions, payments, refunds, billing statuses. */
export function demoPayments(now: Date, clients: DemoClient[]): PaymentsSeed {
  const seed: PaymentsSeed = {
    plans: plans(now),
    subscriptions: [],
    payments: [],
    refunds: [],
    clients: [],
  };
  for (const spec of specsOf(now, clients)) {
    const { client, plan, method } = spec;
    const card = method === 'card';
    const customer = card ? `cus_demo_${slug(client)}` : null;
    const subscriptionId = spec.status ? demoId(720 + seed.subscriptions.length) : null;
    const instalments = plan === 'programme' ? 3 : plan === 'kickStart' ? 1 : Infinity;
    const dates: Date[] = [];
    if (spec.status !== 'awaiting_payment')
      for (let k = 0; k < instalments; k++) {
        const date = addMonths(spec.from, k);
        if (date > now || (spec.endedAt && date >= spec.endedAt)) break;
        dates.push(date);
      }
    dates.forEach((paidAt, k) => {
      const n = seed.payments.length;
      const failed = spec.failLatest && k === dates.length - 1;
      const refunded = spec.refund?.index === k ? spec.refund.amountMinor : 0;
      const stripeKey = `${slug(client)}_${String(n).padStart(3, '0')}`;
      const id = demoId(1000 + n);
      seed.payments.push({
        id,
        clientId: client.clientId,
        subscriptionId,
        planId: DEMO_PLAN_IDS[plan],
        amountMinor: PRICES[plan],
        refundedMinor: refunded,
        currency: GBP,
        status: failed ? 'failed' : refunded ? 'partially_refunded' : 'succeeded',
        method,
        paidAt,
        reference: card ? null : bankReferenceOf(client.clientId),
        failureReason: failed ? 'Your card was declined.' : null,
        receiptNumber: failed ? null : `R-${paidAt.getUTCFullYear()}-${900000 + n}`,
        stripeInvoiceId: card && subscriptionId ? `in_demo_${stripeKey}` : null,
        stripePaymentIntentId: card ? `pi_demo_${stripeKey}` : null,
        stripeChargeId: card ? `ch_demo_${stripeKey}` : null,
        recordedByUserId: card ? null : DEMO_COACH.userId,
        createdAt: paidAt,
      });
      if (refunded)
        seed.refunds.push({
          id: demoId(800 + seed.refunds.length),
          paymentId: id,
          amountMinor: refunded,
          stripeRefundId: card ? `re_demo_${stripeKey}` : null,
          byUserId: DEMO_COACH.userId,
          createdAt: new Date(paidAt.getTime() + 3 * DAY),
        });
    });
    if (!subscriptionId || !spec.status) continue;
    const last = dates.at(-1);
    seed.subscriptions.push({
      id: subscriptionId,
      clientId: client.clientId,
      planId: DEMO_PLAN_IDS[plan],
      status: spec.status,
      amountMinor: PRICES[plan],
      currency: GBP,
      stripeSubscriptionId: card ? `sub_demo_${slug(client)}_${seed.subscriptions.length}` : null,
      stripeCustomerId: customer,
      currentPeriodEnd: last ? addMonths(last, 1) : null,
      startedAt: spec.from,
      endedAt: spec.endedAt ?? null,
      endedReason: spec.endedReason ?? null,
      createdAt: spec.from,
    });
  }
  seed.clients = billingOfClients(seed, clients);
  return seed;
}

/** Each seeded client's billing status, by the app's own rule (billing/status.ts). */
function billingOfClients(seed: PaymentsSeed, clients: DemoClient[]): PaymentsSeed['clients'] {
  return clients
    .filter(
      (c) =>
        seed.payments.some((p) => p.clientId === c.clientId) ||
        seed.subscriptions.some((s) => s.clientId === c.clientId),
    )
    .map((c) => {
      const subscriptions = seed.subscriptions
        .filter((s) => s.clientId === c.clientId)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      const running = subscriptions.find((s) => RUNNING_STATUSES.includes(s.status));
      const paymentsOf = seed.payments.filter((p) => p.subscriptionId === running?.id);
      const lastPaid = Math.max(
        0,
        ...paymentsOf.filter((p) => p.status !== 'failed').map((p) => p.paidAt.getTime()),
      );
      const failedOutstanding = paymentsOf.some(
        (p) => p.status === 'failed' && p.paidAt.getTime() > lastPaid,
      );
      return {
        id: c.clientId,
        billingStatus: billingStatusOf(
          running ? { status: running.status, cancelAtPeriodEnd: false, failedOutstanding } : null,
          subscriptions.at(-1) ?? null,
        ),
        stripeCustomerId:
          seed.subscriptions.find((s) => s.clientId === c.clientId && s.stripeCustomerId)
            ?.stripeCustomerId ?? null,
      };
    });
}
