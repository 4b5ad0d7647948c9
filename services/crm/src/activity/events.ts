import type { EventHandlers } from '@wellness/kit';
import type { Tx } from '../db';
import { findClient } from '../clients/repository';
import { findLead } from '../leads/repository';
import { recordActivity } from './repository';

/** The timeline kind of an automation's notice to the coach. */
export const AUTOMATION_ACTIVITY = 'automation';

/**
 * `automation.coach_alerted`: an automation's step tells the coach something about a client or a
 * lead, as a line on that timeline (and so on her activity feed), dated when it was sent.
 * Redelivery is recognised by the consumer's processed-events table.
 */
export const activityEvents: EventHandlers<Tx> = {
  'automation.coach_alerted': async (event, tx, ctx) => {
    const { subject, automationName, message } = event.payload;
    const exists =
      subject.kind === 'client' ? await findClient(tx, subject.id) : await findLead(tx, subject.id);
    if (!exists) {
      ctx.log.warn({ subject }, 'alert about a client or lead crm does not have; nothing to do');
      return;
    }
    await recordActivity(tx, {
      subjectType: subject.kind,
      subjectId: subject.id,
      kind: AUTOMATION_ACTIVITY,
      summary: `${automationName}: ${message}`,
      actor: null,
      createdAt: new Date(event.occurredAt),
    });
  },
};
