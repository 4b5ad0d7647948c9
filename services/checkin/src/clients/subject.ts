import { ONBOARDING_MESSAGES } from '@wellness/contracts';
import { DomainError, dateIn, notFound, isUuid } from '@wellness/kit';
import type { Caller } from '@wellness/kit';
import type { CheckinDeps } from '../deps';
import type { Client } from '../generated/prisma/client';
import type { Schedule } from '../checkins/schedule';
import { findClient, findClientByUserId } from './repository';

/** Whose record a request is about: hers (by her user id), or the one staff name (`?clientId=`). */
export type SubjectKey = { userId: string } | { clientId: string };

/**
 * The key of the client a request is about, or null for a client whose user id names no record.
 * Staff must name one (400 otherwise).
 */
export function subjectKey(caller: Caller, clientId: string | undefined): SubjectKey | null {
  if (caller.identity.role === 'client') {
    return isUuid(caller.identity.userId) ? { userId: caller.identity.userId } : null;
  }
  if (clientId === undefined) {
    throw new DomainError('VALIDATION', ONBOARDING_MESSAGES.chooseClient, {
      fields: { clientId: ONBOARDING_MESSAGES.chooseClient },
    });
  }
  return { clientId };
}

/** The client found by `subjectKey`, checked: a `clientId` a client sends must be hers. */
export function foundSubject<T extends Pick<Client, 'clientId'>>(
  caller: Caller,
  clientId: string | undefined,
  found: T | null,
): T {
  if (caller.identity.role === 'client') {
    if (!found) throw new DomainError('NOT_FOUND', ONBOARDING_MESSAGES.notOnboarded);
    if (clientId !== undefined && clientId !== found.clientId) throw notFound('Client');
    return found;
  }
  if (!found) throw notFound('Client');
  return found;
}

/**
 * The client a request is about: a client's own record (a `clientId` she sends must be hers), or
 * the one staff name with `?clientId=`. Whether the caller may see or change it is decided by the
 * feature's access.ts; a client nobody knows is "not found".
 */
export async function subjectClient(
  deps: CheckinDeps,
  caller: Caller,
  clientId: string | undefined,
): Promise<Client> {
  const key = subjectKey(caller, clientId);
  const found =
    key === null
      ? null
      : 'userId' in key
        ? await findClientByUserId(deps.db, key.userId)
        : await findClient(deps.db, key.clientId);
  return foundSubject(caller, clientId, found);
}

/** Her check-in day and time zone: chosen in onboarding, else the business's defaults. */
export const scheduleOf = (
  deps: Pick<CheckinDeps, 'config'>,
  client: Pick<Client, 'checkinDay' | 'timeZone'>,
): Schedule => ({
  checkinDay: client.checkinDay ?? deps.config.DEFAULT_CHECKIN_DAY,
  timeZone: client.timeZone ?? deps.config.BUSINESS_TIME_ZONE,
});

/** Today's date in her time zone, by the deps' clock. */
export const todayFor = (deps: Pick<CheckinDeps, 'clock'>, schedule: Schedule): string =>
  dateIn(deps.clock.now(), schedule.timeZone);
