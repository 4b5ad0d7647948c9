import './imports.css';
import { Link } from 'react-router-dom';
import { buttonClass, Card, EmptyState } from '@wellness/ui';
import { PageSection } from '../../components/PageSection';
import { LoadError, Loading } from '../../components/QueryState';
import { useImportList } from './api';
import { ImportTable } from './ImportTable';

/** `/bulk-import`: every import of the business, newest first. */
export function ImportsListPage() {
  const imports = useImportList();
  const newImport = (
    <Link to="/import" className={buttonClass('primary', 'sm')}>
      Import a file
    </Link>
  );
  return (
    <PageSection
      title="Imports"
      description="Every file you have imported, newest first."
      actions={newImport}
    >
      <Card title="Your imports" level={3}>
        {imports.isPending ? (
          <Loading label="Loading your imports" />
        ) : imports.isError ? (
          <LoadError
            title="We couldn't load your imports"
            error={imports.error}
            onRetry={() => void imports.refetch()}
          />
        ) : imports.data.length === 0 ? (
          <EmptyState
            title="No imports yet"
            description="Bring your clients or leads in from a CSV or Excel file."
            action={newImport}
          />
        ) : (
          <ImportTable rows={imports.data} />
        )}
      </Card>
    </PageSection>
  );
}
