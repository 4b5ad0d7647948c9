import {
  CLIENT_EXPORT_COLUMNS,
  CLIENT_EXPORT_HEADERS,
  CLIENT_STATUS_LABELS,
  SCREENING_REVIEWED,
  TEAM_MESSAGES,
} from '@wellness/contracts';
import type {
  ClientDetail,
  ClientRow,
  ClientSelf,
  ClientStatus,
  Note,
  bulkClientActionSchema,
  clientListQuerySchema,
  clientUpdateSchema,
} from '@wellness/contracts';
import { DomainError, eventContextOf, notFound } from '@wellness/kit';
import type { Caller } from '@wellness/kit';
import type { z } from 'zod';
import type { Db, Tx } from '../db';
import type { CrmDeps } from '../deps';
import type { Client } from '../generated/prisma/client';
import { actorOf } from '../actor';
import type { Actor } from '../actor';
import { changedFields } from '../changed-fields';
import { isoOrNull } from '../dates';
import { pageOf } from '../paging';
import { fullName } from '../people';
import { recordActivities, timelineOf } from '../activity/repository';
import type { ActivityInput } from '../activity/repository';
import { createNote, notesOf } from '../notes/repository';
import { findTeamMemberByUserId, teamNamesByUserId } from '../team/repository';
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
import type { ClientRowData } from './repository';
import { canRead, canSeeBilling, canSeeNotes, visibleFilter } from './access';
import { recordClientChanges, snapshotChanged } from './changes';
import { toCsv } from '../csv';
import type { CsvExport } from '../csv';

type ClientListQuery = z.output<typeof clientListQuerySchema>;
type ClientUpdate = z.output<typeof clientUpdateSchema>;
type BulkAction = z.output<typeof bulkClientActionSchema>;

const toRow = (c: ClientRowData, withBilling: boolean): ClientRow => ({
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
  screeningFlagged: c.screeningFlagged,
  billingStatus: withBilling ? c.billingStatus : null,
  tags: c.tags,
  source: c.source,
});

/** The client table, within what the caller may see (access.ts: visibleFilter). */
export async function clientsVisibleTo(deps: CrmDeps, caller: Caller, query: ClientListQuery) {
  const withBilling = canSeeBilling(caller);
  // Billing is the coach's: for anyone else its filter is no filter at all (access.ts).
  const filter = withBilling ? query : { ...query, billing: undefined };
  const found = await listClients(deps.db, visibleFilter(caller), filter);
  return {
    ...pageOf(query, found, (row) => toRow(row, withBilling)),
    totalCapped: found.totalCapped,
  };
}

/** A client's own record (her dashboard): her coach, her nutritionist and her next check-in. */
export async function ownClientRecord(deps: CrmDeps, caller: Caller): Promise<ClientSelf> {
  const client = await findClientByUserId(deps.db, caller.identity.userId);
  if (!client) throw notFound('Client record');
  const team = await teamNamesByUserId(deps.db, [client.coachUserId, client.nutritionistUserId]);
  const named = (userId: string | null) => (userId ? (team.get(userId) ?? null) : null);
  return {
    id: client.id,
    firstName: client.firstName,
    lastName: client.lastName,
    email: client.email,
    status: client.status,
    coach: named(client.coachUserId),
    nutritionist: named(client.nutritionistUserId),
    nextCheckInDue: client.nextCheckInDue?.toISOString() ?? null,
  };
}

async function detailOf(db: Db | Tx, client: Client, caller: Caller): Promise<ClientDetail> {
  const withNotes = canSeeNotes(caller);
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
    screeningFlagged: client.screeningFlagged,
    billingStatus: canSeeBilling(caller) ? client.billingStatus : null,
    tags: client.tags,
    source: client.source,
    notes,
    timeline,
  };
}

/**
 * A client profile. Coach: everything, private notes included. Nutritionist: only an assigned
 * client, without notes. Client: only her own record, without notes. Anything else is "not found",
 * so the answer does not reveal whether the record exists.
 */
export async function clientDetail(
  deps: CrmDeps,
  caller: Caller,
  id: string,
): Promise<ClientDetail> {
  const client = await findClient(deps.db, id);
  if (!client || !canRead(caller, client)) throw notFound('Client');
  return detailOf(deps.db, client, caller);
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
  deps: CrmDeps,
  caller: Caller,
  id: string,
  input: ClientUpdate,
): Promise<ClientDetail> {
  const actor = await actorOf(deps.db, caller);
  return deps.db.$transaction(async (tx) => {
    const client = await lockClient(tx, id);
    if (!client) throw notFound('Client');
    const { edits, summary } = changedFields(client, input, DETAIL_LABELS, ['phone', 'goals']);
    const activities: ActivityInput[] = [];
    if (input.status && input.status !== client.status)
      activities.push(statusChange(id, client.status, input.status, actor));
    if (summary)
      activities.push({ subjectType: 'client', subjectId: id, kind: 'updated', summary, actor });
    const updated = await saveClient(tx, id, {
      ...edits,
      ...(input.status ? { status: input.status } : {}),
    });
    if (snapshotChanged(client, updated))
      await recordClientChanges(tx, [id], eventContextOf(caller));
    await recordActivities(tx, activities);
    return detailOf(tx, updated, caller);
  });
}

/**
 * Coach only: she has read the health screening her client answered yes to. Clears the flag and
 * says so on the timeline; a second call changes nothing.
 */
export async function markScreeningReviewed(
  deps: CrmDeps,
  caller: Caller,
  id: string,
): Promise<ClientDetail> {
  const actor = await actorOf(deps.db, caller);
  return deps.db.$transaction(async (tx) => {
    const client = await lockClient(tx, id);
    if (!client) throw notFound('Client');
    if (!client.screeningFlagged) return detailOf(tx, client, caller);
    const updated = await saveClient(tx, id, { screeningFlagged: false });
    await recordActivities(tx, [
      {
        subjectType: 'client',
        subjectId: id,
        kind: 'screening_reviewed',
        summary: SCREENING_REVIEWED,
        actor,
      },
    ]);
    return detailOf(tx, updated, caller);
  });
}

/** Coach only: a private note on a client (never shown to the client or her nutritionist). */
export async function addClientNote(
  deps: CrmDeps,
  caller: Caller,
  id: string,
  body: string,
): Promise<Note> {
  if (!(await findClient(deps.db, id))) throw notFound('Client');
  return createNote(deps.db, { clientId: id }, body, await actorOf(deps.db, caller));
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
  deps: CrmDeps,
  caller: Caller,
  id: string,
  nutritionistUserId: string | null,
): Promise<ClientDetail> {
  const actor = await actorOf(deps.db, caller);
  return deps.db.$transaction(async (tx) => {
    const client = await lockClient(tx, id);
    if (!client) throw notFound('Client');
    const nutritionist = await nutritionistFor(tx, nutritionistUserId);
    const changes = await assignMany(tx, [id], nutritionistUserId);
    await recordClientChanges(
      tx,
      changes.map((c) => c.id),
      eventContextOf(caller),
    );
    const previous = await teamNamesByUserId(tx, [client.nutritionistUserId]);
    await recordActivities(tx, assignmentActivities(changes, nutritionist, previous, actor));
    return detailOf(tx, (await findClient(tx, id))!, caller);
  });
}

/** Coach only: one action on many clients; counts the clients it actually changed. */
export async function bulkClientAction(
  deps: CrmDeps,
  caller: Caller,
  action: BulkAction,
): Promise<{ updated: number }> {
  const actor = await actorOf(deps.db, caller);
  const ids = [...new Set(action.ids)];
  return deps.db.$transaction(async (tx) => {
    if (action.action === 'assign') {
      const nutritionist = await nutritionistFor(tx, action.nutritionistUserId);
      const changes = await assignMany(tx, ids, action.nutritionistUserId);
      await recordClientChanges(
        tx,
        changes.map((c) => c.id),
        eventContextOf(caller),
      );
      const previous = await teamNamesByUserId(
        tx,
        changes.map((c) => c.before),
      );
      await recordActivities(tx, assignmentActivities(changes, nutritionist, previous, actor));
      return { updated: changes.length };
    }
    const changes = await setStatusMany(tx, ids, action.status);
    await recordClientChanges(
      tx,
      changes.map((c) => c.id),
      eventContextOf(caller),
    );
    await recordActivities(
      tx,
      changes.map((c) => statusChange(c.id, c.before, action.status, actor)),
    );
    return { updated: changes.length };
  });
}

/** Coach only: the selected clients as CSV (columns CLIENT_EXPORT_COLUMNS), in name order. */
export async function exportClients(
  deps: CrmDeps,
  _caller: Caller,
  ids: string[],
  now = new Date(),
): Promise<CsvExport> {
  const rows = (await clientsByIds(deps.db, [...new Set(ids)])).map((row) => toRow(row, true));
  const cell: Record<(typeof CLIENT_EXPORT_COLUMNS)[number], (row: ClientRow) => string> = {
    firstName: (r) => r.firstName,
    lastName: (r) => r.lastName,
    email: (r) => r.email,
    phone: (r) => r.phone ?? '',
    status: (r) => CLIENT_STATUS_LABELS[r.status],
    nutritionist: (r) => (r.nutritionist ? fullName(r.nutritionist) : ''),
    joinedAt: (r) => r.joinedAt,
    lastCheckInAt: (r) => r.lastCheckInAt ?? '',
    tags: (r) => r.tags.join(', '),
  };
  return {
    filename: `clients-${now.toISOString().slice(0, 10)}.csv`,
    body: toCsv([
      CLIENT_EXPORT_COLUMNS.map((column) => CLIENT_EXPORT_HEADERS[column]),
      ...rows.map((row) => CLIENT_EXPORT_COLUMNS.map((column) => cell[column](row))),
    ]),
  };
}
