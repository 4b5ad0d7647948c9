import { useMemo, useState } from 'react';
import { PLAN_LIMITS, planDiff } from '@wellness/contracts';
import type { NutritionPlan, PlanDocument } from '@wellness/contracts';
import { TextareaField } from '../Select';
import { Spinner } from '../Spinner';
import type { NutritionApi } from './api';
import { FormDialog } from './FormDialog';
import { PlanDiffView } from './PlanDiffView';
import { errorStatus, formErrorMessage } from './server-errors';
import { useLoad } from './use-load';
import { useSubmission } from './use-submission';

export interface PublishDialogProps {
  api: NutritionApi;
  plan: NutritionPlan;
  latestVersion: number;
  /** The draft as she has it now (her unsaved typing included). */
  draft: () => PlanDocument;
  onClose: () => void;
  /** Saves unsaved changes first; false when that failed (the editor says why). */
  beforePublish: () => Promise<boolean>;
  /** Someone else saved first (409). */
  onStale: () => void;
  onPublished: (plan: NutritionPlan) => void;
}

/** "Publish v<n>": a change note she will read, and what changed since the latest version. */
export function PublishDialog({
  api,
  plan,
  latestVersion,
  draft,
  onClose,
  beforePublish,
  onStale,
  onPublished,
}: PublishDialogProps) {
  const [note, setNote] = useState('');
  const { busy, error, setError, run } = useSubmission();
  const latest = useLoad(latestVersion > 0 ? `${plan.id}:${latestVersion}` : null, () =>
    api.version(plan.id, latestVersion),
  );
  const changes = useMemo(
    () => (latest.data ? planDiff(latest.data.document, draft()) : null),
    [latest.data, draft],
  );
  const submit = async () => {
    if (note.trim() === '') {
      setError('Please say what changed in this version');
      return;
    }
    await run(
      async () => {
        if (!(await beforePublish())) return onClose();
        onPublished(await api.publish(plan.id, note.trim()));
      },
      (e) => {
        if (errorStatus(e) !== 409) return formErrorMessage(e, 'changeNote');
        onStale();
        onClose();
        return null;
      },
    );
  };
  const next = latestVersion + 1;
  return (
    <FormDialog
      title={`Publish v${next}`}
      description="She will see this version at once, and we email her that it is ready."
      submitLabel={`Publish v${next}`}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextareaField
        label="Change note"
        rows={3}
        maxLength={PLAN_LIMITS.changeNote}
        value={note}
        data-autofocus
        hint="What changed, in a line she will read (for example “More protein at breakfast”)."
        error={error ?? undefined}
        onChange={(e) => setNote(e.target.value)}
      />
      {latestVersion > 0 && (
        <div className="ui-nutri-publish-diff">
          <h3 className="ui-nutri-section-title">Changes since v{latestVersion}</h3>
          {latest.loading ? (
            <Spinner size="sm" label="Loading the changes" />
          ) : changes ? (
            <PlanDiffView changes={changes} from={`v${latestVersion}`} to="this version" />
          ) : null}
        </div>
      )}
    </FormDialog>
  );
}
