import request from 'supertest';
import { pagedSchema, paymentSchema } from '@wellness/contracts';
import type { Payment } from '@wellness/contracts';
import { startCrm } from './harness';
import type { CrmHarness } from './harness';
import { seedTeam } from './fixtures';
import { MONTHLY, createPlan } from './payment-fixtures';

/**
 * The payments table counts at most 1,000 matches (capped-total.ts): a long list answers a lower
 * bound and says so; shorter ones, and the last page of a long one, answer their exact total.
 * Every page holds the rows a full sort (newest first, then by id) puts there, whatever the
 * filters, so the id-first page and the search's own plan change nothing a coach sees.
 */
const PAYMENTS = 1030;
const CLIENTS = [
  { firstName: 'Ada', lastName: 'Quill', email: 'ada.quill@table.test' },
  { firstName: 'Bea', lastName: 'Stone', email: 'bea.stone@table.test' },
  { firstName: 'Cat', lastName: 'Quillon', email: 'cat.q@table.test' },
];
const STATUSES = ['succeeded', 'succeeded', 'failed', 'refunded', 'succeeded'] as const;

let crm: CrmHarness;
let coach: Record<string, string>;
let planId: string;
let adaId: string;
/** Every payment as the table shows it, in the table's order. */
let everyone: Payment[];

beforeAll(async () => {
  crm = await startCrm();
  const t = await seedTeam(crm.db);
  coach = t.as.coach;
  ({ id: planId } = await createPlan(crm, coach, { ...MONTHLY, name: 'Table plan' }));
  const clients = await Promise.all(CLIENTS.map((data) => crm.db.client.create({ data })));
  adaId = clients[0]!.id;
  // Two payments an hour apart each time, from 1 March 2026: pairs share their instant, so the
  // order by id decides between them.
  await crm.db.$executeRaw`
    INSERT INTO payments (id, client_id, plan_id, amount_minor, currency, status, method, paid_at,
                          updated_at)
    SELECT gen_random_uuid(), (${clients.map((c) => c.id)}::uuid[])[1 + n % 3],
           CASE WHEN n % 2 = 0 THEN ${planId}::uuid END, 100 + n, 'GBP',
           (${[...STATUSES]}::text[])[1 + n % 5]::"PaymentStatus", 'cash',
           timestamptz '2026-03-01 00:00Z' + (n / 2) * interval '1 hour', now()
    FROM generate_series(0, ${PAYMENTS - 1}) n`;
  everyone = [];
  for (let page = 1; page <= 11; page++)
    everyone.push(...(await table(`pageSize=100&page=${page}`)).items);
});
afterAll(() => crm.close());

async function table(query: string) {
  const res = await request(crm.app).get(`/api/payments?${query}`).set(coach);
  expect(res.status).toBe(200);
  return pagedSchema(paymentSchema).parse(res.body);
}

const ids = (payments: Payment[]) => payments.map((p) => p.id);

describe('GET /api/payments paging', () => {
  it('reads every payment once, newest first and by id within an instant', () => {
    expect(new Set(ids(everyone)).size).toBe(PAYMENTS);
    const order = [...everyone].sort(
      (a, b) => b.paidAt.localeCompare(a.paidAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
    expect(ids(everyone)).toEqual(ids(order));
  });

  it('caps the total at 1,000 on the first pages of a long list, and says so', async () => {
    const first = await table('page=1&pageSize=25');
    expect(first).toMatchObject({ total: 1000, totalCapped: true, page: 1, pageSize: 25 });
    expect(ids(first.items)).toEqual(ids(everyone.slice(0, 25)));
  });

  it('past the cap counts to the end of a page with rows after it; exact on the last page', async () => {
    expect(await table('page=40&pageSize=25')).toMatchObject({ total: 1000, totalCapped: true });
    const deep = await table('page=41&pageSize=25');
    expect(deep).toMatchObject({ total: 1025, totalCapped: true });
    expect(ids(deep.items)).toEqual(ids(everyone.slice(1000, 1025)));
    const last = await table('page=42&pageSize=25');
    expect(last).toMatchObject({ total: PAYMENTS, totalCapped: false });
    expect(ids(last.items)).toEqual(ids(everyone.slice(1025)));
    expect(await table('page=43&pageSize=25')).toMatchObject({ items: [], totalCapped: true });
  });
});

describe('GET /api/payments filters', () => {
  const cases: [string, string, (p: Payment) => boolean][] = [
    ['a search (two clients)', 'search=quill', (p) => p.client.lastName.startsWith('Quill')],
    ['a search by email', 'search=bea.st', (p) => p.client.email === 'bea.stone@table.test'],
    ['a status', 'status=failed', (p) => p.status === 'failed'],
    ['a plan', 'planId=PLAN', (p) => p.plan?.id === planId],
    ['a client', 'clientId=ADA', (p) => p.client.id === adaId],
    [
      'a date range (whole days, UTC)',
      'from=2026-03-05&to=2026-03-06',
      (p) => p.paidAt >= '2026-03-05' && p.paidAt < '2026-03-07',
    ],
    [
      'a search with a status',
      'search=quill&status=refunded',
      (p) => p.client.lastName.startsWith('Quill') && p.status === 'refunded',
    ],
    [
      'a search with a plan',
      'search=ada&planId=PLAN',
      (p) => p.client.firstName === 'Ada' && p.plan?.id === planId,
    ],
  ];

  it.each(cases)('%s: the same rows, order and exact total under the cap', async (_, q, keep) => {
    const query = q.replace('PLAN', planId).replace('ADA', adaId);
    const expected = everyone.filter(keep);
    expect(expected.length).toBeGreaterThan(25);
    expect(expected.length).toBeLessThan(1000);
    const read: Payment[] = [];
    for (let page = 1; page <= Math.ceil(expected.length / 100); page++) {
      const answer = await table(`${query}&pageSize=100&page=${page}`);
      expect(answer).toMatchObject({ total: expected.length, totalCapped: false });
      read.push(...answer.items);
    }
    expect(ids(read)).toEqual(ids(expected));
    const second = await table(`${query}&pageSize=7&page=2`);
    expect(ids(second.items)).toEqual(ids(expected.slice(7, 14)));
  });

  it('finds nothing, with a total of 0, for a search nobody matches', async () => {
    expect(await table('search=nobody')).toMatchObject({
      items: [],
      total: 0,
      totalCapped: false,
    });
  });
});
