import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { EmailTemplateDetail } from '@wellness/contracts';
import { TEMPLATE_LIMITS } from '@wellness/contracts';
import { Alert, Button, Field, useShellServices } from '@wellness/ui';
import { useSaveTemplate } from '../../api/email-templates';
import { errorFields, errorText } from '../../lib/errors';
import { BodyEditor } from './BodyEditor';
import { templatePreviewHref } from './email-state';
import type { PreviewClient } from './PreviewClientPicker';
import { checkDraft, isDirty, serverErrors } from './template-form';
import type { DraftErrors } from './template-form';
import { TemplatePreview } from './TemplatePreview';
import { VersionList } from './VersionList';

/** Subject and text with the live check, Save, the live preview and the versions. */
export function EditorForm({
  template,
  onDirtyChange,
}: {
  template: EmailTemplateDetail;
  /** Told whether the text differs from what is saved (to ask before leaving). */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const { notify } = useShellServices();
  const save = useSaveTemplate(template.key);
  const [draft, setDraft] = useState({ subject: template.subject, body: template.body });
  const [server, setServer] = useState<DraftErrors & { form?: string }>({});
  const [client, setClient] = useState<PreviewClient | null>(null);
  const checks = checkDraft(draft, template.fields);
  const dirty = isDirty(draft, template);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const errors = { subject: server.subject ?? checks.subject, body: server.body ?? checks.body };

  const edit = (patch: Partial<typeof draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setServer({});
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (checks.subject || checks.body) return;
    try {
      await save.mutateAsync(draft);
      notify({
        title: 'Template saved',
        description: 'The previous version is kept under Versions.',
      });
    } catch (error) {
      setServer(serverErrors(errorFields(error), errorText(error), draft));
    }
  };

  return (
    <div className="coach-template-workspace">
      <form className="coach-template-form" onSubmit={(e) => void submit(e)} noValidate>
        <Field
          label="Subject"
          value={draft.subject}
          maxLength={TEMPLATE_LIMITS.subject}
          error={errors.subject}
          onChange={(e) => edit({ subject: e.target.value })}
        />
        <BodyEditor
          value={draft.body}
          fields={template.fields}
          error={errors.body}
          onChange={(body) => edit({ body })}
        />
        {server.form && (
          <Alert variant="error" title="Not saved">
            <p>{server.form}</p>
          </Alert>
        )}
        <div className="coach-form-actions coach-template-form__actions">
          <Button
            type="submit"
            loading={save.isPending}
            disabled={!dirty || Boolean(checks.subject || checks.body)}
          >
            Save
          </Button>
          <Button
            variant="outline"
            disabled={!dirty}
            onClick={() => edit({ subject: template.subject, body: template.body })}
          >
            Discard changes
          </Button>
          <p className="coach-muted coach-template-form__state" aria-live="polite">
            {dirty ? 'Unsaved changes' : 'Saved'}
          </p>
        </div>
        <details className="coach-template-fields">
          <summary>Merge fields for this email</summary>
          <dl>
            {template.fields.map((f) => (
              <div key={f.name} className="coach-template-fields__row">
                <dt>
                  <code>{`{{${f.name}}}`}</code>
                </dt>
                <dd>{`${f.label}, for example “${f.sample}”`}</dd>
              </div>
            ))}
          </dl>
        </details>
      </form>
      <section className="coach-template-side" aria-labelledby="template-preview-title">
        <div className="coach-template-side__head">
          <h3 id="template-preview-title" className="coach-subheading">
            Preview
          </h3>
          <Link to={templatePreviewHref(template.key, client?.id)} className="coach-row-link">
            Open full page<span className="ui-visually-hidden"> preview (saved text)</span>
          </Link>
        </div>
        <TemplatePreview
          templateKey={template.key}
          templateName={template.name}
          draft={draft}
          client={client}
          onClientChange={setClient}
        />
      </section>
      <VersionList template={template} dirty={dirty} onRestored={() => setServer({})} />
    </div>
  );
}
