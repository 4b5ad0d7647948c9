import type { Db } from '../db';
import {
  failedFiguresSql,
  mrrByMonthSql,
  revenueByMonthSql,
  revenueByPlanSql,
  subscriptionFiguresSql,
} from './figures-sql';

export interface MonthAmount {
  month: string;
  amountMinor: number;
}

export interface SubscriptionFigures {
  mrrMinor: number;
  active: number;
  startedThisMonth: number;
  cancelledThisMonth: number;
  awaitingCount: number;
  awaitingMinor: number;
}

/** The finance figures of one currency (the statements: figures-sql.ts). */
export const revenueByMonth = (db: Db, currency: string, months: string[]) =>
  db.$queryRaw<MonthAmount[]>(revenueByMonthSql(currency, months));

export const mrrByMonth = (db: Db, currency: string, months: string[]) =>
  db.$queryRaw<MonthAmount[]>(mrrByMonthSql(currency, months));

export const revenueByPlan = (db: Db, currency: string, since: string) =>
  db.$queryRaw<{ planId: string | null; name: string | null; amountMinor: number }[]>(
    revenueByPlanSql(currency, since),
  );

export async function subscriptionFigures(db: Db, currency: string, month: string) {
  const [row] = await db.$queryRaw<SubscriptionFigures[]>(subscriptionFiguresSql(currency, month));
  return row!;
}

export async function failedFigures(db: Db, currency: string) {
  const [row] = await db.$queryRaw<{ count: number; amountMinor: number }[]>(
    failedFiguresSql(currency),
  );
  return row!;
}
