import type { ImportStatus } from '@wellness/contracts';
import { Badge } from '@wellness/ui';
import type { ComponentProps } from 'react';
import { IMPORT_STATUS_LABELS } from './import-status';

const TONES: Record<ImportStatus, ComponentProps<typeof Badge>['tone']> = {
  uploaded: 'neutral',
  queued: 'brand',
  running: 'brand',
  cancelling: 'warning',
  cancelled: 'warning',
  done: 'success',
  failed: 'danger',
};

export function ImportStatusBadge({ status }: { status: ImportStatus }) {
  return <Badge tone={TONES[status]}>{IMPORT_STATUS_LABELS[status]}</Badge>;
}
