import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { IMPORT_MESSAGES } from '@wellness/contracts';
import { openCoachPage, signInAsCoach, uniquePerson, uniqueTag } from './coach-support';
import type { Person } from './coach-support';
import { seriousViolations } from './payments-support';

/**
 * A clients file as another platform exports it: the email sits under "Contact" (a header nothing
 * detects), one row has a broken email and one has a column missing. The last header carries the
 * tag, so a mapping remembered by this run is not found by the next one.
 */
function clientsFile(tag: string) {
  const people = ['Alice', 'Bella', 'Cara'].map((first) => uniquePerson(tag, first));
  const row = (p: Person, phone: string) => `${p.firstName},${p.lastName},${p.email},${phone},`;
  const csv = [
    `First Name,Last Name,Contact,Mobile,Ref ${tag}`,
    row(people[0], '07700 900123'),
    row(people[1], '07700900456'),
    `Dora,${tag},dora-at-example.test,07700900789,`,
    `Edie,${tag}`,
    row(people[2], ''),
  ].join('\r\n');
  return { people, name: `clients-${tag}.csv`, buffer: Buffer.from(`${csv}\r\n`, 'utf8') };
}

async function upload(page: Page, file: { name: string; buffer: Buffer }) {
  await page.getByLabel('Choose a file').setInputFiles({ ...file, mimeType: 'text/csv' });
  await expect(page.getByRole('status').filter({ hasText: file.name })).toBeVisible();
  await page.getByRole('button', { name: 'Upload and check' }).click();
  await expect(page).toHaveURL(/\/import\?id=[0-9a-f-]{36}/);
}

const wizardStep = (page: Page, name: string) =>
  expect(page.getByRole('heading', { name, level: 3 })).toBeVisible({ timeout: 15_000 });

test.describe('coach: bulk import', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsCoach(page);
  });

  test('the coach imports a CSV with errors, fixes the mapping, watches the progress bar, and downloads the rejected rows', async ({
    page,
  }) => {
    test.setTimeout(180_000); // an upload, a job, a download and four pages
    const tag = uniqueTag();
    const file = clientsFile(tag);
    await openCoachPage(page, '/import');
    await expect(page.getByRole('heading', { name: 'Import clients or leads' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Clients/ })).toBeChecked();
    await upload(page, file);

    // The mapping: detected where the headers say so, and the email column still to choose.
    await wizardStep(page, 'Match the columns');
    await expect(page.getByLabel('First Name', { exact: true })).toHaveValue('firstName');
    await expect(page.getByLabel('Mobile', { exact: true })).toHaveValue('phone');
    await page.getByRole('button', { name: 'Save and preview' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: IMPORT_MESSAGES.emailNotMapped }),
    ).toBeVisible();
    // Two columns on one field is refused next to the columns.
    await page.getByLabel('Contact', { exact: true }).selectOption('phone');
    await page.getByRole('button', { name: 'Save and preview' }).click();
    await expect(page.getByText(IMPORT_MESSAGES.fieldMappedTwice('Phone')).first()).toBeVisible();
    await page.getByLabel('Contact', { exact: true }).selectOption('email');
    await page.getByRole('button', { name: 'Save and preview' }).click();

    // The preview: rows as stored, each problem by row number, field and reason.
    await wizardStep(page, 'Check and start');
    await expect(page).toHaveURL(/step=preview/);
    const stored = page.getByRole('table', { name: 'The first rows as they will be stored' });
    await expect(stored.getByRole('row').filter({ hasText: file.people[0].email })).toContainText(
      '+447700900123',
    );
    await expect(page.getByText('2 rows cannot be imported')).toBeVisible();
    const problems = page.getByRole('table', { name: 'Rows with problems' });
    const problem = (row: number) =>
      problems
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: String(row), exact: true }) });
    await expect(problem(4)).toContainText('Email');
    await expect(problem(5)).toContainText('Whole row');
    expect(await seriousViolations(page, 'main')).toEqual([]);

    // Start: the rows with problems are rejected only once she says so.
    await page.getByRole('button', { name: 'Start import' }).click();
    const confirm = page.getByRole('dialog', { name: 'Import without 2 rows?' });
    await confirm.getByRole('button', { name: 'Continue, rejecting 2 rows' }).click();

    // The progress bar, then the summary; a reload comes back to the same import.
    // (One check: a file this small is done a moment after the first poll, and the bar with it.)
    const bar = page.getByRole('progressbar', { name: 'Import progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', /^\d+$/);
    await wizardStep(page, 'Import complete');
    await page.reload();
    await wizardStep(page, 'Import complete');
    const results = page.getByRole('list', { name: 'Import results' });
    await expect(results.getByRole('listitem').filter({ hasText: 'Created' })).toContainText('3');
    await expect(results.getByRole('listitem').filter({ hasText: 'Rejected' })).toContainText('2');

    // The rejected rows, with their reasons, as a CSV to fix and import again.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download rejected rows' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv).toContain('dora-at-example.test');
    expect(csv).toContain('Edie');
    expect(csv).not.toContain(file.people[0].email);

    // The imported clients, marked as such in the client table.
    await page.getByRole('link', { name: 'View clients' }).click();
    await expect(page).toHaveURL(/\/clients$/);
    await page.getByLabel('Search clients').fill(tag);
    const rows = page
      .getByRole('table', { name: 'Clients' })
      .getByRole('row')
      .filter({ has: page.getByRole('cell') });
    await expect(rows).toHaveCount(3);
    for (const row of await rows.all()) await expect(row).toContainText('Imported');

    // The list of imports opens this one again.
    await openCoachPage(page, '/bulk-import');
    const link = page.getByRole('link', { name: file.name });
    await expect(page.getByRole('row').filter({ has: link })).toContainText(
      '3 created · 2 rejected',
    );
    await link.click();
    await wizardStep(page, 'Import complete');
  });

  test('on a phone: a remembered mapping fills in the next file, and the same file again creates nothing new', async ({
    page,
  }) => {
    test.setTimeout(150_000); // two uploads and two jobs
    await page.setViewportSize({ width: 360, height: 780 });
    const tag = uniqueTag();
    const file = clientsFile(tag);
    await openCoachPage(page, '/import');

    // Neither CSV nor XLSX: said at once, nothing sent.
    await page.getByLabel('Choose a file').setInputFiles({
      name: 'notes.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    });
    await expect(page.getByText(IMPORT_MESSAGES.notCsvOrXlsx)).toBeVisible();

    // First import, with the mapping remembered.
    await upload(page, file);
    await wizardStep(page, 'Match the columns');
    await page.getByLabel('Contact', { exact: true }).selectOption('email');
    await page.getByLabel('Remember this mapping for files with the same columns').check();
    await page.getByRole('button', { name: 'Save and preview' }).click();
    await wizardStep(page, 'Check and start');
    await page.getByRole('button', { name: 'Start import' }).click();
    await page.getByRole('button', { name: 'Continue, rejecting 2 rows' }).click();
    await wizardStep(page, 'Import complete');

    // The same file again: the mapping is the saved one, and every row is a duplicate.
    await page.getByRole('link', { name: 'Import another file' }).click();
    await upload(page, file);
    await wizardStep(page, 'Match the columns');
    await expect(page.getByText('Filled in from the mapping you saved')).toBeVisible();
    await expect(page.getByLabel('Contact', { exact: true })).toHaveValue('email');
    await page.getByRole('button', { name: 'Save and preview' }).click();
    await wizardStep(page, 'Check and start');
    await expect(
      page.getByRole('list', { name: 'Duplicate rows' }).getByRole('listitem'),
    ).toHaveCount(3);
    await expect(page.getByRole('radio', { name: /Skip them/ })).toBeChecked();
    // Nothing is cut off at the right edge of a small phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await page.getByRole('button', { name: 'Start import' }).click();
    await page.getByRole('button', { name: 'Continue, rejecting 2 rows' }).click();
    await wizardStep(page, 'Import complete');
    const results = page.getByRole('list', { name: 'Import results' });
    await expect(results.getByRole('listitem').filter({ hasText: 'Created' })).toContainText('0');
    await expect(results.getByRole('listitem').filter({ hasText: 'Skipped' })).toContainText('3');
  });
});
