import { recordEvent, recordEvents } from '@wellness/kit';
import type { EventContext, RawSql } from '@wellness/kit';
import type { EventPayload } from '@wellness/contracts';
import type { Tx } from '../db';
import type { Client } from '../generated/prisma/client';
import { teamContactsByUserId } from '../team/repository';
import { findClientsByIds } from './repository';

type TeamNames = Awaited<ReturnType<typeof teamContactsByUserId>>;

const memberOf = (names: TeamNames, userId: string | null) =>
  userId ? names.get(userId) : undefined;
const nameOf = (names: TeamNames, userId: string | null) => {
  const member = memberOf(names, userId);
  return member ? `${member.firstName} ${member.lastName}` : null;
};

/** What `client.changed` carries of a client's row. */
export type SnapshotClient = Pick<
  Client,
  | 'id'
  | 'userId'
  | 'coachUserId'
  | 'nutritionistUserId'
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'status'
  | 'tags'
  | 'joinedAt'
>;

const snapshotOf = (
  client: SnapshotClient,
  names: TeamNames = new Map(),
): EventPayload<'client.changed'> => ({
  clientId: client.id,
  userId: client.userId,
  coachUserId: client.coachUserId,
  nutritionistUserId: client.nutritionistUserId,
  email: client.email,
  firstName: client.firstName,
  lastName: client.lastName,
  status: client.status,
  coachName: nameOf(names, client.coachUserId),
  nutritionistName: nameOf(names, client.nutritionistUserId),
  coachEmail: memberOf(names, client.coachUserId)?.email ?? null,
  nutritionistEmail: memberOf(names, client.nutritionistUserId)?.email ?? null,
  tags: client.tags,
  joinedAt: client.joinedAt.toISOString(),
});

/** Whether an edit changed what `client.changed` carries (a phone or goals edit does not; tags do). */
export const snapshotChanged = (before: Client, after: Client): boolean =>
  JSON.stringify(snapshotOf(before)) !== JSON.stringify(snapshotOf(after));

/**
 * `client.changed` for each of these clients: her record as it stands after the caller's change,
 * written to the outbox in the caller's transaction, so a snapshot exists if and only if the
 * change commits. The one way crm announces a client: call it wherever her account, coach,
 * nutritionist, name, email, status or tags change (checkin keeps its read model of who is whose
 * from these). The change has locked her row, so snapshots of one client are written, and
 * timestamped, in the order of the changes.
 */
export async function recordClientChanges(
  tx: Tx,
  clientIds: string[],
  context: EventContext,
): Promise<void> {
  if (!clientIds.length) return;
  const clients = await findClientsByIds(tx, [...new Set(clientIds)]);
  await recordEvents(tx, 'client.changed', await snapshotsOf(tx, clients), context);
}

/** What `client.changed` carries of each of these clients, with her coach's and nutritionist's names. */
async function snapshotsOf(
  tx: RawSql,
  clients: SnapshotClient[],
): Promise<EventPayload<'client.changed'>[]> {
  const names = await teamContactsByUserId(
    tx,
    clients.flatMap((c) => [c.coachUserId, c.nutritionistUserId]),
  );
  return clients.map((client) => snapshotOf(client, names));
}

/**
 * A bulk import's batch of new (or changed) clients, as their rows now stand: the snapshots
 * recordClientChanges would write, in one `clients.imported` event instead of one event each (a
 * thousand events a batch would cost the relay, Redis and every consumer a job each).
 */
export async function recordImportedClients(
  tx: RawSql,
  importId: string,
  clients: SnapshotClient[],
  context: EventContext,
): Promise<void> {
  if (!clients.length) return;
  await recordEvent(
    tx,
    'clients.imported',
    { importId, clients: await snapshotsOf(tx, clients) },
    context,
  );
}
