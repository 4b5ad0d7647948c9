import '../clients/tag-chips.css';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { ClientDetail } from '@wellness/contracts';
import { Button, Card, Field } from '@wellness/ui';
import { useTagUsage } from '../../api/tag-usage';
import { errorText } from '../../lib/errors';
import { TagChips } from '../clients/TagChips';
import { useSetClientTags } from './client-tags-api';

/**
 * Her tags: chips with remove buttons, and a field to add one (Enter or "Add"), suggesting the
 * tags other clients carry. The API normalises and validates; its message shows under the field.
 */
export function TagsCard({ client }: { client: ClientDetail }) {
  const save = useSetClientTags(client.id);
  const usage = useTagUsage();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  const inputId = useId();
  const listId = `${inputId}-suggestions`;
  const suggestions = (usage.data?.tags ?? []).filter((t) => !client.tags.includes(t.tag));

  const store = async (tags: string[], done: string) => {
    setError(undefined);
    try {
      await save.mutateAsync(tags);
      setAnnouncement(done);
      return true;
    } catch (err) {
      setError(errorText(err, 'The tags could not be saved'));
      return false;
    }
  };

  const add = async (e: FormEvent) => {
    e.preventDefault();
    const tag = draft.trim();
    if (!tag) return;
    if (await store([...client.tags, tag], `Tag ${tag.toLowerCase()} added`)) setDraft('');
  };

  const remove = async (tag: string) => {
    await store(
      client.tags.filter((t) => t !== tag),
      `Tag ${tag} removed`,
    );
    // Its button is gone: keep the keyboard in the editor.
    document.getElementById(inputId)?.focus();
  };

  return (
    <Card title="Tags" description="Filter the client table and email segments by them." level={3}>
      {client.tags.length ? (
        <TagChips
          tags={client.tags}
          label={`Tags of ${client.firstName}`}
          onRemove={(tag) => void remove(tag)}
          disabled={save.isPending}
        />
      ) : (
        <p className="coach-cell-muted">No tags yet.</p>
      )}
      <form onSubmit={add} className="coach-inline-form" noValidate>
        <Field
          id={inputId}
          label="Add a tag"
          hint="Letters, digits and dashes, for example postnatal or vip."
          value={draft}
          list={listId}
          autoComplete="off"
          onChange={(e) => {
            setDraft(e.target.value);
            setError(undefined);
          }}
          error={error}
        />
        <datalist id={listId}>
          {suggestions.map((t) => (
            <option key={t.tag} value={t.tag}>
              {`${t.clients} ${t.clients === 1 ? 'client' : 'clients'}`}
            </option>
          ))}
        </datalist>
        <Button
          type="submit"
          size="sm"
          variant="outline"
          loading={save.isPending}
          disabled={!draft.trim()}
        >
          Add tag
        </Button>
      </form>
      <p className="ui-visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </Card>
  );
}
