import { UnrecoverableError } from 'bullmq';
import type { EventHandlers, HandlerContext } from '@wellness/kit';
import type { EmailTemplate, Envelope } from '@wellness/contracts';
import type { Tx } from '../db';
import { signalEmailQueued } from '../delivery/dispatcher';
import type { NotificationDeps } from '../deps';
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

/** The events that ask for emails: each stores one or more. */
export function emailEvents({ brand }: Pick<NotificationDeps, 'brand'>): EventHandlers<Tx> {
  return {
    'user.password_reset_requested': (event, tx, ctx) =>
      queueEmail(tx, event, ctx, {
        template: 'password-reset',
        to: event.payload.email,
        render: () => templates.passwordResetEmail(event.payload, brand),
      }),
    'user.invited': (event, tx, ctx) =>
      queueEmail(tx, event, ctx, {
        template: 'invitation',
        to: event.payload.email,
        render: () => templates.invitationEmail(event.payload, brand),
      }),
    'approval.decided': (event, tx, ctx) =>
      queueEmail(tx, event, ctx, {
        template: 'approval-decision',
        to: event.payload.email,
        render: () => templates.approvalDecisionEmail(event.payload, brand),
      }),
    'lead.created': async (event, tx, ctx) => {
      await queueEmail(tx, event, ctx, {
        template: 'lead-confirmation',
        to: event.payload.email,
        render: () => templates.leadConfirmationEmail(event.payload, brand),
      });
      await queueEmail(tx, event, ctx, {
        template: 'lead-alert',
        to: brand.coachEmail,
        replyTo: event.payload.email,
        render: () => templates.leadAlertEmail(event.payload, brand),
      });
    },
    'checkin.reviewed': (event, tx, ctx) =>
      queueEmail(tx, event, ctx, {
        template: 'checkin-reviewed',
        to: event.payload.email,
        render: () => templates.checkinReviewedEmail(event.payload, brand),
      }),
    'checkin.reminder_due': (event, tx, ctx) =>
      queueEmail(tx, event, ctx, {
        template: event.payload.kind === 'due' ? 'checkin-reminder' : 'checkin-nudge',
        to: event.payload.email,
        render: () => templates.checkinReminderEmail(event.payload, brand),
      }),
    'onboarding.completed': (event, tx, ctx) =>
      queueEmail(tx, event, ctx, {
        template: 'onboarding-completed',
        to: brand.coachEmail,
        render: () => templates.onboardingCompletedEmail(event.payload, brand),
      }),
  };
}
