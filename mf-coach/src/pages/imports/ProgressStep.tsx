import type { Import } from '@wellness/contracts';
import { Alert, Button } from '@wellness/ui';
import { errorText } from '../../lib/errors';
import { useCancelImport } from './api';
import { formatCount, percentDone, timeLeftText } from './import-status';
import { StepPanel } from './StepPanel';

/** What the job is doing, in words (announced when it changes, not at every row). */
function statusText(item: Import): string {
  if (item.status === 'queued') return 'Waiting for the import to start…';
  if (item.status === 'cancelling') return 'Stopping after the rows in hand…';
  return `Importing ${item.kind}…`;
}

/**
 * Step 4: the live progress of a started import (the page reads it every second). Reloading the
 * page comes back here: the URL holds the import's id.
 */
export function ProgressStep({ item, focusOnOpen }: { item: Import; focusOnOpen: boolean }) {
  const cancel = useCancelImport();
  const { progress } = item;
  const percent = percentDone(progress);
  const rows = `${formatCount(progress.rowsDone)} of ${formatCount(progress.totalRows)} rows`;
  const timeLeft = item.status === 'running' ? timeLeftText(progress.secondsLeft) : null;

  return (
    <StepPanel
      title={`Importing ${item.fileName}`}
      description="You can leave this page: the import carries on, and you can come back to it from the list of imports."
      focusOnOpen={focusOnOpen}
    >
      <p className="imports-progress__status" role="status">
        {statusText(item)}
      </p>
      <div
        className="imports-meter"
        role="progressbar"
        aria-label="Import progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%: ${rows}`}
      >
        <span className="imports-meter__fill" style={{ width: `${percent}%` }} />
      </div>
      <dl className="imports-progress__facts">
        <div>
          <dt>Done</dt>
          <dd>{rows}</dd>
        </div>
        <div>
          <dt>Rejected</dt>
          <dd>{formatCount(progress.rejected)}</dd>
        </div>
        <div>
          <dt>Time left</dt>
          <dd>{timeLeft ?? (item.status === 'running' ? 'Working it out…' : '—')}</dd>
        </div>
      </dl>
      {cancel.isError && <Alert variant="error">{errorText(cancel.error)}</Alert>}
      <div className="coach-form-actions">
        <Button
          variant="outline"
          onClick={() => cancel.mutate(item.id)}
          loading={cancel.isPending}
          disabled={item.status === 'cancelling'}
        >
          Cancel import
        </Button>
      </div>
      <p className="coach-muted">
        Cancelling stops after the rows in hand. The rows already imported stay, and the summary
        says exactly how many went in.
      </p>
    </StepPanel>
  );
}
