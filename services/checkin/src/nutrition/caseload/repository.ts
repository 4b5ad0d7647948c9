import type { Db } from '../../db';
import { Prisma } from '../../generated/prisma/client';

// The caseload reads checkin's read model, onboarding and check-ins in one statement: no
// repository of theirs lists many clients at once, and the dashboard needs them all.

export interface CaseloadRow {
  clientId: string;
  firstName: string;
  lastName: string;
  diet: string[] | null;
  allergies: string[] | null;
  screening: { pregnant?: boolean; breastfeeding?: boolean } | null;
  onboardingWeightKg: number | null;
  lastDueDate: string | null;
  hunger: number | null;
  adherencePercent: number | null;
}

/** Her clients (a nutritionist's assigned ones; the coach's: all), archived ones left out. */
export function caseloadRows(db: Db, nutritionistUserId: string | null) {
  return db.$queryRaw<CaseloadRow[]>`
    SELECT c.client_id AS "clientId", c.first_name AS "firstName", c.last_name AS "lastName",
           o.diet, o.allergies, o.screening, o.weight_kg AS "onboardingWeightKg",
           last.due_date::text AS "lastDueDate", last.hunger::int AS hunger,
           last.adherence_percent::int AS "adherencePercent"
    FROM clients c
    LEFT JOIN onboarding o ON o.client_id = c.client_id
    LEFT JOIN LATERAL (
      SELECT due_date, hunger, adherence_percent FROM checkins k
      WHERE k.client_id = c.client_id ORDER BY due_date DESC LIMIT 1
    ) last ON true
    WHERE c.status <> 'archived'
      ${nutritionistUserId ? Prisma.sql`AND c.nutritionist_user_id = ${nutritionistUserId}::uuid` : Prisma.empty}
    ORDER BY c.last_name, c.first_name, c.client_id`;
}

export interface WeightRow {
  clientId: string;
  submittedAt: Date;
  weightKg: number;
}

/** Their weights from check-ins sent since a time, oldest first. */
export const weightsSince = (db: Db, clientIds: string[], since: Date): Promise<WeightRow[]> =>
  clientIds.length === 0
    ? Promise.resolve([])
    : db.checkin.findMany({
        where: { clientId: { in: clientIds }, submittedAt: { gte: since } },
        select: { clientId: true, submittedAt: true, weightKg: true },
        orderBy: [{ clientId: 'asc' }, { submittedAt: 'asc' }],
      });
