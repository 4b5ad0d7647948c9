import type { ClientSelf, Paged, ClientSummary } from '@wellness/contracts';
import { forbidden, notFound } from '@wellness/kit';
import type { Identity } from '@wellness/kit';
import type { Db } from '../db';
import { findClientByUserId, findTeamMemberByUserId, listClients } from './repository';
import type { ClientListQuery } from './repository';

/** Coaches see every client; a nutritionist only those assigned to her; clients use /me. */
export function clientsVisibleTo(
  db: Db,
  identity: Identity,
  query: ClientListQuery,
): Promise<Paged<ClientSummary>> {
  if (identity.role === 'coach') return listClients(db, query);
  if (identity.role === 'nutritionist')
    return listClients(db, { ...query, nutritionistUserId: identity.userId });
  throw forbidden();
}

export async function ownClientRecord(db: Db, identity: Identity): Promise<ClientSelf> {
  if (identity.role !== 'client') throw forbidden('Only clients have a client record');
  const client = await findClientByUserId(db, identity.userId);
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
