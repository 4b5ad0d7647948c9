import { randomUUID } from 'node:crypto';
import type {
  PlanDocument,
  PlanTemplate,
  PlanTemplateList,
  TemplateInput,
} from '@wellness/contracts';
import { notFound } from '@wellness/kit';
import type { Caller } from '@wellness/kit';
import type { CheckinDeps } from '../../deps';
import type { NutritionPlanTemplate } from '../../generated/prisma/client';
import { findClient } from '../../clients/repository';
import { canWritePlans } from '../plans/access';
import { findPlan } from '../plans/plan-repository';
import { documentOf } from '../plans/mapping';
import { allTemplates, insertTemplate } from './repository';

const toTemplate = (row: NutritionPlanTemplate): PlanTemplate => ({
  id: row.id,
  name: row.name,
  energyKcal: row.energyKcal,
  document: documentOf(row.document),
  createdAt: row.createdAt.toISOString(),
});

/** A template is for anyone: her reasons to keep a food that conflicts with her diet are not. */
const withoutOverrides = (document: PlanDocument): PlanDocument => ({
  ...document,
  meals: document.meals.map((meal) => ({
    ...meal,
    options: meal.options.map((option) => ({
      ...option,
      items: option.items.map(({ allergyOverride: _reason, ...item }) => item),
    })),
  })),
});

export async function listTemplates(deps: CheckinDeps): Promise<PlanTemplateList> {
  return { items: (await allTemplates(deps.db)).map(toTemplate) };
}

/** Saves a plan's draft, one the caller may write, as a template under a name. */
export async function saveAsTemplate(
  deps: CheckinDeps,
  caller: Caller,
  input: TemplateInput,
): Promise<PlanTemplate> {
  const plan = await findPlan(deps.db, input.planId);
  const client = plan && (await findClient(deps.db, plan.clientId));
  if (!plan || !client || !canWritePlans(caller, client)) throw notFound('Plan');
  const document = withoutOverrides(documentOf(plan.draft));
  const row = await insertTemplate(
    deps.db,
    { id: randomUUID(), name: input.name, document, createdBy: caller.identity.userId },
    deps.clock.now(),
  );
  return toTemplate(row);
}
