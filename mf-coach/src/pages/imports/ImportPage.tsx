import './imports.css';
import { Link, useSearchParams } from 'react-router-dom';
import { buttonClass } from '@wellness/ui';
import { PageSection } from '../../components/PageSection';
import { ImportWizard } from './ImportWizard';
import type { WizardPlace } from './ImportWizard';

/**
 * `/import`: the coach brings in a CSV or Excel file of clients or leads, step by step. The URL
 * holds the import (`?id=`) and, before it starts, the step (`&step=preview`): a reload or the back
 * button lands on the same step, and a running import's progress survives a reload.
 */
export function ImportPage() {
  const [params, setParams] = useSearchParams();
  const navigate = (place: WizardPlace) =>
    setParams(Object.fromEntries(Object.entries(place).filter(([, v]) => v)));
  return (
    <PageSection
      title="Import clients or leads"
      description="Bring your clients or leads in from a spreadsheet or another coaching app’s export."
      actions={
        <Link to="/bulk-import" className={buttonClass('outline', 'sm')}>
          All imports
        </Link>
      }
    >
      <ImportWizard
        id={params.get('id') ?? undefined}
        step={params.get('step') === 'preview' ? 'preview' : undefined}
        onNavigate={navigate}
      />
    </PageSection>
  );
}
