import type { Prisma } from '../generated/prisma/client';

/** The demo payment plans (fixed ids): three on offer and one archived, still in use. */
export const demoId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const GBP = 'GBP';

export const DEMO_PLAN_IDS = {
  monthly: demoId(700),
  programme: demoId(701),
  kickStart: demoId(702),
  founding: demoId(703),
} as const;
export type PlanKey = keyof typeof DEMO_PLAN_IDS;

export const PRICES: Record<PlanKey, number> = {
  monthly: 4900,
  programme: 15000,
  kickStart: 9500,
  founding: 3900,
};

export function plans(now: Date): Prisma.PaymentPlanCreateManyInput[] {
  const since = (months: number) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1, 8));
  const monthly = { billingType: 'subscription' as const, interval: 'month' as const };
  const rows: Omit<Prisma.PaymentPlanCreateManyInput, 'currency'>[] = [
    {
      id: DEMO_PLAN_IDS.monthly,
      name: 'Monthly coaching',
      description: 'Ongoing one-to-one coaching, cancel any time.',
      features: [
        'Personalised training plan',
        'Weekly check-in with feedback',
        'Nutrition guidance',
        'Message your coach any time',
      ],
      priceMinor: PRICES.monthly,
      ...monthly,
      intervalCount: 1,
      createdAt: since(13),
    },
    {
      id: DEMO_PLAN_IDS.programme,
      name: '12-week programme',
      description: 'A structured 12-week transformation, paid in three monthly instalments.',
      features: ['12-week training programme', 'Weekly check-ins', 'Meal plan'],
      priceMinor: PRICES.programme,
      billingType: 'instalments',
      interval: 'month',
      intervalCount: 1,
      instalments: 3,
      createdAt: since(13),
    },
    {
      id: DEMO_PLAN_IDS.kickStart,
      name: 'Kick-start session',
      description: 'One 90-minute session: assessment, goals and a first plan.',
      features: ['Movement assessment', 'Goal setting', 'Your first four-week plan'],
      priceMinor: PRICES.kickStart,
      billingType: 'one_off',
      createdAt: since(13),
    },
    {
      id: DEMO_PLAN_IDS.founding,
      name: 'Founding member',
      description: 'Monthly coaching at the founding price (no longer offered).',
      features: ['Everything in Monthly coaching', 'Founding price for life'],
      priceMinor: PRICES.founding,
      ...monthly,
      intervalCount: 1,
      active: false,
      createdAt: since(14),
    },
  ];
  return rows.map((plan) => ({ ...plan, currency: GBP }));
}
