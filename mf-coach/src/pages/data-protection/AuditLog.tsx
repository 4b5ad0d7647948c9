import type { AuditEntry } from '@wellness/contracts';
import { Button, Card, EmptyState } from '@wellness/ui';
import { LoadError, Loading } from '../../components/QueryState';
import { formatDateTime } from '../../lib/format';
import { useAuditLog } from './data-protection-api';
import { AUDIT_LABELS } from './request-text';

/** Who exported, erased or backed up what, and when: newest first, older pages on demand. */
export function AuditLog() {
  const audit = useAuditLog();
  const entries = audit.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Card
      title="Audit log"
      level={3}
      description="Who exported, erased or backed up what, and when."
      className="coach-dp-audit"
    >
      {audit.isPending ? (
        <Loading label="Loading the audit log" />
      ) : audit.isError ? (
        <LoadError
          title="We couldn't load the audit log"
          error={audit.error}
          onRetry={() => void audit.refetch()}
        />
      ) : entries.length === 0 ? (
        <EmptyState title="Nothing recorded yet" />
      ) : (
        <>
          <AuditEntries entries={entries} />
          {audit.hasNextPage && (
            <div className="coach-form-actions">
              <Button
                variant="outline"
                size="sm"
                loading={audit.isFetchingNextPage}
                onClick={() => void audit.fetchNextPage()}
              >
                Show older entries
              </Button>
            </div>
          )}
        </>
      )}
    </Card>
  );
}

export function AuditEntries({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <ol className="coach-dp-audit__list" aria-label="Audit entries, newest first">
      {entries.map((entry) => (
        <li key={entry.id} className="coach-dp-audit__entry">
          <p className="coach-dp-audit__what">
            <strong>{AUDIT_LABELS[entry.action]}</strong>
            {entry.subject && <>: {entry.subject}</>}
          </p>
          {entry.detail && <p className="coach-muted">{entry.detail}</p>}
          <p className="coach-muted">
            By {entry.actor} · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
