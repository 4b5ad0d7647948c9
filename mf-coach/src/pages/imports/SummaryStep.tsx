import { Link } from 'react-router-dom';
import type { Import } from '@wellness/contracts';
import { Alert, buttonClass, Stat } from '@wellness/ui';
import { IMPORTS_API } from './api';
import { formatCount } from './import-status';
import { StepPanel } from './StepPanel';

const TITLES = {
  done: 'Import complete',
  cancelled: 'Import cancelled',
  failed: 'Import failed',
} as const;

/** The finished import: what it created, updated, skipped and rejected, and what to do next. */
export function SummaryStep({ item, focusOnOpen }: { item: Import; focusOnOpen: boolean }) {
  const { progress } = item;
  const title = TITLES[item.status as keyof typeof TITLES] ?? 'Import';
  const records = item.kind === 'clients' ? 'clients' : 'leads';
  const figures = [
    { label: 'Created', value: progress.created },
    { label: 'Updated', value: progress.updated },
    { label: 'Skipped', value: progress.skipped },
    { label: 'Rejected', value: progress.rejected },
  ];
  return (
    <StepPanel title={title} description={item.fileName} focusOnOpen={focusOnOpen}>
      {item.status === 'cancelled' && (
        <Alert variant="info" title="Stopped part way">
          <p>
            {formatCount(progress.rowsDone)} of {formatCount(progress.totalRows)} rows were
            processed before you cancelled: the figures below are exactly what went in. The other
            rows were not imported.
          </p>
        </Alert>
      )}
      {item.status === 'failed' && (
        <Alert variant="error" title="The import stopped">
          <p>{item.error ?? 'Something went wrong. The rows counted below went in.'}</p>
        </Alert>
      )}
      <ul className="imports-figures" aria-label="Import results">
        {figures.map((f) => (
          <li key={f.label}>
            <Stat label={f.label} value={formatCount(f.value)} />
          </li>
        ))}
      </ul>
      <div className="coach-form-actions imports-next">
        {progress.rejected > 0 && (
          <a href={IMPORTS_API.errorsCsv(item.id)} download className={buttonClass('outline')}>
            Download rejected rows
          </a>
        )}
        <Link to={`/${records}`} className={buttonClass('primary')}>
          View {records}
        </Link>
        <Link to="/import" className={buttonClass('ghost')}>
          Import another file
        </Link>
      </div>
      {progress.rejected > 0 && (
        <p className="coach-muted">
          The rejected rows come with a column saying why: fix them in the file and import it again.
        </p>
      )}
    </StepPanel>
  );
}
