import type { PlanDocument } from '@wellness/contracts';
import type { Db } from '../../db';
import type { Prisma } from '../../generated/prisma/client';

/** The only code that touches `nutrition_plan_templates`. */

export const allTemplates = (db: Db) =>
  db.nutritionPlanTemplate.findMany({
    orderBy: [{ energyKcal: 'asc' }, { name: 'asc' }, { id: 'asc' }],
  });

export const findTemplate = (db: Db, id: string) =>
  db.nutritionPlanTemplate.findUnique({ where: { id } });

export const insertTemplate = (
  db: Db,
  template: { id: string; name: string; document: PlanDocument; createdBy: string },
  at: Date,
) =>
  db.nutritionPlanTemplate.create({
    data: {
      ...template,
      energyKcal: template.document.targets.energyKcal,
      document: template.document as unknown as Prisma.InputJsonValue,
      createdAt: at,
    },
  });
