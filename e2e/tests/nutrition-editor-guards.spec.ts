import { expect, test } from '@playwright/test';
import { NUTRITION_MESSAGES } from '@wellness/contracts';
import { signInByApi } from '../global/accounts';
import { BASE_URL, DEMO } from '../global/env';
import { SEEDED } from './checkin-support';
import { uniqueTag } from './coach-support';
import {
  addFood,
  assignedClientWithAllergies,
  newDraft,
  openEditor,
  savedPlan,
} from './nutrition-editor-support';

// Issue 16, the plan editor's two guards: a food that conflicts with her declared allergies is
// flagged as it is added and is saved only with a reason; and a draft someone else saved first
// answers 409, the editor says to reload, keeps her changes on the page and overwrites nothing.

test.describe('nutritionist: the plan editor’s guards', () => {
  test('a food she is allergic to is flagged when added, and stays only with a reason', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const client = await assignedClientWithAllergies(['nut']);
    await signInByApi(page, DEMO.nutritionist);
    const planId = await newDraft(page, `Nut-free ${uniqueTag()}`, client.clientId);
    await openEditor(page, planId, client.name);
    await expect(page.getByLabel('What her plan must respect')).toContainText('nut');

    // a food with no conflict is not flagged
    const breakfast = page.getByRole('region', { name: 'Breakfast, option 1' });
    await addFood(breakfast, 'Add a food to Breakfast, option 1', 'banana', /banana/i);
    await expect(breakfast.getByRole('textbox', { name: /^Quantity of/ })).toHaveValue('100');
    await expect(breakfast.getByRole('group', { name: /^Allergy or diet warning/ })).toHaveCount(0);

    // almonds are flagged as soon as they are added
    const snacks = page.getByRole('region', { name: 'Snacks, option 1' });
    await addFood(snacks, 'Add a food to Snacks, option 1', 'almonds', /almond/i);
    const guard = snacks.getByRole('group', { name: /^Allergy or diet warning for .*almond/i });
    await expect(guard).toContainText('Conflicts with her Nut allergy');

    // without a reason the draft is not saved, and the field says what to do
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Please put right the fields marked in red')).toBeVisible();
    await expect(guard.getByText(NUTRITION_MESSAGES.allergyOverride)).toBeVisible();
    await expect(page.getByText(/Unsaved changes · 1 field needs a change/)).toBeVisible();
    expect((await savedPlan(page, planId)).document.meals).toEqual([]);

    // with a reason it stays, and the reason is saved with it
    const reason = 'Her allergist cleared almonds in writing';
    await guard.getByLabel(/^Reason to keep/).fill(reason);
    await expect(guard.getByText(NUTRITION_MESSAGES.allergyOverride)).toHaveCount(0);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 15_000 });
    const { document } = await savedPlan(page, planId);
    expect(document.meals.map((m) => m.name)).toEqual(['Breakfast', 'Snacks']);
    expect(document.meals[0].options[0].items[0].allergyOverride).toBeUndefined();
    expect(document.meals[1].options[0].items[0].allergyOverride).toBe(reason);
  });

  test('a draft saved elsewhere first: her save answers 409, the editor says to reload, nothing is overwritten', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await signInByApi(page, DEMO.nutritionist);
    const title = `Shared draft ${uniqueTag()}`;
    const planId = await newDraft(page, title);
    await openEditor(page, planId, SEEDED.emma.name);

    // the same draft open in another session (her tablet), changed and saved there first
    const elsewhere = await browser.newContext({ baseURL: BASE_URL });
    try {
      const other = await elsewhere.newPage();
      await signInByApi(other, DEMO.nutritionist);
      await openEditor(other, planId, SEEDED.emma.name);
      await other.getByLabel('Title', { exact: true }).fill(`${title}, from the tablet`);
      await other.getByRole('button', { name: 'Save draft' }).click();
      await expect(other.getByText('All changes saved')).toBeVisible({ timeout: 15_000 });
    } finally {
      await elsewhere.close();
    }

    // her save, from the version she read: 409
    const titleField = page.getByLabel('Title', { exact: true });
    await titleField.fill(`${title}, mine`);
    const put = page.waitForResponse(
      (r) => r.url().endsWith(`/api/nutrition-plans/${planId}`) && r.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Save draft' }).click();
    expect((await put).status()).toBe(409);

    // the editor tells her what to do, and keeps her change on the page until she reloads
    const stale = page.getByRole('alert').filter({ hasText: NUTRITION_MESSAGES.stale });
    await expect(stale).toBeVisible();
    await expect(stale).toContainText('Your changes are still on this page until you reload');
    await expect(page.getByRole('button', { name: 'Save draft' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Publish…' })).toBeDisabled();
    await expect(titleField).toHaveValue(`${title}, mine`);
    expect((await savedPlan(page, planId)).document.title).toBe(`${title}, from the tablet`);

    // reloading shows the other change, and she can save on top of it
    await stale.getByRole('button', { name: 'Reload' }).click();
    await expect(titleField).toHaveValue(`${title}, from the tablet`);
    await expect(stale).toHaveCount(0);
    await titleField.fill(`${title}, both`);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 15_000 });
    expect((await savedPlan(page, planId)).document.title).toBe(`${title}, both`);
  });
});
