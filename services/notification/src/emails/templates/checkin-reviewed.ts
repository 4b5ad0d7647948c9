import type { EventPayload } from '@wellness/contracts';
import {
  BRAND_FIELDS,
  appLink,
  brandValues,
  defineTemplate,
  firstNameOf,
  sampleLink,
} from './template';

/**
 * To a client whose check-in the coach has reviewed (checkin.reviewed). It only says there is a
 * reply and links to it: her check-in and the coach's feedback are health data and stay in the
 * app, behind her sign-in.
 */
export const checkinReviewed = defineTemplate<
  Pick<EventPayload<'checkin.reviewed'>, 'firstName'>
>()({
  key: 'checkin-reviewed',
  name: 'Check-in feedback',
  description:
    'When you have replied to a client’s check-in: a link to read it (never its content).',
  category: 'transactional',
  fields: {
    firstName: ['First name (or “there”)', 'Mia'],
    ...BRAND_FIELDS,
    feedbackLink: ['Her check-ins page', sampleLink('/client-checkins')],
  },
  fieldsOf: (payload, brand) => ({
    firstName: firstNameOf(payload.firstName),
    ...brandValues(brand),
    feedbackLink: appLink(brand, '/client-checkins'),
  }),
  subject: 'Your coach has replied to your check-in',
  body: `## Your coach has replied

Hi {{firstName}},

{{coachName}} has read your weekly check-in and written you some feedback. Sign in to read it.

[button: Read your feedback]({{feedbackLink}})

With warmth,
{{coachName}}
{{businessName}}`,
});
