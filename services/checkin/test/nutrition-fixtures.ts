import request from 'supertest';
import type { PlanBodyInput } from '@wellness/contracts';
import type { CheckinHarness } from './harness';

// Plans as the editor sends them, with real SR28 food ids (loaded by the foods migration).
export const FOODS = {
  oats: 'sr28:08120',
  milk: 'sr28:01082',
  blueberries: 'sr28:09050',
  egg: 'sr28:01131',
  bread: 'sr28:18075',
  chicken: 'sr28:05064',
  salmon: 'sr28:15237',
  potatoes: 'sr28:11367',
  broccoli: 'sr28:11091',
  almonds: 'sr28:12061',
} as const;

export const TARGETS = {
  energyKcal: 1700,
  proteinG: 120,
  carbohydrateG: 180,
  fatG: 57,
  fibreG: 25,
  waterLitres: 2,
};

export const planBody = (extra: Partial<PlanBodyInput> = {}): PlanBodyInput => ({
  title: 'Emma’s autumn plan',
  targets: TARGETS,
  meals: [
    {
      name: 'Breakfast',
      options: [
        {
          items: [
            { foodId: FOODS.oats, grams: 45 },
            { foodId: FOODS.milk, grams: 200, unit: 'ml' },
            { foodId: FOODS.blueberries, grams: 80 },
          ],
        },
        {
          items: [
            {
              foodId: FOODS.egg,
              grams: 100,
              unit: 'household',
              household: { label: 'medium egg', count: 2 },
            },
            { foodId: FOODS.bread, grams: 72 },
          ],
        },
      ],
    },
    {
      name: 'Dinner',
      options: [
        {
          items: [
            { foodId: FOODS.salmon, grams: 130 },
            { foodId: FOODS.potatoes, grams: 200 },
            { foodId: FOODS.broccoli, grams: 100 },
          ],
          guidance: 'Bake the salmon with lemon.',
        },
      ],
    },
  ],
  guidance: { hydration: 'A glass of water with each meal.' },
  ...extra,
});

/** A draft of Emma's written by `as`, answered as created. */
export async function draftFor(
  h: CheckinHarness,
  as: Record<string, string>,
  clientId: string,
  extra: Partial<PlanBodyInput> = {},
) {
  const res = await request(h.app)
    .post('/api/nutrition-plans')
    .set(as)
    .send({ clientId, ...planBody(extra) });
  if (res.status !== 201) throw new Error(`draft: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: string; version: number };
}

/** A draft, published as v1. */
export async function publishedFor(
  h: CheckinHarness,
  as: Record<string, string>,
  clientId: string,
) {
  const plan = await draftFor(h, as, clientId);
  const res = await request(h.app)
    .post(`/api/nutrition-plans/${plan.id}/publish`)
    .set(as)
    .send({ changeNote: 'Your first plan' });
  if (res.status !== 200) throw new Error(`publish: ${res.status} ${JSON.stringify(res.body)}`);
  return plan;
}

/** A PDF body as a Buffer (supertest leaves binary answers unparsed otherwise). */
export const binary = (
  res: request.Response,
  callback: (err: Error | null, body: Buffer) => void,
) => {
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => callback(null, Buffer.concat(chunks)));
};
