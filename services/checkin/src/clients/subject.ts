import { ONBOARDING_MESSAGES } from '@wellness/contracts';
import { DomainError, dateIn, notFound } from '@wellness/kit';
import type { Caller } from '@wellness/kit';
import type { CheckinDeps } from '../deps';
import type { Client } from '../generated/prisma/client';
import type { Schedule } from '../checkins/schedule';
import { isUuid } from '../ids';
import { findClient, findClientByUserId } from './repository';

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
  if (caller.identity.role === 'client') {
    const own = isUuid(caller.identity.userId)
      ? await findClientByUserId(deps.db, caller.identity.userId)
      : null;
    if (!own) throw new DomainError('NOT_FOUND', ONBOARDING_MESSAGES.notOnboarded);
    if (clientId !== undefined && clientId !== own.clientId) throw notFound('Client');
    return own;
  }
  if (clientId === undefined) {
    throw new DomainError('VALIDATION', ONBOARDING_MESSAGES.chooseClient, {
      fields: { clientId: ONBOARDING_MESSAGES.chooseClient },
    });
  }
  const client = await findClient(deps.db, clientId);
  if (!client) throw notFound('Client');
  return client;
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
