import type { Backup } from '@wellness/contracts';
import { progressText } from './backup-text';

/** The progress of a backup being made: a bar a screen reader reads as a percentage. */
export function BackupProgress({ backup }: { backup: Backup }) {
  const percent = Math.round(backup.progress * 100);
  const text = progressText(backup);
  return (
    <div className="coach-backup-progress">
      <div
        className="coach-backup-progress__track"
        role="progressbar"
        aria-label="Backup progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%: ${text}`}
      >
        <div className="coach-backup-progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <p className="coach-muted">{text}</p>
    </div>
  );
}
