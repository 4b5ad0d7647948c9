import { recordEventOnce } from '@wellness/kit';
import type { EventHandlers } from '@wellness/kit';
import type { Tx } from '../db';
import type { NotificationDeps } from '../deps';
import { attachmentFolder } from '../attachments/folders';
import { eraseNotificationRows, fullNameOf } from './repository';

/**
 * `client.erasure_requested` (crm, the saga): her messages, attachments, emails and enrolments
 * go and her read-model row is anonymised (repository.ts); her attachments' files are deleted before the
 * transaction commits: if deleting a file fails, nothing commits and the retry starts again; if
 * the commit fails after, the retry deletes files that are already gone, which is no error. The
 * confirmation commits with the rows, once per request however often crm asks.
 */
export function erasureEvents(deps: Pick<NotificationDeps, 'files'>): EventHandlers<Tx> {
  return {
    'client.erasure_requested': async (event, tx) => {
      const { requestId, ...subject } = event.payload;
      const name = await fullNameOf(tx, subject.clientId);
      const { erased, attachmentIds } = await eraseNotificationRows(tx, subject, name);
      for (const id of attachmentIds) await deps.files.deletePrefix(attachmentFolder(id));
      await recordEventOnce(
        tx,
        `erasure-confirmed:${requestId}:notification`,
        'client.erasure_confirmed',
        { requestId, service: 'notification', erased },
        { correlationId: event.correlationId, actor: { service: 'notification' } },
      );
    },
  };
}
