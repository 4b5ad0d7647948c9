/**
 * Nutrition plans (issue 16), in process:
 * 1. Totals: `planTotals` of a plan of 7 meals × 4 options × 8 foods, 1,000 runs after a warm-up:
 *    median and p99 ≤ 5 ms. Baseline in the same run: `JSON.parse` of the same document.
 * 2. The PDF of that plan (`renderPlanPdf`, as `GET /api/nutrition-plans/:id/pdf` renders it):
 *    median of 10 renders ≤ 1 s. Baseline in the same run: an empty one-page PDFKit document.
 *
 *   npx tsx bench/nutrition.ts
 *
 * Environment: BENCH_TOTALS_RUNS (1000), BENCH_PDF_RUNS (10).
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import PDFDocument from 'pdfkit';
import { planTotals } from '@wellness/contracts';
import type { PlanDocument } from '@wellness/contracts';
import { renderPlanPdf } from '../services/checkin/src/nutrition/plans/pdf';
import { pdfBrandOf } from '../services/checkin/src/nutrition/brand';
import { configSchema } from '../services/checkin/src/config';

const TOTALS_RUNS = Number(process.env.BENCH_TOTALS_RUNS ?? 1000);
const PDF_RUNS = Number(process.env.BENCH_PDF_RUNS ?? 10);
const TOTALS_TARGET_MS = 5;
const PDF_TARGET_MS = 1000;

function bigPlan(): PlanDocument {
  const food = (n: number) => ({
    id: `sr28:${String(10000 + n).padStart(5, '0')}`,
    name: `Food number ${n}, raw, with a name as long as SR28 names tend to be`,
    group: 'Vegetables and vegetable products',
    energyKcal: 50 + (n % 300),
    proteinG: (n % 30) / 2,
    carbohydrateG: (n % 60) / 2,
    fatG: (n % 20) / 3,
    fibreG: n % 7 === 0 ? null : (n % 9) / 2,
    custom: false,
  });
  let n = 0;
  return {
    title: 'A plan of 7 meals, 4 options each, 8 foods each',
    targets: {
      energyKcal: 1800,
      proteinG: 120,
      carbohydrateG: 200,
      fatG: 60,
      fibreG: 28,
      waterLitres: 2,
    },
    dayTypes: {
      training: {
        energyKcal: 2000,
        proteinG: 130,
        carbohydrateG: 230,
        fatG: 62,
        fibreG: 30,
        waterLitres: 2.5,
      },
    },
    meals: Array.from({ length: 7 }, (_, m) => ({
      name: `Meal ${m + 1}`,
      options: Array.from({ length: 4 }, () => ({
        items: Array.from({ length: 8 }, (_, i) => ({
          foodId: food(++n).id,
          grams: 20 + ((n * 13) % 180),
          unit: i === 0 ? ('household' as const) : ('g' as const),
          ...(i === 0 ? { household: { label: 'medium egg', count: 2 } } : {}),
          food: food(n),
        })),
        guidance: 'Cook it simply; season with herbs rather than salt.',
      })),
    })),
    guidance: {
      hydration: 'A glass of water with each meal.',
      supplements: 'Vitamin D from October to March.',
      eatingOut: 'Protein and vegetables first.',
      swaps: 'Any berries for any berries.',
    },
  };
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
const fmt = (ms: number) => ms.toFixed(ms < 1 ? 4 : 1);

function timeRuns(runs: number, fn: () => void): number[] {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

async function timeAsync(runs: number, fn: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

function emptyPdf(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4' });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  doc.text('Nutrition plan');
  doc.end();
  return done;
}

async function main() {
  const plan = bigPlan();
  const json = JSON.stringify(plan);
  let sink = 0;
  // Warm-up: let the JIT settle before measuring either.
  for (let i = 0; i < 200; i++)
    sink += planTotals(plan).day.average.energyKcal + JSON.parse(json).meals.length;
  const totals = timeRuns(TOTALS_RUNS, () => (sink += planTotals(plan).day.average.energyKcal));
  const parse = timeRuns(TOTALS_RUNS, () => (sink += JSON.parse(json).meals.length));

  const input = {
    brand: pdfBrandOf(
      configSchema.pick({ BUSINESS_NAME: true, BRAND_COLOUR: true, ACCENT_COLOUR: true }).parse({}),
    ),
    document: plan,
    clientName: 'Emma Wilson',
    versionLabel: 'Version 3',
    dateLabel: 'Published 26 November 2026',
  };
  await renderPlanPdf(input);
  await emptyPdf();
  let bytes = 0;
  const pdf = await timeAsync(PDF_RUNS, async () => (bytes = (await renderPlanPdf(input)).length));
  const empty = await timeAsync(PDF_RUNS, emptyPdf);

  const tMed = quantile(totals, 0.5);
  const tP99 = quantile(totals, 0.99);
  const pMed = quantile(parse, 0.5);
  const pdfMed = quantile(pdf, 0.5);
  const emptyMed = quantile(empty, 0.5);
  console.log(
    `load average (1 min): ${loadavg()[0].toFixed(2)} on 2 cores; sink ${sink > 0 ? 'ok' : '0'}`,
  );
  console.table([
    {
      what: 'planTotals 7×4×8 (224 foods)',
      runs: TOTALS_RUNS,
      'median ms': fmt(tMed),
      'p99 ms': fmt(tP99),
      'target ms': `≤ ${TOTALS_TARGET_MS}`,
    },
    {
      what: `JSON.parse of it (${(json.length / 1024).toFixed(0)} KB), baseline`,
      runs: TOTALS_RUNS,
      'median ms': fmt(pMed),
      'p99 ms': fmt(quantile(parse, 0.99)),
      'target ms': '',
    },
    {
      what: `PDF of the plan (${(bytes / 1024).toFixed(0)} KB)`,
      runs: PDF_RUNS,
      'median ms': fmt(pdfMed),
      'p99 ms': fmt(quantile(pdf, 0.99)),
      'target ms': `≤ ${PDF_TARGET_MS}`,
    },
    {
      what: 'empty one-page PDF, baseline',
      runs: PDF_RUNS,
      'median ms': fmt(emptyMed),
      'p99 ms': fmt(quantile(empty, 0.99)),
      'target ms': '',
    },
  ]);
  console.log(
    `totals ÷ JSON.parse (median): ${(tMed / pMed).toFixed(2)}×; PDF ÷ empty PDF (median): ${(pdfMed / emptyMed).toFixed(1)}×`,
  );
  const pass = tP99 <= TOTALS_TARGET_MS && pdfMed <= PDF_TARGET_MS;
  console.log(
    `${pass ? 'PASS' : 'FAIL'}: planTotals p99 ${fmt(tP99)} ms (≤ ${TOTALS_TARGET_MS}); PDF median ${fmt(pdfMed)} ms (≤ ${PDF_TARGET_MS})`,
  );
}

main().catch((error) => {
  console.error(error);
  console.log('FAIL: the bench did not finish');
});
