import type { DataRequest } from '@wellness/contracts';
import { Badge, Button, cx } from '@wellness/ui';
import { formatDate, formatDateTime, plural } from '../../lib/format';
import { Confirmations } from './Confirmations';
import { STATUS_TEXT, TYPE_LABELS, deadlineOf } from './request-text';

/** Requests, as cards that wrap on a phone: whose, what, the deadline, and what to do next. */
export function RequestList({
  requests,
  busyId,
  onExport,
  onErase,
  now = Date.now(),
}: {
  requests: readonly DataRequest[];
  busyId: string | null;
  onExport: (request: DataRequest) => void;
  onErase: (request: DataRequest) => void;
  now?: number;
}) {
  return (
    <ul className="coach-dp-requests" aria-label="Data-protection requests">
      {requests.map((request) => (
        <RequestItem
          key={request.id}
          request={request}
          busy={busyId === request.id}
          onExport={onExport}
          onErase={onErase}
          now={now}
        />
      ))}
    </ul>
  );
}

function RequestItem({
  request,
  busy,
  onExport,
  onErase,
  now,
}: {
  request: DataRequest;
  busy: boolean;
  onExport: (request: DataRequest) => void;
  onErase: (request: DataRequest) => void;
  now: number;
}) {
  const status = STATUS_TEXT[request.status];
  const deadline = deadlineOf(request, now);
  const name = request.client.name;
  return (
    <li className={cx('coach-dp-request', request.stuck && 'coach-dp-request--stuck')}>
      <div className="coach-dp-request__top">
        <strong className="coach-dp-request__client">{name}</strong>
        <Badge tone={request.type === 'erasure' ? 'danger' : 'brand'}>
          {TYPE_LABELS[request.type]}
        </Badge>
        <Badge tone={status.tone}>{status.label}</Badge>
        {request.stuck && <Badge tone="danger">Stuck</Badge>}
      </div>
      <p className="coach-muted coach-dp-request__email">{request.client.email}</p>
      <p className="coach-dp-request__facts">
        Asked by {request.requestedBy === 'client' ? 'her' : 'you'} on{' '}
        {formatDate(request.createdAt)} · due {formatDate(request.dueAt)}
        {deadline && (
          <>
            {' · '}
            <span className={cx(deadline.overdue && 'coach-dp-overdue')}>{deadline.text}</span>
          </>
        )}
      </p>
      {request.completedAt && (
        <p className="coach-muted">Completed on {formatDateTime(request.completedAt)}.</p>
      )}
      {request.type === 'export' && request.downloadExpiresAt && (
        <p className="coach-muted">
          She was emailed a download link that works until{' '}
          {formatDateTime(request.downloadExpiresAt)}.
        </p>
      )}
      {request.type === 'erasure' && <Confirmations request={request} />}
      {request.retained && (
        <p className="coach-muted">
          {plural(request.retained.payments, 'payment record')} kept for six years for tax, with her
          name and email replaced.
        </p>
      )}
      {request.status === 'pending' && (
        <div className="coach-dp-request__actions">
          {request.type === 'export' ? (
            <Button size="sm" loading={busy} onClick={() => onExport(request)}>
              Export this client’s data
              <span className="ui-visually-hidden"> ({name})</span>
            </Button>
          ) : (
            <Button size="sm" variant="danger" onClick={() => onErase(request)}>
              Erase this client
              <span className="ui-visually-hidden"> ({name})</span>
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
