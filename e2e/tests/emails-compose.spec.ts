import { expect, test } from '@playwright/test';
import { APP_ORIGIN } from '../global/env';
import { waitForEmail } from '../global/maildev';
import {
  createClient,
  expectToast,
  openCoachPage,
  signInAsCoach,
  uniquePerson,
  uniqueTag,
} from './coach-support';

// Compose (issue 18): the coach writes one email to a segment of her clients (here: a tag only one
// new client carries), sees who it reaches before sending, sends it, finds it in the Sent tab (the
// send's own emails) and the client receives it, with her first name merged in.

test.describe('emails: compose to a segment', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsCoach(page);
  });

  test('the coach sends a segment email, sees the count, and finds it in Sent and MailDev', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const unique = uniqueTag();
    const tag = `e2e-${unique.toLowerCase()}`;
    const person = uniquePerson(unique, 'Maisie');
    const clientId = await createClient(page.request, person);
    const tagged = await page.request.put(`/api/clients/${clientId}/tags`, {
      data: { tags: [tag] },
      headers: APP_ORIGIN,
    });
    expect(tagged.status(), await tagged.text()).toBe(200);
    const subject = `Spring news for {{firstName}} (${unique})`;
    const since = new Date(Date.now() - 1000);

    await openCoachPage(page, '/emails?tab=compose');
    await expect(page.getByRole('tab', { name: 'Compose' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const form = page.getByRole('form', { name: 'Compose an email' });
    await expect(form.getByRole('radio', { name: 'A segment' })).toBeChecked();
    await form.getByLabel('Tag', { exact: true }).selectOption(tag, { timeout: 15_000 });

    // The count follows the filters: one client, named.
    const recipients = form.getByRole('status', { name: 'Recipients' });
    await expect(recipients).toContainText('1 client', { timeout: 15_000 });
    await expect(recipients).toContainText(`${person.firstName} ${person.lastName}`);

    // Nothing goes without a subject: the form says so.
    await form.getByRole('button', { name: 'Send now' }).click();
    await expect(form.getByLabel('Subject', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await form.getByLabel('Subject', { exact: true }).fill(subject);
    await form
      .getByLabel('Text', { exact: true })
      .fill(`Hello {{firstName}},\n\nOur spring workshop is open (${unique}).`);
    await form.getByRole('button', { name: 'Send now' }).click();

    // A segment is confirmed with its count first.
    const confirm = page.getByRole('dialog', { name: 'Send to 1 client?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Send it' }).click();
    await expectToast(page, 'Email on its way');

    // The recent sends list has it, with a link to its own emails in the Sent tab.
    const sends = page.getByRole('region', { name: 'Recent sends' });
    const send = sends.getByRole('listitem').filter({ hasText: subject });
    await expect(send).toBeVisible({ timeout: 15_000 });
    await expect(send).toContainText(tag);
    await send.getByRole('link', { name: /See its emails/ }).click();
    await expect(page).toHaveURL(/[?&]tab=sent(&|$)/);
    await expect(page).toHaveURL(/[?&]sendId=[0-9a-f-]+/);
    await expect(page.getByText('Showing the emails of one send.')).toBeVisible();
    await expect(page.getByText(person.email).first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('1 email match', { exact: true })).toBeVisible();

    // She receives it, her first name merged into the subject and the text.
    const email = await waitForEmail(person.email, {
      since,
      subject: new RegExp(`\\(${unique}\\)$`),
      timeoutMs: 30_000,
    });
    expect(email.subject).toBe(`Spring news for ${person.firstName} (${unique})`);
    expect(`${email.text ?? ''}${email.html ?? ''}`).toContain(`Hello ${person.firstName}`);
    expect(`${email.text ?? ''}${email.html ?? ''}`).toContain('spring workshop');
  });

  test('a client’s profile opens Compose addressed to her', async ({ page }) => {
    const person = uniquePerson(uniqueTag(), 'Ivy');
    const clientId = await createClient(page.request, person);
    await openCoachPage(page, `/client-profile/${clientId}`);
    await page.getByRole('link', { name: /^Email her/ }).click();
    await expect(page).toHaveURL(new RegExp(`/emails\\?.*clientId=${clientId}`));
    const form = page.getByRole('form', { name: 'Compose an email' });
    await expect(form.getByRole('radio', { name: 'One client' })).toBeChecked();
    await expect(
      form.getByRole('radio', { name: `${person.firstName} ${person.lastName}` }),
    ).toBeChecked({ timeout: 15_000 });
    await expect(form.getByRole('status', { name: 'Recipients' })).toContainText('1 client', {
      timeout: 15_000,
    });
  });
});
