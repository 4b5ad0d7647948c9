import { EMAIL_TEMPLATES, MERGE_FIELD } from '@wellness/contracts';
import { brandFrom } from './brand';
import { UNSUBSCRIBE_LINK_PLACEHOLDER, escapeHtml, webUrl } from './layout';
import { renderEmail } from './render';
import {
  TEMPLATES,
  approvalDecision,
  checkinNudge,
  checkinReminder,
  checkinReviewed,
  invitation,
  leadAlert,
  leadConfirmation,
  nutritionPlanPublished,
  onboardingCompleted,
  passwordReset,
  paymentFailed,
  paymentFailedAlert,
  paymentReceipt,
  subscriptionEndedAlert,
} from './templates';
import type { TemplateDefinition } from './templates';
import { AUTOMATION_TEMPLATES } from './templates/automation-templates';

const brand = brandFrom({
  BUSINESS_NAME: 'Glow & Grow',
  COACH_NAME: 'Sarah',
  BRAND_COLOUR: '#123456',
  ACCENT_COLOUR: '#654321',
  REPLY_TO: '',
  POSTAL_ADDRESS: 'Glow & Grow, 1 High Street, Leeds LS1 1AA',
  COACH_EMAIL: 'sarah@coach.test',
  APP_URL: 'https://app.example.com/',
});
const link = 'https://app.example.com/reset-password?token=abc&x=1';

/** A template's default text rendered with the fields of a payload, as events.ts sends it. */
const render = <P>(template: TemplateDefinition<P>, payload: P) =>
  renderEmail(brand, template.category, template, template.fieldsOf(payload, brand));

/** Today's emails by their former names: each is its template's default text now. */
type PayloadOf<T> = T extends TemplateDefinition<infer P> ? P : never;
const as =
  <P>(template: TemplateDefinition<P>) =>
  (payload: P, _brand: typeof brand) =>
    render(template, payload);
const passwordResetEmail = as(passwordReset);
const invitationEmail = as(invitation);
const approvalDecisionEmail = as(approvalDecision);
const leadConfirmationEmail = as(leadConfirmation);
const leadAlertEmail = as(leadAlert);
const checkinReviewedEmail = as(checkinReviewed);
const checkinReminderEmail = (
  payload: PayloadOf<typeof checkinReminder> & { kind: 'due' | 'overdue' },
  _brand: typeof brand,
) => render(payload.kind === 'due' ? checkinReminder : checkinNudge, payload);
const onboardingCompletedEmail = as(onboardingCompleted);
const nutritionPlanPublishedEmail = as(nutritionPlanPublished);
const paymentReceiptEmail = as(paymentReceipt);
const paymentFailedEmail = as(paymentFailed);
const paymentFailedAlertEmail = as(paymentFailedAlert);
const subscriptionEndedAlertEmail = as(subscriptionEndedAlert);

describe('the registry', () => {
  it('has one template per key, each declaring the fields its texts use', () => {
    expect(Object.keys(TEMPLATES).sort()).toEqual([...EMAIL_TEMPLATES].sort());
    for (const [key, template] of Object.entries(TEMPLATES)) {
      expect(template.key).toBe(key);
      const declared = template.fields.map((field) => field.name);
      const used = [...`${template.subject}\n${template.body}`.matchAll(MERGE_FIELD)].map(
        (match) => match[1],
      );
      expect(used.filter((name) => !declared.includes(name))).toEqual([]);
      // The seeded automations' emails are marketing (they carry the unsubscribe link).
      expect(template.category).toBe(
        Object.hasOwn(AUTOMATION_TEMPLATES, key) ? 'marketing' : 'transactional',
      );
    }
  });

  it.each(EMAIL_TEMPLATES)(
    '%s renders with its sample fields, as HTML and plain text',
    async (key) => {
      const template = TEMPLATES[key];
      const samples = Object.fromEntries(
        template.fields.map((field) => [field.name, field.sample]),
      );
      const email = await renderEmail(brand, template.category, template, samples);
      expect(email.subject.length).toBeGreaterThan(0);
      for (const part of [email.subject, email.html, email.text])
        expect(part.replaceAll(UNSUBSCRIBE_LINK_PLACEHOLDER, '')).not.toContain('{{');
      expect(email.html).toMatch(/^<!doctype html>/i);
      expect(email.html).toContain('Glow &amp; Grow, 1 High Street, Leeds LS1 1AA');
      expect(email.text).toContain('Glow & Grow, 1 High Street, Leeds LS1 1AA');
      expect(email.text).not.toMatch(/<[a-z]/i);
    },
  );
});

describe('layout', () => {
  const hostileValues = { name: "It's <script>alert(1)</script>", link };

  it('escapes every value, the business name included, and keeps the brand colours', async () => {
    const email = await renderEmail(
      brand,
      'transactional',
      { subject: 'Hi {{name}}', body: '## {{name}}\n\n{{name}}\n\n[button: Go <now>]({{link}})' },
      hostileValues,
    );
    expect(email.html).not.toMatch(/<script>|<now>/);
    expect(email.html).toContain('Glow &amp; Grow');
    expect(email.html).toContain('It&#39;s &lt;script&gt;');
    expect(email.html).toContain(`href="${escapeHtml(link)}"`);
    expect(email.html).toContain('color:#123456');
    expect(email.html).toContain('name="color-scheme" content="light dark"');
    expect(email.html).toContain('prefers-color-scheme: dark');
    expect(email.text).toContain("It's <script>alert(1)</script>");
    expect(email.text).toContain(`Go <now>: ${link}`);
  });

  it('refuses links that are not web links and keeps headers on one line', async () => {
    expect(() => webUrl('javascript:alert(1)')).toThrow(/javascript/);
    expect(() => webUrl('data:text/html,hi')).toThrow();
    expect(webUrl('http://localhost:8080/auth')).toBe('http://localhost:8080/auth');
    const email = await renderEmail(
      brand,
      'transactional',
      { subject: '{{subject}}', body: 'Hello' },
      { subject: 'New\r\nBcc: x@evil.test' },
    );
    expect(email.subject).toBe('New Bcc: x@evil.test');
    await expect(
      renderEmail(
        brand,
        'transactional',
        { subject: 'S', body: '[button: Go]({{link}})' },
        {
          link: 'javascript:alert(1)',
        },
      ),
    ).rejects.toThrow(/Not a web link/);
  });

  it('gives marketing emails the unsubscribe hook, and transactional ones none', async () => {
    const text = { subject: 'News', body: 'Hello' };
    const marketing = await renderEmail(brand, 'marketing', text, {});
    expect(marketing.html).toContain(`href="${UNSUBSCRIBE_LINK_PLACEHOLDER}"`);
    expect(marketing.text).toContain(`Unsubscribe: ${UNSUBSCRIBE_LINK_PLACEHOLDER}`);
    const transactional = await renderEmail(brand, 'transactional', text, {});
    expect(transactional.html).not.toContain(UNSUBSCRIBE_LINK_PLACEHOLDER);
    expect(transactional.text).not.toContain('Unsubscribe');
  });

  it('renders fast once the layout is compiled', async () => {
    const template = TEMPLATES['payment-receipt'];
    const samples = Object.fromEntries(template.fields.map((field) => [field.name, field.sample]));
    await renderEmail(brand, template.category, template, samples);
    const started = performance.now();
    for (let i = 0; i < 100; i++) await renderEmail(brand, template.category, template, samples);
    expect((performance.now() - started) / 100).toBeLessThan(5);
  });
});

describe('templates', () => {
  it('password reset: link valid for 1 hour, greeting falls back without a name', async () => {
    const email = await passwordResetEmail({ firstName: '', resetUrl: link }, brand);
    expect(email.subject).toBe('Reset your Glow & Grow password');
    expect(email.text).toContain('Hi there,');
    expect(email.text).toContain(link);
    expect(email.text).toContain('valid for 1 hour');
  });

  it.each([
    ['client', 'Sarah has invited you to Glow & Grow', 'weekly check-ins'],
    ['nutritionist', "You're invited to join Glow & Grow as a nutritionist", 'nutrition plans'],
    ['coach', "You're invited to join Glow & Grow as a coach", 'coach dashboard'],
  ] as const)('invitation for a %s', async (role, subject, wording) => {
    const email = await invitationEmail(
      { firstName: 'Nora', role, setPasswordUrl: link, expiresAt: '2030-01-08T10:00:00.000Z' },
      brand,
    );
    expect(email.subject).toBe(subject);
    expect(email.text).toContain(wording);
    expect(email.text).toContain('8 January 2030');
    expect(email.text).toContain('https://app.example.com/auth');
  });

  it('approval: approved links to sign-in; rejected is kind, with or without a reason', async () => {
    const approved = await approvalDecisionEmail({ firstName: 'Ava', decision: 'approved' }, brand);
    expect(approved.text).toContain('You can now sign in');
    expect(approved.text).toContain('Sign in: https://app.example.com/auth');

    const rejected = await approvalDecisionEmail(
      { firstName: 'Ava', decision: 'rejected', reason: 'Outside the UK' },
      brand,
    );
    expect(rejected.subject).toBe('About your Glow & Grow registration');
    expect(rejected.text).toContain('"Outside the UK"');
    expect(rejected.text).toContain('https://app.example.com/discovery');

    const noReason = await approvalDecisionEmail(
      { firstName: 'Ava', decision: 'rejected', reason: '  ' },
      brand,
    );
    expect(noReason.text).not.toContain('The reason');
  });

  it('lead confirmation explains the discovery call; the alert gives the coach the details', async () => {
    const confirmation = await leadConfirmationEmail({ firstName: 'Jo' }, brand);
    expect(confirmation.subject).toBe('Thanks for getting in touch, Jo');
    expect(confirmation.text).toMatch(/1\. Sarah reads your answers/);
    expect(confirmation.text).toContain('discovery call');

    const alert = await leadAlertEmail(
      { firstName: 'Jo', lastName: 'March', email: 'jo@example.com', source: 'blueprint' },
      brand,
    );
    expect(alert.subject).toBe('New lead: Jo March');
    expect(alert.text).toContain('Source: blueprint');
    expect(alert.text).toContain('https://app.example.com/leads');
    const fromForm = await leadAlertEmail(
      { firstName: 'Jo', lastName: 'March', email: 'jo@example.com', source: 'discovery' },
      brand,
    );
    expect(fromForm.text).toContain('Source: Discovery form');
  });

  const clientId = '00000000-0000-4000-8000-000000000200';
  const onboarded = {
    clientId,
    clientName: 'Emma Stone',
    timeZone: 'Europe/London',
    nextDueDate: '2026-11-27',
  };
  it.each([
    [
      'check-in reviewed: a reply is waiting, with a link and never the check-in itself',
      checkinReviewedEmail({ firstName: 'Emma' }, brand),
      'Your coach has replied to your check-in',
      ['Hi Emma,', 'Read your feedback: https://app.example.com/client-checkins'],
    ],
    [
      'reminder on her due day, to /checkin',
      checkinReminderEmail({ firstName: 'Emma', kind: 'due', dueDate: '2026-11-30' }, brand),
      'Time for your weekly check-in',
      ['due today', 'Start your check-in: https://app.example.com/checkin'],
    ],
    [
      'a short friendly nudge when she is late, to /checkin',
      checkinReminderEmail({ firstName: 'Emma', kind: 'overdue', dueDate: '2026-11-30' }, brand),
      'Your check-in is still waiting for you',
      ['Monday 30 November', 'Check in now: https://app.example.com/checkin'],
    ],
    [
      'onboarding completed: the coach, with her schedule and a link to her profile',
      onboardingCompletedEmail({ ...onboarded, checkinDay: 5, screeningFlagged: false }, brand),
      'Emma Stone has finished onboarding',
      [
        'Emma Stone has just completed her onboarding',
        'Check-in day: Friday',
        'Next check-in due: Friday 27 November',
        'Health screening: Nothing flagged',
        `https://app.example.com/client-profile/${clientId}`,
      ],
    ],
    [
      'onboarding completed with a "yes" in the screening: flagged for review',
      onboardingCompletedEmail({ ...onboarded, checkinDay: 1, screeningFlagged: true }, brand),
      'Review health screening: Emma Stone has finished onboarding',
      ['Health screening: Needs review', 'review her screening'],
    ],
    [
      'a first nutrition plan: who wrote it, and a link to /nutrition',
      nutritionPlanPublishedEmail(
        { firstName: 'Emma', versionNumber: 1, publishedBy: 'Priya Shah' },
        brand,
      ),
      'Your new nutrition plan is ready',
      [
        'Hi Emma',
        'Priya Shah has written your nutrition plan',
        'https://app.example.com/nutrition',
      ],
    ],
    [
      'a new version of her plan says it was updated; without an author, the coach',
      nutritionPlanPublishedEmail(
        { firstName: 'Emma', versionNumber: 2, publishedBy: null },
        brand,
      ),
      'Your new nutrition plan is ready',
      ['Sarah has updated your nutrition plan', 'see what has changed'],
    ],
  ])('%s', async (_what, rendered, subject, texts) => {
    const email = await rendered;
    expect(email.subject).toBe(subject);
    for (const text of texts) expect(email.text).toContain(text);
    expect(email.html).toContain('href="https://app.example.com/');
  });
});

describe('payment emails', () => {
  const clientId = '00000000-0000-4000-8000-000000000300';
  const hostile = { firstName: '<img src=x onerror=alert(1)>', lastName: "O'Brien & <b>Co</b>" };
  const money = { amountMinor: 123450, currency: 'GBP', planName: 'Glow Monthly' };
  const expectEscaped = (html: string) => {
    expect(html).not.toMatch(/<img|<b>Co/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  };

  it('receipt: thanks her, with the amount in pounds, the plan, the receipt number and her billing page', async () => {
    const email = await paymentReceiptEmail(
      { firstName: 'Emma', ...money, method: 'card', receiptNumber: 'R-2026-0042' },
      brand,
    );
    expect(email.subject).toBe('Thank you: payment received (£1,234.50)');
    for (const text of [
      'Hi Emma,',
      'Amount: £1,234.50',
      'Plan: Glow Monthly',
      'Paid by: Card',
      'Receipt number: R-2026-0042',
      'See your billing: https://app.example.com/subscribe',
    ])
      expect(email.text).toContain(text);
    expect(email.html).toContain('href="https://app.example.com/subscribe"');
    expect(email.html).toContain('£1,234.50');

    const noPlan = await paymentReceiptEmail(
      { ...hostile, ...money, planName: null, method: 'bank_transfer', receiptNumber: '<r>' },
      brand,
    );
    expect(noPlan.text).not.toContain('Plan:');
    expect(noPlan.text).toContain('Paid by: Bank transfer');
    expectEscaped(noPlan.html);
    expect(noPlan.html).toContain('&lt;r&gt;');
  });

  it.each([
    [0, "Your payment didn't go through (£1,234.50)", "didn't go through"],
    [3, 'A gentle reminder about your payment (£1,234.50)', 'gentle nudge'],
    [7, 'A gentle reminder about your payment (£1,234.50)', 'gentle nudge'],
  ])(
    'payment failed, day %i: kind, with the amount, plan and a link to update her card',
    async (day, subject, wording) => {
      const email = await paymentFailedEmail({ firstName: 'Emma', ...money, day }, brand);
      expect(email.subject).toBe(subject);
      for (const text of [
        'Hi Emma,',
        wording,
        '£1,234.50 for Glow Monthly',
        'Your coaching continues',
        'Update your card: https://app.example.com/subscribe?update-card=1',
      ])
        expect(email.text).toContain(text);
      expect(email.html).toContain('href="https://app.example.com/subscribe?update-card=1"');
      expect(email.html).toContain('>Update your card</a>');
    },
  );

  it('payment failed: a plan-less payment and a hostile name are handled', async () => {
    const email = await paymentFailedEmail({ ...hostile, ...money, planName: null, day: 0 }, brand);
    expect(email.text).toContain('£1,234.50 for your coaching');
    expectEscaped(email.html);
  });

  it("payment failed alert: tells the coach who, how much, the plan and Stripe's reason", async () => {
    const email = await paymentFailedAlertEmail(
      {
        firstName: 'Emma',
        lastName: 'Wilson',
        email: 'emma@example.com',
        ...money,
        reason: 'Your card has insufficient funds.',
      },
      brand,
    );
    expect(email.subject).toBe('Payment failed: Emma Wilson, £1,234.50');
    for (const text of [
      'Client: Emma Wilson',
      'Email: emma@example.com',
      'Amount: £1,234.50',
      'Plan: Glow Monthly',
      'Reason from Stripe: Your card has insufficient funds.',
      'https://app.example.com/finances?status=failed',
    ])
      expect(email.text).toContain(text);
    expect(email.html).toContain('href="https://app.example.com/finances?status=failed"');

    const hostileAlert = await paymentFailedAlertEmail(
      { ...hostile, email: 'x@example.com', ...money, reason: null },
      brand,
    );
    expect(hostileAlert.text).not.toContain('Reason from Stripe');
    expectEscaped(hostileAlert.html);
    expect(hostileAlert.html).toContain('O&#39;Brien &amp; &lt;b&gt;Co&lt;/b&gt;');
  });

  it('subscription ended alert: she is paused, with a link to her profile', async () => {
    const email = await subscriptionEndedAlertEmail(
      { clientId, firstName: 'Emma', lastName: 'Wilson', planName: 'Glow Monthly' },
      brand,
    );
    expect(email.subject).toBe(
      "Emma Wilson's subscription ended after failed payments: she is paused",
    );
    expect(email.text).toContain('Plan: Glow Monthly');
    expect(email.text).toContain(`https://app.example.com/client-profile/${clientId}`);
    expect(email.html).toContain(`href="https://app.example.com/client-profile/${clientId}"`);

    const hostileAlert = await subscriptionEndedAlertEmail(
      { clientId, ...hostile, planName: '<plan>' },
      brand,
    );
    expectEscaped(hostileAlert.html);
    expect(hostileAlert.html).toContain('&lt;plan&gt;');
    expect(hostileAlert.subject).toContain('<img src=x onerror=alert(1)>');
  });
});
