import type { ServiceName } from './services';

/**
 * Queue names are part of the contract: never rename one (jobs in flight would be orphaned).
 * Each subscribing service owns one inbox queue of domain events.
 */
export function eventQueueName(service: ServiceName): string {
  return `events-${service}`;
}

/** Background job queues (long work with progress), named by the work they do. */
export const JOB_QUEUES = {
  emailSend: 'jobs-email-send',
  /** auth: look up the account of a forgot-password request and email the link (off the request path). */
  passwordResetRequest: 'jobs-password-reset-request',
  /** checkin's check-in reminders: the planner (a job scheduler) and each delayed reminder. */
  checkinReminders: 'jobs-checkin-reminders',
  /** notification's sweep for messages left unread too long (one email per conversation). */
  messageDigests: 'jobs-message-digests',
  /** notification's sweep for attachments uploaded but never sent (their rows and files). */
  attachmentCleanup: 'jobs-attachment-cleanup',
  /** crm's dunning: each failed payment's reminders (day 0, 3 and 7) as delayed jobs. */
  paymentDunning: 'jobs-payment-dunning',
  /** notification's automations: each enrolment's next step, a delayed job (id: enrolment and step). */
  automationSteps: 'jobs-automation-steps',
  /** notification's automations: the scheduled check for overdue check-ins and quiet spells. */
  automationScheduler: 'jobs-automation-scheduler',
  /** crm's bulk imports of clients or leads: one job per import, resumable from its checkpoint. */
  imports: 'jobs-imports',
  /** crm's archives (backups and client data exports): assembling the ZIP, and the nightly backup. */
  archives: 'jobs-archives',
  /** crm's data-protection sweep: erasures not yet confirmed by every service are asked again. */
  dataRequests: 'jobs-data-requests',
} as const;

/**
 * The service whose processes add and work each job queue: its `/metrics` reports the queue's job
 * counts (an event inbox is reported by the service that consumes it). Every job queue has one, so
 * a new entry of JOB_QUEUES does not compile until its owner is named here.
 */
export const JOB_QUEUE_OWNERS: { readonly [K in keyof typeof JOB_QUEUES]: ServiceName } = {
  emailSend: 'notification',
  passwordResetRequest: 'auth',
  checkinReminders: 'checkin',
  messageDigests: 'notification',
  attachmentCleanup: 'notification',
  paymentDunning: 'crm',
  automationSteps: 'notification',
  automationScheduler: 'notification',
  imports: 'crm',
  archives: 'crm',
  dataRequests: 'crm',
};

/** Retention and retry policy, one place for every queue. */
export const JOB_POLICY = {
  attempts: 6,
  backoffDelayMs: 1000,
  keepCompleted: { age: 24 * 3600, count: 1000 },
  keepFailed: { age: 30 * 24 * 3600 },
  /** Runs of a job scheduler (a periodic sweep or planner): the last ones, by count. */
  scheduledRuns: { keepCompleted: { count: 100 }, keepFailed: { count: 1000 } },
} as const;
