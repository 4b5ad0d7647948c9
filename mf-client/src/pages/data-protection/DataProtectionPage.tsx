import '../../components/client.css';
import './data-protection.css';
import { PageSpinner } from '@wellness/ui';
import { QueryFailure } from '../../components/QueryFailure';
import { ConsentsCard } from './ConsentsCard';
import { useMyRequests } from './data-protection-api';
import { EraseAccountCard } from './EraseAccountCard';
import { ExportCard } from './ExportCard';

/** `/data-protection` (client): download her data, delete her account, her consents. */
export function DataProtectionPage() {
  const requests = useMyRequests();
  return (
    <div className="mc-form mc-dp">
      <p className="mc-muted">
        Your rights over your data under UK GDPR: a copy of it, its deletion, and your consents.
      </p>
      {requests.isPending ? (
        <PageSpinner label="Loading your requests" />
      ) : requests.isError ? (
        <QueryFailure
          title="We couldn't load your requests"
          error={requests.error}
          retry={requests.refetch}
        />
      ) : (
        <>
          <ExportCard requests={requests.data.items} />
          <EraseAccountCard requests={requests.data.items} />
        </>
      )}
      <ConsentsCard />
    </div>
  );
}
