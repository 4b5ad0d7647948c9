import { recordEvents } from '@wellness/kit';
import type { EventContext } from '@wellness/kit';
import type { Tx } from '../db';
import type { ClientStatus } from '@wellness/contracts';
import { uuidOrNull } from '../ids';
import { recordActivities } from '../activity/repository';
import type { ActivityInput } from '../activity/repository';
import { createClients, lockClientsByEmails, updateClient } from '../clients/repository';
import type { ImportedClient } from '../clients/repository';
import { recordClientSnapshots } from '../clients/changes';
import type { SnapshotClient } from '../clients/changes';
import { emailsOf, emptyFieldsFilled } from './batch-plan';
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
 * announced with `client.changed` by the same code as every new client, and invited if asked);
 * duplicates, by email against existing clients and earlier rows, skipped or used to fill in empty
 * fields. Answers what became of each row.
 */
export async function writeClientBatch(
  tx: Tx,
  batch: BatchImport,
  planned: PlannedRow[],
  context: EventContext,
): Promise<RowOutcome[]> {
  const existing = new Map(
    (await lockClientsByEmails(tx, emailsOf(planned))).map((client) => [client.email, client]),
  );
  const toCreate = new Map<string, ClientData>();
  const fills = new Map<string, Partial<Fillable>>();
  const outcomes: (RowOutcome & { email?: string })[] = [];

  for (const p of planned) {
    if (!p.ok) {
      outcomes.push({
        row: p.row,
        outcome: 'rejected',
        recordId: null,
        reason: p.reason,
        cells: p.cells,
      });
      continue;
    }
    const { record } = p;
    const current = existing.get(record.email);
    const pending = toCreate.get(record.email);
    if (!current && !pending) {
      toCreate.set(record.email, clientData(record, batch));
      outcomes.push({
        row: p.row,
        outcome: 'created',
        recordId: null,
        reason: null,
        email: record.email,
      });
      continue;
    }
    const against = current ? 'This email is already a client' : 'An earlier row has this email';
    const fill =
      batch.duplicates === 'fill_empty'
        ? fillOf({ ...(current ?? pending!), ...(current ? fills.get(current.id) : {}) }, record)
        : {};
    if (!Object.keys(fill).length) {
      outcomes.push({
        row: p.row,
        outcome: 'skipped',
        recordId: current?.id ?? null,
        reason: against,
        email: record.email,
      });
      continue;
    }
    if (current) fills.set(current.id, { ...fills.get(current.id), ...fill });
    else Object.assign(pending!, fill);
    outcomes.push({
      row: p.row,
      outcome: 'updated',
      recordId: current?.id ?? null,
      reason: `${against}: filled in ${Object.keys(fill).join(', ')}`,
      email: record.email,
    });
  }

  const created = toCreate.size ? await createClients(tx, [...toCreate.values()]) : [];
  const createdIds = new Map(created.map((client) => [client.email, client.id]));
  for (const outcome of outcomes)
    if (outcome.recordId === null && outcome.email)
      outcome.recordId = createdIds.get(outcome.email) ?? null;

  const tagsChanged: SnapshotClient[] = [];
  for (const [id, fill] of fills) {
    const updated = await updateClient(tx, id, fill);
    if (fill.tags) tagsChanged.push(updated);
  }
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
