import request from 'supertest';
import { startCrm } from './harness';
import type { CrmHarness } from './harness';
import { newClient, newLead, seedTeam } from './fixtures';

/**
 * Search boxes take `%` and `_` literally (LIKE would read them as wildcards): each search below
 * has a look-alike that only a wildcard would match.
 */
let crm: CrmHarness;
let t: Awaited<ReturnType<typeof seedTeam>>;
beforeAll(async () => {
  crm = await startCrm();
  t = await seedTeam(crm.db);
  await newClient(crm.db, { firstName: 'Anna', lastName: 'Bell', email: 'anna_bell@search.test' });
  await newClient(crm.db, { firstName: 'Anna', lastName: 'Bell', email: 'annaxbell@search.test' });
  await newClient(crm.db, { firstName: 'Fit', lastName: '100% Club', email: 'fit1@search.test' });
  await newClient(crm.db, { firstName: 'Fit', lastName: '1000 Club', email: 'fit2@search.test' });
  await newLead(crm.db, { firstName: 'Ruth', lastName: '100% Keen', email: 'ruth1@search.test' });
  await newLead(crm.db, { firstName: 'Ruth', lastName: '1000 Keen', email: 'ruth2@search.test' });
  await newLead(crm.db, { firstName: 'Rose', email: 'rose_lee@search.test' });
  await newLead(crm.db, { firstName: 'Rose', email: 'rosexlee@search.test' });
});
afterAll(() => crm.close());

const emails = async (path: string) => {
  const res = await request(crm.app).get(path).set(t.as.coach);
  expect(res.status).toBe(200);
  return (res.body.items as { email: string }[]).map((item) => item.email).sort();
};

describe('search takes % and _ literally', () => {
  it('in the client table', async () => {
    expect(await emails('/api/clients?search=a_b')).toEqual(['anna_bell@search.test']);
    expect(await emails('/api/clients?search=100%25')).toEqual(['fit1@search.test']);
  });

  it('in the leads pipeline', async () => {
    expect(await emails('/api/leads?search=e_l')).toEqual(['rose_lee@search.test']);
    expect(await emails('/api/leads?search=100%25')).toEqual(['ruth1@search.test']);
  });
});
