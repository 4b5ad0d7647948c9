import type { AutomationStep } from '@wellness/contracts';
import { nameBasedEventId, recordEventOnce } from '@wellness/kit';
import type { Logger } from '@wellness/kit';
import type { Tx } from '../db';
import type { Brand } from '../emails/brand';
import { storeTemplatedEmail } from '../emails/compose';
import { templateOf } from '../emails/templates';
import type { EnrolmentRow } from './enrolment-repository';
import { insertNotices, knownCoachUserIds } from './notice-repository';

/** Who a step acts for: her enrolment, as fresh as the replica knows her. */
export interface StepSubject {
  enrolment: EnrolmentRow;
  automationName: string;
  email: string;
  firstName: string;
  lastName: string;
  /** Her coach (clients only). */
  coachUserId: string | null;
}

export interface StepContext {
  tx: Tx;
  brand: Brand;
  log: Pick<Logger, 'info' | 'warn'>;
  now: Date;
}

/** A step's name: its email's related event id, and its outbox event's id (once each). */
const stepName = (enrolment: EnrolmentRow) => `automation-step:${enrolment.id}:${enrolment.run}`;

/**
 * What a step that acts does, in the step's transaction: returns the email it stored, if any.
 * Waits and `go_to` act on her place only (engine.ts).
 */
export async function applyStep(
  ctx: StepContext,
  subject: StepSubject,
  step: AutomationStep,
): Promise<{ emailId: string | null }> {
  const { enrolment } = subject;
  const context = {
    correlationId: `automation-${enrolment.id}`,
    actor: { service: 'notification' },
  };
  switch (step.type) {
    case 'send_email': {
      const template = templateOf(step.template);
      if (!template) {
        ctx.log.warn({ enrolmentId: enrolment.id, template: step.template }, 'no such template');
        return { emailId: null };
      }
      const { id } = await storeTemplatedEmail(ctx.tx, ctx.brand, ctx.log, {
        template,
        payload: { firstName: subject.firstName, lastName: subject.lastName, email: subject.email },
        to: subject.email,
        // Deterministic: a step retried after a crash finds its email stored already (unique).
        relatedEventId: nameBasedEventId(stepName(enrolment)),
        correlationId: context.correlationId,
      });
      return { emailId: id };
    }
    case 'notify_coach': {
      const message = fillName(step.message, subject);
      const kind = enrolment.subjectKind;
      const coaches = subject.coachUserId
        ? [subject.coachUserId]
        : kind === 'lead'
          ? await knownCoachUserIds(ctx.tx)
          : [];
      if (coaches.length)
        await insertNotices(ctx.tx, coaches, {
          title: subject.automationName,
          body: message,
          link: kind === 'client' ? `/client-profile/${enrolment.subjectId}` : '/leads',
          now: ctx.now,
        });
      await recordEventOnce(
        ctx.tx,
        stepName(enrolment),
        'automation.coach_alerted',
        {
          subject: { kind, id: enrolment.subjectId },
          automationName: subject.automationName,
          message,
        },
        context,
      );
      return { emailId: null };
    }
    case 'add_tag':
    case 'remove_tag': {
      if (enrolment.subjectKind === 'lead') {
        ctx.log.info(
          { enrolmentId: enrolment.id, step: step.type },
          'tag step skipped: a lead has no tags',
        );
        return { emailId: null };
      }
      await recordEventOnce(
        ctx.tx,
        stepName(enrolment),
        'client.tags_change_requested',
        {
          clientId: enrolment.subjectId,
          add: step.type === 'add_tag' ? [step.tag] : [],
          remove: step.type === 'remove_tag' ? [step.tag] : [],
          requestedBy: subject.automationName,
        },
        context,
      );
      return { emailId: null };
    }
    default:
      return { emailId: null };
  }
}

/** A notice's `{{firstName}}` and `{{lastName}}`, filled in. */
const fillName = (message: string, subject: Pick<StepSubject, 'firstName' | 'lastName'>) =>
  message
    .replaceAll('{{firstName}}', subject.firstName)
    .replaceAll('{{lastName}}', subject.lastName)
    .trim();
