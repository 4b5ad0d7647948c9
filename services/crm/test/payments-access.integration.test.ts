import request from 'supertest';
import { mountedRoutes } from '@wellness/kit/src/testing';
import type { HttpMethod } from '@wellness/kit/src/testing';
import { startCrm } from './harness';
import type { CrmHarness } from './harness';
import { MONTHLY, createPlan, seedPayer } from './payment-fixtures';

/**
 * The access matrix of payments (issue 17): only the coach reaches plans, finances and all
 * payments; a client only her own billing and receipts; a nutritionist none of it; the webhook
 * is public but accepts nothing unsigned. Every mounted payment endpoint must have a row.
 * Rows run in order, each refused caller before those allowed.
 */
type Caller = 'anonymous' | 'stranger' | 'nutritionist' | 'client' | 'coach';
const CALLERS: Caller[] = ['anonymous', 'stranger', 'nutritionist', 'client', 'coach'];
const PREFIXES = [
  '/api/payments',
  '/api/payment-plans',
  '/api/billing',
  '/api/checkout',
  '/api/finances',
];

interface World {
  planId: string;
  paymentId: string;
  clientId: string;
  headers: Record<Caller, Record<string, string>>;
}

interface Row {
  method: HttpMethod;
  route: string;
  path: (w: World) => string;
  body?: (w: World) => object;
  expect: Record<Caller, number>;
}

const coachOnly = (ok: number) => ({
  anonymous: 401,
  stranger: 403,
  nutritionist: 403,
  client: 403,
  coach: ok,
});
const clientsOwn = (ok: number) => ({
  anonymous: 401,
  stranger: ok,
  nutritionist: 403,
  client: ok,
  coach: 403,
});
const herPayment = { anonymous: 401, stranger: 404, nutritionist: 403, client: 200, coach: 200 };
const today = new Date().toISOString().slice(0, 10);

const ROWS: Row[] = [
  {
    method: 'GET',
    route: '/api/payment-plans',
    path: () => '/api/payment-plans',
    expect: coachOnly(200),
  },
  {
    method: 'POST',
    route: '/api/payment-plans',
    path: () => '/api/payment-plans',
    body: () => MONTHLY,
    expect: coachOnly(201),
  },
  {
    method: 'PATCH',
    route: '/api/payment-plans/:id',
    path: (w) => `/api/payment-plans/${w.planId}`,
    body: () => ({ description: 'Updated' }),
    expect: coachOnly(200),
  },
  {
    method: 'GET',
    route: '/api/finances/summary',
    path: () => '/api/finances/summary',
    expect: coachOnly(200),
  },
  { method: 'GET', route: '/api/payments', path: () => '/api/payments', expect: coachOnly(200) },
  {
    method: 'GET',
    route: '/api/payments/export',
    path: () => '/api/payments/export',
    expect: coachOnly(200),
  },
  {
    method: 'POST',
    route: '/api/payments/manual',
    path: () => '/api/payments/manual',
    body: (w) => ({ clientId: w.clientId, amountMinor: 2500, method: 'cash', paidOn: today }),
    expect: coachOnly(201),
  },
  {
    method: 'POST',
    route: '/api/payments/:id/refund',
    path: (w) => `/api/payments/${w.paymentId}/refund`,
    body: () => ({ amountMinor: 100 }),
    expect: coachOnly(200),
  },
  {
    method: 'GET',
    route: '/api/payments/:id',
    path: (w) => `/api/payments/${w.paymentId}`,
    expect: herPayment,
  },
  {
    method: 'GET',
    route: '/api/payments/:id/receipt.pdf',
    path: (w) => `/api/payments/${w.paymentId}/receipt.pdf`,
    expect: herPayment,
  },
  {
    method: 'GET',
    route: '/api/billing/clients/:clientId',
    path: (w) => `/api/billing/clients/${w.clientId}`,
    expect: coachOnly(200),
  },
  {
    method: 'PUT',
    route: '/api/billing/clients/:clientId/offer',
    path: (w) => `/api/billing/clients/${w.clientId}/offer`,
    body: () => ({ planId: null }),
    expect: coachOnly(200),
  },
  {
    method: 'GET',
    route: '/api/billing/me',
    path: () => '/api/billing/me',
    expect: clientsOwn(200),
  },
  // Without Stripe configured there is no card to update: a clear 400 for her, as for anyone's.
  {
    method: 'POST',
    route: '/api/billing/portal',
    path: () => '/api/billing/portal',
    expect: clientsOwn(400),
  },
  {
    method: 'POST',
    route: '/api/checkout',
    path: () => '/api/checkout',
    body: (w) => ({ planId: w.planId }),
    expect: clientsOwn(200),
  },
  {
    method: 'GET',
    route: '/api/checkout/:sessionId',
    path: () => '/api/checkout/cs_test_not_hers',
    expect: clientsOwn(404),
  },
  // After the checkout above, each has a plan awaiting a transfer, which ends at once.
  {
    method: 'POST',
    route: '/api/billing/cancel',
    path: () => '/api/billing/cancel',
    expect: clientsOwn(200),
  },
  {
    method: 'POST',
    route: '/api/payments/stripe/webhook',
    path: () => '/api/payments/stripe/webhook',
    body: () => ({ id: 'evt_forged', type: 'invoice.paid' }),
    expect: { anonymous: 400, stranger: 400, nutritionist: 400, client: 400, coach: 400 },
  },
];

let crm: CrmHarness;
const world = {} as World;

beforeAll(async () => {
  crm = await startCrm();
  const her = await seedPayer(crm);
  const stranger = await seedPayer(crm);
  world.planId = (await createPlan(crm, her.as.coach)).id;
  world.clientId = her.client.id;
  world.headers = {
    anonymous: {},
    stranger: stranger.as.client,
    nutritionist: her.as.nutritionist,
    client: her.as.client,
    coach: her.as.coach,
  };
  const paid = await request(crm.app)
    .post('/api/payments/manual')
    .set(her.as.coach)
    .send({ clientId: her.client.id, amountMinor: 4900, method: 'bank_transfer', paidOn: today });
  world.paymentId = paid.body.id;
});
afterAll(() => crm.close());

it('covers every payment endpoint crm mounts', () => {
  const mounted = mountedRoutes(crm.app)
    .filter((route) => PREFIXES.some((prefix) => route.path.startsWith(prefix)))
    .map((route) => `${route.method} ${route.path}`);
  expect(ROWS.map((row) => `${row.method} ${row.route}`).sort()).toEqual(mounted.sort());
});

describe.each(ROWS.map((row) => [`${row.method} ${row.route}`, row] as const))(
  '%s',
  (_name, row) => {
    it.each(CALLERS)('%s', async (caller) => {
      const method = row.method.toLowerCase() as 'get';
      const call = request(crm.app)[method](row.path(world)).set(world.headers[caller]);
      const res = row.body ? await call.send(row.body(world)) : await call;
      expect(res.status).toBe(row.expect[caller]);
    });
  },
);
