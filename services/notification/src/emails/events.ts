import type { EventHandler, EventHandlers, HandlerContext } from '@wellness/kit';
import type { Envelope, EventPayload, EventType } from '@wellness/contracts';
import type { Tx } from '../db';
import type { NotificationDeps } from '../deps';
import type { Brand } from './brand';
import { storeTemplatedEmail } from './compose';
import type { TemplatedEmail } from './compose';
import * as templates from './templates';
import type { TemplateDefinition } from './templates';

/** Renders and stores one email an event asks for (see storeTemplatedEmail). */
async function queueEmail<P>(
  tx: Tx,
  brand: Brand,
  event: Envelope,
  ctx: HandlerContext,
  request: Omit<TemplatedEmail<P>, 'relatedEventId' | 'correlationId'>,
) {
  await storeTemplatedEmail(tx, brand, ctx.log, {
    ...request,
    relatedEventId: event.id,
    correlationId: event.correlationId,
  });
}

/** The events that name the person they are about, by email. */
type PersonEvent = {
  [T in EventType]: EventPayload<T> extends { email: string } ? T : never;
}[EventType];

/** One email an event asks for: its template, its recipient. */
interface EmailOf<T extends EventType> {
  template:
    | TemplateDefinition<EventPayload<T>>
    | ((payload: EventPayload<T>) => TemplateDefinition<EventPayload<T>>);
  to: (payload: EventPayload<T>, brand: Brand) => string;
  replyTo?: (payload: EventPayload<T>) => string;
  /** Only when this holds: otherwise the event is handled without this email. */
  when?: (payload: EventPayload<T>) => boolean;
}

/** An email to the person the event is about. */
const toHer = <T extends PersonEvent>(template: EmailOf<T>['template']): EmailOf<T> => ({
  template,
  to: (payload) => (payload as { email: string }).email,
});

/**
 * An email to the coach (COACH_EMAIL); `replyToHer`: her answer goes to the person; `when`: only
 * for the events it holds for.
 */
const toCoach = <T extends EventType>(
  template: TemplateDefinition<EventPayload<T>>,
  options: { replyToHer?: boolean; when?: EmailOf<T>['when'] } = {},
): EmailOf<T> => ({
  template,
  to: (_payload, brand) => brand.coachEmail,
  ...(options.replyToHer ? { replyTo: (payload) => (payload as { email: string }).email } : {}),
  ...(options.when ? { when: options.when } : {}),
});

/** A subscription crm cancelled because its payments failed: her access is paused. */
const endedAfterFailedPayments = (payload: EventPayload<'subscription.changed'>) =>
  payload.status === 'canceled' && payload.endedReason === 'payment_failed';

/** The events that ask for emails: each stores one or more, each from its template. */
export function emailEvents({ brand }: Pick<NotificationDeps, 'brand'>): EventHandlers<Tx> {
  const sends =
    <T extends EventType>(...emails: EmailOf<T>[]): EventHandler<T, Tx> =>
    async (event, tx, ctx) => {
      for (const email of emails) {
        const { payload } = event;
        if (email.when && !email.when(payload)) continue;
        await queueEmail(tx, brand, event, ctx, {
          template: typeof email.template === 'function' ? email.template(payload) : email.template,
          payload,
          to: email.to(payload, brand),
          replyTo: email.replyTo?.(payload),
        });
      }
    };
  const reminderTemplate = (payload: EventPayload<'checkin.reminder_due'>) =>
    payload.kind === 'due' ? templates.checkinReminder : templates.checkinNudge;
  return {
    'user.password_reset_requested': sends(toHer(templates.passwordReset)),
    'user.invited': sends(toHer(templates.invitation)),
    'approval.decided': sends(toHer(templates.approvalDecision)),
    'lead.created': sends(
      toHer(templates.leadConfirmation),
      toCoach(templates.leadAlert, { replyToHer: true }),
    ),
    'checkin.reviewed': sends(toHer(templates.checkinReviewed)),
    'checkin.reminder_due': sends(toHer(reminderTemplate)),
    'nutrition_plan.published': sends(toHer(templates.nutritionPlanPublished)),
    'onboarding.completed': sends(toCoach(templates.onboardingCompleted)),
    'data_export.ready': sends(toHer(templates.dataExportReady)),
    'payment.succeeded': sends(toHer(templates.paymentReceipt)),
    'payment.reminder_due': sends(toHer(templates.paymentFailed)),
    'payment.failed': sends(toCoach(templates.paymentFailedAlert, { replyToHer: true })),
    // Every change is handled (and acknowledged); only a cancellation for failed payments emails.
    'subscription.changed': sends(
      toCoach(templates.subscriptionEndedAlert, { when: endedAfterFailedPayments }),
    ),
  };
}
