import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { APP_ORIGIN, DEMO } from '../global/env';
import { waitForEmail } from '../global/maildev';
import {
  createLead,
  expectToast,
  openCoachPage,
  signInAsCoach,
  uniquePerson,
  uniqueTag,
} from './coach-support';
import { seriousViolations } from './payments-support';

// Email templates (issue 18): the coach edits what an email says, previews it, sends herself a
// test, and the platform's next such email says it. The template is "Discovery call request
// received" (lead-confirmation), sent when the discovery form is submitted. Its subject is asserted
// by marketing-discovery.spec.ts (/Thanks for getting in touch/, with the prospect's first name),
// which may run at the same time: the edited subject keeps both, and the default is restored after.

const KEY = 'lead-confirmation';
const NAME = 'Discovery call request received';
const DEFAULT_SUBJECT = 'Thanks for getting in touch, {{firstName}}';
const DEFAULT_SENTENCE = 'Nothing to prepare: just come as you are.';

interface TemplateDetail {
  subject: string;
  body: string;
  customised: boolean;
  versions: { version: number; subject: string }[];
}

async function templateOf(coach: APIRequestContext): Promise<TemplateDetail> {
  const response = await coach.get(`/api/email-templates/${KEY}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as TemplateDetail;
}

/** Back to the platform's wording (a no-op when it is not customised). */
async function restoreDefault(coach: APIRequestContext): Promise<void> {
  const response = await coach.post(`/api/email-templates/${KEY}/restore`, {
    data: { version: 'default' },
    headers: APP_ORIGIN,
  });
  expect(response.status(), await response.text()).toBe(200);
}

const bodyOf = (email: { text?: string; html?: string }) =>
  `${email.text ?? ''}${email.html ?? ''}`;

function previewFrame(page: Page) {
  return page.frameLocator(`iframe[title="Preview of ${NAME}"]`);
}

test.describe('emails: the coach’s templates', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsCoach(page);
  });

  test.afterEach(async ({ page }) => {
    // Whatever happened, the rest of the suite sees the platform's wording.
    await restoreDefault(page.request);
  });

  test('emails: the coach edits a template and previews it, tests it, and restores the default', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const tag = uniqueTag();
    const subject = `${DEFAULT_SUBJECT} (${tag})`;
    const sentence = `Nothing to prepare: bring your questions and ${tag} will answer them.`;
    await restoreDefault(page.request);
    const before = await templateOf(page.request);
    expect(before.customised).toBe(false);
    expect(before.subject).toBe(DEFAULT_SUBJECT);
    expect(before.body).toContain(DEFAULT_SENTENCE);

    // The Templates tab lists it under its category; choosing it opens the editor (in the URL).
    await openCoachPage(page, '/emails?tab=templates');
    await expect(page.getByRole('tab', { name: 'Templates' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const transactional = page.getByRole('region', { name: 'Transactional' });
    const row = transactional.getByRole('button', { name: new RegExp(`^${NAME}`) });
    await expect(row).toBeVisible({ timeout: 15_000 });
    await expect(row).toContainText('Default');
    await row.click();
    await expect(page).toHaveURL(new RegExp(`[?&]template=${KEY}(&|$)`));
    await expect(page.getByRole('heading', { name: NAME, level: 3 })).toBeVisible();

    const subjectField = page.getByLabel('Subject', { exact: true });
    const text = page.getByLabel('Text', { exact: true });
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await expect(subjectField).toHaveValue(DEFAULT_SUBJECT);
    await expect(text).toHaveValue(before.body);
    await expect(save).toBeDisabled();
    const toolbar = page.getByRole('group', { name: 'Formatting' });
    for (const tool of ['Heading', 'Bold', 'Link', 'Bulleted list', 'Numbered list', 'Button'])
      await expect(toolbar.getByRole('button', { name: tool })).toBeVisible();
    await expect(toolbar.getByRole('button', { name: /Insert field/ })).toBeVisible();

    // An unknown merge field is named as she types, and Save stays off.
    await subjectField.fill(subject);
    const edited = before.body.replace(DEFAULT_SENTENCE, sentence);
    await text.fill(`${edited}\n\nYour shoe size: {{shoeSize}}`);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Unknown merge field: {{shoeSize}}' }),
    ).toBeVisible();
    await expect(text).toHaveAttribute('aria-invalid', 'true');
    await expect(save).toBeDisabled();
    // The server refuses it too, naming it.
    const refused = await page.request.put(`/api/email-templates/${KEY}`, {
      data: { subject, body: `${edited}\n\n{{shoeSize}}` },
      headers: APP_ORIGIN,
    });
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain('Unknown merge field: {{shoeSize}}');

    // Fixed, it saves; the text it replaced (the default) is not a version, the next save's is.
    await text.fill(edited);
    await expect(page.getByText('Unknown merge field')).toHaveCount(0);
    await expect(save).toBeEnabled();
    await save.click();
    await expectToast(page, 'Template saved');
    await expect(page.getByText('Customised', { exact: false }).first()).toBeVisible();
    await expect(subjectField).toHaveValue(subject);
    await expect(text).toHaveValue(edited);
    const saved = await templateOf(page.request);
    expect(saved).toMatchObject({ customised: true, subject, body: edited });

    // The preview (sample data) shows the new subject and sentence, at phone and desktop widths.
    const frame = page.locator(`iframe[title="Preview of ${NAME}"]`);
    await expect(page.locator('.coach-preview__subject')).toContainText(
      `Thanks for getting in touch, Mia (${tag})`,
      { timeout: 15_000 },
    );
    await expect(previewFrame(page).getByText(sentence)).toBeVisible({ timeout: 15_000 });
    await expect(previewFrame(page).getByText(DEFAULT_SENTENCE)).toHaveCount(0);
    const phone = page.getByRole('radio', { name: /Phone/ });
    const desktop = page.getByRole('radio', { name: /Desktop/ });
    await expect(phone).toBeChecked();
    const phoneWidth = (await frame.boundingBox())!.width;
    expect(phoneWidth).toBeGreaterThan(200);
    expect(phoneWidth).toBeLessThanOrEqual(375);
    await desktop.check();
    await expect(desktop).toBeChecked();
    await expect.poll(async () => (await frame.boundingBox())?.width).toBe(680);
    await expect(previewFrame(page).getByText(sentence)).toBeVisible();
    await expect(page.getByText('Filled with sample data')).toBeVisible();
    // (Not the sandboxed preview frame: axe cannot run inside a frame that allows no scripts.)
    expect(await seriousViolations(page, '.coach-template-form')).toEqual([]);
    expect(await seriousViolations(page, '.coach-versions')).toEqual([]);

    // "Send me a test": to the coach's own address, as shown, marked [Test].
    const since = new Date(Date.now() - 1000);
    await page.getByRole('button', { name: 'Send me a test' }).click();
    await expectToast(page, `Test sent to ${DEMO.coach}`);
    const testEmail = await waitForEmail(DEMO.coach, {
      since,
      subject: new RegExp(`^\\[Test\\] Thanks for getting in touch, Mia \\(${tag}\\)$`),
    });
    expect(bodyOf(testEmail)).toContain(sentence);

    // The platform's next such email says it: a discovery request gets the edited confirmation.
    const prospect = uniquePerson(uniqueTag(), 'Wren');
    await createLead(page.request, prospect);
    const confirmation = await waitForEmail(prospect.email, {
      since,
      subject: new RegExp(`\\(${tag}\\)$`),
    });
    expect(confirmation.subject).toBe(`Thanks for getting in touch, Wren (${tag})`);
    expect(bodyOf(confirmation)).toContain(sentence);
    expect(bodyOf(confirmation)).not.toContain(DEFAULT_SENTENCE);

    // A second save keeps the first edit as a version.
    const subject2 = `${subject}!`;
    await subjectField.fill(subject2);
    await save.click();
    await expectToast(page, 'Template saved');
    await expect(subjectField).toHaveValue(subject2);
    const versions = page.getByRole('region', { name: 'Versions' });
    const newest = versions.getByRole('listitem').first();
    await expect(newest).toContainText(subject);
    await expect(newest.getByRole('button', { name: /^Restore version \d+$/ })).toBeVisible();
    const afterSecond = await templateOf(page.request);
    expect(afterSecond.versions.length).toBe(before.versions.length + 1);
    expect(afterSecond.versions.some((v) => v.subject === subject)).toBe(true);

    // "Restore the default" asks first; the subject and text are the platform's again.
    await versions.getByRole('button', { name: 'Restore the default' }).click();
    const dialog = page.getByRole('dialog', { name: 'Restore the default?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Restore the default' }).click();
    await expectToast(page, 'Default restored');
    await expect(dialog).toBeHidden();
    await expect(subjectField).toHaveValue(DEFAULT_SUBJECT);
    await expect(text).toHaveValue(before.body);
    await expect(page.getByText('Platform default')).toBeVisible();
    await expect(previewFrame(page).getByText(DEFAULT_SENTENCE)).toBeVisible({ timeout: 15_000 });
    const restored = await templateOf(page.request);
    expect(restored).toMatchObject({ customised: false, subject: DEFAULT_SUBJECT });
    expect(restored.versions.some((v) => v.subject === subject2)).toBe(true);
  });
});
