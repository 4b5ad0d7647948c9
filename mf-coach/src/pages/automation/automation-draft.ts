import {
  AUTOMATION_EXIT_LABELS,
  AUTOMATION_MESSAGES,
  AUTOMATION_TRIGGER_LABELS,
  automationInputSchema,
  zeroWaitLoop,
} from '@wellness/contracts';
import type {
  Automation,
  AutomationInput,
  AutomationSaveResult,
  AutomationStep,
  AutomationTrigger,
} from '@wellness/contracts';
import { plural } from '../../lib/format';

/** What the editor holds: the input of POST/PUT with every part present. */
export interface AutomationDraft {
  name: string;
  trigger: AutomationTrigger;
  conditions: NonNullable<Automation['conditions']>;
  steps: AutomationStep[];
  exits: Automation['exits'];
}

export type StepType = AutomationStep['type'];

export const STEP_TYPE_LABELS: Record<StepType, string> = {
  wait: 'Wait',
  wait_until: 'Wait until a time of day',
  send_email: 'Send an email',
  notify_coach: 'Tell me',
  add_tag: 'Add a tag',
  remove_tag: 'Remove a tag',
  go_to: 'Go back to a step',
};
export const STEP_TYPES = Object.keys(STEP_TYPE_LABELS) as StepType[];

export const NEW_AUTOMATION: AutomationDraft = {
  name: '',
  trigger: { type: 'event', event: 'client.activated' },
  conditions: {},
  steps: [{ type: 'send_email', template: '' }],
  exits: [],
};

export const draftOf = (a: Automation): AutomationDraft => ({
  name: a.name,
  trigger: a.trigger,
  conditions: a.conditions,
  steps: a.steps,
  exits: a.exits,
});

/** A fresh step of a type; an email starts with the first template offered. */
export function newStep(type: StepType, index: number, firstTemplate = ''): AutomationStep {
  switch (type) {
    case 'wait':
      return { type, minutes: 24 * 60 };
    case 'wait_until':
      return { type, time: '09:00' };
    case 'send_email':
      return { type, template: firstTemplate };
    case 'notify_coach':
      return { type, message: '' };
    case 'add_tag':
    case 'remove_tag':
      return { type, tag: '' };
    case 'go_to':
      return { type, step: Math.max(0, index - 1) };
  }
}

/** Minutes as days, hours and minutes (the wait step's three fields). */
export function splitMinutes(total: number) {
  return {
    days: Math.floor(total / 1440),
    hours: Math.floor((total % 1440) / 60),
    minutes: total % 60,
  };
}
export const joinMinutes = (p: { days: number; hours: number; minutes: number }) =>
  p.days * 1440 + p.hours * 60 + p.minutes;

/** `go_to` targets follow their step when the list is reordered (`order[newIndex] = oldIndex`). */
function reorder(steps: readonly AutomationStep[], order: readonly number[]): AutomationStep[] {
  const newIndexOf = new Map(order.map((old, index) => [old, index]));
  return order.map((old) => {
    const step = steps[old]!;
    return step.type === 'go_to' ? { ...step, step: newIndexOf.get(step.step) ?? step.step } : step;
  });
}

export function addStep(steps: readonly AutomationStep[], step: AutomationStep) {
  return [...steps, step];
}

/** Swaps a step with its neighbour (`by` -1: up, +1: down); out of range leaves the list as it is. */
export function moveStep(steps: readonly AutomationStep[], index: number, by: -1 | 1) {
  const other = index + by;
  if (other < 0 || other >= steps.length || index < 0 || index >= steps.length) return [...steps];
  const order = steps.map((_, i) => i);
  order[index] = other;
  order[other] = index;
  return reorder(steps, order);
}

/** Removes a step; a "go back" to it, or past it, shifts to keep pointing at the same step or the next. */
export function removeStep(steps: readonly AutomationStep[], index: number): AutomationStep[] {
  return steps
    .filter((_, i) => i !== index)
    .map((s) => (s.type === 'go_to' && s.step > index ? { ...s, step: s.step - 1 } : s));
}

export type DraftErrors = Record<string, string>;

/**
 * Local check with the contract's schema and the zero-wait loop rule (the server checks again):
 * messages keyed by path, `name`, `trigger`, `steps` (the list), `steps.2` (a step).
 */
export function checkDraft(draft: AutomationDraft): DraftErrors {
  const errors: DraftErrors = {};
  const parsed = automationInputSchema.safeParse(draft);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const [head, index] = issue.path;
      const key = head === 'steps' && typeof index === 'number' ? `steps.${index}` : String(head);
      const field = issue.path[2];
      errors[key] ??= field === 'template' ? 'Choose the email to send' : issue.message;
    }
  for (const [key, message] of Object.entries(loopErrors(draft.steps))) errors[key] ??= message;
  return errors;
}

/** The "go back" problems, shown as soon as she makes them: forwards, or a loop with no wait. */
export function loopErrors(steps: readonly AutomationStep[]): DraftErrors {
  const errors: DraftErrors = {};
  steps.forEach((step, i) => {
    if (step.type === 'go_to' && step.step >= i)
      errors[`steps.${i}`] = AUTOMATION_MESSAGES.goToForward(i);
  });
  const loop = zeroWaitLoop(steps);
  if (loop) errors[`steps.${loop.from}`] ??= AUTOMATION_MESSAGES.zeroWaitLoop(loop.from, loop.to);
  return errors;
}

/** A 400's field messages (`steps.2.template`, `name`) on the editor's keys; else the form message. */
export function serverDraftErrors(
  fields: Readonly<Record<string, string>>,
  message: string,
): DraftErrors {
  const errors: DraftErrors = {};
  for (const [path, text] of Object.entries(fields)) {
    const [head, index] = path.split('.');
    const key = head === 'steps' && index && /^\d+$/.test(index) ? `steps.${index}` : head!;
    errors[key] ??= text;
  }
  if (Object.keys(errors).length === 0) errors.form = message;
  else if (!Object.values(errors).includes(message)) errors.form = message;
  return errors;
}

export const toInput = (draft: AutomationDraft): AutomationInput => draft;

/** "A client becomes active", "Check-in overdue by 3 days", "No sign-in for 14 days". */
export function triggerLabel(trigger: AutomationTrigger): string {
  if (trigger.type === 'event') return AUTOMATION_TRIGGER_LABELS[trigger.event] ?? trigger.event;
  if (trigger.type === 'checkin_overdue')
    return `Check-in overdue by ${plural(trigger.days, 'day')}`;
  return `No sign-in for ${plural(trigger.days, 'day')}`;
}

/** "2 days 3 hours", "30 minutes", "no wait". */
export function durationLabel(total: number): string {
  const { days, hours, minutes } = splitMinutes(total);
  const parts = [
    days ? plural(days, 'day') : '',
    hours ? plural(hours, 'hour') : '',
    minutes ? plural(minutes, 'minute') : '',
  ].filter(Boolean);
  return parts.length ? parts.join(' ') : 'no wait';
}

/** One line per step, for the list and for screen readers. */
export function stepSummary(step: AutomationStep, templateNames: Record<string, string> = {}) {
  switch (step.type) {
    case 'wait':
      return `Wait ${durationLabel(step.minutes)}`;
    case 'wait_until':
      return `Wait until ${step.time} her time`;
    case 'send_email':
      return `Send “${templateNames[step.template] ?? (step.template || 'no email chosen')}”`;
    case 'notify_coach':
      return `Tell me: ${step.message || '…'}`;
    case 'add_tag':
      return `Add the tag ${step.tag || '…'}`;
    case 'remove_tag':
      return `Remove the tag ${step.tag || '…'}`;
    case 'go_to':
      return `Go back to step ${step.step + 1}`;
  }
}

/**
 * What a save did to the enrolments running: "3 running enrolments moved to version 4; 2 stay on
 * version 3 because their steps changed". `previousVersion`: the version before this save.
 */
export function saveResultSentence(result: AutomationSaveResult, previousVersion: number): string {
  const { moved, keptOnEarlierVersion: kept } = result.enrolments;
  const version = result.automation.version;
  if (version === previousVersion) {
    const running = moved + kept;
    if (running === 0) return 'Saved.';
    return `Saved. The steps did not change, so ${plural(running, 'running enrolment')} ${running === 1 ? 'carries' : 'carry'} on as before.`;
  }
  const parts: string[] = [];
  if (moved > 0) parts.push(`${plural(moved, 'running enrolment')} moved to version ${version}`);
  if (kept > 0)
    parts.push(
      `${kept} ${kept === 1 ? 'stays' : 'stay'} on version ${previousVersion} because ${kept === 1 ? 'its' : 'their'} steps changed`,
    );
  if (parts.length === 0) return `Saved as version ${version}. No enrolments were running.`;
  return `Saved as version ${version}: ${parts.join('; ')}.`;
}

/** An enrolment's end: "The lead is converted to a client", "Switched off", "Completed". */
export function exitReasonLabel(reason: string | null): string {
  if (!reason) return '';
  if (reason === 'switched_off') return 'The automation was switched off';
  return (AUTOMATION_EXIT_LABELS as Record<string, string>)[reason] ?? reason;
}
