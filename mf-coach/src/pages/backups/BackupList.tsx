import type { Backup } from '@wellness/contracts';
import { Badge, Button } from '@wellness/ui';
import { formatDateTime } from '../../lib/format';
import { BackupProgress } from './BackupProgress';
import { STATUS_TEXT, countsSummary, formatBytes, isBeingMade, recordsText } from './backup-text';

/** Backups, newest first: what each holds, its progress while being made, and its download. */
export function BackupList({
  backups,
  downloadingId,
  onDownload,
}: {
  backups: readonly Backup[];
  downloadingId: string | null;
  onDownload: (backup: Backup) => void;
}) {
  return (
    <ul className="coach-backups" aria-label="Backups">
      {backups.map((backup) => (
        <BackupItem
          key={backup.id}
          backup={backup}
          downloading={downloadingId === backup.id}
          onDownload={onDownload}
        />
      ))}
    </ul>
  );
}

function BackupItem({
  backup,
  downloading,
  onDownload,
}: {
  backup: Backup;
  downloading: boolean;
  onDownload: (backup: Backup) => void;
}) {
  const status = STATUS_TEXT[backup.status];
  const made = formatDateTime(backup.createdAt);
  return (
    <li className="coach-backup">
      <div className="coach-backup__top">
        <strong className="coach-backup__title">{made}</strong>
        <Badge tone={status.tone}>{status.label}</Badge>
        {backup.encrypted && <Badge tone="warning">Encrypted</Badge>}
      </div>
      <p className="coach-muted">
        {backup.trigger === 'nightly' ? 'Nightly backup' : 'Made by you'}
        {backup.status === 'ready' && ` · ${formatBytes(backup.bytes)}`}
      </p>
      {isBeingMade(backup.status) && <BackupProgress backup={backup} />}
      {backup.status === 'ready' && (
        <p className="coach-backup__counts">
          {recordsText(backup.counts)}: {countsSummary(backup.counts)}
        </p>
      )}
      {backup.status === 'failed' && (
        <p className="coach-backup__error">
          {backup.error ?? 'Something went wrong while making it.'} Make a new one.
        </p>
      )}
      {backup.status === 'ready' && (
        <div className="coach-backup__actions">
          <Button
            size="sm"
            variant="outline"
            loading={downloading}
            onClick={() => onDownload(backup)}
            aria-label={`Download the backup of ${made}`}
          >
            Download
          </Button>
        </div>
      )}
    </li>
  );
}
