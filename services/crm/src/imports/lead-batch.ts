import { recordEvents } from '@wellness/kit';
import type { EventContext, RawSql } from '@wellness/kit';
import type { LeadStatus } from '@wellness/contracts';
import { createLeads, fillLeadPhones, lockLeadsByEmails } from '../leads/repository';
import type { ImportedLead } from '../leads/repository';
import { emailsOf, emptyFieldsFilled, sortRows } from './batch-plan';
import type { PlannedRow, RowOutcome } from './batch-plan';
import type { BatchImport } from './client-batch';
import type { ImportRecord } from './records';

type LeadData = ImportedLead;
const IMPORT_SOURCE = 'import';

function leadData(record: ImportRecord): LeadData {
  return {
    firstName: record.firstName,
    lastName: record.lastName,
    email: record.email,
    phone: record.phone,
    status: (record.status as LeadStatus | null) ?? 'new',
    source: record.source || IMPORT_SOURCE,
    createdAt: record.date ? new Date(`${record.date}T00:00:00.000Z`) : null,
  };
}

/**
 * One batch of lead rows, in the caller's transaction: new leads created (and `lead.created`, as a
 * discovery request does); duplicates, by email against existing leads and earlier rows, skipped or
 * used to fill in an empty phone. Answers what became of each row.
 */
export async function writeLeadBatch(
  tx: RawSql,
  batch: BatchImport,
  planned: PlannedRow[],
  context: EventContext,
): Promise<RowOutcome[]> {
  const existing = new Map(
    (await lockLeadsByEmails(tx, emailsOf(planned))).map((lead) => [lead.email, lead]),
  );
  const { outcomes, toCreate, fills } = sortRows(planned, existing, {
    duplicates: batch.duplicates,
    noun: 'lead',
    dataOf: leadData,
    fillOf: (target: { phone: string | null }, record) =>
      emptyFieldsFilled({ phone: target.phone ?? null }, record, ['phone']),
  });

  const created = toCreate.size ? await createLeads(tx, [...toCreate.values()]) : [];
  const createdIds = new Map(created.map((lead) => [lead.email, lead.id]));
  for (const outcome of outcomes)
    if (outcome.recordId === null && outcome.email)
      outcome.recordId = createdIds.get(outcome.email) ?? null;
  await fillLeadPhones(
    tx,
    [...fills].flatMap(([id, { phone }]) => (phone ? [{ id, phone }] : [])),
  );
  await recordEvents(
    tx,
    'lead.created',
    created.map((lead) => {
      const { firstName, lastName, source } = toCreate.get(lead.email)!;
      return {
        leadId: lead.id,
        email: lead.email,
        firstName,
        lastName,
        source: source ?? IMPORT_SOURCE,
      };
    }),
    context,
  );
  return outcomes.map(({ email: _email, ...outcome }) => outcome);
}
