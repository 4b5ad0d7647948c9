import { randomUUID } from 'node:crypto';
import { AUTOMATION_MESSAGES } from '@wellness/contracts';
import type {
  Automation,
  AutomationSaveResult,
  AutomationStats,
  Paged,
  Enrolment,
  automationInputSchema,
  enrolmentListQuerySchema,
} from '@wellness/contracts';
import { DomainError } from '@wellness/kit';
import type { z } from 'zod';
import type { Tx } from '../db';
import { assertRunnable, definitionFrom, definitionOf, sameJson } from './definition';
import {
  createAutomation,
  findAutomation,
  listAutomationRows,
  lockAutomation,
  updateAutomation,
} from './definition-repository';
import type { AutomationRow } from './definition-repository';
import type { AutomationDeps } from './engine';
import {
  countsByStatus,
  lockActiveOf,
  moveToVersion,
  pageOf,
  stopActive,
} from './enrolment-repository';
import { linesUp } from './lines-up';
import { emailOutcomes } from './step-run-repository';
import {
  definitionsOf,
  findDefinition,
  insertVersion,
  latestDefinitions,
} from './version-repository';
import { NO_STATS, automationOf, enrolmentOf } from './view';

type Deps = Pick<AutomationDeps, 'db' | 'clock' | 'automationSteps'>;
type Input = z.output<typeof automationInputSchema>;
type EnrolmentQuery = z.output<typeof enrolmentListQuerySchema>;

/** Why a switched-off automation's enrolments ended. */
export const SWITCHED_OFF = 'switched_off';

const notFound = () => new DomainError('NOT_FOUND', AUTOMATION_MESSAGES.notFound);

async function automationOrNotFound(tx: Tx, id: string, lock: boolean): Promise<AutomationRow> {
  const row = lock ? await lockAutomation(tx, id) : await findAutomation(tx, id);
  if (!row) throw notFound();
  return row;
}

/** Each automation's statistics: its enrolments by status, its emails by outcome. */
async function statsByAutomation(deps: Deps): Promise<Map<string, AutomationStats>> {
  const [counts, emails] = await Promise.all([countsByStatus(deps.db), emailOutcomes(deps.db)]);
  const stats = new Map<string, AutomationStats>();
  const of = (id: string) => {
    let entry = stats.get(id);
    if (!entry) stats.set(id, (entry = { ...NO_STATS }));
    return entry;
  };
  for (const row of counts) {
    const entry = of(row.automationId);
    entry.enrolled += row._count._all;
    if (row.status !== 'stopped') entry[row.status] += row._count._all;
  }
  for (const row of emails) {
    if (row.status === 'sent') of(row.automationId).emailsSent += row.count;
    if (row.status === 'failed') of(row.automationId).emailsFailed += row.count;
  }
  return stats;
}

/** Every automation with its latest definition and statistics, oldest first. */
export async function listAutomations(deps: Deps): Promise<{ items: Automation[] }> {
  const rows = await listAutomationRows(deps.db);
  const [definitions, stats] = await Promise.all([
    latestDefinitions(deps.db, rows),
    statsByAutomation(deps),
  ]);
  const byId = new Map(definitions.map((d) => [d.automationId, definitionOf(d.definition)]));
  return {
    items: rows.map((row) => automationOf(row, byId.get(row.id)!, stats.get(row.id))),
  };
}

async function automationWithStats(deps: Deps, row: AutomationRow): Promise<Automation> {
  const definition = definitionOf(await findDefinition(deps.db, row.id, row.version));
  return automationOf(row, definition, (await statsByAutomation(deps)).get(row.id));
}

/** A new automation, switched off until the coach switches it on. */
export async function createNewAutomation(deps: Deps, input: Input): Promise<Automation> {
  assertRunnable(input.steps);
  const id = randomUUID();
  const now = deps.clock.now();
  const row = await deps.db.$transaction(async (tx) => {
    const created = await createAutomation(tx, {
      id,
      name: input.name,
      enabled: false,
      version: 1,
      now,
    });
    await insertVersion(tx, id, 1, definitionFrom(input), now);
    return created;
  });
  return automationOf(row, definitionFrom(input));
}

/**
 * Saves an automation. A changed definition is a new version; each running enrolment moves to it
 * where the steps she has walked are the same in both (lines-up.ts), else it finishes on its own.
 */
export async function saveAutomation(
  deps: Deps,
  id: string,
  input: Input,
): Promise<AutomationSaveResult> {
  assertRunnable(input.steps);
  const now = deps.clock.now();
  const definition = definitionFrom(input);
  const { row, moved, kept } = await deps.db.$transaction(async (tx) => {
    const current = await automationOrNotFound(tx, id, true);
    const latest = definitionOf(await findDefinition(tx, id, current.version));
    if (sameJson(latest, definition)) {
      const row = await updateAutomation(tx, id, { name: input.name, updatedAt: now });
      return { row, moved: 0, kept: 0 };
    }
    const version = current.version + 1;
    await insertVersion(tx, id, version, definition, now);
    const row = await updateAutomation(tx, id, { name: input.name, version, updatedAt: now });
    const active = await lockActiveOf(tx, id);
    const walked = await definitionsOf(tx, id, [...new Set(active.map((e) => e.version))]);
    const moving = active.filter((e) =>
      linesUp(definitionOf(walked.get(e.version)).steps, definition.steps, e.stepIndex),
    );
    await moveToVersion(
      tx,
      moving.map((e) => e.id),
      version,
    );
    return { row, moved: moving.length, kept: active.length - moving.length };
  });
  return {
    automation: await automationWithStats(deps, row),
    enrolments: { moved, keptOnEarlierVersion: kept },
  };
}

export async function enableAutomation(deps: Deps, id: string): Promise<Automation> {
  const row = await deps.db.$transaction(async (tx) => {
    await automationOrNotFound(tx, id, true);
    return updateAutomation(tx, id, { enabled: true, updatedAt: deps.clock.now() });
  });
  return automationWithStats(deps, row);
}

/** Switches it off: every running enrolment stops, and its pending step's job is removed. */
export async function disableAutomation(deps: Deps, id: string): Promise<Automation> {
  const now = deps.clock.now();
  const { row, stopped } = await deps.db.$transaction(async (tx) => {
    await automationOrNotFound(tx, id, true);
    const stopped = await stopActive(tx, id, SWITCHED_OFF, now);
    return { row: await updateAutomation(tx, id, { enabled: false, updatedAt: now }), stopped };
  });
  // Best effort: a job left behind finds its enrolment stopped and does nothing.
  await deps.automationSteps.cancel(stopped).catch(() => undefined);
  return automationWithStats(deps, row);
}

/** A page of an automation's enrolments: where each is, and on which version. */
export async function listEnrolments(
  deps: Deps,
  id: string,
  query: EnrolmentQuery,
): Promise<Paged<Enrolment>> {
  const automation = await findAutomation(deps.db, id);
  if (!automation) throw notFound();
  const { rows, total } = await pageOf(deps.db, id, query);
  return {
    items: rows.map((row) => enrolmentOf(row, automation.version)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
