import type { EventPayload } from '@wellness/contracts';
import type { Brand } from '../brand';
import { greeting, renderEmail } from '../layout';
import type { RenderedEmail } from '../layout';

/**
 * To a client whose check-in the coach has reviewed (checkin.reviewed). It only says there is a
 * reply and links to it: her check-in and the coach's feedback are health data and stay in the
 * app, behind her sign-in.
 */
export function checkinReviewedEmail(
  data: Pick<EventPayload<'checkin.reviewed'>, 'firstName'>,
  brand: Brand,
): RenderedEmail {
  return renderEmail(brand, {
    subject: 'Your coach has replied to your check-in',
    preheader: `${brand.coachName} has read your check-in and written back.`,
    heading: 'Your coach has replied',
    paragraphs: [
      greeting(data.firstName),
      `${brand.coachName} has read your weekly check-in and written you some feedback. Sign in to read it.`,
    ],
    action: { label: 'Read your feedback', url: `${brand.appUrl}/client-checkins` },
    signature: ['With warmth,', brand.coachName, brand.businessName],
  });
}
