import request from 'supertest';
import {
  clientBillingSchema,
  financeSummarySchema,
  pagedSchema,
  paymentSchema,
} from '@wellness/contracts';
import { startCrm } from './harness';
import type { CrmHarness } from './harness';
import { newClient, outboxPayloads } from './fixtures';
import { MONTHLY, createPlan, seedPayer } from './payment-fixtures';

/**
 * Without Stripe: she chooses a plan and pays by bank transfer, the coach records it; refunds,
 * the payments table, its CSV, receipts and the finance figures.
 */
let crm: CrmHarness;
let t: Awaited<ReturnType<typeof seedPayer>>;
let planId: string;

beforeAll(async () => {
  crm = await startCrm();
  t = await seedPayer(crm);
  ({ id: planId } = await createPlan(crm, t.as.coach));
});
afterAll(() => crm.close());

const billing = async () =>
  clientBillingSchema.parse((await request(crm.app).get('/api/billing/me').set(t.as.client)).body);
const record = (body: object) =>
  request(crm.app).post('/api/payments/manual').set(t.as.coach).send(body);
const today = () => new Date().toISOString().slice(0, 10);

describe('bank transfer', () => {
  it('offers her the plans with the bank details and her own reference', async () => {
    const mine = await billing();
    expect(mine).toMatchObject({ status: 'none', stripeEnabled: false, subscription: null });
    expect(mine.offeredPlans.map((p) => p.id)).toEqual([planId]);
    expect(mine.bankTransfer).toMatchObject({
      sortCode: '00-00-00',
      reference: expect.stringMatching(/^WC-[0-9A-F]{8}$/),
    });
  });

  it('choosing a plan leaves it awaiting payment until the coach records the transfer', async () => {
    const checkout = await request(crm.app).post('/api/checkout').set(t.as.client).send({ planId });
    expect(checkout.body).toEqual({ url: '/subscribe', mode: 'bank_transfer' });
    const awaiting = await billing();
    expect(awaiting.status).toBe('awaiting_payment');
    expect(awaiting.subscription).toMatchObject({
      status: 'awaiting_payment',
      amountMinor: 4900,
      viaStripe: false,
    });
    const summary = financeSummarySchema.parse(
      (await request(crm.app).get('/api/finances/summary').set(t.as.coach)).body,
    );
    expect([summary.outstandingCount, summary.outstandingMinor]).toEqual([1, 4900]);

    const paid = await record({
      clientId: t.client.id,
      amountMinor: 4900,
      method: 'bank_transfer',
      paidOn: today(),
      reference: 'WC-REF',
    });
    expect(paid.status).toBe(201);
    expect(paymentSchema.parse(paid.body)).toMatchObject({
      status: 'succeeded',
      method: 'bank_transfer',
      reference: 'WC-REF',
      plan: { id: planId },
    });
    const active = await billing();
    expect(active.status).toBe('active');
    expect(active.subscription!.nextPaymentAt).not.toBeNull();
    expect(await outboxPayloads(crm.db, 'payment.succeeded')).toContainEqual(
      expect.objectContaining({
        clientId: t.client.id,
        method: 'bank_transfer',
        amountMinor: 4900,
      }),
    );
    const timeline = await crm.db.activity.findMany({
      where: { subjectId: t.client.id, kind: 'payment_recorded' },
    });
    expect(timeline[0]!.summary).toBe('Recorded a payment of £49.00 (bank transfer)');
  });

  it.each([
    [
      'No client with that id: choose one of your clients',
      { clientId: '00000000-0000-4000-8000-000000000009' },
    ],
    ['Amount must be more than zero', { amountMinor: 0 }],
    ['Amount must be more than zero', { amountMinor: -5 }],
    ['Currency must be one of GBP, EUR, USD', { currency: 'BTC' }],
    ['Method must be bank_transfer or cash', { method: 'card' }],
    ['Paid on must be a date (YYYY-MM-DD)', { paidOn: '26/11/2026' }],
    ['Paid on cannot be in the future', { paidOn: '2999-01-01' }],
  ])(
    'refuses a bad manual payment with a clear 400, recording nothing: %s',
    async (message, change) => {
      const before = await crm.db.payment.count();
      const res = await record({
        clientId: t.client.id,
        amountMinor: 4900,
        method: 'cash',
        paidOn: today(),
        ...change,
      });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(message);
      expect(await crm.db.payment.count()).toBe(before);
    },
  );
});

describe('refunds of a manual payment', () => {
  it('refunds in part, then the rest, never more than was paid', async () => {
    const { body: payment } = await record({
      clientId: t.client.id,
      amountMinor: 3000,
      method: 'cash',
      paidOn: today(),
    });
    const refund = (body: object) =>
      request(crm.app).post(`/api/payments/${payment.id}/refund`).set(t.as.coach).send(body);
    const over = await refund({ amountMinor: 3001 });
    expect(over.status).toBe(400);
    expect(over.body.error).toBe('You can refund at most £30.00 of this payment');
    expect((await refund({ amountMinor: 500 })).body).toMatchObject({
      refundedMinor: 500,
      status: 'partially_refunded',
    });
    expect((await refund({})).body).toMatchObject({ refundedMinor: 3000, status: 'refunded' });
    const again = await refund({});
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('This payment is already refunded in full');
  });

  it('two refunds at once never refund more than was paid', async () => {
    const { body: payment } = await record({
      clientId: t.client.id,
      amountMinor: 2000,
      method: 'cash',
      paidOn: today(),
    });
    const answers = await Promise.all(
      [1500, 1500].map((amountMinor) =>
        request(crm.app)
          .post(`/api/payments/${payment.id}/refund`)
          .set(t.as.coach)
          .send({ amountMinor }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(
      (await crm.db.payment.findUniqueOrThrow({ where: { id: payment.id } })).refundedMinor,
    ).toBe(1500);
  });
});

describe('the payments table and its CSV', () => {
  it('searches by client and filters by status, plan and date', async () => {
    const other = await newClient(crm.db, {
      firstName: 'Zoe',
      lastName: 'Quill',
      email: 'zoe.quill@example.com',
    });
    await record({ clientId: other.id, amountMinor: 1234, method: 'cash', paidOn: '2026-01-15' });
    const get = async (query: string) =>
      pagedSchema(paymentSchema).parse(
        (await request(crm.app).get(`/api/payments?${query}`).set(t.as.coach).expect(200)).body,
      );
    expect((await get('search=quill')).items.map((p) => p.amountMinor)).toEqual([1234]);
    expect(
      (await get('from=2026-01-01&to=2026-01-31')).items.map((p) => p.client.lastName),
    ).toEqual(['Quill']);
    expect((await get(`planId=${planId}`)).items.every((p) => p.plan?.id === planId)).toBe(true);
    expect((await get('status=refunded')).items.length).toBeGreaterThan(0);
    const page = await get('pageSize=2&page=1');
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    const bad = await request(crm.app)
      .get('/api/payments?status=lost&from=yesterday')
      .set(t.as.coach);
    expect(bad.status).toBe(400);
  });

  it('exports CSV that a spreadsheet will not run as a formula', async () => {
    const hostile = await newClient(crm.db, {
      firstName: '=HYPERLINK("http://evil")',
      lastName: '+Cmd',
      email: 'hostile@example.com',
    });
    await record({
      clientId: hostile.id,
      amountMinor: 999,
      method: 'cash',
      paidOn: today(),
      reference: '@SUM(A1)',
    });
    const res = await request(crm.app).get('/api/payments/export?search=hostile').set(t.as.coach);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const [header, row] = res.text.trim().split('\r\n');
    expect(header).toBe(
      'Date,Client,Email,Plan,Method,Status,Amount,Refunded,Currency,Reference,Receipt',
    );
    expect(row).toContain(`"'=HYPERLINK(""http://evil"") +Cmd"`);
    expect(row).toContain(",'@SUM(A1),");
    expect(row).toContain(',9.99,0.00,GBP,');
  });
});

describe('receipts', () => {
  it('the client downloads her own receipt as a PDF; another client and a nutritionist cannot', async () => {
    const [payment] = (await billing()).payments;
    const pdf = await request(crm.app)
      .get(`/api/payments/${payment!.id}/receipt.pdf`)
      .set(t.as.client)
      .buffer(true);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
    const stranger = await seedPayer(crm);
    expect(
      (
        await request(crm.app)
          .get(`/api/payments/${payment!.id}/receipt.pdf`)
          .set(stranger.as.client)
      ).status,
    ).toBe(404);
    expect(
      (await request(crm.app).get(`/api/payments/${payment!.id}`).set(t.as.nutritionist)).status,
    ).toBe(403);
  });
});

describe('finances', () => {
  it('sums revenue this month net of refunds, and MRR from running subscriptions', async () => {
    const summary = financeSummarySchema.parse(
      (await request(crm.app).get('/api/finances/summary').set(t.as.coach)).body,
    );
    const paidThisMonth = await crm.db.payment.findMany({
      where: {
        status: { in: ['succeeded', 'partially_refunded', 'refunded'] },
        paidAt: {
          gte: new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1)),
        },
      },
    });
    const net = paidThisMonth.reduce((sum, p) => sum + p.amountMinor - p.refundedMinor, 0);
    expect(summary.revenueThisMonthMinor).toBe(net);
    expect(summary.revenueByMonth).toHaveLength(12);
    expect(summary.revenueByMonth.at(-1)!.amountMinor).toBe(net);
    expect(summary.mrrMinor).toBe(4900);
    expect(summary.activeSubscriptions).toBe(1);
    expect(summary.mrrByMonth.at(-1)!.amountMinor).toBe(4900);
    expect(summary.revenueByPlan[0]).toMatchObject({ planId, name: MONTHLY.name });
  });

  it('counts a weekly plan as 52 payments a year in MRR', async () => {
    const weekly = await createPlan(crm, t.as.coach, {
      ...MONTHLY,
      name: 'Weekly',
      priceMinor: 1200,
      billing: { type: 'subscription', interval: 'week', intervalCount: 1 },
    });
    const payer = await seedPayer(crm);
    await request(crm.app).post('/api/checkout').set(payer.as.client).send({ planId: weekly.id });
    await record({ clientId: payer.client.id, amountMinor: 1200, method: 'cash', paidOn: today() });
    const summary = (await request(crm.app).get('/api/finances/summary').set(t.as.coach)).body;
    expect(summary.mrrMinor).toBe(4900 + 5200);
  });
});
