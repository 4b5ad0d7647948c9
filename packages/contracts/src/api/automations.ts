import { z } from 'zod';
import { clientStatusSchema } from './crm/clients';
import { tagSchema } from './client-tags';
import { pageQuerySchema, pagedSchema } from './paging';
import { text } from './text';

/**
 * Automations (notification, issue 18): a trigger enrols a client or a lead; her enrolment walks
 * the steps (waits, emails, notices to the coach, tags) until they end or an exit condition is met.
 * Each enrolment keeps the version of the automation it started on (see `onLatestVersion`).
 */

/** The events that can start an automation. */
export const AUTOMATION_EVENT_TRIGGERS = [
  'lead.created',
  'client.activated',
  'onboarding.completed',
  'checkin.submitted',
  'checkin.reviewed',
  'nutrition_plan.published',
  'payment.failed',
] as const;
export const AUTOMATION_TRIGGER_LABELS: Record<(typeof AUTOMATION_EVENT_TRIGGERS)[number], string> =
  {
    'lead.created': 'A discovery call is requested (new lead)',
    'client.activated': 'A client becomes active',
    'onboarding.completed': 'A client completes onboarding',
    'checkin.submitted': 'A client submits a check-in',
    'checkin.reviewed': 'You review a check-in',
    'nutrition_plan.published': 'A nutrition plan is published',
    'payment.failed': 'A payment fails',
  };

export const AUTOMATION_LIMITS = { steps: 30, nameLength: 100, noticeLength: 500 } as const;
/** A wait's longest duration: a year, in minutes. */
export const MAX_WAIT_MINUTES = 366 * 24 * 60;

export const automationTriggerSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('event'), event: z.enum(AUTOMATION_EVENT_TRIGGERS) }),
  /** Checked on a schedule: her check-in is `days` days overdue (once per missed due date). */
  z.object({ type: z.literal('checkin_overdue'), days: z.number().int().min(1).max(365) }),
  /** Checked on a schedule: she has not signed in for `days` days (once per quiet spell). */
  z.object({ type: z.literal('no_sign_in'), days: z.number().int().min(1).max(365) }),
]);
export type AutomationTrigger = z.infer<typeof automationTriggerSchema>;

/** Conditions on the client when she would be enrolled; absent: any. Leads meet them only when empty. */
export const automationConditionsSchema = z.object({
  statuses: z.array(clientStatusSchema).optional(),
  hasNutritionist: z.boolean().optional(),
  /** She carries every one of these tags. */
  tags: z.array(tagSchema).optional(),
});
export type AutomationConditions = z.infer<typeof automationConditionsSchema>;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

export const automationStepSchema = z.discriminatedUnion('type', [
  /** Wait this long (0 allowed, but never in a loop). */
  z.object({ type: z.literal('wait'), minutes: z.number().int().min(0).max(MAX_WAIT_MINUTES) }),
  /** Wait until the next time of day on her clock (her time zone, else the business's). */
  z.object({
    type: z.literal('wait_until'),
    time: z.string().regex(HH_MM, { message: 'Give the time of day as HH:MM, e.g. 09:00' }),
  }),
  /** Send an email template to her (a marketing template: it honours her unsubscribe). */
  z.object({ type: z.literal('send_email'), template: z.string().min(1) }),
  /** An in-app notice to the coach, and a line on the client's or lead's activity feed. */
  z.object({
    type: z.literal('notify_coach'),
    message: text({
      label: 'Notice',
      max: AUTOMATION_LIMITS.noticeLength,
      required: 'Write what the coach should be told',
    }),
  }),
  z.object({ type: z.literal('add_tag'), tag: tagSchema }),
  z.object({ type: z.literal('remove_tag'), tag: tagSchema }),
  /** Go back to an earlier step (`step` is its index): a repeating reminder. */
  z.object({ type: z.literal('go_to'), step: z.number().int().min(0) }),
]);
export type AutomationStep = z.infer<typeof automationStepSchema>;

/** What ends an enrolment early: the rest of its steps are skipped. */
export const AUTOMATION_EXITS = [
  'checked_in',
  'call_booked',
  'lead_converted',
  'lead_lost',
  'client_archived',
] as const;
export const AUTOMATION_EXIT_LABELS: Record<(typeof AUTOMATION_EXITS)[number], string> = {
  checked_in: 'She submits a check-in',
  call_booked: 'The lead books a call',
  lead_converted: 'The lead is converted to a client',
  lead_lost: 'The lead is marked lost',
  client_archived: 'The client is archived',
};

export const AUTOMATION_MESSAGES = {
  noSteps: 'Add at least one step',
  tooManySteps: `An automation has at most ${AUTOMATION_LIMITS.steps} steps`,
  nameRequired: 'Give the automation a name',
  zeroWaitLoop: (from: number, to: number) =>
    `Step ${from + 1} goes back to step ${to + 1} with no wait between them: add a wait longer than zero, or it would repeat forever`,
  goToForward: (from: number) => `Step ${from + 1} can only go back to an earlier step`,
  unknownTemplate: (key: string) => `There is no email template called ${key}`,
  transactionalTemplate: (key: string) =>
    `${key} is a transactional email and cannot be sent by an automation`,
  notFound: 'That automation was not found',
} as const;

export const automationInputSchema = z.object({
  name: text({
    label: 'Name',
    max: AUTOMATION_LIMITS.nameLength,
    required: AUTOMATION_MESSAGES.nameRequired,
  }),
  trigger: automationTriggerSchema,
  conditions: automationConditionsSchema.default({}),
  steps: z
    .array(automationStepSchema, { error: AUTOMATION_MESSAGES.noSteps })
    .min(1, { message: AUTOMATION_MESSAGES.noSteps })
    .max(AUTOMATION_LIMITS.steps, { message: AUTOMATION_MESSAGES.tooManySteps }),
  exits: z.array(z.enum(AUTOMATION_EXITS)).default([]),
});
export type AutomationInput = z.input<typeof automationInputSchema>;

/**
 * The index of the first `go_to` that loops back with no wait longer than zero in between (the
 * save is refused), or null. `wait_until` always waits (to the next such time), so it breaks a loop.
 */
export function zeroWaitLoop(
  steps: readonly AutomationStep[],
): { from: number; to: number } | null {
  for (const [from, step] of steps.entries()) {
    if (step.type !== 'go_to' || step.step > from) continue;
    const between = steps.slice(step.step, from);
    const waits = between.some(
      (s) => (s.type === 'wait' && s.minutes > 0) || s.type === 'wait_until',
    );
    if (!waits) return { from, to: step.step };
  }
  return null;
}

export const automationStatsSchema = z.object({
  enrolled: z.number().int().nonnegative(),
  active: z.number().int().nonnegative(),
  completed: z.number().int().nonnegative(),
  exited: z.number().int().nonnegative(),
  emailsSent: z.number().int().nonnegative(),
  emailsFailed: z.number().int().nonnegative(),
});
export type AutomationStats = z.infer<typeof automationStatsSchema>;

export const automationSchema = z.object({
  id: z.string(),
  name: z.string(),
  trigger: automationTriggerSchema,
  conditions: automationConditionsSchema,
  steps: z.array(automationStepSchema),
  exits: z.array(z.enum(AUTOMATION_EXITS)),
  enabled: z.boolean(),
  /** 1, 2, …: each save that changes the steps takes the next. */
  version: z.number().int().positive(),
  stats: automationStatsSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Automation = z.infer<typeof automationSchema>;
export const automationListSchema = z.object({ items: z.array(automationSchema) });

/**
 * PUT /api/automations/:id answers the automation and what became of the enrolments running:
 * moved to the new version where their steps still line up, else left on the version they began.
 */
export const automationSaveResultSchema = z.object({
  automation: automationSchema,
  enrolments: z.object({
    moved: z.number().int().nonnegative(),
    keptOnEarlierVersion: z.number().int().nonnegative(),
  }),
});
export type AutomationSaveResult = z.infer<typeof automationSaveResultSchema>;

export const ENROLMENT_STATUSES = ['active', 'completed', 'exited', 'stopped'] as const;
export const enrolmentSchema = z.object({
  id: z.string(),
  subject: z.object({
    kind: z.enum(['client', 'lead']),
    id: z.string(),
    name: z.string(),
    email: z.string(),
  }),
  status: z.enum(ENROLMENT_STATUSES),
  /** The version of the automation it runs on, and whether that is the latest. */
  version: z.number().int().positive(),
  onLatestVersion: z.boolean(),
  /** The index of the step it is at (or ended at). */
  step: z.number().int().nonnegative(),
  /** When its next step runs (active only). */
  nextRunAt: z.string().nullable(),
  enrolledAt: z.string(),
  endedAt: z.string().nullable(),
  /** Why it ended early (an AUTOMATION_EXITS value, or `switched_off`). */
  exitReason: z.string().nullable(),
});
export type Enrolment = z.infer<typeof enrolmentSchema>;

/** GET /api/automations/:id/enrolments?status=&page=&pageSize= */
export const enrolmentListQuerySchema = pageQuerySchema.extend({
  status: z.enum(ENROLMENT_STATUSES).optional(),
});
export const enrolmentListSchema = pagedSchema(enrolmentSchema);
