import { randomUUID } from 'node:crypto';
import { NUTRITION_MESSAGES } from '@wellness/contracts';
import type { NutritionPlan, NutritionPlanList, PlanBody, PlanVersion } from '@wellness/contracts';
import { DomainError, conflict, notFound } from '@wellness/kit';
import type { Caller } from '@wellness/kit';
import type { CheckinDeps } from '../../deps';
import { findClient } from '../../clients/repository';
import { subjectClient } from '../../clients/subject';
import { canReadPlans, canWritePlans, seesDrafts } from './access';
import { dietProfileOf, resolveDocument, sameDocument } from './document';
import { clientPlan, planSummary, planVersion, staffPlan } from './mapping';
import { findPlan, insertPlan, plansOf, saveDraftAt } from './plan-repository';
import type { PlanAuthor } from './plan-repository';
import { activePlanIdOf, findVersion, newestVersion, versionsOf } from './version-repository';

export const authorOf = (caller: Caller): PlanAuthor => ({
  userId: caller.identity.userId,
  name: caller.identity.firstName || null,
});

/** A client whose plans the caller may write (anyone else's: not found). */
async function writableClient(deps: CheckinDeps, caller: Caller, clientId: string) {
  const client = await findClient(deps.db, clientId);
  if (!client || !canWritePlans(caller, client)) throw notFound('Client');
  return client;
}

/**
 * A plan the caller may read, with its client and versions (newest first). She never sees a
 * plan with no published version; the read model is read on every request.
 */
export async function readablePlan(deps: CheckinDeps, caller: Caller, id: string) {
  const plan = await findPlan(deps.db, id);
  const client = plan && (await findClient(deps.db, plan.clientId));
  if (!plan || !client || !canReadPlans(caller, client)) throw notFound('Plan');
  const versions = await versionsOf(deps.db, id);
  if (!seesDrafts(caller) && versions.length === 0) throw notFound('Plan');
  return { plan, client, versions };
}

export async function writablePlan(deps: CheckinDeps, caller: Caller, id: string) {
  const plan = await findPlan(deps.db, id);
  const client = plan && (await findClient(deps.db, plan.clientId));
  if (!plan || !client || !canWritePlans(caller, client)) throw notFound('Plan');
  return { plan, client };
}

export async function getPlan(
  deps: CheckinDeps,
  caller: Caller,
  id: string,
): Promise<NutritionPlan> {
  const { plan, client, versions } = await readablePlan(deps, caller, id);
  const [newest, activePlanId] = await Promise.all([
    newestVersion(deps.db, id),
    activePlanIdOf(deps.db, client.clientId),
  ]);
  return seesDrafts(caller)
    ? staffPlan(plan, versions, newest, activePlanId)
    : clientPlan(plan, versions, newest!, activePlanId);
}

/** Her plans: staff see drafts too; she sees only plans with a published version. */
export async function listPlans(
  deps: CheckinDeps,
  caller: Caller,
  clientId: string | undefined,
): Promise<NutritionPlanList> {
  const client = await subjectClient(deps, caller, clientId);
  if (!canReadPlans(caller, client)) throw notFound('Client');
  const [plans, activePlanId] = await Promise.all([
    plansOf(deps.db, client.clientId),
    activePlanIdOf(deps.db, client.clientId),
  ]);
  const items = await Promise.all(
    plans.map(async (plan) => {
      const [versions, newest] = await Promise.all([
        versionsOf(deps.db, plan.id),
        newestVersion(deps.db, plan.id),
      ]);
      if (!seesDrafts(caller)) {
        if (!newest) return null;
        const shown = { document: newest.document, revision: newest.number };
        return planSummary(plan, versions, activePlanId, shown, false);
      }
      const changed = !newest || !sameDocument(plan.draft, newest.document);
      const shown = { document: plan.draft, revision: plan.revision };
      return planSummary(plan, versions, activePlanId, shown, changed);
    }),
  );
  return { items: items.filter((item) => item !== null) };
}

export async function createPlan(
  deps: CheckinDeps,
  caller: Caller,
  input: PlanBody & { clientId: string },
): Promise<NutritionPlan> {
  const client = await writableClient(deps, caller, input.clientId);
  const document = await resolveDocument(
    deps.db,
    input,
    await dietProfileOf(deps.db, client.clientId),
  );
  const id = randomUUID();
  await insertPlan(
    deps.db,
    { id, clientId: client.clientId, document },
    authorOf(caller),
    deps.clock.now(),
  );
  return getPlan(deps, caller, id);
}

/** Saves the draft read at `version`; a stale one is a 409 and changes nothing. */
export async function updatePlan(
  deps: CheckinDeps,
  caller: Caller,
  id: string,
  input: PlanBody & { version: number },
): Promise<NutritionPlan> {
  const { client } = await writablePlan(deps, caller, id);
  const document = await resolveDocument(
    deps.db,
    input,
    await dietProfileOf(deps.db, client.clientId),
  );
  const saved = await saveDraftAt(
    deps.db,
    id,
    input.version,
    document,
    authorOf(caller),
    deps.clock.now(),
  );
  if (!saved) throw conflict(NUTRITION_MESSAGES.stale);
  return getPlan(deps, caller, id);
}

export async function getVersion(
  deps: CheckinDeps,
  caller: Caller,
  id: string,
  number: number,
): Promise<PlanVersion> {
  const { client, versions } = await readablePlan(deps, caller, id);
  const row = await findVersion(deps.db, id, number);
  if (!row) throw new DomainError('NOT_FOUND', NUTRITION_MESSAGES.versionNotFound);
  const active = (await activePlanIdOf(deps.db, client.clientId)) === id;
  return planVersion(row, client.clientId, versions[0].number, active);
}
