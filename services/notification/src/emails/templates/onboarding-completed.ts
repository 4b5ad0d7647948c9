import { CHECKIN_DAYS } from '@wellness/contracts';
import type { CheckinDay, EventPayload } from '@wellness/contracts';
import type { Brand } from '../brand';
import { renderEmail } from '../layout';
import type { RenderedEmail } from '../layout';

/**
 * To the coach (COACH_EMAIL) when a client finishes onboarding (onboarding.completed), flagged
 * when her health screening needs a look. The event names her by id only, so the email links to
 * her profile; her answers stay in the app.
 */
export function onboardingCompletedEmail(
  data: Pick<
    EventPayload<'onboarding.completed'>,
    'clientId' | 'checkinDay' | 'timeZone' | 'screeningFlagged'
  >,
  brand: Brand,
): RenderedEmail {
  const flagged = data.screeningFlagged;
  return renderEmail(brand, {
    subject: flagged
      ? 'Review health screening: a client has finished onboarding'
      : 'A client has finished onboarding',
    preheader: flagged
      ? 'She answered yes to a health-screening question.'
      : 'Her first check-in is on its way.',
    heading: flagged ? 'Review her health screening' : 'A client has finished onboarding',
    paragraphs: [
      'One of your clients has just completed her onboarding: her goals, starting measurements and check-in day are in.',
      ...(flagged
        ? [
            'She answered yes to at least one health-screening question. Please review her screening before she starts her programme.',
          ]
        : []),
    ],
    details: [
      ['Check-in day', CHECKIN_DAYS[data.checkinDay as CheckinDay] ?? String(data.checkinDay)],
      ['Time zone', data.timeZone],
      ['Health screening', flagged ? 'Needs review' : 'Nothing flagged'],
    ],
    action: {
      label: 'Open her profile',
      url: `${brand.appUrl}/client-profile/${encodeURIComponent(data.clientId)}`,
    },
  });
}
