import { recordEventOnce } from '@wellness/kit';
import type { EventHandlers } from '@wellness/kit';
import type { Tx } from '../db';
import type { CheckinDeps } from '../deps';
import { eraseCheckinRows, photoFolderOf } from './repository';

/**
 * `client.erasure_requested` (crm, the saga): her health data and photos go, files included, and
 * checkin confirms, once per request however often crm asks. The files are deleted before the
 * transaction commits: if that fails nothing commits and the retry starts again; a retry after a
 * failed commit deletes files that are already gone, which is no error.
 */
export function erasureEvents(deps: Pick<CheckinDeps, 'files'>): EventHandlers<Tx> {
  return {
    'client.erasure_requested': async (event, tx) => {
      const { requestId, ...subject } = event.payload;
      const erased = await eraseCheckinRows(tx, subject);
      await deps.files.deletePrefix(photoFolderOf(subject.clientId));
      await recordEventOnce(
        tx,
        `erasure-confirmed:${requestId}:checkin`,
        'client.erasure_confirmed',
        { requestId, service: 'checkin', erased },
        { correlationId: event.correlationId, actor: { service: 'checkin' } },
      );
    },
  };
}
