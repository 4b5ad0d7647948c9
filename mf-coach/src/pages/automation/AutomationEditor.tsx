import { useState } from 'react';
import type { FormEvent } from 'react';
import { AUTOMATION_LIMITS } from '@wellness/contracts';
import type { Automation } from '@wellness/contracts';
import { Alert, Button, Field, useShellServices } from '@wellness/ui';
import { useCreateAutomation, useSaveAutomation } from '../../api/automations';
import { useEmailTemplates } from '../../api/email-templates';
import { useTagUsage } from '../../api/tag-usage';
import { errorFields, errorText } from '../../lib/errors';
import {
  NEW_AUTOMATION,
  checkDraft,
  loopErrors,
  draftOf,
  saveResultSentence,
  serverDraftErrors,
  toInput,
} from './automation-draft';
import type { AutomationDraft, DraftErrors } from './automation-draft';
import { ConditionFields, ExitFields } from './ConditionFields';
import { StepList } from './StepList';
import { TriggerFields } from './TriggerFields';

/**
 * The whole automation in one form: name, trigger, conditions, steps and exits. Checked as she types
 * (the contract's rules and the zero-wait loop); the server's 400 messages show where they belong.
 */
export function AutomationEditor({
  automation,
  onCreated,
}: {
  /** null: a new automation. */
  automation: Automation | null;
  /** A new one was created (answered with its id). */
  onCreated?: (automation: Automation) => void;
}) {
  const { notify } = useShellServices();
  const create = useCreateAutomation();
  const save = useSaveAutomation(automation?.id ?? '');
  const templates = useEmailTemplates();
  const tags = useTagUsage();
  const [draft, setDraft] = useState<AutomationDraft>(() =>
    automation ? draftOf(automation) : NEW_AUTOMATION,
  );
  const [touched, setTouched] = useState(false);
  const [server, setServer] = useState<DraftErrors>({});
  const [result, setResult] = useState<string | null>(null);
  const checks = checkDraft(draft);
  // A loop shows at once; the rest (an empty name, an email not chosen) after a first Save.
  const shown = touched ? checks : loopErrors(draft.steps);
  const errors = { ...shown, ...server };
  const marketing = (templates.data ?? [])
    .filter((t) => t.category === 'marketing')
    .map((t) => ({ key: t.key, name: t.name }));

  const edit = (patch: Partial<AutomationDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setServer({});
    setResult(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (Object.keys(checks).length > 0) return;
    try {
      if (!automation) {
        const created = await create.mutateAsync(toInput(draft));
        notify({
          title: 'Automation created',
          description: 'Switch it on from the list when ready.',
        });
        onCreated?.(created);
        return;
      }
      const saved = await save.mutateAsync(toInput(draft));
      const sentence = saveResultSentence(saved, automation.version);
      setResult(sentence);
      notify({ title: 'Automation saved', description: sentence });
    } catch (error) {
      setServer(serverDraftErrors(errorFields(error), errorText(error)));
    }
  };

  return (
    <form className="coach-automation-form" onSubmit={(e) => void submit(e)} noValidate>
      <Field
        label="Name"
        value={draft.name}
        maxLength={AUTOMATION_LIMITS.nameLength}
        error={errors.name}
        onChange={(e) => edit({ name: e.target.value })}
      />
      <TriggerFields
        value={draft.trigger}
        error={errors.trigger}
        onChange={(trigger) => edit({ trigger })}
      />
      <ConditionFields value={draft.conditions} onChange={(conditions) => edit({ conditions })} />
      <StepList
        steps={draft.steps}
        errors={errors}
        templates={marketing}
        tags={(tags.data?.tags ?? []).map((t) => t.tag)}
        onChange={(steps) => edit({ steps })}
      />
      <ExitFields value={draft.exits} onChange={(exits) => edit({ exits })} />
      {errors.form && (
        <Alert variant="error" title="Not saved">
          <p>{errors.form}</p>
        </Alert>
      )}
      {result && (
        <Alert variant="success" title="Saved">
          <p>{result}</p>
        </Alert>
      )}
      <div className="coach-form-actions">
        <Button type="submit" loading={create.isPending || save.isPending}>
          {automation ? 'Save' : 'Create automation'}
        </Button>
        {automation && (
          <p className="coach-muted" aria-live="polite">
            {`Version ${automation.version}`}
          </p>
        )}
      </div>
    </form>
  );
}
