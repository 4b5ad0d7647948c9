import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signInByApi } from '../global/accounts';
import { DEMO } from '../global/env';
import { SEEDED } from './checkin-support';
import { uniqueTag } from './coach-support';
import { addFood, newDraft, openEditor } from './nutrition-editor-support';

// Issue 16, the plan editor: the nutritionist writes a plan for an assigned client from the food
// search (a misspelt search included), watches the totals follow her quantities, saves, publishes
// v1, changes a quantity, publishes v2, and the comparison shows the change.

const dayEnergy = (page: Page) => page.getByTestId('day-total-energyKcal');

async function kcalOf(page: Page): Promise<number> {
  const text = (await dayEnergy(page).textContent()) ?? '';
  return Number(/^([\d,]+) kcal/.exec(text.trim())?.[1]?.replace(/,/g, '') ?? NaN);
}

async function publish(page: Page, version: number, note: string) {
  await page.getByRole('button', { name: 'Publish…' }).click();
  const dialog = page.getByRole('dialog', { name: `Publish v${version}` });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Change note').fill(note);
  await dialog.getByRole('button', { name: `Publish v${version}` }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  const history = page.getByRole('list', { name: 'Version history' });
  await expect(history.getByRole('listitem').filter({ hasText: `v${version}` })).toContainText(
    'Active',
    { timeout: 15_000 },
  );
  await expect(history).toContainText(note);
}

test.describe('nutritionist: the plan editor', () => {
  test('writes and publishes a plan from the food search; a second version shows its differences', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInByApi(page, DEMO.nutritionist);
    const title = `Steady energy ${uniqueTag()}`;
    const planId = await newDraft(page, title);

    await openEditor(page, planId, SEEDED.emma.name);
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
    // a new plan starts with the default meals, and the suggestion is shown with its working
    for (const meal of ['Breakfast', 'Lunch', 'Dinner', 'Snacks'])
      await expect(page.getByRole('region', { name: `${meal}, option 1` })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Working' })).toContainText('Mifflin');

    const energyBefore = await kcalOf(page);
    expect(energyBefore).toBe(0);

    // Breakfast: oats
    const breakfast = page.getByRole('region', { name: 'Breakfast, option 1' });
    await addFood(breakfast, 'Add a food to Breakfast, option 1', 'oats', /oat/i);
    const oatsQty = breakfast.getByRole('textbox', { name: /^Quantity of/ });
    await expect(oatsQty).toHaveValue('100');
    const withOats = await kcalOf(page);
    expect(withOats).toBeGreaterThan(250);
    await oatsQty.fill('50');
    await expect.poll(() => kcalOf(page)).toBeLessThan(withOats);

    // Lunch: a misspelt search still finds chicken breast
    const lunch = page.getByRole('region', { name: 'Lunch, option 1' });
    await addFood(lunch, 'Add a food to Lunch, option 1', 'chiken brest', /chicken/i);
    const chickenQty = lunch.getByRole('textbox', { name: /^Quantity of/ });
    await chickenQty.fill('150');
    const withLunch = await kcalOf(page);
    await chickenQty.fill('180');
    await expect.poll(() => kcalOf(page)).toBeGreaterThan(withLunch);
    await chickenQty.fill('150');
    await expect.poll(() => kcalOf(page)).toBe(withLunch);

    // save the draft
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 15_000 });
    const saved = await page.request.get(`/api/nutrition-plans/${planId}`);
    expect(saved.status()).toBe(200);
    const draft = (await saved.json()) as {
      document: { meals: Array<{ name: string; options: Array<{ items: { grams: number }[] }> }> };
    };
    expect(draft.document.meals.map((m) => m.name)).toEqual(['Breakfast', 'Lunch']);
    expect(draft.document.meals[1].options[0].items[0].grams).toBe(150);

    // v1
    await publish(page, 1, 'Your first plan');

    // v2: more chicken at lunch
    await chickenQty.fill('200');
    await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();
    await publish(page, 2, 'More protein at lunch');
    const history = page.getByRole('list', { name: 'Version history' });
    await expect(history.getByRole('listitem').filter({ hasText: 'v1' })).toContainText(
      'Superseded',
    );

    // compare v1 with v2
    const versions = page.getByRole('region', { name: 'Versions' });
    await versions.getByLabel('From', { exact: true }).selectOption('1');
    await versions.getByLabel('To', { exact: true }).selectOption('2');
    await versions.getByRole('button', { name: 'Compare' }).click();
    const diff = page.getByRole('region', { name: 'Changes from v1 to v2' });
    await expect(diff).toBeVisible({ timeout: 15_000 });
    await expect(diff).toContainText('Lunch');
    await expect(diff).toContainText('150 g');
    await expect(diff).toContainText('200 g');
    await expect(diff).not.toContainText('Breakfast');

    // on a phone (360 px) the editor stacks and nothing overflows sideways
    await page.setViewportSize({ width: 360, height: 800 });
    await expect(page.getByRole('region', { name: 'Lunch, option 1' })).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });

  test('the coach writes a plan for a client with no nutritionist, and reads the others', async ({
    page,
  }) => {
    await signInByApi(page, DEMO.coach);
    const sophies = await newDraft(page, `Sophie ${uniqueTag()}`, SEEDED.sophie.clientId);
    await openEditor(page, sophies, SEEDED.sophie.name);
    const snacks = page.getByRole('region', { name: 'Snacks, option 1' });
    await addFood(snacks, 'Add a food to Snacks, option 1', 'banana', /banana/i);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 15_000 });

    // Emma has a nutritionist: the coach reads her plan, and her nutritionist changes it
    const emmas = await newDraft(page, `Emma ${uniqueTag()}`);
    await page.goto(`/nutrition-plan/${emmas}`);
    await expect(page.getByText('Her nutritionist writes her plans.')).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByLabel('Title', { exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Save draft' })).toHaveCount(0);
  });
});
