import { recordEvent } from '@wellness/kit';
import type { EventContext, RawSql } from '@wellness/kit';
import type { ClientSnapshot } from '@wellness/contracts';
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

const snapshotOf = (client: SnapshotClient, names: TeamNames = new Map()): ClientSnapshot => ({
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
 * `client.changed` for these clients: each one's record as it stands after the caller's change, in
 * one event, written to the outbox in the caller's transaction, so the snapshots exist if and only
 * if the change commits. The one way crm announces clients: call it wherever a client is created
 * or her account, coach, nutritionist, name, email, status or tags change (checkin keeps its read
 * model of who is whose from these). The change has locked her row, so snapshots of one client are
 * written, and timestamped, in the order of the changes.
 */
export async function recordClientChanges(
  tx: Tx,
  clientIds: string[],
  context: EventContext,
): Promise<void> {
  if (!clientIds.length) return;
  await recordClientSnapshots(tx, await findClientsByIds(tx, [...new Set(clientIds)]), context);
}

/**
 * recordClientChanges for clients whose rows the caller holds as they now stand (a bulk import's
 * batch, as its insert returned them): one query fewer, and no Prisma.
 */
export async function recordClientSnapshots(
  tx: RawSql,
  clients: SnapshotClient[],
  context: EventContext,
): Promise<void> {
  if (!clients.length) return;
  const names = await teamContactsByUserId(
    tx,
    clients.flatMap((c) => [c.coachUserId, c.nutritionistUserId]),
  );
  await recordEvent(
    tx,
    'client.changed',
    { clients: clients.map((client) => snapshotOf(client, names)) },
    context,
  );
}
