import type { Logger } from 'pino';
import type { EventType } from '@wellness/contracts';
import type {
  BatchDelivery,
  ConsumeOutcome,
  EventHandler,
  EventHandlers,
  TransactionRunner,
} from './consumer';
import { DeliveryContext, acceptDelivery, commitDelivery, handleBatch } from './delivery';
import type { Delivery } from './delivery';
import type { RawSqlExecutor } from './outbox';

export interface EventBatcherOptions {
  /** Most deliveries in one transaction. */
  maxBatch?: number;
  /** Most transactions open at once. */
  maxTransactions?: number;
  /** Where a transaction whose handlers are all SQL-only runs (see sqlOnly); else on `db`. */
  sqlDb?: TransactionRunner<RawSqlExecutor>;
}

interface Waiting<Tx> extends Delivery<Tx> {
  resolve(outcome: ConsumeOutcome): void;
  reject(error: unknown): void;
}

/** Some ids of the batch were processed before: only one transaction per delivery tells which. */
class SeenBefore extends Error {}

/** A handler threw: its event, or the database under it, is at fault; one by one tells which. */
class HandlerFailed extends Error {
  constructor(readonly error: unknown) {
    super('event handler failed');
  }
}

/**
 * Group commit for a consumer's deliveries. A delivery starts a transaction at once when fewer
 * than `maxTransactions` are open (so light load waits for nothing); otherwise it waits, and the
 * next transaction takes up to `maxBatch` waiting ones. Each round trip, BEGIN, COMMIT and WAL
 * flush is then shared by the batch, which is most of what a light handler costs.
 *
 * The guarantees are consumeEvent's: the batch's processed-event records and its handlers' writes
 * commit together or not at all. If any handler throws, or an id was processed before, the batch
 * rolls back and each delivery runs again in a transaction of its own (consumeEvent's), so a
 * poisoned event fails only its own job, and a duplicate is reported as one. Handlers may thus
 * run more than once, as they do on any retry: effects outside the database belong in
 * `afterCommit`, which runs only for the transaction that committed. A failure outside the
 * handlers (the database unreachable) fails every job of the batch, for BullMQ to retry.
 */
export class EventBatcher<Tx extends RawSqlExecutor> {
  private readonly waiting: Waiting<Tx>[] = [];
  private open = 0;
  private readonly maxBatch: number;
  private readonly maxTransactions: number;
  private readonly sqlDb?: TransactionRunner<RawSqlExecutor>;

  constructor(
    private readonly db: TransactionRunner<Tx>,
    private readonly handlers: EventHandlers<Tx>,
    private readonly log: Logger,
    options: EventBatcherOptions = {},
  ) {
    this.maxBatch = options.maxBatch ?? 25;
    this.maxTransactions = options.maxTransactions ?? 2;
    this.sqlDb = options.sqlDb;
  }

  /** The SQL-only runner when every handler of the batch asks for no more (they take its tx). */
  private runnerFor(batch: Waiting<Tx>[]): TransactionRunner<Tx> {
    return this.sqlDb && batch.every(({ handler }) => handler.sqlOnly)
      ? (this.sqlDb as TransactionRunner<RawSqlExecutor> as TransactionRunner<Tx>)
      : this.db;
  }

  /** Validates the delivery now (a malformed one throws at once), then processes it in a batch. */
  async consume(raw: unknown): Promise<ConsumeOutcome> {
    const delivery = acceptDelivery(raw, this.handlers);
    if (!delivery) return 'ignored';
    return new Promise<ConsumeOutcome>((resolve, reject) => {
      this.waiting.push({ ...delivery, resolve, reject });
      this.startTransactions();
    });
  }

  private startTransactions() {
    while (this.open < this.maxTransactions && this.waiting.length) {
      const batch = this.waiting.splice(0, this.maxBatch);
      this.open++;
      void this.process(batch).finally(() => {
        this.open--;
        this.startTransactions();
      });
    }
  }

  /**
   * Resolves once the batch's transactions are over: after-commit effects (which may take long, an
   * archive part) run on without holding a transaction's place, and settle their delivery.
   */
  private async process(batch: Waiting<Tx>[]): Promise<void> {
    if (batch.length > 1) {
      try {
        const contexts = await this.commitTogether(batch);
        batch.forEach((item, i) => settleAfterEffects(item, 'processed', contexts[i]));
        return;
      } catch (error) {
        // Outside every handler (no connection, a failed COMMIT): each alone would fail the same
        // way, so each job fails now and BullMQ retries it, rather than one by one at length.
        if (!(error instanceof SeenBefore || error instanceof HandlerFailed)) {
          for (const item of batch) item.reject(error);
          return;
        }
        if (error instanceof HandlerFailed)
          this.log.debug(
            { err: error.error, events: batch.length },
            'event batch failed; one by one',
          );
      }
    }
    for (const item of batch)
      await commitDelivery(item, this.runnerFor([item]), this.log).then(
        ({ outcome, delivery }) => settleAfterEffects(item, outcome, delivery),
        item.reject,
      );
  }

  /**
   * One transaction: every processed-event record in one statement, then each handler with the
   * batch's events of its type (in one call where it has a batch form; see withBatchForm).
   */
  private commitTogether(batch: Waiting<Tx>[]): Promise<DeliveryContext[]> {
    return this.runnerFor(batch).$transaction(async (tx) => {
      const records = JSON.stringify(batch.map(({ event }) => [event.id, event.type]));
      const inserted = await tx.$executeRaw`
        INSERT INTO processed_events (event_id, type)
        SELECT (r->>0)::uuid, r->>1 FROM jsonb_array_elements(${records}::jsonb) AS t(r)
        ON CONFLICT (event_id) DO NOTHING`;
      if (inserted !== batch.length) throw new SeenBefore();
      const contexts = batch.map(({ event }) => new DeliveryContext(event, this.log));
      const byHandler = new Map<EventHandler<EventType, Tx>, BatchDelivery<EventType>[]>();
      batch.forEach(({ event, handler }, i) => {
        const delivery = { event, ctx: contexts[i].context };
        const same = byHandler.get(handler);
        if (same) same.push(delivery);
        else byHandler.set(handler, [delivery]);
      });
      for (const [handler, deliveries] of byHandler)
        await handleBatch(handler, deliveries, tx).catch((error: unknown) => {
          throw new HandlerFailed(error);
        });
      return contexts;
    });
  }
}

function settleAfterEffects<Tx>(
  item: Waiting<Tx>,
  outcome: ConsumeOutcome,
  delivery: DeliveryContext,
) {
  void delivery.runEffects().then(() => item.resolve(outcome));
}
