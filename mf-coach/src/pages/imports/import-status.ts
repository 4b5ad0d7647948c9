import type { Import, ImportProgress, ImportStatus } from '@wellness/contracts';

export const IMPORT_STATUS_LABELS: Record<ImportStatus, string> = {
  uploaded: 'Not started',
  queued: 'Waiting to start',
  running: 'Importing',
  cancelling: 'Stopping',
  cancelled: 'Cancelled',
  done: 'Done',
  failed: 'Failed',
};

/** The job is (or is about to be) working: its progress changes, so the page reads it again. */
export function isRunning(status: ImportStatus): boolean {
  return status === 'queued' || status === 'running' || status === 'cancelling';
}

export function isFinished(status: ImportStatus): boolean {
  return status === 'done' || status === 'cancelled' || status === 'failed';
}

/** The wizard's steps, in order. */
export const WIZARD_STEPS = [
  { key: 'file', label: 'File' },
  { key: 'mapping', label: 'Columns' },
  { key: 'preview', label: 'Check' },
  { key: 'progress', label: 'Import' },
] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number]['key'] | 'summary';

/**
 * Which step an import is on. The status decides once it has started; before that, the coach
 * moves between the mapping and the preview (`?step=preview`).
 */
export function wizardStep(item: Pick<Import, 'status'> | undefined, asked: string | null) {
  if (!item) return 'file';
  if (isRunning(item.status)) return 'progress';
  if (isFinished(item.status)) return 'summary';
  return asked === 'preview' ? 'preview' : 'mapping';
}

/** Rows done as a whole percentage (0 when the total is not known yet). */
export function percentDone({ rowsDone, totalRows }: ImportProgress): number {
  if (totalRows <= 0) return 0;
  return Math.min(100, Math.floor((rowsDone / totalRows) * 100));
}

/** "About 3 minutes left", "Less than a minute left"; null while it cannot be told. */
export function timeLeftText(seconds: number | null): string | null {
  if (seconds === null) return null;
  if (seconds < 60) return 'Less than a minute left';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `About ${minutes} minute${minutes === 1 ? '' : 's'} left`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const h = `${hours} hour${hours === 1 ? '' : 's'}`;
  return rest ? `About ${h} ${rest} min left` : `About ${h} left`;
}

const numberFormat = new Intl.NumberFormat('en-GB');
export const formatCount = (n: number) => numberFormat.format(n);
