import { useEffect, useId, useRef, useState } from 'react';
import type { DragEvent, FormEvent } from 'react';
import { IMPORT_MESSAGES } from '@wellness/contracts';
import type { Import, ImportKind } from '@wellness/contracts';
import { Alert, Button, buttonClass } from '@wellness/ui';
import { errorStatus, errorText } from '../../lib/errors';
import { useUploadImport } from './api';
import { StepPanel } from './StepPanel';
import { UploadProgress } from './UploadProgress';
import { ACCEPTED_FILES, fileProblem, fileSizeText } from './upload-file';

const KINDS: { value: ImportKind; label: string; hint: string }[] = [
  { value: 'clients', label: 'Clients', hint: 'People you coach now or have coached.' },
  { value: 'leads', label: 'Leads', hint: 'People who enquired but have not signed up.' },
];

/** Step 1: what the file holds, and the file itself (chosen or dropped), sent with its progress. */
export function FileStep({
  focusOnOpen,
  onUploaded,
}: {
  focusOnOpen: boolean;
  onUploaded: (item: Import) => void;
}) {
  const inputId = useId();
  const upload = useUploadImport();
  const [kind, setKind] = useState<ImportKind>('clients');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    setProblem(fileProblem(chosen));
    setCancelled(false);
    upload.reset();
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    if (!upload.isPending) choose(e.dataTransfer.files[0]);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!file) {
      setProblem(IMPORT_MESSAGES.noFile);
      return;
    }
    if (problem) return;
    const controller = new AbortController();
    abort.current = controller;
    setProgress(0);
    setCancelled(false);
    try {
      const signal = controller.signal;
      onUploaded(await upload.mutateAsync({ kind, file, onProgress: setProgress, signal }));
    } catch {
      // A failure is shown from the mutation's error; a cancel is not a failure.
      setCancelled(controller.signal.aborted);
    }
  };

  const uploadError = upload.isError && !cancelled ? uploadErrorText(upload.error) : null;
  const message = problem ?? uploadError;

  return (
    <StepPanel
      title="Upload your file"
      description="A CSV or Excel (.xlsx) file, up to 50 MB or 100,000 rows, with a header row."
      focusOnOpen={focusOnOpen}
    >
      <form onSubmit={submit} noValidate aria-label="Upload a file to import">
        <fieldset className="imports-choices">
          <legend className="ui-label">The file holds</legend>
          {KINDS.map((k) => (
            <label key={k.value} className="imports-choice">
              <input
                type="radio"
                name="import-kind"
                value={k.value}
                checked={kind === k.value}
                disabled={upload.isPending}
                onChange={() => setKind(k.value)}
              />
              <span>
                <strong>{k.label}</strong>
                <span className="imports-choice__hint">{k.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>

        <div
          className={`imports-drop${dragging ? ' is-dragging' : ''}${message ? ' is-invalid' : ''}`}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <p className="imports-drop__text" aria-hidden="true">
            Drag your file here, or
          </p>
          <input
            id={inputId}
            className="ui-visually-hidden"
            type="file"
            accept={ACCEPTED_FILES}
            disabled={upload.isPending}
            aria-invalid={Boolean(message) || undefined}
            aria-describedby={message ? `${inputId}-error` : undefined}
            onChange={(e) => {
              choose(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <label htmlFor={inputId} className={buttonClass('outline')}>
            Choose a file
          </label>
          {file && (
            <p className="imports-drop__file" role="status">
              <strong>{file.name}</strong> <span>({fileSizeText(file.size)})</span>
            </p>
          )}
        </div>
        {message && (
          <p id={`${inputId}-error`} className="ui-field__error" role="alert">
            {message}
          </p>
        )}
        {cancelled && (
          <Alert variant="info">
            Upload cancelled. Choose “Upload and check” to send it again.
          </Alert>
        )}

        {upload.isPending && (
          <UploadProgress
            fraction={progress}
            fileName={file?.name ?? ''}
            onCancel={() => abort.current?.abort()}
          />
        )}
        <div className="coach-form-actions">
          <Button type="submit" loading={upload.isPending} disabled={Boolean(problem)}>
            Upload and check
          </Button>
        </div>
      </form>
    </StepPanel>
  );
}

/** The server's reason (415, 413, 400 say what to do), or what a lost connection means. */
function uploadErrorText(error: unknown): string {
  if (errorStatus(error) === 413) return errorText(error, IMPORT_MESSAGES.tooLarge);
  if (errorStatus(error) === 415) return errorText(error, IMPORT_MESSAGES.notCsvOrXlsx);
  return errorText(error, 'The upload failed. Please try again.');
}
