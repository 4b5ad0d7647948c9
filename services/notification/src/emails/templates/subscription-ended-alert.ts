import type { EventPayload } from '@wellness/contracts';
import type { Brand } from '../brand';
import { renderEmail } from '../layout';
import type { RenderedEmail } from '../layout';

/**
 * To the coach (COACH_EMAIL) when a client's subscription is cancelled after its payments failed
 * (subscription.changed to `canceled`, ended for `payment_failed`): her access is paused.
 */
export function subscriptionEndedAlertEmail(
  data: Pick<
    EventPayload<'subscription.changed'>,
    'clientId' | 'firstName' | 'lastName' | 'planName'
  >,
  brand: Brand,
): RenderedEmail {
  const name = `${data.firstName} ${data.lastName}`;
  return renderEmail(brand, {
    subject: `${name}'s subscription ended after failed payments: she is paused`,
    preheader: `${name}'s ${data.planName} subscription was cancelled after failed payments.`,
    heading: `${name}'s subscription has ended`,
    paragraphs: [
      `${name}'s subscription to ${data.planName} was cancelled after her payments failed and the reminders went unanswered. She is paused until she subscribes again.`,
      'You may want to check in with her: open her profile to see her details and get in touch.',
    ],
    details: [
      ['Client', name],
      ['Plan', data.planName],
      ['Status', 'Paused'],
    ],
    action: {
      label: 'Open her profile',
      url: `${brand.appUrl}/client-profile/${encodeURIComponent(data.clientId)}`,
    },
  });
}
