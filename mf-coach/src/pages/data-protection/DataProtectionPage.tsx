import './data-protection.css';
import { useState } from 'react';
import type { DataRequest } from '@wellness/contracts';
import { DATA_REQUEST_LIMITS } from '@wellness/contracts';
import { Card, EmptyState, useShellServices } from '@wellness/ui';
import { PageSection } from '../../components/PageSection';
import { LoadError, Loading } from '../../components/QueryState';
import { errorText } from '../../lib/errors';
import { AuditLog } from './AuditLog';
import { useDataRequests, useExecuteRequest } from './data-protection-api';
import { EraseDialog } from './EraseDialog';
import { NewRequestForm } from './NewRequestForm';
import { RequestList } from './RequestList';
import { StuckAlert } from './StuckAlert';

/** Open requests first, the closest deadline first; finished ones after, newest first. */
export function sortRequests(requests: readonly DataRequest[]): DataRequest[] {
  const open = (r: DataRequest) => (r.status === 'done' ? 1 : 0);
  return [...requests].sort(
    (a, b) =>
      open(a) - open(b) ||
      (open(a) === 0 ? a.dueAt.localeCompare(b.dueAt) : b.createdAt.localeCompare(a.createdAt)),
  );
}

/** `/data-protection` (coach): clients' requests with their deadlines, carrying them out, the audit log. */
export function DataProtectionPage() {
  const { notify } = useShellServices();
  const requests = useDataRequests();
  const execute = useExecuteRequest();
  const [erasing, setErasing] = useState<DataRequest | null>(null);
  const items = sortRequests(requests.data?.items ?? []);

  const run = async (request: DataRequest) => {
    try {
      await execute.mutateAsync(request.id);
      notify(
        request.type === 'export'
          ? {
              title: 'Gathering her data',
              description: `${request.client.name} will get an email with a download link when it is ready.`,
            }
          : {
              title: `Erasing ${request.client.name}`,
              description: 'Each service confirms here as it finishes.',
            },
      );
    } catch (error) {
      notify({
        title: "Couldn't carry out the request",
        description: errorText(error),
        variant: 'destructive',
      });
    }
    setErasing(null);
  };

  return (
    <PageSection
      title="Data protection"
      description={`Your clients' requests under UK GDPR: a copy of their data, or erasure. You have ${DATA_REQUEST_LIMITS.deadlineDays} days to carry out each one.`}
    >
      <StuckAlert requests={items} />
      <div className="coach-columns coach-columns--dp">
        <Card title="Requests" level={3}>
          {requests.isPending ? (
            <Loading label="Loading requests" />
          ) : requests.isError ? (
            <LoadError
              title="We couldn't load the requests"
              error={requests.error}
              onRetry={() => void requests.refetch()}
            />
          ) : items.length === 0 ? (
            <EmptyState
              title="No requests"
              description="When a client asks for her data or to be erased, her request appears here with its deadline."
            />
          ) : (
            <RequestList
              requests={items}
              busyId={execute.isPending ? (execute.variables ?? null) : null}
              onExport={(r) => void run(r)}
              onErase={setErasing}
            />
          )}
        </Card>
        <NewRequestForm />
      </div>
      <AuditLog />
      <EraseDialog
        request={erasing}
        saving={execute.isPending}
        onCancel={() => setErasing(null)}
        onConfirm={() => erasing && void run(erasing)}
      />
    </PageSection>
  );
}
