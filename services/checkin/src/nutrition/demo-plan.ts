import type { Db } from '../db';
import type { Prisma } from '../generated/prisma/client';

/** The seeded 1,700 kcal template (migration 20261126140000_nutrition_plans). */
const TEMPLATE_1700 = '00000000-0000-4000-9000-000000001700';

/**
 * The demo's plan: the 1,700 kcal template published as v1 for a client by her nutritionist, a
 * week ago. Idempotent (fixed id; a second run inserts nothing and never overwrites). No event:
 * the demo sends no email for it. Returns how many rows it wrote.
 */
export async function seedDemoPlan(
  db: Db,
  planId: string,
  clientId: string,
  by: { userId: string; name: string },
  now: Date,
): Promise<number> {
  const template = await db.nutritionPlanTemplate.findUnique({ where: { id: TEMPLATE_1700 } });
  if (!template) return 0;
  const at = new Date(now.getTime() - 7 * 24 * 3600 * 1000);
  const document = {
    ...(template.document as Record<string, unknown>),
    title: 'Your plan for steady energy',
  } as Prisma.InputJsonValue;
  const plans = await db.nutritionPlan.createMany({
    data: [
      {
        id: planId,
        clientId,
        title: 'Your plan for steady energy',
        draft: document,
        revision: 1,
        createdBy: by.userId,
        updatedBy: by.userId,
        updatedByName: by.name,
        createdAt: at,
        updatedAt: at,
      },
    ],
    skipDuplicates: true,
  });
  const versions = await db.nutritionPlanVersion.createMany({
    data: [
      {
        planId,
        number: 1,
        document,
        changeNote: 'Your first plan: two options for each meal, and snacks to choose from.',
        publishedAt: at,
        publishedBy: by.userId,
        publishedByName: by.name,
      },
    ],
    skipDuplicates: true,
  });
  return plans.count + versions.count;
}
