import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { TEAM_MESSAGES } from '@wellness/contracts';
import { fillSignIn } from '../global/accounts';
import { BASE_URL } from '../global/env';
import { linkIn, waitForEmail } from '../global/maildev';
import { signInAsCoach, expectToast, uniquePerson, openCoachPage } from './coach-support';
import type { Person } from './coach-support';

const PASSWORD = 'fresh-start-2025';

async function invite(page: Page, person: Person, role: 'Nutritionist' | 'Coach') {
  const form = page.getByRole('form', { name: 'Invite a team member' });
  await form.getByLabel('Email').fill(person.email);
  await form.getByLabel('First name').fill(person.firstName);
  await form.getByLabel('Last name').fill(person.lastName);
  await form.getByRole('radio', { name: new RegExp(role) }).check();
  await form.getByRole('button', { name: 'Send invitation' }).click();
}

function memberRow(page: Page, person: Person) {
  return page
    .getByRole('region', { name: 'Your team' })
    .getByRole('row')
    .filter({ hasText: person.email });
}

test.describe('coach: team', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsCoach(page);
  });

  test('an invited nutritionist gets an email, sets a password and reaches the nutritionist dashboard', async ({
    page,
    browser,
  }) => {
    test.slow(); // an email round trip and a second browser context
    const person = uniquePerson(undefined, 'Nora');
    const since = new Date(Date.now() - 1000);
    await openCoachPage(page, '/team');
    await expect(page.getByRole('heading', { name: 'Team', level: 2 })).toBeVisible();
    await invite(page, person, 'Nutritionist');
    await expectToast(page, 'Invitation sent');
    const row = memberRow(page, person);
    // Invited; crm marks the member active as soon as auth has created the account.
    await expect(row).toContainText(/Invited|Active/);
    await expect(row).toContainText('Nutritionist');

    const email = await waitForEmail(person.email, { subject: /invited/i, since });
    const link = linkIn(email, `${BASE_URL}/reset-password?token=`);

    const context = await browser.newContext();
    const invitee = await context.newPage();
    await invitee.goto(link);
    await expect(invitee.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await invitee.getByLabel('New password', { exact: true }).fill(PASSWORD);
    await invitee.getByLabel('Confirm new password').fill(PASSWORD);
    await invitee.getByRole('button', { name: 'Set new password' }).click();
    await expect(invitee).toHaveURL(/\/auth$/);
    await fillSignIn(invitee, person.email, PASSWORD);
    await expect(invitee.getByRole('heading', { name: 'Nutritionist Dashboard' })).toBeVisible();
    await context.close();

    // Back on the team page the member is active.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Coach Dashboard', level: 1 })).toBeVisible({
      timeout: 20_000,
    });
    await expect(memberRow(page, person)).toContainText('Active', { timeout: 10_000 });
  });

  test('the invitation form validates at the field and refuses someone already on the team', async ({
    page,
  }) => {
    await openCoachPage(page, '/team');
    const form = page.getByRole('form', { name: 'Invite a team member' });
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(form.getByText('Please enter a valid email')).toBeVisible();
    await expect(form.getByText('First name is required')).toBeVisible();
    await expect(form.getByText('Last name is required')).toBeVisible();
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

    const person = uniquePerson(undefined, 'Cleo');
    await invite(page, person, 'Coach');
    await expectToast(page, 'Invitation sent');
    await expect(memberRow(page, person)).toContainText('Coach');

    await invite(page, person, 'Coach');
    await expect(form.getByText(TEAM_MESSAGES.alreadyMember)).toBeVisible();
  });

  test('deactivating a member asks first; nobody can deactivate their own account', async ({
    page,
  }) => {
    const person = uniquePerson(undefined, 'Dora');
    await openCoachPage(page, '/team');
    await invite(page, person, 'Nutritionist');
    await expect(memberRow(page, person)).toContainText(/Invited|Active/);

    // The signed-in coach's own row has no deactivate button.
    const self = page
      .getByRole('region', { name: 'Your team' })
      .getByRole('row')
      .filter({ has: page.getByText('You', { exact: true }) });
    await expect(self).toHaveCount(1);
    await expect(self.getByRole('button', { name: /Deactivate/ })).toHaveCount(0);

    const name = `${person.firstName} ${person.lastName}`;
    await memberRow(page, person)
      .getByRole('button', { name: `Deactivate ${name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Deactivate ${name}?` });
    await expect(dialog).toContainText('They will no longer be able to sign in.');
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await expectToast(page, `${name} deactivated`);
    await expect(memberRow(page, person)).toContainText('Deactivated');
    await expect(memberRow(page, person).getByRole('button')).toHaveCount(0);
  });
});
