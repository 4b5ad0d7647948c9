import { useState } from 'react';
import { PLAN_LIMITS } from '@wellness/contracts';
import { Field } from '../Input';
import type { NutritionApi } from './api';
import { FormDialog } from './FormDialog';
import { formErrorMessage } from './server-errors';
import { useSubmission } from './use-submission';

export interface TemplateDialogProps {
  api: NutritionApi;
  planId: string;
  /** The plan's title: the name it starts with. */
  title: string;
  onClose: () => void;
  /** Saves unsaved changes first; false when that failed (the editor says why). */
  beforeSave: () => Promise<boolean>;
  onSaved: (name: string) => void;
}

/** "Save as template": the saved plan, without her name, for any plan to start from. */
export function TemplateDialog({
  api,
  planId,
  title,
  onClose,
  beforeSave,
  onSaved,
}: TemplateDialogProps) {
  const [name, setName] = useState(title);
  const { busy, error, setError, run } = useSubmission();
  const submit = async () => {
    if (name.trim() === '') {
      setError('Please name the template');
      return;
    }
    await run(
      async () => {
        if (!(await beforeSave())) return onClose();
        const template = await api.saveTemplate(planId, name.trim());
        onSaved(template.name);
      },
      (e) => formErrorMessage(e, 'name'),
    );
  };
  return (
    <FormDialog
      title="Save as template"
      description="The saved plan becomes a template any plan can start from. Her name is not kept."
      submitLabel="Save template"
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
    >
      <Field
        label="Template name"
        value={name}
        maxLength={PLAN_LIMITS.title}
        error={error ?? undefined}
        data-autofocus
        onChange={(e) => setName(e.target.value)}
      />
    </FormDialog>
  );
}
