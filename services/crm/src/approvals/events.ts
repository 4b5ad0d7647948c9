import { sqlOnly, withBatchForm } from '@wellness/kit';
import type { EventHandlers, RawSqlExecutor } from '@wellness/kit';
import type { EventEnvelope } from '@wellness/contracts';
import type { Tx } from '../db';
import { recordRegistrations } from './repository';
import type { Registration } from './repository';

const registrationOf = ({ payload }: EventEnvelope<'user.registered'>): Registration => ({
  userId: payload.userId,
  email: payload.email.toLowerCase(),
  firstName: payload.firstName,
  lastName: payload.lastName,
  note: payload.note,
  role: payload.role,
});

/**
 * `user.registered` (from auth): a self-registration waits for the coach's decision. Every
 * registration brings one, so the consumer's batch records them in one statement, in plain SQL
 * (the consumer runs it on the hot-path pool, without Prisma).
 */
export const approvalEvents: EventHandlers<Tx> = {
  'user.registered': sqlOnly(
    withBatchForm<'user.registered', RawSqlExecutor>(
      (event, tx) => recordRegistrations(tx, [registrationOf(event)]),
      (batch, tx) =>
        recordRegistrations(
          tx,
          batch.map(({ event }) => registrationOf(event)),
        ),
    ),
  ),
};
