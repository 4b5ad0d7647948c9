import { UnrecoverableError } from 'bullmq';
import type { EventHandler, EventHandlers, HandlerContext } from '@wellness/kit';
import type { EmailTemplate, Envelope, EventPayload, EventType } from '@wellness/contracts';
import type { Tx } from '../db';
import { signalEmailQueued } from '../delivery/dispatcher';
import type { NotificationDeps } from '../deps';
import type { Brand } from './brand';
import type { RenderedEmail } from './layout';
import { createEmail } from './repository';
import * as templates from './templates';

interface EmailRequest {
  template: EmailTemplate;
  to: string;
  replyTo?: string;
  render: () => RenderedEmail;
}

/**
 * Renders and stores one email (status queued) in the consumer's transaction, and signals the
 * dispatcher, which enqueues the delivery job after commit (see delivery/dispatcher.ts).
 * A payload that cannot be rendered (a non-web link) will never render: it fails without retries.
 */
async function queueEmail(tx: Tx, event: Envelope, ctx: HandlerContext, request: EmailRequest) {
  let rendered: RenderedEmail;
  try {
    rendered = request.render();
  } catch (error) {
    throw new UnrecoverableError(
      `Cannot render ${request.template} email: ${(error as Error).message}`,
    );
  }
  const { id } = await createEmail(tx, {
    template: request.template,
    to: request.to,
    replyTo: request.replyTo ?? null,
    ...rendered,
    relatedEventId: event.id,
    correlationId: event.correlationId,
  });
  await signalEmailQueued(tx, id);
  ctx.log.info({ emailId: id, template: request.template }, 'email queued');
}

/** The events that name the person they are about, by email. */
type PersonEvent = {
  [T in EventType]: EventPayload<T> extends { email: string } ? T : never;
}[EventType];

/** One email an event asks for: its template, its recipient and how to render it. */
interface EmailOf<T extends EventType> {
  template: EmailTemplate | ((payload: EventPayload<T>) => EmailTemplate);
  to: (payload: EventPayload<T>, brand: Brand) => string;
  replyTo?: (payload: EventPayload<T>) => string;
  render: (payload: EventPayload<T>, brand: Brand) => RenderedEmail;
  /** Only when this holds: otherwise the event is handled without this email. */
  when?: (payload: EventPayload<T>) => boolean;
}

/** An email to the person the event is about. */
const toHer = <T extends PersonEvent>(
  template: EmailOf<T>['template'],
  render: EmailOf<T>['render'],
): EmailOf<T> => ({ template, to: (payload) => (payload as { email: string }).email, render });

/**
 * An email to the coach (COACH_EMAIL); `replyToHer`: her answer goes to the person; `when`: only
 * for the events it holds for.
 */
const toCoach = <T extends EventType>(
  template: EmailTemplate,
  render: EmailOf<T>['render'],
  options: { replyToHer?: boolean; when?: EmailOf<T>['when'] } = {},
): EmailOf<T> => ({
  template,
  to: (_payload, brand) => brand.coachEmail,
  ...(options.replyToHer ? { replyTo: (payload) => (payload as { email: string }).email } : {}),
  ...(options.when ? { when: options.when } : {}),
  render,
});

/** A subscription crm cancelled because its payments failed: her access is paused. */
const endedAfterFailedPayments = (payload: EventPayload<'subscription.changed'>) =>
  payload.status === 'canceled' && payload.endedReason === 'payment_failed';

/** The events that ask for emails: each stores one or more. */
export function emailEvents({ brand }: Pick<NotificationDeps, 'brand'>): EventHandlers<Tx> {
  const sends =
    <T extends EventType>(...emails: EmailOf<T>[]): EventHandler<T, Tx> =>
    async (event, tx, ctx) => {
      for (const email of emails) {
        const { payload } = event;
        if (email.when && !email.when(payload)) continue;
        await queueEmail(tx, event, ctx, {
          template: typeof email.template === 'function' ? email.template(payload) : email.template,
          to: email.to(payload, brand),
          replyTo: email.replyTo?.(payload),
          render: () => email.render(payload, brand),
        });
      }
    };
  const reminderTemplate = (payload: EventPayload<'checkin.reminder_due'>): EmailTemplate =>
    payload.kind === 'due' ? 'checkin-reminder' : 'checkin-nudge';
  return {
    'user.password_reset_requested': sends(toHer('password-reset', templates.passwordResetEmail)),
    'user.invited': sends(toHer('invitation', templates.invitationEmail)),
    'approval.decided': sends(toHer('approval-decision', templates.approvalDecisionEmail)),
    'lead.created': sends(
      toHer('lead-confirmation', templates.leadConfirmationEmail),
      toCoach('lead-alert', templates.leadAlertEmail, { replyToHer: true }),
    ),
    'checkin.reviewed': sends(toHer('checkin-reviewed', templates.checkinReviewedEmail)),
    'checkin.reminder_due': sends(toHer(reminderTemplate, templates.checkinReminderEmail)),
    'nutrition_plan.published': sends(
      toHer('nutrition-plan-published', templates.nutritionPlanPublishedEmail),
    ),
    'onboarding.completed': sends(
      toCoach('onboarding-completed', templates.onboardingCompletedEmail),
    ),
    'payment.succeeded': sends(toHer('payment-receipt', templates.paymentReceiptEmail)),
    'payment.reminder_due': sends(toHer('payment-failed', templates.paymentFailedEmail)),
    'payment.failed': sends(
      toCoach('payment-failed-alert', templates.paymentFailedAlertEmail, { replyToHer: true }),
    ),
    // Every change is handled (and acknowledged); only a cancellation for failed payments emails.
    'subscription.changed': sends(
      toCoach('subscription-ended-alert', templates.subscriptionEndedAlertEmail, {
        when: endedAfterFailedPayments,
      }),
    ),
  };
}
