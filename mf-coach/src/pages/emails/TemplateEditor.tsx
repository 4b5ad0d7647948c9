import { useRef, useState } from 'react';
import { Badge, Button, Dialog } from '@wellness/ui';
import { useEmailTemplate } from '../../api/email-templates';
import { LoadError, Loading } from '../../components/QueryState';
import { errorStatus } from '../../lib/errors';
import { formatDate } from '../../lib/format';
import { EditorForm } from './EditorForm';
import { CATEGORY_TEXT } from './TemplateList';

/** One template: its editor, live preview and versions (`/emails?template=<key>`). */
export function TemplateEditor({
  templateKey,
  onClose,
}: {
  templateKey: string;
  onClose: () => void;
}) {
  const template = useEmailTemplate(templateKey);
  const dirty = useRef(false);
  const [leaving, setLeaving] = useState(false);
  const back = (
    <Button
      size="sm"
      variant="ghost"
      onClick={() => (dirty.current ? setLeaving(true) : onClose())}
      className="coach-template-back"
    >
      <span aria-hidden="true">←</span> All templates
    </Button>
  );
  if (template.isPending) return <Loading label="Loading the template" />;
  if (template.isError) {
    return (
      <div className="ui-stack">
        {back}
        <LoadError
          title={
            errorStatus(template.error) === 404
              ? 'There is no template by this name'
              : "We couldn't load this template"
          }
          error={template.error}
          onRetry={errorStatus(template.error) === 404 ? undefined : () => void template.refetch()}
        />
      </div>
    );
  }
  const t = template.data;
  return (
    <div className="coach-template-editor">
      {back}
      <header className="coach-template-editor__header">
        <h3 className="coach-template-editor__title">{t.name}</h3>
        <p className="coach-muted">{t.description}</p>
        <p className="coach-template-editor__tags">
          <Badge>{CATEGORY_TEXT[t.category].title}</Badge>
          {t.customised ? (
            <Badge tone="brand">
              {t.updatedAt ? `Customised ${formatDate(t.updatedAt)}` : 'Customised'}
            </Badge>
          ) : (
            <Badge>Platform default</Badge>
          )}
        </p>
      </header>
      {/* A save or a restore brings new text: the form starts again from it. */}
      <EditorForm
        key={`${t.updatedAt ?? 'default'}:${t.versions.length}`}
        template={t}
        onDirtyChange={(value) => {
          dirty.current = value;
        }}
      />
      <Dialog
        open={leaving}
        onClose={() => setLeaving(false)}
        title="Leave without saving?"
        description="Your changes to this email have not been saved."
        footer={
          <>
            <Button variant="outline" onClick={() => setLeaving(false)} data-autofocus>
              Keep editing
            </Button>
            <Button variant="danger" onClick={onClose}>
              Leave without saving
            </Button>
          </>
        }
      />
    </div>
  );
}
