import request from 'supertest';
import { startCrm } from './harness';
import type { CrmHarness } from './harness';
import { createPlan, seedPayer } from './payment-fixtures';

/**
 * payment_daily_totals (read by the finance figures and the payments table's counts) stays equal
 * to what the payments themselves add up to, whatever writes them: the API, a bulk insert, an
 * update, a delete.
 */
let crm: CrmHarness;

beforeAll(async () => {
  crm = await startCrm();
});
afterAll(() => crm.close());

const totals = () => crm.db.$queryRaw<{ key: string; payments: number; revenue: number }[]>`
  SELECT concat_ws('|', day, plan_key, status, currency) AS key, payments, revenue_minor::int AS revenue
  FROM payment_daily_totals WHERE payments <> 0 OR revenue_minor <> 0 ORDER BY 1`;
const recounted = () => crm.db.$queryRaw<{ key: string; payments: number; revenue: number }[]>`
  SELECT concat_ws('|', (paid_at AT TIME ZONE 'UTC')::date,
                   COALESCE(plan_id, '00000000-0000-0000-0000-000000000000'), status, currency) AS key,
         count(*)::int AS payments,
         sum(CASE WHEN status IN ('succeeded', 'partially_refunded', 'refunded')
                  THEN amount_minor - refunded_minor ELSE 0 END)::int AS revenue
  FROM payments GROUP BY 1 ORDER BY 1`;

it('adds up as the payments do after inserts, refunds, status changes, a bulk load and a delete', async () => {
  const t = await seedPayer(crm);
  const { id: planId } = await createPlan(crm, t.as.coach);
  const record = (amountMinor: number, paidOn: string, extra: object = {}) =>
    request(crm.app)
      .post('/api/payments/manual')
      .set(t.as.coach)
      .send({ clientId: t.client.id, amountMinor, method: 'cash', paidOn, ...extra })
      .expect(201)
      .then((res) => res.body.id as string);
  const first = await record(4900, '2026-03-02', { planId });
  await record(1500, '2026-03-02');
  const third = await record(2500, '2026-04-10', { planId });
  await request(crm.app)
    .post(`/api/payments/${first}/refund`)
    .set(t.as.coach)
    .send({ amountMinor: 900 })
    .expect(200);
  await crm.db.payment.update({
    where: { id: third },
    data: { status: 'failed', refundedMinor: 0 },
  });
  await crm.db.$executeRaw`
    INSERT INTO payments (id, client_id, amount_minor, currency, status, method, paid_at, updated_at)
    SELECT gen_random_uuid(), ${t.client.id}::uuid, 100 * n, 'GBP', 'succeeded', 'card',
           timestamptz '2026-05-01 10:00Z' + n * interval '1 day', now()
    FROM generate_series(1, 40) n`;
  await crm.db.refund.deleteMany({ where: { paymentId: first } });
  await crm.db.payment.delete({ where: { id: first } });

  const [kept, counted] = await Promise.all([totals(), recounted()]);
  expect(kept).toEqual(counted);
  expect(counted.length).toBeGreaterThan(10);
});
