import type {
  NutritionPlan,
  NutritionPlanSummary,
  PlanDocument,
  PlanStatus,
  PlanVersion,
  PlanVersionSummary,
} from '@wellness/contracts';
import type { NutritionPlan as PlanRow, NutritionPlanVersion } from '../../generated/prisma/client';
import type { VersionSummaryRow } from './version-repository';
import { sameDocument } from './document';

// Rows → the contract's answers. `versions` are a plan's, newest first.

export const documentOf = (json: unknown) => json as PlanDocument;

export function statusOf(
  planId: string,
  versions: unknown[],
  activePlanId: string | null,
): PlanStatus {
  if (versions.length === 0) return 'draft';
  return planId === activePlanId ? 'active' : 'superseded';
}

export const versionSummary = (
  row: VersionSummaryRow,
  newestNumber: number,
  planIsActive: boolean,
): PlanVersionSummary => ({
  number: row.number,
  changeNote: row.changeNote,
  publishedAt: row.publishedAt.toISOString(),
  publishedBy: row.publishedByName,
  active: planIsActive && row.number === newestNumber,
});

const summariesOf = (plan: PlanRow, versions: VersionSummaryRow[], activePlanId: string | null) =>
  versions.map((v) => versionSummary(v, versions[0].number, plan.id === activePlanId));

/** Staff: the draft and whether it differs from the newest version. */
export function staffPlan(
  plan: PlanRow,
  versions: VersionSummaryRow[],
  newest: Pick<NutritionPlanVersion, 'document'> | null,
  activePlanId: string | null,
): NutritionPlan {
  return {
    id: plan.id,
    clientId: plan.clientId,
    version: plan.revision,
    status: statusOf(plan.id, versions, activePlanId),
    document: documentOf(plan.draft),
    unpublishedChanges: !newest || !sameDocument(plan.draft, newest.document),
    versions: summariesOf(plan, versions, activePlanId),
    createdAt: plan.createdAt.toISOString(),
    updatedAt: plan.updatedAt.toISOString(),
    updatedBy: plan.updatedByName,
  };
}

/** The client: her newest published version (`version` is its number). */
export function clientPlan(
  plan: PlanRow,
  versions: VersionSummaryRow[],
  newest: NutritionPlanVersion,
  activePlanId: string | null,
): NutritionPlan {
  return {
    id: plan.id,
    clientId: plan.clientId,
    version: newest.number,
    status: statusOf(plan.id, versions, activePlanId),
    document: documentOf(newest.document),
    unpublishedChanges: false,
    versions: summariesOf(plan, versions, activePlanId),
    createdAt: plan.createdAt.toISOString(),
    updatedAt: newest.publishedAt.toISOString(),
    updatedBy: newest.publishedByName,
  };
}

/** A row of the plan list; `published` is the newest version's document when she asks. */
export function planSummary(
  plan: PlanRow,
  versions: VersionSummaryRow[],
  activePlanId: string | null,
  shown: { document: unknown; revision: number },
  unpublishedChanges: boolean,
): NutritionPlanSummary {
  const document = documentOf(shown.document);
  return {
    id: plan.id,
    clientId: plan.clientId,
    version: shown.revision,
    status: statusOf(plan.id, versions, activePlanId),
    unpublishedChanges,
    createdAt: plan.createdAt.toISOString(),
    updatedAt: plan.updatedAt.toISOString(),
    title: document.title,
    energyKcal: document.targets.energyKcal,
    latestVersion: versions[0]?.number ?? null,
    publishedAt: versions[0]?.publishedAt.toISOString() ?? null,
  };
}

export const planVersion = (
  row: NutritionPlanVersion,
  clientId: string,
  newestNumber: number,
  planIsActive: boolean,
): PlanVersion => ({
  ...versionSummary(row, newestNumber, planIsActive),
  planId: row.planId,
  clientId,
  document: documentOf(row.document),
});
