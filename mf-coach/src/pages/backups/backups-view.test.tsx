import { QueryClient } from '@tanstack/react-query';
import type { Backup, BackupList } from '@wellness/contracts';
import { renderStatic } from '../../testing/render-static';
import { countsSummary, formatBytes, progressText } from './backup-text';
import { BACKUPS_URL, BACKUP_POLL_MS, backupsRefetchInterval } from './backups-api';
import { BackupsPage } from './BackupsPage';

// Jest reads no CSS: the page's stylesheet is an empty module here.
jest.mock('./backups.css', () => ({}));

const ready: Backup = {
  id: '7b0c9a52-4a43-4c1a-9f5e-4c1d0f3b8a11',
  status: 'ready',
  trigger: 'coach',
  encrypted: true,
  progress: 1,
  partsReady: ['auth', 'crm', 'checkin', 'notification'],
  counts: { clients: 1204, checkins: 52000, photos: 310, notes: 12 },
  bytes: 4_404_019,
  createdAt: '2026-11-20T21:05:00Z',
  completedAt: '2026-11-20T21:07:00Z',
  error: null,
};
const gathering: Backup = {
  ...ready,
  id: '5f0e2b7c-1111-4a4a-9999-0123456789ab',
  status: 'gathering',
  trigger: 'nightly',
  encrypted: false,
  progress: 0.25,
  partsReady: ['crm'],
  counts: {},
  bytes: null,
  completedAt: null,
};

/** The page once GET /api/backups has answered `list`. */
function renderPage(list: BackupList) {
  const client = new QueryClient();
  client.setQueryData([BACKUPS_URL], list);
  return renderStatic(<BackupsPage />, client);
}

describe('backup text', () => {
  it('writes sizes as a file manager does', () => {
    expect(formatBytes(532)).toBe('532 bytes');
    expect(formatBytes(4_404_019)).toBe('4.2 MB');
    expect(formatBytes(null)).toBe('—');
  });
  it('sums up the counts, biggest first, naming how many kinds are left out', () => {
    expect(countsSummary(ready.counts)).toBe(
      '52,000 checkins · 1,204 clients · 310 photos · 1 more kind of record',
    );
    expect(countsSummary({})).toBe('No records');
  });
  it('says which step a backup being made is at', () => {
    expect(progressText(gathering)).toBe('1 of 4 services have written their part');
    expect(progressText({ ...gathering, status: 'assembling', progress: 0.4 })).toBe(
      'Packing the file: 40%',
    );
  });
  it('polls about every second only while a backup is being made', () => {
    expect(backupsRefetchInterval({ items: [ready, gathering], keep: 7 })).toBe(BACKUP_POLL_MS);
    expect(BACKUP_POLL_MS).toBeLessThanOrEqual(1000);
    expect(backupsRefetchInterval({ items: [ready], keep: 7 })).toBe(false);
  });
});

describe('/backup-download', () => {
  it('lists a ready backup with its size, counts, date, encryption and a labelled download', () => {
    const html = renderPage({ items: [ready], keep: 7 });
    expect(html).toContain('4.2 MB');
    expect(html).toContain('53,526 records: 52,000 checkins');
    expect(html).toContain('>Encrypted<');
    expect(html).toContain('>Ready<');
    expect(html).toMatch(/aria-label="Download the backup of [^"]*2026[^"]*"[^>]*>Download</);
    expect(html).toContain('The last 7 backups are kept');
    expect(html).toContain('A download link works once, for an hour');
  });
  it('shows the progress of a backup being made and holds back a second one', () => {
    const html = renderPage({ items: [gathering, ready], keep: 7 });
    expect(html).toMatch(/role="progressbar"[^>]*aria-valuenow="25"/);
    expect(html).toContain('Nightly backup');
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Make a backup now<\/button>/);
    expect(html).toContain('A backup is being made');
    // Only the ready one can be downloaded.
    expect(html.match(/>Download</g)).toHaveLength(1);
  });
  it('explains the passphrase cannot be recovered, and how to restore', () => {
    const html = renderPage({ items: [], keep: 7 });
    expect(html).toContain('No backups yet');
    expect(html).toContain('Passphrase (optional)');
    expect(html).toContain('nobody can recover it');
    expect(html).toContain('npm run restore -- &lt;file&gt;.zip');
    expect(html).toMatch(/<button type="submit"(?![^>]*disabled)[^>]*>Make a backup now/);
  });
  it('shows a loading state before the list answers', () => {
    expect(renderStatic(<BackupsPage />)).toContain('Loading your backups');
  });
});
