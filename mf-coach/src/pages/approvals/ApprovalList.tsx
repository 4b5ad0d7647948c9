import { useState } from 'react';
import { APPROVAL_MESSAGES } from '@wellness/contracts';
import type { Approval } from '@wellness/contracts';
import { EmptyState, Pagination, useShellServices } from '@wellness/ui';
import { useApprovals, useDecideApproval } from '../../api/approvals';
import type { ApprovalStatus, Decision } from '../../api/approvals';
import { LoadError, Loading } from '../../components/QueryState';
import { errorStatus, errorText } from '../../lib/errors';
import { fullName } from '../../lib/format';
import { ApprovalCard } from './ApprovalCard';
import { RejectDialog } from './RejectDialog';

const EMPTY: Record<ApprovalStatus, { title: string; description: string }> = {
  pending: {
    title: 'All caught up',
    description: 'New self-registrations will wait here for your decision.',
  },
  approved: { title: 'No approved registrations yet', description: 'Approved people appear here.' },
  rejected: { title: 'No rejected registrations', description: 'Rejected people appear here.' },
};

/** The registrations with one status, a page at a time; pending ones can be decided. */
export function ApprovalList({
  status,
  page,
  onPageChange,
}: {
  status: ApprovalStatus;
  page: number;
  onPageChange: (page: number) => void;
}) {
  const { notify } = useShellServices();
  const approvals = useApprovals(status, page);
  const decide = useDecideApproval();
  const [rejecting, setRejecting] = useState<Approval | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const run = async (approval: Approval, decision: Decision) => {
    const name = fullName(approval);
    try {
      await decide.mutateAsync(decision);
      const done = decision.action === 'approve' ? 'approved' : 'rejected';
      const title = `${name} ${done}`;
      const description =
        decision.action === 'approve'
          ? 'They will get an email and can sign in shortly.'
          : 'They will get an email letting them know.';
      setAnnouncement(`${title}. ${description}`);
      notify({ title, description });
      setRejecting(null);
    } catch (error) {
      const message =
        errorStatus(error) === 409
          ? errorText(error, APPROVAL_MESSAGES.alreadyDecided)
          : errorText(error);
      setAnnouncement(message);
      notify({
        title: `Couldn't decide for ${name}`,
        description: message,
        variant: 'destructive',
      });
      setRejecting(null);
    }
  };

  const busyId = decide.isPending ? decide.variables?.id : undefined;

  return (
    <div aria-busy={approvals.isFetching || undefined}>
      <p className="ui-visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {approvals.isPending ? (
        <Loading label="Loading registrations" />
      ) : approvals.isError ? (
        <LoadError
          title="We couldn't load registrations"
          error={approvals.error}
          onRetry={() => void approvals.refetch()}
        />
      ) : approvals.data.items.length === 0 ? (
        <EmptyState icon="✓" {...EMPTY[status]} />
      ) : (
        <>
          <ul className="coach-approvals" aria-label={`${status} registrations`}>
            {approvals.data.items.map((approval) => (
              <ApprovalCard
                key={approval.id}
                approval={approval}
                busy={busyId === approval.id}
                onApprove={(a) => void run(a, { id: a.id, action: 'approve' })}
                onReject={setRejecting}
              />
            ))}
          </ul>
          <Pagination
            page={approvals.data.page}
            pageSize={approvals.data.pageSize}
            total={approvals.data.total}
            onPageChange={onPageChange}
            noun="registrations"
          />
        </>
      )}
      <RejectDialog
        key={rejecting?.id ?? 'none'}
        approval={rejecting}
        saving={decide.isPending}
        onCancel={() => setRejecting(null)}
        onConfirm={(reason) =>
          rejecting &&
          void run(rejecting, { id: rejecting.id, action: 'reject', reason: reason || undefined })
        }
      />
    </div>
  );
}
