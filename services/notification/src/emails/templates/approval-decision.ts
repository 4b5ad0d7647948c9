import type { EventPayload } from '@wellness/contracts';
import type { Brand } from '../brand';
import { greeting, renderEmail } from '../layout';
import type { EmailContent, RenderedEmail } from '../layout';

type Decision = Pick<EventPayload<'approval.decided'>, 'firstName' | 'decision' | 'reason'>;

function approvedContent(data: Decision, brand: Brand): EmailContent {
  return {
    subject: `Your ${brand.businessName} account is approved`,
    preheader: 'You can now sign in.',
    heading: 'Your account is approved',
    paragraphs: [
      greeting(data.firstName),
      `Good news: ${brand.coachName} has approved your account. You can now sign in with the email and password you registered with.`,
    ],
    action: { label: 'Sign in', url: `${brand.appUrl}/auth` },
    closing: ['We are so glad to have you with us.'],
  };
}

function rejectedContent(data: Decision, brand: Brand): EmailContent {
  const reason = data.reason?.trim();
  return {
    subject: `About your ${brand.businessName} registration`,
    preheader: 'An update on your registration.',
    heading: 'About your registration',
    paragraphs: [
      greeting(data.firstName),
      `Thank you for registering with ${brand.businessName}. After looking at your registration, ${brand.coachName} is not able to approve your account at the moment.`,
      ...(reason ? [`The reason ${brand.coachName} gave: "${reason}"`] : []),
      'This is not a judgement on you or your goals. If you think this is a mistake, or your situation changes, you are very welcome to book a free discovery call and talk it through.',
    ],
    action: { label: 'Book a free discovery call', url: `${brand.appUrl}/discovery` },
  };
}

/** To a person who registered, once the coach has approved or rejected her account (approval.decided). */
export function approvalDecisionEmail(data: Decision, brand: Brand): RenderedEmail {
  const content = data.decision === 'approved' ? approvedContent : rejectedContent;
  return renderEmail(brand, {
    ...content(data, brand),
    signature: ['With warmth,', brand.coachName, brand.businessName],
  });
}
