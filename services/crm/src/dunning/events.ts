import type { EventHandlers } from '@wellness/kit';
import type { Tx } from '../db';
import type { Clock } from '@wellness/kit';
import type { DunningQueue } from './jobs';

/**
 * Dunning follows crm's own payment events: a failed payment schedules its reminders (the
 * outbox makes sure that happens even if Redis was away when it failed); a successful one
 * removes the reminders still waiting for her failed payments.
 */
export function dunningEvents(queue: DunningQueue, clock: Clock): EventHandlers<Tx> {
  return {
    'payment.failed': async (event) => {
      await queue.schedule(event.payload.paymentId, new Date(event.occurredAt), clock.now());
    },
    'payment.succeeded': async (event, tx) => {
      const failed = await tx.payment.findMany({
        where: { clientId: event.payload.clientId, status: 'failed' },
        select: { id: true },
      });
      await queue.cancel([event.payload.paymentId, ...failed.map((p) => p.id)]);
    },
  };
}
