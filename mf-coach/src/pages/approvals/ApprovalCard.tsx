import type { Approval } from '@wellness/contracts';
import { Button } from '@wellness/ui';
import { ApprovalStatusBadge } from '../../components/StatusBadge';
import { formatDateTime, formatRelative, fullName } from '../../lib/format';

/** One registration: who, when, what they wrote, and (while pending) the decision buttons. */
export function ApprovalCard({
  approval,
  busy,
  onApprove,
  onReject,
}: {
  approval: Approval;
  busy: boolean;
  onApprove: (approval: Approval) => void;
  onReject: (approval: Approval) => void;
}) {
  const name = fullName(approval);
  const headingId = `approval-${approval.id}`;
  return (
    <li className="coach-approval" aria-labelledby={headingId}>
      <div className="coach-approval__main">
        <div className="coach-approval__who">
          <h3 id={headingId} className="coach-approval__name">
            {name}
          </h3>
          <a href={`mailto:${approval.email}`} className="coach-approval__email">
            {approval.email}
          </a>
        </div>
        <p className="coach-approval__when">
          Registered{' '}
          <time dateTime={approval.createdAt} title={formatDateTime(approval.createdAt)}>
            {formatRelative(approval.createdAt)}
          </time>
        </p>
        {approval.note ? (
          <blockquote className="coach-approval__note">
            <span className="ui-visually-hidden">They wrote: </span>
            {approval.note}
          </blockquote>
        ) : (
          <p className="coach-muted coach-approval__note-empty">No message left.</p>
        )}
        {approval.status !== 'pending' && (
          <p className="coach-approval__decision">
            <ApprovalStatusBadge status={approval.status} />{' '}
            {approval.decidedAt && (
              <time dateTime={approval.decidedAt}>{formatDateTime(approval.decidedAt)}</time>
            )}
            {approval.reason && <span className="coach-muted"> · Reason: {approval.reason}</span>}
          </p>
        )}
      </div>
      {approval.status === 'pending' && (
        <div className="coach-approval__actions">
          <Button
            size="sm"
            loading={busy}
            onClick={() => onApprove(approval)}
            aria-label={`Approve ${name}`}
          >
            Approve
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={() => onReject(approval)}
            aria-label={`Reject ${name}`}
          >
            Reject
          </Button>
        </div>
      )}
    </li>
  );
}
