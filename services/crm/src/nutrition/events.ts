import type { EventHandlers } from '@wellness/kit';
import type { Tx } from '../db';
import { recordActivity } from '../activity/repository';
import { findClient } from '../clients/repository';

/** What the timeline says when a plan's version is published. */
export const NUTRITION_TIMELINE = {
  published: (title: string, versionNumber: number, changeNote: string) =>
    `Nutrition plan "${title}" v${versionNumber} published${changeNote ? `: ${changeNote}` : ''}`,
} as const;

/**
 * What checkin tells crm about her nutrition plans: each published version goes on her timeline
 * (and so on the coach's activity feed), in the name of whoever published it. A redelivered event
 * records nothing twice: the consumer's processed-event table keeps each event to one run.
 */
export const nutritionEvents: EventHandlers<Tx> = {
  'nutrition_plan.published': async (event, tx, ctx) => {
    const { clientId, title, versionNumber, changeNote, publishedBy } = event.payload;
    if (!(await findClient(tx, clientId))) {
      ctx.log.warn({ clientId }, 'event about a client crm does not have; nothing to do');
      return;
    }
    const userId = event.actor?.userId;
    await recordActivity(tx, {
      subjectType: 'client',
      subjectId: clientId,
      kind: 'nutrition_plan_published',
      summary: NUTRITION_TIMELINE.published(title, versionNumber, changeNote),
      actor: userId ? { userId, name: publishedBy ?? 'Nutritionist' } : null,
      createdAt: new Date(event.occurredAt),
    });
  },
};
