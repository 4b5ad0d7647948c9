import type { ComponentProps } from 'react';
import type { AuditAction, DataRequest, DataRequestStatus } from '@wellness/contracts';
import type { Badge } from '@wellness/ui';

type Tone = NonNullable<ComponentProps<typeof Badge>['tone']>;

const DAY_MS = 24 * 3600 * 1000;

/** Whole days from now to the deadline (negative once it has passed; 0 on the day itself). */
export function daysLeft(dueAt: string, now = Date.now()): number {
  const left = new Date(dueAt).getTime() - now;
  return left >= 0 ? Math.floor(left / DAY_MS) : -Math.ceil(-left / DAY_MS);
}

export interface Deadline {
  text: string;
  overdue: boolean;
}

/** "12 days left", "Due today", "3 days overdue"; a finished request has no deadline to show. */
export function deadlineOf(request: DataRequest, now = Date.now()): Deadline | null {
  if (request.status === 'done') return null;
  const days = daysLeft(request.dueAt, now);
  if (days < 0) return { text: `${-days} day${days === -1 ? '' : 's'} overdue`, overdue: true };
  if (days === 0) return { text: 'Due today', overdue: false };
  return { text: `${days} day${days === 1 ? '' : 's'} left`, overdue: false };
}

export const TYPE_LABELS: Record<DataRequest['type'], string> = {
  export: 'Copy of her data',
  erasure: 'Erasure',
};

export const STATUS_TEXT: Record<DataRequestStatus, { label: string; tone: Tone }> = {
  pending: { label: 'Waiting for you', tone: 'warning' },
  in_progress: { label: 'In progress', tone: 'brand' },
  done: { label: 'Done', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
};

export const AUDIT_LABELS: Record<AuditAction, string> = {
  data_export_requested: 'Data export requested',
  data_export_executed: 'Data exported',
  data_export_downloaded: 'Data export downloaded',
  erasure_requested: 'Erasure requested',
  erasure_executed: 'Erasure started',
  erasure_completed: 'Erasure completed',
  backup_created: 'Backup made',
  backup_downloaded: 'Backup downloaded',
  consent_withdrawn: 'Consent withdrawn',
};

/** The services that have not confirmed an erasure yet. */
export const unconfirmed = (request: DataRequest) =>
  request.confirmations.filter((c) => !c.confirmedAt).map((c) => c.service);

/** "4 check-ins, 2 photos" from a service's erased counts. */
export function erasedSummary(erased: Record<string, number>): string {
  const parts = Object.entries(erased)
    .filter(([, n]) => n > 0)
    .map(([name, n]) => `${n.toLocaleString('en-GB')} ${name.replace(/[_-]+/g, ' ')}`);
  return parts.length ? parts.join(', ') : 'nothing held';
}
