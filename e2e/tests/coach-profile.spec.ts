import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  createClient,
  signInAsCoach,
  expectToast,
  uniquePerson,
  openCoachPage,
} from './coach-support';
import { SEEDED } from './checkin-support';
import { query } from '../global/db';

/** The name of an active nutritionist on the team (the demo data has one). */
async function someNutritionist(page: Page): Promise<string> {
  const response = await page.request.get('/api/team');
  expect(response.status()).toBe(200);
  const team = (await response.json()) as {
    firstName: string;
    lastName: string;
    role: string;
    status: string;
  }[];
  const nutritionist = team.find((m) => m.role === 'nutritionist' && m.status === 'active');
  expect(nutritionist, 'an active nutritionist on the team').toBeDefined();
  return `${nutritionist!.firstName} ${nutritionist!.lastName}`;
}

test.describe('coach: client profile', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsCoach(page);
  });

  test('edit contact details, add a private note, assign a nutritionist', async ({ page }) => {
    const person = uniquePerson();
    const clientId = await createClient(page.request, person);
    const name = `${person.firstName} ${person.lastName}`;
    const nutritionistName = await someNutritionist(page);

    await openCoachPage(page, `/client-profile/${clientId}`);
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
    const contact = page.getByRole('region', { name: 'Contact details' });
    await expect(contact).toContainText(person.email);

    await contact.getByRole('button', { name: 'Edit details' }).click();
    await contact.getByLabel('Phone').fill('+44 7700 900456');
    await contact.getByLabel('Goals').fill('Run a 10k by the autumn');
    await contact.getByRole('button', { name: 'Save details' }).click();
    await expectToast(page, 'Contact details saved');
    await expect(contact).toContainText('+44 7700 900456');
    await expect(contact).toContainText('Run a 10k by the autumn');

    // Validation at the field: a name cannot be emptied.
    await contact.getByRole('button', { name: 'Edit details' }).click();
    await contact.getByLabel('First name').fill('');
    await contact.getByRole('button', { name: 'Save details' }).click();
    await expect(contact.getByText('First name is required')).toBeVisible();
    await contact.getByRole('button', { name: 'Cancel' }).click();

    const notes = page.getByRole('region', { name: 'Private coach notes' });
    await notes.getByLabel('Add a private note').fill('Prefers voice notes over calls.');
    await notes.getByRole('button', { name: 'Save note' }).click();
    await expect(notes.getByRole('list', { name: 'Notes' })).toContainText(
      'Prefers voice notes over calls.',
    );

    const team = page.getByRole('region', { name: 'Assigned team' });
    await team.getByLabel('Assign nutritionist').selectOption({ label: nutritionistName });
    await team.getByRole('button', { name: 'Save assignment' }).click();
    await expectToast(page, `${nutritionistName} assigned`);

    // Everything is stored: a reload shows it all again.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Coach Dashboard', level: 1 })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('region', { name: 'Contact details' })).toContainText(
      '+44 7700 900456',
    );
    await expect(page.getByRole('region', { name: 'Private coach notes' })).toContainText(
      'Prefers voice notes over calls.',
    );
    await expect(page.getByRole('region', { name: 'Assigned team' })).toContainText(
      nutritionistName,
    );
    await expect(
      page.getByRole('region', { name: 'Activity' }).getByRole('listitem'),
    ).not.toHaveCount(0);
    // A new client has no check-ins yet; her full history is one link away.
    const checkins = page.getByRole('region', { name: 'Check-ins' });
    await expect(checkins).toContainText('No check-ins yet');
    await expect(checkins.getByRole('link', { name: /All her check-ins/ })).toHaveAttribute(
      'href',
      `/client-checkins?clientId=${clientId}`,
    );
    // A new client pays for nothing yet: her payments section says so and offers the plans.
    const payments = page.getByRole('region', { name: 'Payments' });
    await expect(payments).toContainText('No subscription yet');
    await expect(payments).toContainText('No payments yet');
  });

  test('changing the status from the profile', async ({ page }) => {
    const person = uniquePerson();
    const clientId = await createClient(page.request, person);
    await openCoachPage(page, `/client-profile/${clientId}`);
    await page.getByLabel('Client status').selectOption('paused');
    await page.getByRole('button', { name: 'Save status' }).click();
    await expectToast(page, 'Status changed to Paused');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Coach Dashboard', level: 1 })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByLabel('Client status')).toHaveValue('paused');
  });

  test('her onboarding answers, with the health screening she said yes to', async ({ page }) => {
    await openCoachPage(page, `/client-profile/${SEEDED.olivia.clientId}`);
    const onboarding = page.getByRole('region', { name: 'Onboarding and health' });
    // A "yes" is marked for screen readers too, not only by colour.
    await expect(onboarding.getByLabel('Health screening answers')).toContainText(
      'Needs attention: Yes, 39 weeks ago',
    );
    await expect(onboarding).toContainText('Health data consent given on');
    // Labels, not codes.
    await expect(onboarding).not.toContainText('post-baby');
  });

  test('a flagged health screening: counted on the dashboard, filtered in the list, cleared on the profile', async ({
    page,
  }) => {
    const person = uniquePerson();
    const clientId = await createClient(page.request, person);
    const name = `${person.firstName} ${person.lastName}`;
    // What crm records when checkin's onboarding.completed says her screening had a "yes".
    await query('crm', 'UPDATE clients SET screening_flagged = true WHERE id = $1', [clientId]);

    await openCoachPage(page, '/dashboard');
    const stat = page.getByRole('link', { name: /Health screenings to review/ });
    await expect(stat).toContainText('Review now');
    await stat.click();
    await expect(page).toHaveURL(/\/clients\?screening=flagged/);
    await expect(page.getByLabel('Health screening')).toHaveValue('flagged');
    await page.getByRole('link', { name }).click();

    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
    const onboarding = page.getByRole('region', { name: 'Onboarding and health' });
    await expect(onboarding).toContainText('Review health screening');
    await onboarding.getByRole('button', { name: 'Mark screening reviewed' }).click();
    await expect(onboarding.getByRole('button', { name: 'Mark screening reviewed' })).toHaveCount(
      0,
    );
    await expect(page.getByRole('region', { name: 'Activity' })).toContainText(
      'Health screening reviewed',
    );
    const flagged = await page.request.get('/api/clients?screening=flagged&pageSize=100');
    const ids = ((await flagged.json()) as { items: { id: string }[] }).items.map((c) => c.id);
    expect(ids).not.toContain(clientId);
  });

  test('an unknown client shows a friendly not-found panel', async ({ page }) => {
    await openCoachPage(page, '/client-profile/00000000-0000-4000-8000-00000000dead');
    await expect(page.getByText("We couldn't find this client")).toBeVisible();
    await page.getByRole('link', { name: 'Back to clients' }).click();
    await expect(page).toHaveURL(/\/clients$/);
  });
});
