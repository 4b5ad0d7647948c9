import type { EventHandlers } from '@wellness/kit';
import type { Tx } from '../db';

/** Self-registrations wait for the coach's decision in the approvals queue. */
export const approvalEventHandlers: EventHandlers<Tx> = {
  'user.registered': async (event, tx) => {
    const { userId, email, firstName, lastName, note } = event.payload;
    await tx.approval.upsert({
      where: { userId },
      create: { userId, email, firstName, lastName, note },
      update: {},
    });
  },
};
