import type { CaseloadItem, NutritionCaseload, NutritionProfile } from '@wellness/contracts';
import { notFound } from '@wellness/kit';
import type { Caller } from '@wellness/kit';
import type { CheckinDeps } from '../../deps';
import { findClient } from '../../clients/repository';
import { lastCheckin } from '../../checkins/repository';
import { findOnboarding } from '../../onboarding/repository';
import { canWritePlans } from '../plans/access';
import { plansOfClients } from '../plans/plan-repository';
import { versionsOfPlans } from '../plans/version-repository';
import { caseloadRows, weightsSince } from './repository';
import type { CaseloadRow } from './repository';
import { STATE_ORDER, planStanding, weightTrendKg } from './state';
import type { Weighing } from './state';

const DAY = 24 * 3600 * 1000;
/** Enough history for the 4-week trend and the weight at a publication up to 4 weeks old. */
const WEIGHT_HISTORY_DAYS = 63;

type Screening = { pregnant?: boolean; breastfeeding?: boolean; weeksSinceBirth?: number | null };
const cautionOf = (screening: Screening | null) =>
  screening?.pregnant ? 'Pregnant' : screening?.breastfeeding ? 'Breastfeeding' : null;

/** The newest published version of each client's plans: the one she follows. */
async function activeVersions(deps: CheckinDeps, clientIds: string[]) {
  const plans = await plansOfClients(deps.db, clientIds);
  const versions = await versionsOfPlans(
    deps.db,
    plans.map((p) => p.id),
  );
  const clientOf = new Map(plans.map((p) => [p.id, p.clientId]));
  const active = new Map<string, { planId: string; publishedAt: Date }>();
  for (const v of versions) {
    const clientId = clientOf.get(v.planId)!;
    const seen = active.get(clientId);
    if (!seen || v.publishedAt > seen.publishedAt) active.set(clientId, v);
  }
  return { withPlans: new Set(plans.map((p) => p.clientId)), active };
}

/** Her assigned clients (the coach: every client), most in need of attention first. */
export async function caseload(deps: CheckinDeps, caller: Caller): Promise<NutritionCaseload> {
  const mine = caller.identity.role === 'coach' ? null : caller.identity.userId;
  const rows = await caseloadRows(deps.db, mine);
  const ids = rows.map((r) => r.clientId);
  const now = deps.clock.now();
  const [{ withPlans, active }, weights] = await Promise.all([
    activeVersions(deps, ids),
    weightsSince(deps.db, ids, new Date(now.getTime() - WEIGHT_HISTORY_DAYS * DAY)),
  ]);
  const weighings = new Map<string, Weighing[]>();
  for (const w of weights) {
    const list = weighings.get(w.clientId) ?? [];
    list.push({ at: w.submittedAt, weightKg: w.weightKg });
    weighings.set(w.clientId, list);
  }
  const items = rows.map((row: CaseloadRow): CaseloadItem => {
    const hers = weighings.get(row.clientId) ?? [];
    const plan = active.get(row.clientId) ?? null;
    const standing = planStanding(
      withPlans.has(row.clientId),
      plan?.publishedAt ?? null,
      hers,
      row.onboardingWeightKg,
      now,
    );
    return {
      clientId: row.clientId,
      firstName: row.firstName,
      lastName: row.lastName,
      planState: standing.state,
      reviewReason: standing.reviewReason,
      activePlanId: plan?.planId ?? null,
      activeSince: plan?.publishedAt.toISOString() ?? null,
      lastCheckinDate: row.lastDueDate,
      hunger: row.hunger,
      adherencePercent: row.adherencePercent,
      weightTrendKg: weightTrendKg(hers),
      diet: row.diet ?? [],
      allergies: row.allergies ?? [],
      caution: cautionOf(row.screening),
    };
  });
  items.sort((a, b) => STATE_ORDER[a.planState] - STATE_ORDER[b.planState]);
  return { items };
}

const ageOn = (dob: Date, now: Date) => {
  const years = now.getUTCFullYear() - dob.getUTCFullYear();
  const before =
    now.getUTCMonth() * 100 + now.getUTCDate() < dob.getUTCMonth() * 100 + dob.getUTCDate();
  return before ? years - 1 : years;
};

/** Her onboarding answers that matter to nutrition (staff who may write her plans). */
export async function nutritionProfile(
  deps: CheckinDeps,
  caller: Caller,
  clientId: string,
): Promise<NutritionProfile> {
  const client = await findClient(deps.db, clientId);
  if (!client || !canWritePlans(caller, client)) throw notFound('Client');
  const [o, last] = await Promise.all([
    findOnboarding(deps.db, clientId),
    lastCheckin(deps.db, clientId),
  ]);
  const screening = (o?.screening ?? null) as Screening | null;
  return {
    clientId,
    firstName: client.firstName,
    lastName: client.lastName,
    goals: o?.goals ?? [],
    goalsOwnWords: o?.goalsOwnWords ?? null,
    heightCm: o?.heightCm ?? null,
    weightKg: last?.weightKg ?? o?.weightKg ?? null,
    targetWeightKg: o?.targetWeightKg ?? null,
    ageYears: o?.dateOfBirth ? ageOn(o.dateOfBirth, deps.clock.now()) : null,
    activityLevel: o?.activityLevel ?? null,
    diet: o?.diet ?? [],
    dietOther: o?.dietOther ?? null,
    allergies: o?.allergies ?? [],
    allergiesOther: o?.allergiesOther ?? null,
    medicalConditions: o?.medicalConditions ?? null,
    medications: o?.medications ?? null,
    pregnant: screening?.pregnant ?? false,
    breastfeeding: screening?.breastfeeding ?? false,
    weeksSinceBirth: screening?.weeksSinceBirth ?? null,
    weightUnit: 'kg',
    hasNutritionist: client.nutritionistUserId !== null,
  };
}
