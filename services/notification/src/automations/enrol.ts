import { randomUUID } from 'node:crypto';
import type { AutomationTrigger } from '@wellness/contracts';
import type { Db, Tx } from '../db';
import { conditionsHold, noConditions } from './conditions';
import type { ClientFacts } from './conditions';
import { definitionOf } from './definition';
import type { Definition } from './definition';
import { enabledWithDefinitions } from './definition-repository';
import { enrol } from './enrolment-repository';
import type { PendingStep, SubjectKind } from './enrolment-repository';

/** A switched-on automation with its latest definition. */
export interface LiveAutomation {
  id: string;
  name: string;
  version: number;
  definition: Definition;
}

/** The switched-on automations whose trigger matches. */
export async function liveAutomations(
  db: Db | Tx,
  matches: (trigger: AutomationTrigger) => boolean,
): Promise<LiveAutomation[]> {
  return (await enabledWithDefinitions(db))
    .map((row) => ({ ...row, definition: definitionOf(row.definition) }))
    .filter((automation) => matches(automation.definition.trigger));
}

/** Who a trigger is about: a client (with what conditions ask of her) or a lead. */
export interface Subject {
  kind: SubjectKind;
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  timeZone: string | null;
  /** A client's facts; a lead has none and meets only empty conditions. */
  facts: ClientFacts | null;
}

/**
 * Enrols her in each automation whose conditions she meets, once per trigger key (a trigger seen
 * again enrols no one). Returns the first steps to schedule (due at once) once this commits.
 */
export async function enrolInEach(
  tx: Tx,
  automations: LiveAutomation[],
  subject: Subject,
  triggerKey: string,
  now: Date,
): Promise<(PendingStep & { runAt: Date })[]> {
  const enrolled: (PendingStep & { runAt: Date })[] = [];
  for (const automation of automations) {
    const { conditions } = automation.definition;
    const meets = subject.facts
      ? conditionsHold(conditions, subject.facts)
      : noConditions(conditions);
    if (!meets) continue;
    const id = randomUUID();
    const inserted = await enrol(tx, {
      id,
      automationId: automation.id,
      version: automation.version,
      subjectKind: subject.kind,
      subjectId: subject.id,
      email: subject.email,
      firstName: subject.firstName,
      lastName: subject.lastName,
      timeZone: subject.timeZone,
      triggerKey,
      now,
    });
    if (inserted) enrolled.push({ enrolmentId: id, run: 0, runAt: now });
  }
  return enrolled;
}
