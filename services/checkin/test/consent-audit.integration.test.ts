import request from 'supertest';
import { startCheckin } from './harness';
import type { CheckinHarness } from './harness';
import { onboard, outboxPayloads, seedPeople } from './fixtures';
import type { People } from './fixtures';

/**
 * Withdrawing her health-data consent tells crm (consent.withdrawn), whose audit log records it
 * (issue 19); the withdrawal itself is tested with onboarding.
 */
let h: CheckinHarness;
let p: People;

beforeAll(async () => {
  h = await startCheckin();
  p = await seedPeople(h);
  await onboard(h, p.as.emma);
});
afterAll(() => h.close());

it('records consent.withdrawn with her withdrawal', async () => {
  await request(h.app).post('/api/onboarding/consent/withdraw').set(p.as.emma).expect(200);
  expect(await outboxPayloads(h.db, 'consent.withdrawn')).toEqual([
    { clientId: p.emma.clientId, userId: p.emma.userId, kind: 'health_data' },
  ]);
});
