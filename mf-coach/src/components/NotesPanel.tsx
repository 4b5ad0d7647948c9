import { useState } from 'react';
import type { FormEvent } from 'react';
import { noteCreateSchema } from '@wellness/contracts';
import type { Note } from '@wellness/contracts';
import { Button, TextareaField, useShellServices } from '@wellness/ui';
import { errorFields, errorText } from '../lib/errors';
import { formatDateTime, formatRelative } from '../lib/format';

/** Notes, newest first, with a form to add one. `onAdd` resolves once the note is saved. */
export function NotesPanel({
  notes,
  onAdd,
  saving,
  label = 'Add a note',
  hint,
}: {
  notes: readonly Note[];
  onAdd: (body: string) => Promise<unknown>;
  saving: boolean;
  label?: string;
  hint?: string;
}) {
  const { notify } = useShellServices();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = noteCreateSchema.safeParse({ body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      await onAdd(parsed.data.body);
      setBody('');
      notify({ title: 'Note saved' });
    } catch (err) {
      setError(errorFields(err).body ?? errorText(err, 'The note could not be saved'));
    }
  };

  const sorted = [...notes].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <div className="coach-notes">
      <form onSubmit={submit} noValidate className="coach-notes__form">
        <TextareaField
          label={label}
          hint={hint}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          error={error}
          rows={3}
          maxLength={5000}
        />
        <Button type="submit" size="sm" loading={saving}>
          Save note
        </Button>
      </form>
      {sorted.length === 0 ? (
        <p className="coach-muted">No notes yet.</p>
      ) : (
        <ul className="coach-notes__list" aria-label="Notes">
          {sorted.map((note) => (
            <li key={note.id} className="coach-note">
              <p className="coach-note__body">{note.body}</p>
              <p className="coach-note__meta">
                {note.authorName ?? 'Someone'} ·{' '}
                <time dateTime={note.createdAt} title={formatDateTime(note.createdAt)}>
                  {formatRelative(note.createdAt)}
                </time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
