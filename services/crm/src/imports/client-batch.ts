import { recordEvents } from '@wellness/kit';
import type { EventContext, RawSql } from '@wellness/kit';
import type { ClientStatus } from '@wellness/contracts';
import { uuidOrNull } from '../ids';
import { recordActivities } from '../activity/repository';
import type { ActivityInput } from '../activity/repository';
import { createClients, fillClients, lockClientsByEmails } from '../clients/repository';
import type { ImportedClient } from '../clients/repository';
import { recordClientSnapshots } from '../clients/changes';
import type { SnapshotClient } from '../clients/changes';
import { emailsOf, emptyFieldsFilled, sortRows } from './batch-plan';
import type { PlannedRow, RowOutcome } from './batch-plan';
import type { ImportRecord } from './records';
import type { Actor } from '../actor';

/** What a batch needs to know of its import. */
export interface BatchImport {
  id: string;
  coachUserId: string;
  fileName: string;
  duplicates: 'skip' | 'fill_empty';
  invite: boolean;
  /** The coach who started it, as the timeline names her. */
  actor: Actor;
}

type ClientData = ImportedClient;
/** What "fill in empty fields" may fill on a client. */
const FILLABLE = ['phone', 'goals', 'tags'] as const;
type Fillable = Pick<ClientData, (typeof FILLABLE)[number]>;

const midnight = (day: string) => new Date(`${day}T00:00:00.000Z`);

function clientData(record: ImportRecord, batch: BatchImport): ClientData {
  return {
    firstName: record.firstName,
    lastName: record.lastName,
    email: record.email,
    phone: record.phone,
    status: (record.status as ClientStatus | null) ?? 'active',
    goals: record.goals,
    tags: record.tags,
    coachUserId: uuidOrNull(batch.coachUserId),
    source: 'import',
    joinedAt: record.date ? midnight(record.date) : null,
  };
}

const fillOf = (current: Fillable, record: ImportRecord): Partial<Fillable> =>
  emptyFieldsFilled<Fillable>(current, record, [...FILLABLE]);

/**
 * One batch of client rows, in the caller's transaction: new clients created (source `import`,
 * announced together in one `client.changed`, as every new client is, and invited if asked);
 * duplicates, by email against existing clients and earlier rows, skipped or used to fill in empty
 * fields. Answers what became of each row.
 */
export async function writeClientBatch(
  tx: RawSql,
  batch: BatchImport,
  planned: PlannedRow[],
  context: EventContext,
): Promise<RowOutcome[]> {
  const existing = new Map(
    (await lockClientsByEmails(tx, emailsOf(planned))).map((client) => [client.email, client]),
  );
  const { outcomes, toCreate, fills } = sortRows(planned, existing, {
    duplicates: batch.duplicates,
    noun: 'client',
    dataOf: (record) => clientData(record, batch),
    fillOf,
  });

  const created = toCreate.size ? await createClients(tx, [...toCreate.values()]) : [];
  const createdIds = new Map(created.map((client) => [client.email, client.id]));
  for (const outcome of outcomes)
    if (outcome.recordId === null && outcome.email)
      outcome.recordId = createdIds.get(outcome.email) ?? null;

  const filled = await fillClients(
    tx,
    [...fills].map(([id, fill]) => ({ id, ...fill })),
  );
  // What client.changed carries changed only where tags were filled in.
  const tagsChanged: SnapshotClient[] = filled.filter((client) => fills.get(client.id)?.tags);
  await recordClientSnapshots(tx, [...created, ...tagsChanged], context);
  if (batch.invite)
    await recordEvents(
      tx,
      'client.invited',
      created.map((client) => {
        const { firstName, lastName } = toCreate.get(client.email)!;
        return { clientId: client.id, email: client.email, firstName, lastName };
      }),
      context,
    );
  const { actor } = batch;
  const activities: ActivityInput[] = [
    ...created.map((client) => ({
      subjectType: 'client' as const,
      subjectId: client.id,
      kind: 'created',
      summary: `Client imported from ${batch.fileName}${batch.invite ? '; invitation sent' : ''}`,
      actor,
    })),
    ...[...fills].map(([id, fill]) => ({
      subjectType: 'client' as const,
      subjectId: id,
      kind: 'updated',
      summary: `Empty fields filled in from ${batch.fileName}: ${Object.keys(fill).join(', ')}`,
      actor,
    })),
  ];
  await recordActivities(tx, activities);
  return outcomes.map(({ email: _email, ...outcome }) => outcome);
}
