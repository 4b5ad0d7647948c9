import type { PlanDocument } from '@wellness/contracts';
import type { Db, Tx } from '../../db';
import type { Prisma } from '../../generated/prisma/client';

/** The only code that touches `nutrition_plans`: a client's drafts and their revisions. */

const json = (document: PlanDocument) => document as unknown as Prisma.InputJsonValue;

export const findPlan = (db: Db | Tx, id: string) => db.nutritionPlan.findUnique({ where: { id } });

/** Her plans, newest change first. */
export const plansOf = (db: Db | Tx, clientId: string) =>
  db.nutritionPlan.findMany({
    where: { clientId },
    orderBy: [{ updatedAt: 'desc' }, { id: 'asc' }],
  });

/** The plans of many clients (the caseload), newest change first. */
export const plansOfClients = (db: Db | Tx, clientIds: string[]) =>
  db.nutritionPlan.findMany({
    where: { clientId: { in: clientIds } },
    orderBy: [{ updatedAt: 'desc' }, { id: 'asc' }],
  });

export interface PlanAuthor {
  userId: string;
  name: string | null;
}

export const insertPlan = (
  db: Db | Tx,
  plan: { id: string; clientId: string; document: PlanDocument },
  by: PlanAuthor,
  at: Date,
) =>
  db.nutritionPlan.create({
    data: {
      id: plan.id,
      clientId: plan.clientId,
      title: plan.document.title,
      draft: json(plan.document),
      revision: 1,
      createdBy: by.userId,
      updatedBy: by.userId,
      updatedByName: by.name,
      createdAt: at,
      updatedAt: at,
    },
  });

/**
 * Saves the draft only if it is still at the revision the editor read (`UPDATE … WHERE id AND
 * revision`), moving the revision on. Returns whether it saved: false is a stale save.
 */
export async function saveDraftAt(
  db: Db | Tx,
  id: string,
  revision: number,
  document: PlanDocument,
  by: PlanAuthor,
  at: Date,
): Promise<boolean> {
  const { count } = await db.nutritionPlan.updateMany({
    where: { id, revision },
    data: {
      title: document.title,
      draft: json(document),
      revision: { increment: 1 },
      updatedBy: by.userId,
      updatedByName: by.name,
      updatedAt: at,
    },
  });
  return count === 1;
}

export const deletePlan = (tx: Tx, id: string) => tx.nutritionPlan.delete({ where: { id } });

/** Holds the plan's row until the transaction ends (publishing one plan twice at once waits). */
export async function lockPlan(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM nutrition_plans WHERE id = ${id}::uuid FOR UPDATE`;
  return rows.length === 1;
}
