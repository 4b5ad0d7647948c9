import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { nutritionPlanSchema } from '@wellness/contracts';
import { query } from '../global/db';
import { APP_ORIGIN } from '../global/env';
import { SEEDED } from './checkin-support';
import { uniqueTag } from './coach-support';

/** The demo nutritionist's user id (services/kit demo-data). */
const DEMO_NUTRITIONIST_USER_ID = '00000000-0000-4000-8000-000000000002';

export const TARGETS = {
  energyKcal: 1700,
  proteinG: 110,
  carbohydrateG: 180,
  fatG: 57,
  fibreG: 30,
  waterLitres: 2.2,
};

/** A new draft (for Emma by default: assigned to the demo nutritionist), through the API with the page's cookies. */
export async function newDraft(page: Page, title: string, clientId: string = SEEDED.emma.clientId) {
  const response = await page.request.post('/api/nutrition-plans', {
    data: { clientId, title, targets: TARGETS, meals: [] },
    headers: APP_ORIGIN,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id as string;
}

/** Opens a plan in the editor and waits for it (and her profile) to load. */
export async function openEditor(page: Page, planId: string, clientName: string) {
  await page.goto(`/nutrition-plan/${planId}`);
  await expect(
    page.getByRole('heading', { name: `Nutrition plan for ${clientName}`, level: 2 }),
  ).toBeVisible({ timeout: 20_000 });
}

/** Searches the food table from an option's combobox and adds the first result. */
export async function addFood(option: Locator, label: string, search: string, expected: RegExp) {
  const box = option.getByRole('combobox', { name: label });
  await box.fill(search);
  const first = option.getByRole('listbox', { name: 'Foods found' }).getByRole('option').first();
  await expect(first).toContainText(expected, { timeout: 15_000 });
  await expect(option.getByText(/USDA National Nutrient Database/)).toBeVisible();
  await box.press('ArrowDown');
  await box.press('ArrowUp');
  await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
  await box.press('Enter');
}

/** The saved draft as the API answers it. */
export async function savedPlan(page: Page, planId: string) {
  const response = await page.request.get(`/api/nutrition-plans/${planId}`);
  expect(response.status(), await response.text()).toBe(200);
  return nutritionPlanSchema.parse(await response.json());
}

export interface AssignedClient {
  clientId: string;
  name: string;
}

/**
 * A client of checkin's own read model, assigned to the demo nutritionist, whose onboarding
 * declares these allergies (the demo clients declare none). Written straight into the checkin
 * database: no account and no crm record, so nothing emails her.
 */
export async function assignedClientWithAllergies(allergies: string[]): Promise<AssignedClient> {
  const clientId = randomUUID();
  const lastName = uniqueTag();
  await query(
    'checkin',
    `INSERT INTO clients (client_id, nutritionist_user_id, first_name, last_name, email, status,
       changed_at, checkin_day, time_zone)
     VALUES ($1, $2, 'Hannah', $3, $4, 'active', now(), 1, 'Europe/London')`,
    [clientId, DEMO_NUTRITIONIST_USER_ID, lastName, `e2e-${lastName.toLowerCase()}@example.test`],
  );
  await query(
    'checkin',
    `INSERT INTO onboarding (client_id, height_cm, weight_kg, date_of_birth, activity_level,
       allergies, completed_at)
     VALUES ($1, 165, 70, '1990-05-01', 'moderate', $2, now())`,
    [clientId, allergies],
  );
  return { clientId, name: `Hannah ${lastName}` };
}
