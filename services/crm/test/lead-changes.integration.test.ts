import request from 'supertest';
import { startCrm } from './harness';
import type { CrmHarness } from './harness';
import { newClient, newLead, outboxPayloads, seedTeam } from './fixtures';

/**
 * `lead.changed`: every change of a lead's status (the coach's edit, losing her, converting her)
 * leaves the lead as it stands in the outbox, in the change's transaction, with the status before.
 */
let crm: CrmHarness;
let t: Awaited<ReturnType<typeof seedTeam>>;

beforeAll(async () => {
  crm = await startCrm();
  t = await seedTeam(crm.db);
});
afterAll(() => crm.close());

const changesOf = async (leadId: string) =>
  (await outboxPayloads(crm.db, 'lead.changed')).filter((p) => p.leadId === leadId);
const patch = (id: string, body: object) =>
  request(crm.app).patch(`/api/leads/${id}`).set(t.as.coach).send(body);

describe('lead.changed', () => {
  it('is written for each status change, with the status before, and not for other edits', async () => {
    const lead = await newLead(crm.db, { firstName: 'Lola', email: 'lola@example.com' });
    await patch(lead.id, { status: 'contacted' }).expect(200);
    await patch(lead.id, { phone: '+44 7700 900999' }).expect(200);
    await patch(lead.id, { status: 'contacted' }).expect(200);
    await patch(lead.id, { status: 'call_booked' }).expect(200);
    await patch(lead.id, { status: 'lost', lostReason: 'Chose another coach' }).expect(200);
    await patch(lead.id, { lostReason: 'Moved abroad' }).expect(200);
    expect(await changesOf(lead.id)).toEqual([
      {
        leadId: lead.id,
        email: 'lola@example.com',
        firstName: 'Lola',
        lastName: lead.lastName,
        status: 'contacted',
        previousStatus: 'new',
        clientId: null,
      },
      expect.objectContaining({ status: 'call_booked', previousStatus: 'contacted' }),
      expect.objectContaining({ status: 'lost', previousStatus: 'call_booked', clientId: null }),
    ]);
  });

  it('is not written when the change is refused', async () => {
    const lead = await newLead(crm.db);
    await patch(lead.id, { status: 'lost' }).expect(400);
    expect(await changesOf(lead.id)).toEqual([]);
  });

  it('is written when she is converted: won, with her client', async () => {
    const lead = await newLead(crm.db, { status: 'call_booked' });
    const res = await request(crm.app).post(`/api/leads/${lead.id}/convert`).set(t.as.coach);
    expect(res.status).toBe(201);
    expect(await changesOf(lead.id)).toEqual([
      expect.objectContaining({
        status: 'won',
        previousStatus: 'call_booked',
        clientId: res.body.clientId,
      }),
    ]);
  });

  it('is written when she is linked to an existing client, even if already marked won', async () => {
    const client = await newClient(crm.db, { email: 'already@example.com' });
    const lead = await newLead(crm.db, { email: 'already@example.com', status: 'won' });
    await request(crm.app).post(`/api/leads/${lead.id}/convert`).set(t.as.coach).expect(200);
    expect(await changesOf(lead.id)).toEqual([
      expect.objectContaining({ status: 'won', previousStatus: 'won', clientId: client.id }),
    ]);
  });
});
