import type {
  PaymentPlan,
  paymentPlanInputSchema,
  paymentPlanUpdateSchema,
} from '@wellness/contracts';
import { notFound } from '@wellness/kit';
import type { Caller } from '@wellness/kit';
import type { z } from 'zod';
import type { CrmDeps } from '../deps';
import { runningCountsByPlan } from '../billing/subscription-repository';
import { billingColumns, toPlanView } from './billing';
import { createPlan, findPlan, listPlans, updatePlan } from './repository';

type PlanInput = z.output<typeof paymentPlanInputSchema>;
type PlanUpdate = z.output<typeof paymentPlanUpdateSchema>;

/** Every plan, archived ones too, with the subscriptions running on each (coach). */
export async function plansForCoach(deps: CrmDeps, _caller: Caller): Promise<PaymentPlan[]> {
  const [plans, counts] = await Promise.all([listPlans(deps.db), runningCountsByPlan(deps.db)]);
  return plans.map((plan) => toPlanView(plan, counts.get(plan.id) ?? 0));
}

export async function createPaymentPlan(deps: CrmDeps, _caller: Caller, input: PlanInput) {
  const { billing, ...fields } = input;
  return toPlanView(await createPlan(deps.db, { ...fields, ...billingColumns(billing) }));
}

/**
 * Changes a plan. A new price applies to checkouts from now on: running subscriptions keep the
 * price she chose. Archiving (`active: false`) stops offering it; subscriptions on it run on.
 */
export async function updatePaymentPlan(
  deps: CrmDeps,
  _caller: Caller,
  id: string,
  input: PlanUpdate,
): Promise<PaymentPlan> {
  if (!(await findPlan(deps.db, id))) throw notFound('Payment plan');
  const { billing, ...fields } = input;
  const plan = await updatePlan(deps.db, id, {
    ...fields,
    ...(billing && billingColumns(billing)),
  });
  const counts = await runningCountsByPlan(deps.db);
  return toPlanView(plan, counts.get(plan.id) ?? 0);
}
