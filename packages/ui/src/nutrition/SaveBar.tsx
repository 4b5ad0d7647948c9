import { memo } from 'react';
import { Button } from '../Button';

export interface SaveBarProps {
  saving: boolean;
  dirty: boolean;
  stale: boolean;
  /** How many fields need a change, counted once she has tried to save (else 0). */
  errorCount: number;
  onSave: () => void;
  onPublish: () => void;
  onSaveAsTemplate: () => void;
}

function saveStatus({
  saving,
  dirty,
  errorCount,
}: Pick<SaveBarProps, 'saving' | 'dirty' | 'errorCount'>) {
  if (saving) return 'Saving…';
  if (!dirty) return 'All changes saved';
  if (errorCount === 0) return 'Unsaved changes';
  return `Unsaved changes · ${errorCount} ${errorCount === 1 ? 'field needs' : 'fields need'} a change`;
}

/** The editor's sticky bar: whether it is saved, and save, publish and save as a template. */
export const SaveBar = memo(function SaveBar(props: SaveBarProps) {
  const { saving, stale, onSave, onPublish, onSaveAsTemplate } = props;
  return (
    <div className="ui-nutri-editor__actions" role="group" aria-label="Save and publish">
      <p className="ui-nutri-muted" role="status">
        {saveStatus(props)}
      </p>
      <div className="ui-nutri-editor__buttons">
        <Button variant="outline" onClick={onSaveAsTemplate} disabled={stale || saving}>
          Save as template
        </Button>
        <Button variant="secondary" loading={saving} disabled={stale} onClick={onSave}>
          Save draft
        </Button>
        <Button onClick={onPublish} disabled={stale || saving}>
          Publish…
        </Button>
      </div>
    </div>
  );
});
