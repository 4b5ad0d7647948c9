import request from 'supertest';
import { paymentPlanSchema } from '@wellness/contracts';
import { startCrm } from './harness';
import type { CrmHarness } from './harness';
import { MONTHLY, seedPayer } from './payment-fixtures';

let crm: CrmHarness;
let t: Awaited<ReturnType<typeof seedPayer>>;

beforeAll(async () => {
  crm = await startCrm();
  t = await seedPayer(crm);
});
afterAll(() => crm.close());

const create = (body: object, as = t.as.coach) =>
  request(crm.app).post('/api/payment-plans').set(as).send(body);

describe('payment plans', () => {
  it('the coach creates a subscription, a one-off and an instalment plan, and lists them', async () => {
    const monthly = await create(MONTHLY);
    expect(monthly.status).toBe(201);
    expect(paymentPlanSchema.parse(monthly.body)).toMatchObject({
      priceMinor: 4900,
      currency: 'GBP',
      billing: { type: 'subscription', interval: 'month', intervalCount: 1 },
      active: true,
      activeSubscriptions: 0,
    });
    const programme = await create({
      name: '12-week programme',
      priceMinor: 15000,
      billing: { type: 'instalments', interval: 'month', instalments: 3 },
      trialDays: 7,
    });
    expect(programme.status).toBe(201);
    expect(programme.body.billing).toEqual({
      type: 'instalments',
      interval: 'month',
      intervalCount: 1,
      instalments: 3,
    });
    expect(programme.body.trialDays).toBe(7);
    const guide = await create({
      name: 'Kick-start call',
      priceMinor: 9500,
      billing: { type: 'one_off' },
    });
    expect(guide.body.billing).toEqual({ type: 'one_off' });

    const list = await request(crm.app).get('/api/payment-plans').set(t.as.coach);
    expect(list.status).toBe(200);
    expect(list.body.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['Monthly coaching', '12-week programme', 'Kick-start call']),
    );
  });

  it('archives a plan and changes its billing, clearing the fields the new type has not', async () => {
    const { body: plan } = await create({ ...MONTHLY, name: 'Weekly' });
    const archived = await request(crm.app)
      .patch(`/api/payment-plans/${plan.id}`)
      .set(t.as.coach)
      .send({ active: false });
    expect(archived.body.active).toBe(false);
    const oneOff = await request(crm.app)
      .patch(`/api/payment-plans/${plan.id}`)
      .set(t.as.coach)
      .send({ billing: { type: 'one_off' } });
    expect(oneOff.body.billing).toEqual({ type: 'one_off' });
    const row = await crm.db.paymentPlan.findUniqueOrThrow({ where: { id: plan.id } });
    expect([row.interval, row.intervalCount, row.instalments]).toEqual([null, null, null]);
  });

  it.each([
    ['Price must be more than zero', { ...MONTHLY, priceMinor: 0 }],
    ['Price must be more than zero', { ...MONTHLY, priceMinor: -100 }],
    ['Price must be a whole number of pence', { ...MONTHLY, priceMinor: 12.5 }],
    ['Currency must be one of GBP, EUR, USD', { ...MONTHLY, currency: 'XYZ' }],
    [
      'Billing type must be subscription, one_off or instalments',
      { ...MONTHLY, billing: { type: 'yearly' } },
    ],
    [
      'Instalments are at least 2 payments',
      { ...MONTHLY, billing: { type: 'instalments', interval: 'month', instalments: 1 } },
    ],
    ['Give the plan a name', { ...MONTHLY, name: '  ' }],
  ])('refuses a bad plan with a clear 400 and stores nothing: %s', async (message, body) => {
    const before = await crm.db.paymentPlan.count();
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(await crm.db.paymentPlan.count()).toBe(before);
  });

  it('an unknown plan is 404', async () => {
    const res = await request(crm.app)
      .patch('/api/payment-plans/00000000-0000-4000-8000-000000000000')
      .set(t.as.coach)
      .send({ active: false });
    expect(res.status).toBe(404);
  });

  it('is the coach’s alone', async () => {
    for (const as of [t.as.client, t.as.nutritionist]) {
      expect((await request(crm.app).get('/api/payment-plans').set(as)).status).toBe(403);
      expect((await create(MONTHLY, as)).status).toBe(403);
    }
    expect((await request(crm.app).get('/api/payment-plans')).status).toBe(401);
  });
});
