import type { EventPayload } from '@wellness/contracts';
import { appLink, defineTemplate, sampleLink } from './template';

/**
 * To the coach (COACH_EMAIL) when a client's subscription is cancelled after its payments failed
 * (subscription.changed to `canceled`, ended for `payment_failed`): her access is paused.
 */
export const subscriptionEndedAlert = defineTemplate<
  Pick<EventPayload<'subscription.changed'>, 'clientId' | 'firstName' | 'lastName' | 'planName'>
>()({
  key: 'subscription-ended-alert',
  name: 'Subscription ended (to you)',
  description:
    'To you, when a client’s subscription is cancelled after failed payments: she is paused.',
  category: 'transactional',
  fields: {
    clientName: ['Her name', 'Emma Wilson'],
    planName: ['Plan', 'Monthly coaching'],
    profileLink: ['Her profile', sampleLink('/client-profile/sample')],
  },
  fieldsOf: (payload, brand) => ({
    clientName: `${payload.firstName} ${payload.lastName}`,
    planName: payload.planName,
    profileLink: appLink(brand, `/client-profile/${encodeURIComponent(payload.clientId)}`),
  }),
  subject: "{{clientName}}'s subscription ended after failed payments: she is paused",
  body: `## {{clientName}}'s subscription has ended

{{clientName}}'s subscription to {{planName}} was cancelled after her payments failed and the reminders went unanswered. She is paused until she subscribes again.

You may want to check in with her: open her profile to see her details and get in touch.

- **Client:** {{clientName}}
- **Plan:** {{planName}}
- **Status:** Paused

[button: Open her profile]({{profileLink}})`,
});
