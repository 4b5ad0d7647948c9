import type { EmailTemplate } from '@wellness/contracts';
import { approvalDecision } from './approval-decision';
import { checkinNudge } from './checkin-nudge';
import { checkinReminder } from './checkin-reminder';
import { checkinReviewed } from './checkin-reviewed';
import { invitation } from './invitation';
import { leadAlert } from './lead-alert';
import { leadConfirmation } from './lead-confirmation';
import { messageDigest } from './message-digest';
import { nutritionPlanPublished } from './nutrition-plan-published';
import { onboardingCompleted } from './onboarding-completed';
import { passwordReset } from './password-reset';
import { paymentFailed } from './payment-failed';
import { paymentFailedAlert } from './payment-failed-alert';
import { paymentReceipt } from './payment-receipt';
import { subscriptionEndedAlert } from './subscription-ended-alert';
import { dataExportReady } from './data-export-ready';
import type { TemplateDefinition } from './template';
import { AUTOMATION_TEMPLATES } from './automation-templates';

export {
  approvalDecision,
  checkinNudge,
  checkinReminder,
  checkinReviewed,
  invitation,
  leadAlert,
  leadConfirmation,
  messageDigest,
  nutritionPlanPublished,
  onboardingCompleted,
  passwordReset,
  paymentFailed,
  paymentFailedAlert,
  paymentReceipt,
  subscriptionEndedAlert,
  dataExportReady,
};
export type { TemplateDefinition } from './template';
export type { MessageDigest } from './message-digest';

/** A template of any payload (the registry's view: its fields, its texts). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyTemplate = TemplateDefinition<any>;

/** Every email the platform sends, by key: one template each (the list the coach edits). */
export const TEMPLATES: Record<EmailTemplate, AnyTemplate> = {
  'password-reset': passwordReset,
  invitation,
  'approval-decision': approvalDecision,
  'lead-confirmation': leadConfirmation,
  'lead-alert': leadAlert,
  'checkin-reviewed': checkinReviewed,
  'checkin-reminder': checkinReminder,
  'checkin-nudge': checkinNudge,
  'onboarding-completed': onboardingCompleted,
  'message-digest': messageDigest,
  'nutrition-plan-published': nutritionPlanPublished,
  'payment-receipt': paymentReceipt,
  'payment-failed': paymentFailed,
  'payment-failed-alert': paymentFailedAlert,
  'subscription-ended-alert': subscriptionEndedAlert,
  'data-export-ready': dataExportReady,
  ...AUTOMATION_TEMPLATES,
};

/** The template of a key, or undefined for a key that is none. */
export const templateOf = (key: string): AnyTemplate | undefined =>
  Object.hasOwn(TEMPLATES, key) ? TEMPLATES[key as EmailTemplate] : undefined;
