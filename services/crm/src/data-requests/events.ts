import type { EventHandlers } from '@wellness/kit';
import type { Tx } from '../db';
import { recordAudit } from '../audit/repository';
import { confirm, countUnconfirmed } from './confirmation-repository';
import { scrubOutbox } from './erasure-repository';
import { erasureSubjectOf, lockDataRequest, markCompleted, setErasureSubject } from './repository';

/**
 * `client.erasure_confirmed`: one service has erased its part. The last one completes the request:
 * crm forgets her ids and address (the request's subject, and its outbox rows about her), so that
 * afterwards nothing in crm names her but the pseudonymised payments.
 */
export const dataRequestEvents: EventHandlers<Tx> = {
  'client.erasure_confirmed': async (event, tx, ctx) => {
    const { requestId, service, erased } = event.payload;
    const request = await lockDataRequest(tx, requestId);
    if (!request || request.type !== 'erasure') {
      ctx.log.warn({ requestId, service }, 'erasure confirmed for an unknown request');
      return;
    }
    const now = new Date();
    const first = await confirm(tx, requestId, service, erased, now);
    if (!first || request.status !== 'in_progress') return;
    if ((await countUnconfirmed(tx, requestId)) > 0) return;
    const subject = erasureSubjectOf(request);
    if (subject) await scrubOutbox(tx, subject);
    await setErasureSubject(tx, requestId, null);
    await markCompleted(tx, requestId, now);
    await recordAudit(tx, {
      action: 'erasure_completed',
      actor: null,
      subject: { type: 'data_request', id: requestId },
      detail: 'every service confirmed',
    });
  },
};
