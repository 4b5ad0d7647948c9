import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectToast, openCoachPage, signInAsCoach } from './coach-support';
import { SEEDED, queueIds, waitingCheckin, waitingIdOf } from './checkin-support';

/** The review queue's list (all, late or flagged). */
const queue = (page: Page) =>
  page.getByRole('list', { name: 'Check-ins waiting for review, oldest first' });
/** The open check-in: its heading is the client's name. */
const reviewHeading = (page: Page, name: string) =>
  page.getByRole('heading', { name, level: 3, exact: true });

test.describe('coach: check-ins', () => {
  test.describe.configure({ mode: 'serial' });

  test('on a phone: review the seeded waiting check-in; feedback is sent, the next opens, the queue shrinks', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsCoach(page);
    const emmaCheckin = await waitingIdOf(page.request, SEEDED.emma.clientId);
    const before = await queueIds(page.request);
    expect(before.length).toBeGreaterThan(1);

    await openCoachPage(page, '/checkins');
    await expect(page.getByRole('tab', { name: /^All/, selected: true })).toBeVisible();
    await queue(page)
      .getByRole('button', { name: new RegExp(SEEDED.emma.name) })
      .click();
    await expect(page).toHaveURL(new RegExp(`checkin=${emmaCheckin}`));

    // The review: what changed, the scores with their trends, flags, her answers, private notes.
    await expect(reviewHeading(page, SEEDED.emma.name)).toBeVisible({ timeout: 15_000 });
    await expect(
      page.getByRole('heading', { name: 'This week, last week and her start' }),
    ).toBeVisible();
    await expect(page.getByRole('row', { name: /^Weight/ })).toContainText('kg');
    await expect(page.getByRole('row', { name: /^Waist/ })).toBeVisible();
    await expect(page.getByText(/Total centimetres lost since her start/)).toBeVisible();
    const scores = page.getByRole('list', { name: /^Scores from 1 to 10/ });
    await expect(scores.getByRole('listitem')).toHaveCount(7);
    await expect(scores).toContainText(/Energy.*\/10/);
    await expect(page.getByRole('heading', { name: 'In her words' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your private notes' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    // Empty feedback is refused with a clear message.
    await page.getByRole('button', { name: 'Mark reviewed' }).click();
    await expect(page.getByText('Please write your feedback before marking')).toBeVisible();

    await page
      .getByLabel('Your feedback for Emma')
      .fill('A steady week, Emma. Keep the evening walks going and add a glass of water at lunch.');
    await page.getByRole('button', { name: 'Mark reviewed' }).click();
    await expectToast(page, 'Feedback sent to Emma');

    // The next check-in opens by itself.
    await expect(page).not.toHaveURL(new RegExp(`checkin=${emmaCheckin}`));
    const openName = page.locator('#coach-review-title');
    await expect(openName).toBeVisible({ timeout: 15_000 });
    await expect(openName).not.toHaveText(SEEDED.emma.name);
    await expect(page.getByRole('button', { name: 'Mark reviewed' })).toBeVisible();

    // Back in the queue, Emma's check-in has gone.
    await page.getByRole('button', { name: 'Back to the queue' }).click();
    await expect(queue(page)).toBeVisible();
    await expect(
      queue(page).getByRole('button', { name: new RegExp(SEEDED.emma.name) }),
    ).toHaveCount(0);
    expect(await queueIds(page.request)).not.toContain(emmaCheckin);

    // Her history shows the feedback.
    await openCoachPage(
      page,
      `/client-checkins?clientId=${SEEDED.emma.clientId}&checkin=${emmaCheckin}`,
    );
    await expect(page.getByText('Keep the evening walks going')).toBeVisible({ timeout: 15_000 });
  });

  test('on a desktop with the keyboard: j and k move, r writes, Ctrl+Enter sends and opens the next', async ({
    page,
  }) => {
    // Two check-ins made, two reviews and a saved reply's round trip: past the default 30 s when
    // the machine is busy with the other specs (a backup's parts run beside it).
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsCoach(page);
    // Two check-ins older than anything else, so they head the queue in this order.
    const first = await waitingCheckin('Tessa', '2001-01-01T09:00:00Z', { sleep: 2 });
    const second = await waitingCheckin('Ruth', '2001-01-02T09:00:00Z');
    const ids = await queueIds(page.request);
    expect(ids.slice(0, 2)).toEqual([first.checkinId, second.checkinId]);

    // On a wide screen the oldest opens by itself.
    await openCoachPage(page, '/checkins');
    await expect(reviewHeading(page, first.name)).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('#coach-shortcuts')).toContainText('Ctrl+Enter mark reviewed');
    // Sleep 2/10 is flagged.
    await expect(page.getByRole('list', { name: 'Flags' })).toContainText('Low score');

    await page.keyboard.press('j');
    await expect(reviewHeading(page, second.name)).toBeVisible();
    await page.keyboard.press('k');
    await expect(reviewHeading(page, first.name)).toBeVisible();

    await page.keyboard.press('r');
    const feedback = page.getByLabel(`Your feedback for Tessa`);
    await expect(feedback).toBeFocused();
    // Typing in the field is typing, not shortcuts.
    await page.keyboard.type('Great job keeping your steps up. Try to rest early.');
    await expect(feedback).toHaveValue('Great job keeping your steps up. Try to rest early.');
    await expect(reviewHeading(page, first.name)).toBeVisible();

    await page.keyboard.press('Control+Enter');
    await expectToast(page, 'Feedback sent to Tessa');
    await expect(reviewHeading(page, second.name)).toBeVisible();
    await expect(queue(page).getByRole('button', { name: new RegExp(first.name) })).toHaveCount(0);

    // A saved reply: save, insert, delete.
    await page.getByText('Save or delete replies').click();
    const replyTitle = `Keep going ${second.name}`;
    await page.getByLabel('Your feedback for Ruth').fill('Lovely week. Keep going!');
    await page.getByLabel('Title of the new reply').fill(replyTitle);
    await page.getByRole('button', { name: 'Save as reply' }).click();
    await expectToast(page, `Saved reply "${replyTitle}" added`);
    await page.getByLabel('Your feedback for Ruth').fill('');
    await page.getByLabel('Saved replies', { exact: true }).selectOption({ label: replyTitle });
    await page.getByRole('button', { name: 'Insert reply' }).click();
    await expect(page.getByLabel('Your feedback for Ruth')).toHaveValue('Lovely week. Keep going!');
    await page.getByRole('button', { name: `Delete saved reply ${replyTitle}` }).click();
    await expectToast(page, `Saved reply "${replyTitle}" deleted`);

    await page.getByRole('button', { name: 'Mark reviewed' }).click();
    await expectToast(page, 'Feedback sent to Ruth');
    await expect(queue(page).getByRole('button', { name: new RegExp(second.name) })).toHaveCount(0);
    const after = await queueIds(page.request);
    expect(after).not.toContain(first.checkinId);
    expect(after).not.toContain(second.checkinId);
  });

  test('the Missing tab nudges an overdue client in one click and shows the result', async ({
    page,
  }) => {
    await signInAsCoach(page);
    await openCoachPage(page, '/checkins?tab=missing');
    await expect(page.getByRole('tab', { name: /^Missing/, selected: true })).toBeVisible();
    const list = page.getByRole('list', { name: 'Clients whose check-in is overdue' });
    const grace = list.getByRole('listitem').filter({ hasText: SEEDED.grace.name });
    await expect(grace).toContainText('overdue', { timeout: 15_000 });
    await grace.getByRole('button', { name: `Send a nudge email to ${SEEDED.grace.name}` }).click();
    await expect(grace.locator('.coach-missing__result')).toContainText('Nudge sent to Grace');
    await expect(grace.getByRole('button', { name: /Send a nudge email/ })).toBeDisabled();

    // A second nudge so soon is refused, and the page says so.
    await page.reload();
    const again = page
      .getByRole('list', { name: 'Clients whose check-in is overdue' })
      .getByRole('listitem')
      .filter({ hasText: SEEDED.grace.name });
    await expect(again).not.toContainText('Never', { timeout: 15_000 });
    await again.getByRole('button', { name: /Send a nudge email/ }).click();
    await expect(again.locator('.coach-missing__result')).toContainText(
      'nudged in the last 12 hours',
    );
  });

  test('the dashboard figures link to their lists', async ({ page }) => {
    await signInAsCoach(page);
    await openCoachPage(page, '/dashboard');
    const card = page.getByRole('region', { name: 'Check-ins' });
    await card.getByRole('link', { name: /Awaiting review/ }).click();
    await expect(page).toHaveURL(/\/checkins$/);
    await expect(page.getByRole('tab', { name: /^All/, selected: true })).toBeVisible();

    await openCoachPage(page, '/dashboard');
    await expect(card.getByRole('link', { name: /Overdue/ })).toContainText(/\d/);
    await card.getByRole('link', { name: /Overdue/ }).click();
    await expect(page).toHaveURL(/\/checkins\?tab=missing$/);
    await expect(page.getByRole('tab', { name: /^Missing/, selected: true })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Clients whose check-in is overdue' }),
    ).toContainText(SEEDED.grace.name);
  });

  test('a client profile shows her check-ins with charts and links to her history', async ({
    page,
  }) => {
    await signInAsCoach(page);
    await openCoachPage(page, `/client-profile/${SEEDED.emma.clientId}`);
    const section = page.getByRole('region', { name: 'Check-ins' });
    await expect(section.getByRole('figure', { name: 'Weight' })).toBeVisible({ timeout: 15_000 });
    await expect(
      section.getByRole('list', { name: 'Latest weeks' }).getByRole('listitem'),
    ).not.toHaveCount(0);
    await section.getByRole('link', { name: /All her check-ins/ }).click();
    await expect(page).toHaveURL(new RegExp(`/client-checkins\\?clientId=${SEEDED.emma.clientId}`));
    await expect(
      page.getByRole('heading', { name: `Check-ins of ${SEEDED.emma.name}` }),
    ).toBeVisible();
    const weeks = page.getByRole('list', { name: 'Her weeks, newest first' });
    await expect(weeks).toContainText('Missed');
    await expect(weeks).toContainText('Reviewed');
    await weeks
      .getByRole('button', { name: /Show answers/ })
      .last()
      .click();
    await expect(page.getByRole('heading', { name: 'Your feedback', level: 4 })).toBeVisible();
  });
});
