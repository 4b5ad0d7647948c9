import { NUTRITION_MESSAGES } from '@wellness/contracts';
import type { NutritionPlan, PublishInput } from '@wellness/contracts';
import { DomainError, conflict, eventContextOf, notFound, recordEvent } from '@wellness/kit';
import type { Caller } from '@wellness/kit';
import type { CheckinDeps } from '../../deps';
import type { Client } from '../../generated/prisma/client';
import { hasContent, sameDocument } from './document';
import { authorOf, getPlan, writablePlan } from './handlers';
import { documentOf } from './mapping';
import { deletePlan, findPlan, lockPlan } from './plan-repository';
import { insertVersion, newestVersion } from './version-repository';

const publishedEvent = (
  client: Client,
  planId: string,
  title: string,
  number: number,
  changeNote: string,
  by: string | null,
) => ({
  planId,
  clientId: client.clientId,
  userId: client.userId,
  email: client.email,
  firstName: client.firstName,
  lastName: client.lastName,
  title,
  versionNumber: number,
  changeNote,
  publishedBy: by,
});

/**
 * Publishes the draft as the next version and records `nutrition_plan.published` in the same
 * transaction, the plan's row locked so two publishes at once make two versions in turn.
 */
export async function publishPlan(
  deps: CheckinDeps,
  caller: Caller,
  id: string,
  input: PublishInput,
): Promise<NutritionPlan> {
  const { client } = await writablePlan(deps, caller, id);
  await deps.db.$transaction(async (tx) => {
    if (!(await lockPlan(tx, id))) throw notFound('Plan');
    const plan = (await findPlan(tx, id))!;
    const document = documentOf(plan.draft);
    if (!hasContent(document)) {
      throw new DomainError('VALIDATION', NUTRITION_MESSAGES.emptyPlan, {
        fields: { meals: NUTRITION_MESSAGES.emptyPlan },
      });
    }
    const newest = await newestVersion(tx, id);
    if (newest && sameDocument(plan.draft, newest.document)) {
      throw conflict(NUTRITION_MESSAGES.alreadyPublished);
    }
    const number = (newest?.number ?? 0) + 1;
    const by = authorOf(caller);
    await insertVersion(tx, {
      planId: id,
      number,
      document,
      changeNote: input.changeNote,
      publishedAt: deps.clock.now(),
      publishedBy: by.userId,
      publishedByName: by.name,
    });
    const payload = publishedEvent(client, id, document.title, number, input.changeNote, by.name);
    await recordEvent(tx, 'nutrition_plan.published', payload, eventContextOf(caller));
  });
  return getPlan(deps, caller, id);
}

/**
 * Discards a draft that was never published (a plan started by mistake). Once a version exists
 * the plan stays, since she may be following it: 409. Locked like publishing, so a publish and a
 * delete at once cannot both happen.
 */
export async function discardPlan(deps: CheckinDeps, caller: Caller, id: string): Promise<void> {
  await writablePlan(deps, caller, id);
  await deps.db.$transaction(async (tx) => {
    if (!(await lockPlan(tx, id))) throw notFound('Plan');
    if (await newestVersion(tx, id)) throw conflict(NUTRITION_MESSAGES.publishedKept);
    await deletePlan(tx, id);
  });
}
