import { useState } from 'react';
import { IMPORT_MESSAGES } from '@wellness/contracts';
import type { Import } from '@wellness/contracts';
import { Alert, Button } from '@wellness/ui';
import { errorText } from '../../lib/errors';
import { plural } from '../../lib/format';
import { useStartImport } from './api';
import { DuplicateList, PreviewRows, ProblemList } from './PreviewTables';
import { StartDialog } from './StartDialog';
import { StepPanel } from './StepPanel';

type DuplicatePolicy = Import['duplicates'];

const POLICIES: { value: DuplicatePolicy; label: string; hint: string }[] = [
  { value: 'skip', label: 'Skip them', hint: 'Records you already have stay as they are.' },
  {
    value: 'fill_empty',
    label: 'Fill in empty fields only',
    hint: 'Adds what is missing (a phone number, say); never overwrites what you have.',
  },
];

/**
 * Step 3: the rows as they will be stored, the rows with problems, the duplicates, the options,
 * and Start. Rows with problems are rejected only once the coach has said so.
 */
export function PreviewStep({
  item,
  focusOnOpen,
  onBack,
}: {
  item: Import;
  focusOnOpen: boolean;
  onBack: () => void;
}) {
  const start = useStartImport();
  const [duplicates, setDuplicates] = useState<DuplicatePolicy>(item.duplicates);
  const [invite, setInvite] = useState(item.invite);
  const [confirming, setConfirming] = useState(false);
  const { preview } = item;
  const rejecting = preview.problemRows;

  // The page moves on to the progress once the import is started (its status changes).
  const run = (acceptProblems: boolean) =>
    start.mutate({ id: item.id, duplicates, invite, acceptProblems });
  const onStart = () => {
    start.reset();
    if (rejecting > 0) setConfirming(true);
    else run(false);
  };
  const startError = start.isError && !confirming ? errorText(start.error) : null;

  return (
    <StepPanel
      title="Check and start"
      description={`What will be imported from ${item.fileName}.`}
      focusOnOpen={focusOnOpen}
    >
      <section className="imports-section" aria-labelledby="imports-rows-title">
        <h4 id="imports-rows-title" className="coach-subheading">
          The first rows as they will be stored
        </h4>
        <PreviewRows item={item} />
      </section>

      <section className="imports-section" aria-labelledby="imports-problems-title">
        <h4 id="imports-problems-title" className="coach-subheading">
          Rows with problems
        </h4>
        {rejecting === 0 ? (
          <p className="coach-muted">No problems found.</p>
        ) : (
          <>
            <Alert variant="warning" title={`${plural(rejecting, 'row')} cannot be imported`}>
              <p>
                Fix them in your file and upload it again, or continue and they will be rejected:
                you can download them with their reasons afterwards.
              </p>
            </Alert>
            <ProblemList preview={preview} />
          </>
        )}
      </section>

      <section className="imports-section" aria-labelledby="imports-duplicates-title">
        <h4 id="imports-duplicates-title" className="coach-subheading">
          Duplicates
        </h4>
        {preview.duplicateRows === 0 ? (
          <p className="coach-muted">No duplicates found.</p>
        ) : (
          <>
            <p>
              {plural(preview.duplicateRows, 'row has', 'rows have')} an email address already in
              your records or earlier in the file.
            </p>
            <DuplicateList item={item} />
            <fieldset className="imports-choices">
              <legend className="ui-label">For the duplicates</legend>
              {POLICIES.map((p) => (
                <label key={p.value} className="imports-choice">
                  <input
                    type="radio"
                    name="import-duplicates"
                    value={p.value}
                    checked={duplicates === p.value}
                    onChange={() => setDuplicates(p.value)}
                  />
                  <span>
                    <strong>{p.label}</strong>
                    <span className="imports-choice__hint">{p.hint}</span>
                  </span>
                </label>
              ))}
            </fieldset>
          </>
        )}
      </section>

      {item.kind === 'clients' && (
        <section className="imports-section" aria-labelledby="imports-options-title">
          <h4 id="imports-options-title" className="coach-subheading">
            Options
          </h4>
          <label className="imports-check">
            <input
              type="checkbox"
              className="ui-checkbox"
              checked={invite}
              onChange={(e) => setInvite(e.target.checked)}
            />
            <span>
              Invite the imported clients to create their account
              <span className="imports-choice__hint">
                Each gets an email; they are sent a few at a time.
              </span>
            </span>
          </label>
        </section>
      )}

      {startError && <Alert variant="error">{startError}</Alert>}
      <div className="coach-form-actions">
        <Button variant="ghost" onClick={onBack}>
          Back to columns
        </Button>
        <Button onClick={onStart} loading={start.isPending && !confirming}>
          Start import
        </Button>
      </div>
      <StartDialog
        open={confirming}
        rejecting={rejecting}
        saving={start.isPending}
        error={start.isError ? errorText(start.error, IMPORT_MESSAGES.problemsNotAccepted) : null}
        onCancel={() => setConfirming(false)}
        onConfirm={() => run(true)}
      />
    </StepPanel>
  );
}
