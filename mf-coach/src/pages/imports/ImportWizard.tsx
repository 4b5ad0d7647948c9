import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { IMPORT_MESSAGES } from '@wellness/contracts';
import type { Import } from '@wellness/contracts';
import { Alert } from '@wellness/ui';
import { LoadError, Loading } from '../../components/QueryState';
import { errorStatus } from '../../lib/errors';
import { useImport } from './api';
import { FileStep } from './FileStep';
import { wizardStep } from './import-status';
import type { WizardStep } from './import-status';
import { MappingStep } from './MappingStep';
import { PreviewStep } from './PreviewStep';
import { ProgressStep } from './ProgressStep';
import { SummaryStep } from './SummaryStep';
import { WizardSteps } from './WizardSteps';

/** Where the wizard is: the import (none before the upload) and the step asked for. */
export interface WizardPlace {
  id?: string;
  step?: 'preview';
}

/**
 * The import wizard at a place (the page keeps it in the URL): the step shown follows the import's
 * status once it has started.
 */
export function ImportWizard({
  id = '',
  step: asked,
  onNavigate: go,
}: WizardPlace & { onNavigate: (place: WizardPlace) => void }) {
  const item = useImport(id);
  const step = wizardStep(id ? item.data : undefined, asked ?? null);
  const ready = !id || !item.isPending;
  // A failed read with an import in hand (a missed poll) keeps showing it: the next poll catches up.
  const failed = Boolean(id) && item.isError && !item.data;
  // The first step shown keeps the focus where the browser put it; the steps after it take it.
  const firstStep = useRef<WizardStep | null>(null);
  if (ready && firstStep.current === null) firstStep.current = step;
  const focus = step !== firstStep.current;

  return (
    <>
      {ready && !failed && <WizardSteps current={step} />}
      {!ready ? (
        <Loading label="Loading the import" />
      ) : failed ? (
        <ImportLoadError error={item.error} onRetry={() => void item.refetch()} />
      ) : (
        <Step
          key={step}
          step={step}
          item={item.data}
          focus={focus}
          onUploaded={(created) => go({ id: created.id })}
          onChooseFile={() => go({})}
          onMapping={() => go({ id })}
          onPreview={() => go({ id, step: 'preview' })}
        />
      )}
    </>
  );
}

function Step({
  step,
  item,
  focus,
  onUploaded,
  onChooseFile,
  onMapping,
  onPreview,
}: {
  step: WizardStep;
  item: Import | undefined;
  focus: boolean;
  onUploaded: (item: Import) => void;
  onChooseFile: () => void;
  onMapping: () => void;
  onPreview: () => void;
}) {
  if (step === 'file' || !item) return <FileStep focusOnOpen={focus} onUploaded={onUploaded} />;
  if (step === 'mapping')
    return (
      <MappingStep item={item} focusOnOpen={focus} onBack={onChooseFile} onSaved={onPreview} />
    );
  if (step === 'preview') return <PreviewStep item={item} focusOnOpen={focus} onBack={onMapping} />;
  if (step === 'progress') return <ProgressStep item={item} focusOnOpen={focus} />;
  return <SummaryStep item={item} focusOnOpen={focus} />;
}

function ImportLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (errorStatus(error) === 404)
    return (
      <Alert variant="error" title={IMPORT_MESSAGES.notFound}>
        <p>
          It may belong to another account, or the link is wrong.{' '}
          <Link to="/import">Start a new import</Link>
        </p>
      </Alert>
    );
  return <LoadError title="We couldn't load this import" error={error} onRetry={onRetry} />;
}
