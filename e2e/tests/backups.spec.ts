import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { APP_ORIGIN, BASE_URL } from '../global/env';
import { manifestOf } from './archive-support';
import { expectToast, openCoachPage, signInAsCoach } from './coach-support';

// Backups (issue 19): the coach makes a backup of her whole business on /backup-download, watches
// it being made, and downloads it through a one-time link: the file is a ZIP with a manifest.

const PHONE = { width: 360, height: 780 };

test.describe('backups: the coach takes everything out', () => {
  test.use({ viewport: PHONE });

  test('backup: the coach makes a backup on her phone and downloads a ZIP with its manifest', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signInAsCoach(page);
    await openCoachPage(page, '/backup-download');
    await expect(page.getByRole('heading', { name: 'Backups', level: 2 })).toBeVisible();
    await expect(page.getByText('npm run restore --')).toBeVisible();
    await expect(page.getByText(/nobody can recover it/)).toBeVisible();

    // A backup another test (or the nightly job) started must finish first: one at a time.
    const start = page.getByRole('button', { name: 'Make a backup now' });
    await expect(start).toBeEnabled({ timeout: 120_000 });
    await start.click();
    await expectToast(page, 'Backup started');
    // The notice sits over the list on a phone (and stays while the pointer rests on it): close it.
    await page.getByRole('button', { name: 'Close notification' }).click();

    // Newest first: the new backup is the first in the list, and its progress moves to Ready.
    const newest = page.getByRole('list', { name: 'Backups' }).getByRole('listitem').first();
    await expect(newest).toContainText('Made by you');
    await expect(newest.getByText('Ready', { exact: true })).toBeVisible({ timeout: 120_000 });
    await expect(newest).toContainText(/records: /);

    const downloading = page.waitForEvent('download');
    await newest.getByRole('button', { name: /^Download the backup of/ }).click();
    const download = await downloading;
    const zip = await readFile((await download.path())!);
    const { manifest } = manifestOf(zip);
    expect(manifest.kind).toBe('backup');
    const clients = manifest.entities.find((e) => e.service === 'crm' && e.name === 'clients');
    expect(clients?.count, 'the demo business has clients').toBeGreaterThan(0);
    expect(new Set(manifest.entities.map((e) => e.service))).toEqual(
      new Set(['auth', 'crm', 'checkin', 'notification']),
    );
  });

  test('backup: a download link works once, and only with the coach signed in', async ({
    page,
    playwright,
  }) => {
    test.setTimeout(60_000);
    await signInAsCoach(page);
    const list = await page.request.get('/api/backups');
    expect(list.status()).toBe(200);
    const ready = ((await list.json()) as { items: { id: string; status: string }[] }).items.find(
      (b) => b.status === 'ready',
    );
    test.skip(!ready, 'no ready backup yet (the test above makes one)');

    const link = await page.request.post(`/api/backups/${ready!.id}/link`, { headers: APP_ORIGIN });
    expect(link.status(), await link.text()).toBe(201);
    const { url } = (await link.json()) as { url: string };
    const { pathname, search } = new URL(url, BASE_URL);
    const path = pathname + search;

    // Without her session the token alone is not enough (and is not used up).
    const stranger = await playwright.request.newContext({ baseURL: BASE_URL });
    try {
      expect((await stranger.get(path)).status()).toBeGreaterThanOrEqual(400);
    } finally {
      await stranger.dispose();
    }
    const first = await page.request.get(path);
    expect(first.status()).toBe(200);
    expect((await first.body()).subarray(0, 2).toString('latin1')).toBe('PK');
    expect((await page.request.get(path)).status()).toBeGreaterThanOrEqual(400);
  });
});
