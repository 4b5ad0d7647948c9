import { CLIENT_EXPORT_COLUMNS, TEAM_MESSAGES } from '@wellness/contracts';
import type {
  ClientDetail,
  ClientRow,
  ClientSelf,
  ClientStatus,
  Note,
  Paged,
  bulkClientActionSchema,
  clientListQuerySchema,
  clientUpdateSchema,
} from '@wellness/contracts';
import { DomainError, forbidden, notFound } from '@wellness/kit';
import type { z } from 'zod';
import type { Db, Tx } from '../db';
import type { Client } from '../generated/prisma/client';
import { actorOf } from '../actor';
import { assertRole } from '../caller';
import { fullName } from '../people';
import { uuidOrNull } from '../ids';
import type { Actor } from '../actor';
import type { Caller } from '@wellness/kit';
import { recordActivities, timelineOf } from '../activity/repository';
import type { ActivityInput } from '../activity/repository';
import { createNote, notesOf } from '../notes/repository';
import { isoOrNull } from '../dates';
import { listOf } from '../leads/handlers';
import {
  assignMany,
  clientsByIds,
  findClient,
  findClientByUserId,
  listClients,
  lockClient,
  setStatusMany,
  updateClient as saveClient,
} from './repository';
import { findTeamMemberByUserId, teamNamesByUserId } from '../team/repository';
import type { ClientRowData } from './repository';
import { toCsv } from './csv';

type ClientListQuery = z.output<typeof clientListQuerySchema>;
type ClientUpdate = z.output<typeof clientUpdateSchema>;
type BulkAction = z.output<typeof bulkClientActionSchema>;

export const CLIENT_STATUS_LABELS: Record<ClientStatus, string> = {
  active: 'Active',
  paused: 'Paused',
  pending: 'Pending',
  archived: 'Archived',
};

/** A user id no nutritionist has (for an identity whose id is not a uuid: she sees nobody). */
const NO_ONE = '00000000-0000-0000-0000-000000000000';

const toRow = (c: ClientRowData): ClientRow => ({
  id: c.id,
  firstName: c.firstName,
  lastName: c.lastName,
  email: c.email,
  phone: c.phone,
  status: c.status,
  nutritionist:
    c.nutritionistUserId && c.nutritionistFirstName !== null
      ? {
          userId: c.nutritionistUserId,
          firstName: c.nutritionistFirstName,
          lastName: c.nutritionistLastName ?? '',
        }
      : null,
  joinedAt: new Date(c.joinedAt).toISOString(),
  lastCheckInAt: isoOrNull(c.lastCheckInAt),
  hasAccount: c.userId !== null,
});

/**
 * The client table. A coach sees every client; a nutritionist only those assigned to her (any
 * nutritionist filter she sends is replaced by her own id); clients are refused (they use /me).
 */
export async function clientsVisibleTo(
  db: Db,
  caller: Caller,
  query: ClientListQuery,
): Promise<Paged<ClientRow>> {
  const { identity } = caller;
  if (identity.role === 'client') throw forbidden();
  const filter =
    identity.role === 'nutritionist'
      ? { ...query, nutritionist: uuidOrNull(identity.userId) ?? NO_ONE }
      : query;
  const { items, total } = await listClients(db, filter);
  return { items: items.map(toRow), total, page: query.page, pageSize: query.pageSize };
}

export async function ownClientRecord(db: Db, caller: Caller): Promise<ClientSelf> {
  if (caller.identity.role !== 'client') throw forbidden('Only clients have a client record');
  const client = await findClientByUserId(db, caller.identity.userId);
  if (!client) throw notFound('Client record');
  const coach = client.coachUserId ? await findTeamMemberByUserId(db, client.coachUserId) : null;
  return {
    id: client.id,
    firstName: client.firstName,
    lastName: client.lastName,
    email: client.email,
    status: client.status,
    coach: coach ? { firstName: coach.firstName, lastName: coach.lastName } : null,
    nextCheckInDue: client.nextCheckInDue?.toISOString() ?? null,
  };
}

/** Whether the caller may read this client: a coach always, a nutritionist if assigned, a client if hers. */
function canRead(caller: Caller, client: Client): boolean {
  const { role, userId } = caller.identity;
  if (role === 'coach') return true;
  if (role === 'nutritionist') return client.nutritionistUserId === userId;
  return client.userId === userId;
}

async function detailOf(db: Db | Tx, client: Client, withNotes: boolean): Promise<ClientDetail> {
  const [team, notes, timeline] = await Promise.all([
    teamNamesByUserId(db, [client.nutritionistUserId, client.coachUserId]),
    withNotes ? notesOf(db, { clientId: client.id }) : Promise.resolve([]),
    timelineOf(db, 'client', client.id),
  ]);
  const ref = (userId: string | null) => {
    const member = userId ? team.get(userId) : undefined;
    return userId && member ? { userId, ...member } : null;
  };
  return {
    id: client.id,
    userId: client.userId,
    firstName: client.firstName,
    lastName: client.lastName,
    email: client.email,
    phone: client.phone,
    status: client.status,
    goals: client.goals,
    nutritionist: ref(client.nutritionistUserId),
    coach: ref(client.coachUserId),
    joinedAt: client.joinedAt.toISOString(),
    lastCheckInAt: client.lastCheckInAt?.toISOString() ?? null,
    nextCheckInDue: client.nextCheckInDue?.toISOString() ?? null,
    hasAccount: client.userId !== null,
    notes,
    timeline,
  };
}

/**
 * A client profile. Coach: everything, private notes included. Nutritionist: only an assigned
 * client, without notes. Client: only her own record, without notes. Anything else is "not found",
 * so the answer does not reveal whether the record exists.
 */
export async function clientDetail(db: Db, caller: Caller, id: string): Promise<ClientDetail> {
  const client = await findClient(db, id);
  if (!client || !canRead(caller, client)) throw notFound('Client');
  return detailOf(db, client, caller.identity.role === 'coach');
}

const DETAIL_LABELS = {
  firstName: 'first name',
  lastName: 'last name',
  phone: 'phone',
  goals: 'goals',
} as const;

const statusChange = (id: string, from: ClientStatus, to: ClientStatus, actor: Actor) => ({
  subjectType: 'client' as const,
  subjectId: id,
  kind: 'status_changed',
  summary: `Status changed from ${CLIENT_STATUS_LABELS[from]} to ${CLIENT_STATUS_LABELS[to]}`,
  actor,
});

/** Coach only: edits a client; status changes and edits are recorded in the timeline. */
export async function updateClient(
  db: Db,
  caller: Caller,
  id: string,
  input: ClientUpdate,
): Promise<ClientDetail> {
  assertRole(caller, 'coach');
  const actor = await actorOf(db, caller);
  return db.$transaction(async (tx) => {
    const client = await lockClient(tx, id);
    if (!client) throw notFound('Client');
    const edits = {
      ...(input.firstName !== undefined ? { firstName: input.firstName } : {}),
      ...(input.lastName !== undefined ? { lastName: input.lastName } : {}),
      ...(input.phone !== undefined ? { phone: input.phone || null } : {}),
      ...(input.goals !== undefined ? { goals: input.goals || null } : {}),
    };
    const changed = (Object.keys(edits) as (keyof typeof edits)[]).filter(
      (field) => edits[field] !== client[field],
    );
    const activities: ActivityInput[] = [];
    if (input.status && input.status !== client.status)
      activities.push(statusChange(id, client.status, input.status, actor));
    if (changed.length)
      activities.push({
        subjectType: 'client',
        subjectId: id,
        kind: 'updated',
        summary: `Updated ${listOf(changed.map((field) => DETAIL_LABELS[field]))}`,
        actor,
      });
    const updated = await saveClient(tx, id, {
      ...edits,
      ...(input.status ? { status: input.status } : {}),
    });
    await recordActivities(tx, activities);
    return detailOf(tx, updated, true);
  });
}

/** Coach only: a private note on a client (never shown to the client or her nutritionist). */
export async function addClientNote(
  db: Db,
  caller: Caller,
  id: string,
  body: string,
): Promise<Note> {
  assertRole(caller, 'coach');
  if (!(await findClient(db, id))) throw notFound('Client');
  return createNote(db, { clientId: id }, body, await actorOf(db, caller));
}

const notNutritionist = () =>
  new DomainError('BAD_REQUEST', TEAM_MESSAGES.notNutritionist, {
    fields: { nutritionistUserId: TEAM_MESSAGES.notNutritionist },
  });

/** The active nutritionist with this user id (400 otherwise), or null to unassign. */
async function nutritionistFor(db: Db | Tx, userId: string | null) {
  if (userId === null) return null;
  const member = await findTeamMemberByUserId(db, userId);
  if (!member || member.role !== 'nutritionist' || member.status !== 'active')
    throw notNutritionist();
  return member;
}

function assignmentActivities(
  changes: { id: string; before: string | null }[],
  nutritionist: { firstName: string; lastName: string } | null,
  previous: Map<string, { firstName: string; lastName: string }>,
  actor: Actor,
): ActivityInput[] {
  return changes.map(({ id, before }) => {
    const was = before ? previous.get(before) : undefined;
    return {
      subjectType: 'client',
      subjectId: id,
      kind: nutritionist ? 'assigned' : 'unassigned',
      summary: nutritionist
        ? `Assigned to nutritionist ${fullName(nutritionist)}` +
          (was ? ` (was ${fullName(was)})` : '')
        : `Nutritionist ${was ? `${fullName(was)} ` : ''}unassigned`,
      actor,
    };
  });
}

/** Coach only: assigns a client to an active nutritionist, or unassigns her (null). */
export async function assignNutritionist(
  db: Db,
  caller: Caller,
  id: string,
  nutritionistUserId: string | null,
): Promise<ClientDetail> {
  assertRole(caller, 'coach');
  const actor = await actorOf(db, caller);
  return db.$transaction(async (tx) => {
    const client = await lockClient(tx, id);
    if (!client) throw notFound('Client');
    const nutritionist = await nutritionistFor(tx, nutritionistUserId);
    const changes = await assignMany(tx, [id], nutritionistUserId);
    const previous = await teamNamesByUserId(tx, [client.nutritionistUserId]);
    await recordActivities(tx, assignmentActivities(changes, nutritionist, previous, actor));
    return detailOf(tx, (await findClient(tx, id))!, true);
  });
}

/** Coach only: one action on many clients; counts the clients it actually changed. */
export async function bulkClientAction(
  db: Db,
  caller: Caller,
  action: BulkAction,
): Promise<{ updated: number }> {
  assertRole(caller, 'coach');
  const actor = await actorOf(db, caller);
  const ids = [...new Set(action.ids)];
  return db.$transaction(async (tx) => {
    if (action.action === 'assign') {
      const nutritionist = await nutritionistFor(tx, action.nutritionistUserId);
      const changes = await assignMany(tx, ids, action.nutritionistUserId);
      const previous = await teamNamesByUserId(
        tx,
        changes.map((c) => c.before),
      );
      await recordActivities(tx, assignmentActivities(changes, nutritionist, previous, actor));
      return { updated: changes.length };
    }
    const changes = await setStatusMany(tx, ids, action.status);
    await recordActivities(
      tx,
      changes.map((c) => statusChange(c.id, c.before, action.status, actor)),
    );
    return { updated: changes.length };
  });
}

export interface CsvExport {
  filename: string;
  body: string;
}

/** Coach only: the selected clients as CSV (columns CLIENT_EXPORT_COLUMNS), in name order. */
export async function exportClients(
  db: Db,
  caller: Caller,
  ids: string[],
  now = new Date(),
): Promise<CsvExport> {
  assertRole(caller, 'coach');
  const rows = (await clientsByIds(db, [...new Set(ids)])).map(toRow);
  const cell: Record<(typeof CLIENT_EXPORT_COLUMNS)[number], (row: ClientRow) => string> = {
    firstName: (r) => r.firstName,
    lastName: (r) => r.lastName,
    email: (r) => r.email,
    phone: (r) => r.phone ?? '',
    status: (r) => r.status,
    nutritionist: (r) => (r.nutritionist ? fullName(r.nutritionist) : ''),
    joinedAt: (r) => r.joinedAt,
    lastCheckInAt: (r) => r.lastCheckInAt ?? '',
  };
  return {
    filename: `clients-${now.toISOString().slice(0, 10)}.csv`,
    body: toCsv([
      [...CLIENT_EXPORT_COLUMNS],
      ...rows.map((row) => CLIENT_EXPORT_COLUMNS.map((column) => cell[column](row))),
    ]),
  };
}
