import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signInByApi } from '../global/accounts';
import { APP_ORIGIN, BASE_URL, DEMO_PASSWORD } from '../global/env';
import { waitForEmail } from '../global/maildev';
import type { Email } from '../global/maildev';
import { manifestOf } from './archive-support';
import { expectToast, openCoachPage, signInAsCoach } from './coach-support';
import { coachApi, freshClient, seriousViolations } from './payments-support';

// Data protection (issue 19): a client asks for a copy of her data on her phone, her coach carries
// the request out on /data-protection, and the client gets an email whose link downloads a ZIP of
// her data with its manifest and a README.

const PHONE = { width: 360, height: 780 };

/** The download link in the "your data is ready" email, as a path on the system under test. */
function downloadPathIn(email: Email): string {
  const body = `${email.html ?? ''} ${email.text ?? ''}`.replace(/&amp;/g, '&');
  const match =
    /https?:\/\/[^"'\s<>]*(\/api\/data-requests\/[^"'\s<>]+\/download\?token=[^"'\s<>]+)/.exec(
      body,
    );
  if (!match) throw new Error(`no download link in "${email.subject}"`);
  return match[1];
}

/**
 * Opens a client-area page and waits for the client remote to render. Generous: the backup test
 * may be packing a ZIP on the other worker, and this machine has two cores.
 */
async function openClientPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Client Dashboard', level: 1 })).toBeVisible({
    timeout: 45_000,
  });
}

test.describe('data protection: her right to her data', () => {
  test('data protection: a client asks for her data, the coach exports it, the emailed link downloads a ZIP', async ({
    browser,
    page,
    playwright,
  }) => {
    test.setTimeout(180_000);
    const coach = await coachApi(playwright);
    const client = await freshClient(playwright, coach, 'Dora');
    await coach.dispose();

    // She asks, on her phone.
    const phone = await browser.newContext({ viewport: PHONE, baseURL: BASE_URL });
    const her = await phone.newPage();
    await signInByApi(her, client.email);
    await openClientPage(her, '/data-protection');
    await expect(her.getByRole('heading', { name: 'Your consents' })).toBeVisible();
    await expect(her.getByText('Your coach has 30 days to carry it out')).toBeVisible();
    expect(await seriousViolations(her, 'main')).toEqual([]);
    await her.getByRole('button', { name: 'Download my data' }).click();
    await expect(her.getByText('Your request is with your coach')).toBeVisible({ timeout: 15_000 });
    await expect
      .poll(() => her.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(PHONE.width);

    // Her coach sees it with its deadline and carries it out.
    const since = new Date(Date.now() - 1000);
    await signInAsCoach(page);
    await openCoachPage(page, '/data-protection');
    const card = page
      .getByRole('list', { name: 'Data-protection requests' })
      .getByRole('listitem')
      .filter({ hasText: client.email });
    await expect(card).toContainText('Copy of her data');
    await expect(card).toContainText(/(29|30) days left/);
    await card.getByRole('button', { name: 'Export this client’s data' }).click();
    await expectToast(page, 'Gathering her data');

    // She gets an email with a link that works for 24 hours, and it downloads her data.
    const email = await waitForEmail(client.email, { since, timeoutMs: 120_000 });
    const path = downloadPathIn(email);
    const download = await her.request.get(path);
    expect(download.status(), await download.text().catch(() => '')).toBe(200);
    const { manifest, names } = manifestOf(await download.body());
    expect(manifest.kind).toBe('client_export');
    expect(names).toContain('README.txt');
    const clients = manifest.entities.find((e) => e.service === 'crm' && e.name === 'clients');
    expect(clients?.count, 'her own client record, and only hers').toBe(1);

    // Her page says it is ready and until when the emailed link works.
    await her.reload();
    await expect(her.getByText('Your data is ready')).toBeVisible({ timeout: 20_000 });
    await expect(her.getByText(/works for 24 hours/)).toBeVisible();
    // And she can download it from the page itself.
    const [fromPage] = await Promise.all([
      her.waitForEvent('download'),
      her.getByRole('button', { name: 'Download my data (ZIP)' }).click(),
    ]);
    expect(fromPage.suggestedFilename()).toMatch(/\.zip$/);

    // The audit log says who exported whose data.
    await page.reload();
    await expect(page.getByRole('list', { name: /Audit entries/ })).toContainText('Data exported', {
      timeout: 20_000,
    });
    await phone.close();
  });

  test('data protection: she withdraws a consent and asks to be erased with her password; the coach erases her across every service', async ({
    browser,
    page,
    playwright,
  }) => {
    test.setTimeout(180_000);
    const coach = await coachApi(playwright);
    const client = await freshClient(playwright, coach, 'Edie');
    await coach.dispose();

    const phone = await browser.newContext({ viewport: PHONE, baseURL: BASE_URL });
    const her = await phone.newPage();
    await signInByApi(her, client.email);
    await openClientPage(her, '/data-protection');

    // Her consent to marketing emails: withdrawn after a confirmation, with its date.
    const marketing = her.getByRole('listitem').filter({ hasText: 'Marketing emails' });
    await marketing
      .getByRole('button', { name: 'Withdraw your consent: Marketing emails' })
      .click();
    const withdraw = her.getByRole('dialog', { name: /Withdraw your consent: marketing emails/ });
    await withdraw.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(marketing).toContainText(/Withdrawn on/, { timeout: 15_000 });
    await expect(marketing.getByRole('button', { name: 'Receive them again' })).toBeVisible();

    // Deleting her account: she reads what happens and confirms with her password.
    await her.getByRole('button', { name: 'Delete my account' }).click();
    const confirm = her.getByRole('dialog', { name: 'Delete your account?' });
    await expect(confirm).toContainText('Payment records are kept for 6 years');
    await confirm.getByLabel('Your password').fill('not-her-password');
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await expect(confirm.getByText('That password is not right')).toBeVisible();
    await confirm.getByLabel('Your password').fill(DEMO_PASSWORD);
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await expect(her.getByText('You asked for your account to be deleted')).toBeVisible({
      timeout: 15_000,
    });

    // It reaches her coach's queue with its 30-day deadline, to be carried out after a warning.
    await signInAsCoach(page);
    await openCoachPage(page, '/data-protection');
    const card = page
      .getByRole('list', { name: 'Data-protection requests' })
      .getByRole('listitem')
      .filter({ hasText: client.email });
    await expect(card).toContainText('Erasure');
    await expect(card).toContainText(/(29|30) days left/);
    await card.getByRole('button', { name: 'Erase this client' }).click();
    const erase = page.getByRole('dialog', { name: `Erase ${client.name}?` });
    await expect(erase).toContainText('Payment records are kept for 6 years');
    await erase.getByRole('button', { name: 'Cancel' }).click();
    await expect(erase).toBeHidden();

    // She erases her: every service confirms, and the page shows each confirmation.
    await card.getByRole('button', { name: 'Erase this client' }).click();
    await erase.getByRole('button', { name: `Erase ${client.name}` }).click();
    await expectToast(page, `Erasing ${client.name}`);
    let done: ErasureView | undefined;
    await expect(async () => {
      const response = await page.request.get('/api/data-requests');
      expect(response.status()).toBe(200);
      const { items } = (await response.json()) as { items: ErasureView[] };
      done = items.find((r) => r.type === 'erasure' && r.client.id === client.clientId);
      expect(done?.status).toBe('done');
    }).toPass({ timeout: 90_000 });
    expect(done!.confirmations.map((c) => c.service)).toEqual(
      expect.arrayContaining(['auth', 'checkin', 'notification']),
    );
    expect(done!.confirmations.filter((c) => !c.confirmedAt)).toEqual([]);
    await page.reload();
    const erased = page
      .getByRole('list', { name: 'Data-protection requests' })
      .getByRole('listitem')
      .filter({ hasText: done!.client.email });
    await expect(erased).toContainText('Done', { timeout: 20_000 });
    for (const service of ['auth', 'checkin', 'notification'])
      await expect(erased).toContainText(`${service}: erased on`);
    await expect(erased).toContainText('kept for six years for tax');
    await expect(erased).not.toContainText(client.lastName);

    // Her account is gone: she cannot sign in any more.
    const login = await her.request.post('/api/auth/login', {
      data: { email: client.email, password: DEMO_PASSWORD },
      headers: APP_ORIGIN,
    });
    expect(login.status()).not.toBe(200);
    await phone.close();
  });
});

interface ErasureView {
  type: string;
  status: string;
  client: { id: string; email: string };
  confirmations: { service: string; confirmedAt: string | null }[];
}
