import type { z } from 'zod';
import { AUTOMATION_MESSAGES, automationInputSchema, zeroWaitLoop } from '@wellness/contracts';
import type { AutomationStep } from '@wellness/contracts';
import { DomainError } from '@wellness/kit';
import { templateOf } from '../emails/templates';

/** What a version keeps: everything the coach saves but the name (automation_versions.definition). */
export const definitionSchema = automationInputSchema.omit({ name: true });
export type Definition = z.output<typeof definitionSchema>;
export type AutomationInputParsed = z.output<typeof automationInputSchema>;

/** A stored definition, read back (written by this code, so parsing only fills defaults). */
export const definitionOf = (json: unknown): Definition => definitionSchema.parse(json);

/** The definition part of a saved input, in a stable key order (versions compare as JSON). */
export const definitionFrom = (input: AutomationInputParsed): Definition => ({
  trigger: input.trigger,
  conditions: input.conditions,
  steps: input.steps,
  exits: input.exits,
});

const invalid = (message: string) =>
  new DomainError('VALIDATION', message, { fields: { steps: message } });

/**
 * The rules a save must keep beyond the schema: no loop without a wait, a `go_to` only back, and
 * every email a marketing template that exists (marketing: it honours her unsubscribe).
 */
export function assertRunnable(steps: readonly AutomationStep[]): void {
  const loop = zeroWaitLoop(steps);
  if (loop) throw invalid(AUTOMATION_MESSAGES.zeroWaitLoop(loop.from, loop.to));
  for (const [index, step] of steps.entries()) {
    if (step.type === 'go_to' && step.step >= index)
      throw invalid(AUTOMATION_MESSAGES.goToForward(index));
    if (step.type === 'send_email') {
      const template = templateOf(step.template);
      if (!template) throw invalid(AUTOMATION_MESSAGES.unknownTemplate(step.template));
      if (template.category !== 'marketing')
        throw invalid(AUTOMATION_MESSAGES.transactionalTemplate(step.template));
    }
  }
}

/** Whether two values are the same JSON (definitions and steps; key order aside). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const keysB = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) =>
    sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}
