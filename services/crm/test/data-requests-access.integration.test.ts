import request from 'supertest';
import { auditListSchema, dataRequestListSchema } from '@wellness/contracts';
import { mountedRoutes } from '@wellness/kit/src/testing';
import type { HttpMethod } from '@wellness/kit/src/testing';
import { startCrm } from './harness';
import type { CrmHarness } from './harness';
import { seedPayer } from './payment-fixtures';

/**
 * The access matrix of data protection (issue 19): a client asks and follows her own requests
 * only (someone else's: 404); only the coach carries them out (a client: 403) and reads the audit
 * log; a nutritionist reaches none of it. Every mounted endpoint must have a row. Rows run in
 * order, each refused caller before those allowed.
 */
type Caller = 'anonymous' | 'stranger' | 'nutritionist' | 'client' | 'coach';
const CALLERS: Caller[] = ['anonymous', 'stranger', 'nutritionist', 'client', 'coach'];
const PREFIXES = ['/api/data-requests', '/api/data-protection'];

interface World {
  clientId: string;
  /** Her export, asked for by the coach and not yet carried out. */
  requestId: string;
  headers: Record<Caller, Record<string, string>>;
}

interface Row {
  method: HttpMethod;
  route: string;
  path: (w: World) => string;
  body?: (w: World) => object;
  expect: Record<Caller, number>;
}

const ROWS: Row[] = [
  {
    method: 'GET',
    route: '/api/data-requests',
    path: () => '/api/data-requests',
    expect: { anonymous: 401, stranger: 200, nutritionist: 403, client: 200, coach: 200 },
  },
  // Naming her client record: the stranger learns nothing (404); she asks for her erasure…
  // without the password proof (400); the coach for her export.
  {
    method: 'POST',
    route: '/api/data-requests',
    path: () => '/api/data-requests',
    body: (w) => ({ type: 'erasure', clientId: w.clientId }),
    expect: { anonymous: 401, stranger: 404, nutritionist: 403, client: 400, coach: 201 },
  },
  {
    method: 'GET',
    route: '/api/data-requests/:id/download',
    path: (w) => `/api/data-requests/${w.requestId}/download?token=not-yet`,
    expect: { anonymous: 401, stranger: 404, nutritionist: 403, client: 409, coach: 409 },
  },
  {
    // Her page's own link: the export is not ready yet (409) for her and the coach.
    method: 'POST',
    route: '/api/data-requests/:id/link',
    path: (w) => `/api/data-requests/${w.requestId}/link`,
    expect: { anonymous: 401, stranger: 404, nutritionist: 403, client: 409, coach: 409 },
  },
  {
    method: 'POST',
    route: '/api/data-requests/:id/execute',
    path: (w) => `/api/data-requests/${w.requestId}/execute`,
    expect: { anonymous: 401, stranger: 403, nutritionist: 403, client: 403, coach: 200 },
  },
  {
    method: 'GET',
    route: '/api/data-protection/audit',
    path: () => '/api/data-protection/audit',
    expect: { anonymous: 401, stranger: 403, nutritionist: 403, client: 403, coach: 200 },
  },
];

let crm: CrmHarness;
const world = {} as World;

beforeAll(async () => {
  crm = await startCrm();
  const her = await seedPayer(crm);
  const stranger = await seedPayer(crm);
  world.clientId = her.client.id;
  world.headers = {
    anonymous: {},
    stranger: stranger.as.client,
    nutritionist: her.as.nutritionist,
    client: her.as.client,
    coach: her.as.coach,
  };
  const asked = await request(crm.app)
    .post('/api/data-requests')
    .set(her.as.coach)
    .send({ type: 'export', clientId: her.client.id });
  world.requestId = asked.body.id;
  // The stranger's own request, which she must not see in anyone else's list.
  await request(crm.app)
    .post('/api/data-requests')
    .set(stranger.as.client)
    .send({ type: 'export' });
});
afterAll(() => crm.close());

it('covers every data-protection endpoint crm mounts', () => {
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

describe('what each sees', () => {
  it('a client lists only her own requests; the coach every one', async () => {
    const list = async (caller: Caller) =>
      dataRequestListSchema.parse(
        (await request(crm.app).get('/api/data-requests').set(world.headers[caller])).body,
      ).items;
    expect((await list('client')).every((r) => r.client.id === world.clientId)).toBe(true);
    expect((await list('client')).map((r) => r.id)).toContain(world.requestId);
    expect((await list('stranger')).map((r) => r.id)).not.toContain(world.requestId);
    expect((await list('stranger')).length).toBe(1);
    expect((await list('coach')).length).toBeGreaterThanOrEqual(3);
  });

  it('the coach’s audit log says who asked and who carried out, by name, never in its rows', async () => {
    const res = await request(crm.app).get('/api/data-protection/audit').set(world.headers.coach);
    const { items } = auditListSchema.parse(res.body);
    const executed = items.find((entry) => entry.action === 'data_export_executed');
    expect(executed).toMatchObject({ actor: 'Sarah Mitchell' });
    expect(executed?.subject).toMatch(/\(export request\)$/);
    expect(
      items.some(
        (entry) => entry.action === 'data_export_requested' && entry.actor === 'The client',
      ),
    ).toBe(true);
  });
});
