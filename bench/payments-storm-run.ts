/**
 * The webhook storm run (bench/payments.ts): the deliveries to the raw baseline, then through the
 * gateway to crm (and, as Stripe would, again for those not answered 2xx), then what crm's tables
 * hold once every delivery was answered, printed.
 */
import { Client } from 'pg';
import { machineCpu } from './support/cpu';
import { fmt, printTable } from './support/report';
import { buildStories, deliver, shuffledDeliveries } from './payments-storm';
import type { StormRun } from './payments-storm';
import { CLIENTS, PAYMENTS, STORY_CLIENTS, storyIds } from './payments-queries';
import { RAW_EVENTS_TABLE } from './payments-data';
import type { Stories } from './payments-storm';

async function withDb<T>(url: string, work: (db: Client) => Promise<T>): Promise<T> {
  const db = new Client({ connectionString: url });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

/** The distinct event ids the raw baseline recorded. */
const rawRecorded = (url: string) =>
  withDb(url, async (db) =>
    Number((await db.query(`SELECT count(*) FROM ${RAW_EVENTS_TABLE}`)).rows[0].count),
  );

/** What crm's tables must hold after the storm: [check, expected, found]. */
function verifyStorm(url: string, stories: Stories) {
  return withDb(url, async (db) => {
    const one = async (sql: string, params: unknown[] = []) =>
      Number(Object.values((await db.query(sql, params)).rows[0])[0]);
    const ids = stories.events.map((e) => e.id);
    const subscriptions = Array.from({ length: STORY_CLIENTS }, (_, i) => storyIds(i).subscription);
    const customers = Array.from({ length: STORY_CLIENTS }, (_, i) => storyIds(i).customer);
    const invoices = [...stories.paidInvoices, ...stories.failedInvoices];
    const checks: [string, number, number][] = [
      ['stripe_events rows', ids.length, await one('SELECT count(*) FROM stripe_events')],
      [
        '… of the storm’s event ids',
        ids.length,
        await one('SELECT count(*) FROM stripe_events WHERE id = ANY($1)', [ids]),
      ],
      [
        'payments rows (seeded + one per invoice)',
        PAYMENTS + invoices.length,
        await one('SELECT count(*) FROM payments'),
      ],
      [
        'paid invoices: one succeeded payment each',
        stories.paidInvoices.length,
        await one(
          `SELECT count(DISTINCT stripe_invoice_id) FROM payments WHERE stripe_invoice_id = ANY($1) AND status = 'succeeded' AND receipt_number IS NOT NULL`,
          [stories.paidInvoices],
        ),
      ],
      [
        'failed invoices: one failed payment each',
        stories.failedInvoices.length,
        await one(
          `SELECT count(DISTINCT stripe_invoice_id) FROM payments WHERE stripe_invoice_id = ANY($1) AND status = 'failed'`,
          [stories.failedInvoices],
        ),
      ],
      [
        'subscriptions rows (none made twice)',
        CLIENTS,
        await one('SELECT count(*) FROM subscriptions'),
      ],
      [
        'stories canceled, ended_reason payment_failed',
        STORY_CLIENTS,
        await one(
          `SELECT count(*) FROM subscriptions WHERE stripe_subscription_id = ANY($1) AND status = 'canceled' AND ended_reason = 'payment_failed' AND ended_at IS NOT NULL`,
          [subscriptions],
        ),
      ],
      [
        'story clients paused',
        STORY_CLIENTS,
        await one(
          `SELECT count(*) FROM clients WHERE stripe_customer_id = ANY($1) AND status = 'paused'`,
          [customers],
        ),
      ],
      [
        'story clients billing cancelled',
        STORY_CLIENTS,
        await one(
          `SELECT count(*) FROM clients WHERE stripe_customer_id = ANY($1) AND billing_status = 'cancelled'`,
          [customers],
        ),
      ],
    ];
    return checks;
  });
}

/** The storm against the raw baseline, then crm through the gateway; its checks, printed. */
export async function runStorm(
  urls: { raw: string; gateway: string },
  url: string,
  { concurrency, secret }: { concurrency: number; secret: string },
  /** CPU seconds used so far by the bench's own processes (node children, postgres, itself). */
  ourCpu: () => number,
) {
  const stories = buildStories();
  const deliveries = shuffledDeliveries(stories.events);
  const otherPct = new Map<StormRun, number>();
  /** A run, with the machine's CPU share that processes outside the bench took meanwhile. */
  const timed = async (base: string, list: typeof deliveries) => {
    const before = { machine: machineCpu(), ours: ourCpu() };
    const run = await deliver(base, list, { concurrency, secret });
    const machine = machineCpu();
    const other = machine.busy - before.machine.busy - (ourCpu() - before.ours);
    otherPct.set(run, (100 * Math.max(0, other)) / (machine.total - before.machine.total));
    return run;
  };
  const raw = await timed(urls.raw, deliveries);
  const crm = await timed(urls.gateway, deliveries);
  // Stripe retries a delivery that was not answered 2xx: so does the bench (up to 3 passes).
  const retries: StormRun[] = [];
  for (
    let failed = crm.failed;
    failed.length && retries.length < 3;
    failed = retries.at(-1)!.failed
  )
    retries.push(await timed(urls.gateway, failed));
  const rawIds = await rawRecorded(url);
  console.log(
    `\nWebhook storm: ${stories.events.length} events × 3 = ${deliveries.length} deliveries, shuffled, ` +
      `${concurrency} at once`,
  );
  const stormRow = (name: string, r: StormRun) => [
    name,
    fmt(r.ms / 1000, 2),
    fmt(r.perSecond, 0),
    fmt(r.p50, 1),
    fmt(r.p99, 1),
    fmt(r.max, 1),
    fmt(otherPct.get(r) ?? NaN, 0),
    Object.entries(r.statuses)
      .map(([s, n]) => `${s}×${n}`)
      .join(' '),
    Object.entries(r.outcomes)
      .map(([s, n]) => `${s}×${n}`)
      .join(' '),
  ];
  printTable(
    [
      'path',
      'seconds',
      'deliveries/s',
      'p50 ms',
      'p99 ms',
      'max ms',
      'other procs %',
      'statuses',
      'outcomes',
    ],
    [
      stormRow('raw (verify + 1 insert)', raw),
      stormRow('gateway → crm', crm),
      ...retries.map((r, i) => stormRow(`retry pass ${i + 1}`, r)),
    ],
  );
  console.log(`raw baseline recorded ${rawIds} distinct event ids`);
  console.log(
    `crm storm time ÷ raw: ${fmt(crm.ms / raw.ms, 2)}; crm p99 ÷ raw p99: ${fmt(crm.p99 / raw.p99, 2)}\n`,
  );
  const checks = await verifyStorm(url, stories);
  printTable(
    ['after the storm', 'expected', 'found', ''],
    checks.map(([name, expected, found]) => [
      name,
      expected,
      found,
      expected === found ? 'ok' : 'WRONG',
    ]),
  );
  const wrong = checks.filter(([, expected, found]) => expected !== found);
  if (rawIds !== stories.events.length)
    wrong.push(['raw baseline event ids', stories.events.length, rawIds]);
  return { raw, crm, wrong };
}
