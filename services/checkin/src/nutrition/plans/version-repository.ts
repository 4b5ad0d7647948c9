import type { PlanDocument } from '@wellness/contracts';
import type { Db, Tx } from '../../db';
import type { Prisma } from '../../generated/prisma/client';

/** The only code that touches `nutrition_plan_versions`: written once, never changed. */

const summaryColumns = {
  planId: true,
  number: true,
  changeNote: true,
  publishedAt: true,
  publishedBy: true,
  publishedByName: true,
} as const;

/** A plan's versions without their documents, newest first. */
export const versionsOf = (db: Db | Tx, planId: string) =>
  db.nutritionPlanVersion.findMany({
    where: { planId },
    select: summaryColumns,
    orderBy: { number: 'desc' },
  });

/** The versions of many plans without their documents, newest first. */
export const versionsOfPlans = (db: Db | Tx, planIds: string[]) =>
  db.nutritionPlanVersion.findMany({
    where: { planId: { in: planIds } },
    select: summaryColumns,
    orderBy: [{ planId: 'asc' }, { number: 'desc' }],
  });
export type VersionSummaryRow = Awaited<ReturnType<typeof versionsOf>>[number];

export const findVersion = (db: Db | Tx, planId: string, number: number) =>
  db.nutritionPlanVersion.findUnique({ where: { planId_number: { planId, number } } });

export const newestVersion = (db: Db | Tx, planId: string) =>
  db.nutritionPlanVersion.findFirst({ where: { planId }, orderBy: { number: 'desc' } });

export const insertVersion = (
  tx: Tx,
  version: {
    planId: string;
    number: number;
    document: PlanDocument;
    changeNote: string;
    publishedAt: Date;
    publishedBy: string | null;
    publishedByName: string | null;
  },
) =>
  tx.nutritionPlanVersion.create({
    data: { ...version, document: version.document as unknown as Prisma.InputJsonValue },
  });

/** The plan she follows: the one of hers with the newest published version (null: none). */
export async function activePlanIdOf(db: Db | Tx, clientId: string): Promise<string | null> {
  const newest = await db.nutritionPlanVersion.findFirst({
    where: { plan: { clientId } },
    orderBy: [{ publishedAt: 'desc' }, { number: 'desc' }],
    select: { planId: true },
  });
  return newest?.planId ?? null;
}
