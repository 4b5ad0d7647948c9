import type { EventHandlers } from '@wellness/kit';
import type { Tx } from '../db';
import { recordRegistration } from './repository';

/** `user.registered` (from auth): a self-registration waits for the coach's decision. */
export const approvalEvents: EventHandlers<Tx> = {
  'user.registered': async (event, tx) => {
    const { userId, email, firstName, lastName, note, role } = event.payload;
    await recordRegistration(tx, {
      userId,
      email: email.toLowerCase(),
      firstName,
      lastName,
      note,
      role,
    });
  },
};
