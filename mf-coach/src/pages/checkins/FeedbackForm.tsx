import { useState } from 'react';
import type { FormEvent, Ref } from 'react';
import { CHECKIN_MESSAGES, reviewInputSchema, snippetInputSchema } from '@wellness/contracts';
import { Alert, Button, Field, SelectField, TextareaField, useShellServices } from '@wellness/ui';
import { useCreateSnippet, useDeleteSnippet, useSnippets } from '../../api/checkins';
import { errorFields, errorText } from '../../lib/errors';

/** Inserts `text` at the caret of `area` (or at the end), on its own paragraph. */
export function insertAt(value: string, text: string, start: number, end: number): string {
  const before = value.slice(0, start);
  const after = value.slice(end);
  const lead = before && !before.endsWith('\n') ? '\n\n' : '';
  const trail = after && !after.startsWith('\n') ? '\n\n' : '';
  return `${before}${lead}${text}${trail}${after}`;
}

export interface FeedbackFormProps {
  feedbackId: string;
  firstName: string;
  value: string;
  onChange: (value: string) => void;
  sending: boolean;
  error?: string;
  onSubmit: () => void;
  formRef?: Ref<HTMLFormElement>;
}

/** Saved replies: insert one, save the feedback as one, delete one. */
function Snippets({
  feedbackId,
  value,
  onChange,
}: {
  feedbackId: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { notify } = useShellServices();
  const snippets = useSnippets();
  const create = useCreateSnippet();
  const remove = useDeleteSnippet();
  const [chosen, setChosen] = useState('');
  const [title, setTitle] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const items = snippets.data?.items ?? [];

  const insert = () => {
    const snippet = items.find((s) => s.id === chosen);
    if (!snippet) {
      setErrors({ insert: 'Choose a saved reply to insert' });
      return;
    }
    setErrors({});
    const area = document.getElementById(feedbackId) as HTMLTextAreaElement | null;
    const start = area?.selectionStart ?? value.length;
    const end = area?.selectionEnd ?? value.length;
    onChange(insertAt(value, snippet.body, start, end));
    area?.focus();
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    e.stopPropagation();
    const parsed = snippetInputSchema.safeParse({ title, body: value });
    if (!parsed.success) {
      const issues = Object.fromEntries(
        parsed.error.issues.map((i) => [String(i.path[0]), i.message]),
      );
      setErrors({
        title: issues.title ?? '',
        save: issues.body ? 'Write the feedback first, then save it as a reply' : '',
      });
      return;
    }
    setErrors({});
    try {
      await create.mutateAsync(parsed.data);
      setTitle('');
      notify({ title: `Saved reply "${parsed.data.title}" added` });
    } catch (error) {
      const fields = errorFields(error);
      setErrors({ title: fields.title ?? '', save: fields.title ? '' : errorText(error) });
    }
  };

  const del = async (id: string, name: string) => {
    try {
      await remove.mutateAsync(id);
      if (chosen === id) setChosen('');
      notify({ title: `Saved reply "${name}" deleted` });
    } catch (error) {
      notify({
        title: errorText(error, 'The saved reply could not be deleted'),
        variant: 'destructive',
      });
    }
  };

  return (
    <div className="coach-snippets">
      {snippets.isError ? (
        <p className="coach-muted">Saved replies are unavailable right now.</p>
      ) : (
        <div className="coach-inline-form">
          <SelectField
            label="Saved replies"
            options={[
              {
                value: '',
                label: snippets.isPending
                  ? 'Loading…'
                  : items.length
                    ? 'Choose a reply to insert'
                    : 'No saved replies yet',
              },
              ...items.map((s) => ({ value: s.id, label: s.title })),
            ]}
            value={chosen}
            onChange={(e) => setChosen(e.target.value)}
            error={errors.insert || undefined}
          />
          <Button size="sm" variant="outline" onClick={insert} disabled={!items.length}>
            Insert reply
          </Button>
        </div>
      )}
      <details className="coach-snippets__manage">
        <summary>Save or delete replies</summary>
        <form
          onSubmit={save}
          noValidate
          className="coach-inline-form"
          aria-label="Save the feedback as a reply"
        >
          <Field
            label="Title of the new reply"
            hint="Saves the feedback as written now"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            error={errors.title || undefined}
            maxLength={100}
          />
          <Button type="submit" size="sm" variant="outline" loading={create.isPending}>
            Save as reply
          </Button>
        </form>
        {errors.save && <Alert variant="error">{errors.save}</Alert>}
        {items.length > 0 && (
          <ul className="coach-snippets__list" aria-label="Your saved replies">
            {items.map((s) => (
              <li key={s.id}>
                <span>{s.title}</span>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Delete saved reply ${s.title}`}
                  loading={remove.isPending && remove.variables === s.id}
                  onClick={() => void del(s.id, s.title)}
                >
                  Delete
                </Button>
              </li>
            ))}
          </ul>
        )}
      </details>
    </div>
  );
}

/** The coach's answer to a check-in: written (with saved replies if she likes) and sent. */
export function FeedbackForm({
  feedbackId,
  firstName,
  value,
  onChange,
  sending,
  error,
  onSubmit,
  formRef,
}: FeedbackFormProps) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <div className="coach-feedback">
      <form ref={formRef} onSubmit={submit} noValidate aria-label={`Feedback for ${firstName}`}>
        <TextareaField
          id={feedbackId}
          label={`Your feedback for ${firstName}`}
          hint={`${firstName} gets it by email and on her dashboard.`}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          error={error}
          rows={6}
          maxLength={5000}
          aria-keyshortcuts="Control+Enter"
        />
        <Button type="submit" loading={sending} aria-keyshortcuts="Control+Enter">
          Mark reviewed
        </Button>
      </form>
      <Snippets feedbackId={feedbackId} value={value} onChange={onChange} />
    </div>
  );
}

/** The message of an empty or too long feedback, or undefined when it can be sent. */
export function feedbackProblem(value: string): string | undefined {
  const parsed = reviewInputSchema.safeParse({ feedback: value });
  return parsed.success
    ? undefined
    : (parsed.error.issues[0]?.message ?? CHECKIN_MESSAGES.feedbackRequired);
}
