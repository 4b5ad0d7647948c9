import { useState } from 'react';
import type { FormEvent } from 'react';
import type { Import } from '@wellness/contracts';
import { Alert, Button, SelectField } from '@wellness/ui';
import { errorText } from '../../lib/errors';
import { useSaveMapping } from './api';
import {
  fieldLabel,
  fieldOptions,
  mappingErrors,
  sameMapping,
  setColumnField,
  unmappedFields,
} from './mapping';
import { StepPanel } from './StepPanel';

/**
 * Step 2: which field each column of the file fills. The detected (or remembered) mapping comes
 * pre-filled; a changed one is saved, and can be remembered for the next file with these headers.
 */
export function MappingStep({
  item,
  focusOnOpen,
  onBack,
  onSaved,
}: {
  item: Import;
  focusOnOpen: boolean;
  onBack: () => void;
  onSaved: () => void;
}) {
  const save = useSaveMapping();
  const [mapping, setMapping] = useState(item.mapping);
  const [remember, setRemember] = useState(false);
  const [checked, setChecked] = useState(false);
  const errors = checked ? mappingErrors(mapping) : {};
  const options = fieldOptions(item.kind);
  const missing = unmappedFields(item.kind, mapping);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (Object.keys(mappingErrors(mapping)).length) return;
    if (sameMapping(mapping, item.mapping) && !remember) {
      onSaved();
      return;
    }
    try {
      await save.mutateAsync({ id: item.id, mapping, remember });
      onSaved();
    } catch {
      // Shown from the mutation's error beside the form.
    }
  };

  return (
    <StepPanel
      title="Match the columns"
      description={`Choose the field each column of ${item.fileName} fills. Columns set to “Don’t import” are left out.`}
      focusOnOpen={focusOnOpen}
    >
      {item.mappingRemembered && (
        <Alert variant="info">
          Filled in from the mapping you saved for files with these columns.
        </Alert>
      )}
      <form onSubmit={submit} noValidate aria-label="Column mapping">
        {(errors._ || save.isError) && (
          <Alert variant="error" title="Check the columns">
            {errors._ && <p>{errors._}</p>}
            {save.isError && <p>{errorText(save.error)}</p>}
          </Alert>
        )}
        <ul className="imports-mapping" aria-label="Columns of the file">
          {mapping.columns.map((column) => (
            <li key={column.index}>
              <SelectField
                label={column.header || `Column ${column.index + 1}`}
                hint={`Column ${column.index + 1}`}
                options={options}
                value={column.field ?? ''}
                error={errors[column.index]}
                onChange={(e) => setMapping((m) => setColumnField(m, column.index, e.target.value))}
              />
            </li>
          ))}
        </ul>
        {missing.length > 0 && (
          <p className="coach-muted">
            No column fills: {missing.map((field) => fieldLabel(field)).join(', ')}.
          </p>
        )}
        <label className="imports-check">
          <input
            type="checkbox"
            className="ui-checkbox"
            checked={remember}
            onChange={(e) => setRemember(e.target.checked)}
          />
          Remember this mapping for files with the same columns
        </label>
        <div className="coach-form-actions">
          <Button variant="ghost" onClick={onBack}>
            Choose another file
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save and preview
          </Button>
        </div>
      </form>
    </StepPanel>
  );
}
