import type { EventHandlers } from '@wellness/kit';
import type { Tx } from '../db';
import { recordAudit } from './repository';

/** `consent.withdrawn` (checkin, notification): the withdrawal goes in the coach's audit log. */
export const auditEvents: EventHandlers<Tx> = {
  'consent.withdrawn': async (event, tx) => {
    const { clientId, userId, kind } = event.payload;
    await recordAudit(tx, {
      action: 'consent_withdrawn',
      actor: { userId, role: 'client' },
      subject: clientId ? { type: 'client', id: clientId } : null,
      detail: kind,
    });
  },
};
