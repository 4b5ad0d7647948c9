/**
 * The payments bench's fixed inputs (bench/payments.ts): names, the plans, a seeded PRNG, the
 * table queries the load cycles, and the storm's Stripe ids.
 */
import { randomUUID } from 'node:crypto';

export const CLIENTS = 10_000;
export const PAYMENTS = 100_000;
export const STORY_CLIENTS = 200;

export const FIRST =
  `Emma Olivia Sophie Grace Chloe Amelia Lucy Hannah Jessica Rachel Laura Megan Kate Anna
  Isla Ava Mia Ella Lily Freya Evie Poppy Ruby Daisy Alice Florence Millie Rosie Sienna Willow Zara
  Phoebe Harriet Imogen Matilda Eleanor Holly Abigail Molly Scarlet Erin Maya Naomi Leah Jasmine`
    .split(/\s+/)
    .filter(Boolean);
export const LAST =
  `Smith Jones Taylor Brown Williams Wilson Johnson Davies Robinson Wright Thompson Evans
  Walker White Roberts Green Hall Wood Jackson Clarke Patel Khan Lewis James Phillips Mason Mitchell
  Rose Davis Rodriguez Cox Alexander Garden Campbell Johnston Moore Smyth Doyle Murphy Kelly Byrne`
    .split(/\s+/)
    .filter(Boolean);

/** A small seeded PRNG (mulberry32): the same data and the same queries every run. */
export function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export const pick = <T>(random: () => number, list: readonly T[]) =>
  list[Math.floor(random() * list.length)];

export const DAY = 24 * 3600 * 1000;

export interface Plan {
  id: string;
  name: string;
  price: number;
  type: 'subscription' | 'instalments';
  interval: 'week' | 'month';
  count: number;
  instalments: number | null;
  share: number;
}

/** The plans: ids fixed per run (the plan filter's queries name them). */
export const PLANS: Plan[] = [
  {
    name: 'Monthly coaching',
    price: 12_000,
    type: 'subscription',
    interval: 'month',
    count: 1,
    instalments: null,
    share: 0.5,
  },
  {
    name: 'Weekly check-ins',
    price: 3_500,
    type: 'subscription',
    interval: 'week',
    count: 1,
    instalments: null,
    share: 0.2,
  },
  {
    name: 'Quarterly programme',
    price: 30_000,
    type: 'subscription',
    interval: 'month',
    count: 3,
    instalments: null,
    share: 0.15,
  },
  {
    name: '12-week transformation',
    price: 15_000,
    type: 'instalments',
    interval: 'month',
    count: 1,
    instalments: 3,
    share: 0.15,
  },
].map((plan) => ({ ...plan, id: randomUUID() }) as Plan);

export function pickPlan(random: () => number): Plan {
  let r = random();
  for (const plan of PLANS) if ((r -= plan.share) < 0) return plan;
  return PLANS[0];
}

/** The storm's Stripe ids of story client `i` (0 ≤ i < STORY_CLIENTS). */
export const storyIds = (i: number) => ({
  customer: `cus_story_${String(i).padStart(4, '0')}`,
  subscription: `sub_story_${String(i).padStart(4, '0')}`,
});

/**
 * The 400 table queries the load cycles (seeded: the same every run): 25 % the unfiltered table
 * (pages 1–100), 25 % a search (first or last name, a fragment, an email fragment; pages 1–3),
 * 15 % a status, 15 % a plan, 10 % a month's dates, 10 % two filters together.
 */
export function tableQueries(now = Date.now()): string[] {
  const random = rng(7);
  const statuses = ['succeeded', 'failed', 'refunded', 'partially_refunded', 'pending'];
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const month = () => {
    const from = now - Math.floor(random() * 700) * DAY;
    return { from: day(from), to: day(from + 30 * DAY) };
  };
  const term = () => {
    const r = random();
    return r < 0.35
      ? pick(random, FIRST)
      : r < 0.7
        ? pick(random, LAST)
        : r < 0.85
          ? pick(random, LAST).slice(0, 4).toLowerCase()
          : `${pick(random, FIRST)}.${pick(random, LAST).slice(0, 2)}`.toLowerCase();
  };
  return Array.from({ length: 400 }, () => {
    const r = random();
    const q: Record<string, string> = {};
    let pages = 5;
    if (r < 0.25) pages = 100;
    else if (r < 0.5) {
      q.search = term();
      pages = 3;
    } else if (r < 0.65) q.status = pick(random, statuses);
    else if (r < 0.8) q.planId = pick(random, PLANS).id;
    else if (r < 0.9) {
      Object.assign(q, month());
      pages = 3;
    } else {
      const combo = random();
      if (combo < 0.34) Object.assign(q, { search: term(), status: 'succeeded' });
      else if (combo < 0.67) Object.assign(q, { planId: pick(random, PLANS).id }, month());
      else Object.assign(q, { status: pick(random, statuses.slice(1, 4)) }, month());
      pages = 2;
    }
    q.page = String(1 + Math.floor(random() * pages));
    q.pageSize = '25';
    return `/api/payments?${new URLSearchParams(q).toString()}`;
  });
}
