import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { backupListSchema, backupSchema, downloadLinkSchema } from '@wellness/contracts';
import type { BackupList, BackupRequest } from '@wellness/contracts';
import { useShellServices } from '@wellness/ui';
import { useGet } from '../../api/request';
import { isBeingMade } from './backup-text';

export const BACKUPS_URL = '/api/backups';
const backupUrl = (id: string) => `${BACKUPS_URL}/${encodeURIComponent(id)}`;

/** While a backup is being made its progress is polled about every second; otherwise not at all. */
export const BACKUP_POLL_MS = 1000;

export function backupsRefetchInterval(list: BackupList | undefined): number | false {
  return list?.items.some((b) => isBeingMade(b.status)) ? BACKUP_POLL_MS : false;
}

export function useBackups() {
  const get = useGet();
  return useQuery({
    queryKey: [BACKUPS_URL],
    queryFn: () => get(BACKUPS_URL, backupListSchema),
    refetchInterval: (query) => backupsRefetchInterval(query.state.data),
  });
}

export function useStartBackup() {
  const { apiRequest } = useShellServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: BackupRequest) =>
      backupSchema.parse(await apiRequest('POST', BACKUPS_URL, input)),
    onSettled: () => client.invalidateQueries({ queryKey: [BACKUPS_URL] }),
  });
}

/** A one-time download URL (valid for an hour) for a ready backup. */
export function useBackupLink() {
  const { apiRequest } = useShellServices();
  return useMutation({
    mutationFn: async (id: string) =>
      downloadLinkSchema.parse(await apiRequest('POST', `${backupUrl(id)}/link`)),
  });
}
