import request from 'supertest';
import { clientRowSchema, pagedSchema } from '@wellness/contracts';
import { startCrm } from './harness';
import type { CrmHarness } from './harness';
import { seedTeam } from './fixtures';

/**
 * The client table counts at most 1,000 matches (capped-total.ts): a long list answers a lower
 * bound and says so; shorter ones, and the last page of a long one, answer their exact total.
 * Paging is unchanged: every page holds the rows a full sort puts there.
 */
const CLIENTS = 1030;
let crm: CrmHarness;
let t: Awaited<ReturnType<typeof seedTeam>>;
let byName: string[];
const SURNAMES = ['Smith', 'Jones', 'Taylor', 'Brown', 'Wilson'];
const seeded = Array.from({ length: CLIENTS }, (_, i) => ({
  firstName: `Client${String(i % 97).padStart(2, '0')}`,
  lastName: SURNAMES[i % SURNAMES.length],
  email: `client${i}@total.test`,
  status: 'active' as const,
}));

beforeAll(async () => {
  crm = await startCrm();
  t = await seedTeam(crm.db);
  await crm.db.client.createMany({ data: seeded });
  const everyone = await crm.db.client.findMany({
    select: { email: true },
    orderBy: [{ lastName: 'asc' }, { firstName: 'asc' }, { id: 'asc' }],
  });
  byName = everyone.map((c) => c.email);
});
afterAll(() => crm.close());

const page = async (query: string) => {
  const res = await request(crm.app).get(`/api/clients?${query}`).set(t.as.coach);
  expect(res.status).toBe(200);
  return pagedSchema(clientRowSchema).parse(res.body);
};

describe('GET /api/clients total', () => {
  it('is capped at 1,000 on the first pages of a long list, and says so', async () => {
    const first = await page('page=1&pageSize=25');
    expect(first).toMatchObject({ total: 1000, totalCapped: true, page: 1, pageSize: 25 });
    expect(first.items.map((c) => c.email)).toEqual(byName.slice(0, 25));
  });

  it('past the cap, counts up to the end of a page that has rows after it', async () => {
    expect(await page('page=40&pageSize=25')).toMatchObject({ total: 1000, totalCapped: true });
    const deep = await page('page=41&pageSize=25');
    expect(deep).toMatchObject({ total: 1025, totalCapped: true });
    expect(deep.items.map((c) => c.email)).toEqual(byName.slice(1000, 1025));
  });

  it('is exact on the last page of a long list, and for lists under the cap', async () => {
    const last = await page('page=42&pageSize=25');
    expect(last).toMatchObject({ total: CLIENTS, totalCapped: false });
    expect(last.items.map((c) => c.email)).toEqual(byName.slice(1025));
    const searched = await page('search=client5&pageSize=100');
    const expected = seeded.filter((c) =>
      `${c.firstName} ${c.lastName} ${c.email}`.toLowerCase().includes('client5'),
    );
    expect(expected.length).toBeGreaterThan(100); // more than one page, fewer than the cap
    expect(searched).toMatchObject({ total: expected.length, totalCapped: false });
  });
});
