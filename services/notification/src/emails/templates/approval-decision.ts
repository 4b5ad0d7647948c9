import type { EventPayload } from '@wellness/contracts';
import { BRAND_FIELDS, appLink, brandValues, defineTemplate, firstNameOf } from './template';

type Decision = Pick<EventPayload<'approval.decided'>, 'firstName' | 'decision' | 'reason'>;

/**
 * To a person who registered, once the coach has approved or rejected her account
 * (approval.decided). The two answers share one template; what differs is in derived fields.
 */
export const approvalDecision = defineTemplate<Decision>()({
  key: 'approval-decision',
  name: 'Registration decision',
  description:
    'When you approve or turn down someone who registered: approved, she can sign in; turned down, she is invited to book a discovery call.',
  category: 'transactional',
  fields: {
    firstName: ['First name (or “there”)', 'Mia'],
    ...BRAND_FIELDS,
    decisionTitle: ['Subject (by decision)', 'Your Glow Coaching account is approved'],
    decisionHeading: ['Heading (by decision)', 'Your account is approved'],
    decisionMessage: [
      'The decision, in a sentence or two',
      'Good news: Sarah Mitchell has approved your account. You can now sign in with the email and password you registered with.',
    ],
    decisionReason: ['The reason you gave (turned down, when given)', ''],
    decisionNextStep: ['What she can do next (turned down)', ''],
    actionLabel: ['Button label (by decision)', 'Sign in'],
    actionLink: ['Button link (by decision)', 'https://app.example.com/auth'],
    decisionClosing: ['Closing sentence (approved)', 'We are so glad to have you with us.'],
  },
  fieldsOf: (payload, brand) => {
    const reason = payload.reason?.trim();
    const common = { firstName: firstNameOf(payload.firstName), ...brandValues(brand) };
    if (payload.decision === 'approved') {
      return {
        ...common,
        decisionTitle: `Your ${brand.businessName} account is approved`,
        decisionHeading: 'Your account is approved',
        decisionMessage: `Good news: ${brand.coachName} has approved your account. You can now sign in with the email and password you registered with.`,
        decisionReason: '',
        decisionNextStep: '',
        actionLabel: 'Sign in',
        actionLink: appLink(brand, '/auth'),
        decisionClosing: 'We are so glad to have you with us.',
      };
    }
    return {
      ...common,
      decisionTitle: `About your ${brand.businessName} registration`,
      decisionHeading: 'About your registration',
      decisionMessage: `Thank you for registering with ${brand.businessName}. After looking at your registration, ${brand.coachName} is not able to approve your account at the moment.`,
      decisionReason: reason ? `The reason ${brand.coachName} gave: "${reason}"` : '',
      decisionNextStep:
        'This is not a judgement on you or your goals. If you think this is a mistake, or your situation changes, you are very welcome to book a free discovery call and talk it through.',
      actionLabel: 'Book a free discovery call',
      actionLink: appLink(brand, '/discovery'),
      decisionClosing: '',
    };
  },
  subject: '{{decisionTitle}}',
  body: `## {{decisionHeading}}

Hi {{firstName}},

{{decisionMessage}}

{{decisionReason}}

{{decisionNextStep}}

[button: {{actionLabel}}]({{actionLink}})

{{decisionClosing}}

With warmth,
{{coachName}}
{{businessName}}`,
});
