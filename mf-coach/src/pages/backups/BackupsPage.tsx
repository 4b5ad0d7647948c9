import './backups.css';
import { useState } from 'react';
import type { Backup } from '@wellness/contracts';
import { Card, EmptyState, useShellServices } from '@wellness/ui';
import { PageSection } from '../../components/PageSection';
import { LoadError, Loading } from '../../components/QueryState';
import { errorText } from '../../lib/errors';
import { plural } from '../../lib/format';
import { BackupList } from './BackupList';
import { isBeingMade } from './backup-text';
import { useBackupLink, useBackups } from './backups-api';
import { RestoreHelp } from './RestoreHelp';
import { StartBackupForm } from './StartBackupForm';

/** `/backup-download`: make a backup of the whole business, download one, and how to restore it. */
export function BackupsPage() {
  const { notify } = useShellServices();
  const backups = useBackups();
  const link = useBackupLink();
  const [downloadingId, setDownloadingId] = useState<string | null>(null);
  const items = backups.data?.items ?? [];

  const download = async (backup: Backup) => {
    setDownloadingId(backup.id);
    try {
      const { url } = await link.mutateAsync(backup.id);
      // The browser downloads the file; the link is used up by this visit.
      window.location.assign(url);
    } catch (error) {
      notify({
        title: "Couldn't download the backup",
        description: errorText(error),
        variant: 'destructive',
      });
    } finally {
      setDownloadingId(null);
    }
  };

  return (
    <PageSection
      title="Backups"
      description="Take everything out, in open formats: JSON Lines for records, your original photos and files, and a manifest with a checksum of every file."
    >
      <div className="coach-columns">
        <StartBackupForm running={items.some((b) => isBeingMade(b.status))} />
        <RestoreHelp />
      </div>
      <Card
        title="Your backups"
        level={3}
        description={
          backups.data
            ? `The last ${plural(backups.data.keep, 'backup')} are kept; older ones are deleted. A download link works once, for an hour, and only for you.`
            : undefined
        }
        className="coach-backups-card"
      >
        {backups.isPending ? (
          <Loading label="Loading your backups" />
        ) : backups.isError ? (
          <LoadError
            title="We couldn't load your backups"
            error={backups.error}
            onRetry={() => void backups.refetch()}
          />
        ) : items.length === 0 ? (
          <EmptyState
            title="No backups yet"
            description="Make one now; a backup is also made every night."
          />
        ) : (
          <BackupList backups={items} downloadingId={downloadingId} onDownload={download} />
        )}
      </Card>
    </PageSection>
  );
}
