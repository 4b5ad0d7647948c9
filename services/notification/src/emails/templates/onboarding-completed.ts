import { CHECKIN_DAYS, formatDay } from '@wellness/contracts';
import type { CheckinDay, EventPayload } from '@wellness/contracts';
import { appLink, defineTemplate, sampleLink } from './template';

/**
 * To the coach (COACH_EMAIL) when a client finishes onboarding (onboarding.completed), flagged
 * when her health screening needs a look. It names her and her schedule; her answers, health ones
 * above all, stay in the app behind the link to her profile.
 */
export const onboardingCompleted = defineTemplate<
  Pick<
    EventPayload<'onboarding.completed'>,
    'clientId' | 'clientName' | 'checkinDay' | 'timeZone' | 'nextDueDate' | 'screeningFlagged'
  >
>()({
  key: 'onboarding-completed',
  name: 'Onboarding completed (to you)',
  description:
    'To you, when a client finishes onboarding; flagged when her health screening needs a look.',
  category: 'transactional',
  fields: {
    clientName: ['Her name', 'Mia Brown'],
    reviewPrefix: ['“Review health screening: ” when flagged', ''],
    headline: ['Heading (flagged: review her screening)', 'Mia Brown has finished onboarding'],
    screeningNote: ['A sentence when her screening is flagged', ''],
    checkinDay: ['Her check-in day', 'Friday'],
    timeZone: ['Her time zone', 'Europe/London'],
    nextDueDate: ['Her next check-in', 'Friday 27 November'],
    screeningStatus: ['Health screening', 'Nothing flagged'],
    profileLink: ['Her profile', sampleLink('/client-profile/sample')],
  },
  fieldsOf: (payload, brand) => {
    const flagged = payload.screeningFlagged;
    const finished = `${payload.clientName} has finished onboarding`;
    return {
      clientName: payload.clientName,
      reviewPrefix: flagged ? 'Review health screening: ' : '',
      headline: flagged ? `Review ${payload.clientName}'s health screening` : finished,
      screeningNote: flagged
        ? 'She answered yes to at least one health-screening question. Please review her screening before she starts her programme.'
        : '',
      checkinDay: CHECKIN_DAYS[payload.checkinDay as CheckinDay] ?? String(payload.checkinDay),
      timeZone: payload.timeZone,
      nextDueDate: formatDay(payload.nextDueDate),
      screeningStatus: flagged ? 'Needs review' : 'Nothing flagged',
      profileLink: appLink(brand, `/client-profile/${encodeURIComponent(payload.clientId)}`),
    };
  },
  subject: '{{reviewPrefix}}{{clientName}} has finished onboarding',
  body: `## {{headline}}

{{clientName}} has just completed her onboarding: her goals, starting measurements and check-in day are in.

{{screeningNote}}

- **Check-in day:** {{checkinDay}}
- **Time zone:** {{timeZone}}
- **Next check-in due:** {{nextDueDate}}
- **Health screening:** {{screeningStatus}}

[button: Open her profile]({{profileLink}})`,
});
