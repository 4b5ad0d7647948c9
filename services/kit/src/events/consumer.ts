import type { Worker } from 'bullmq';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { eventQueueName } from '@wellness/contracts';
import type { EventEnvelope, EventType, ServiceName } from '@wellness/contracts';
import type { Redis } from '../redis';
import type { RawSqlExecutor } from './outbox';
import { startJobWorker } from './queues';
import { acceptDelivery, commitDelivery, handleBatch } from './delivery';
import { EventBatcher } from './event-batcher';
import { poolTransactions } from './pool-transactions';
import type { EventBatcherOptions } from './event-batcher';

export interface HandlerContext {
  log: Logger;
  correlationId: string;
  /** Runs once the handler's transaction has committed: effects outside the database. */
  afterCommit(effect: () => Promise<void> | void): void;
}

/** One event of a batch, with its handler context. */
export interface BatchDelivery<T extends EventType> {
  event: EventEnvelope<T>;
  ctx: HandlerContext;
}

/**
 * The same work as a handler for many events of its type at once (say one multi-row statement
 * instead of one per event), in one transaction: the group commit's batch. Each event's handler
 * context is its own (its log, its after-commit effects).
 */
export type BatchEventHandler<T extends EventType, Tx> = (
  batch: BatchDelivery<T>[],
  tx: Tx,
) => Promise<void>;

export type EventHandler<T extends EventType, Tx> = ((
  event: EventEnvelope<T>,
  tx: Tx,
  ctx: HandlerContext,
) => Promise<void>) & {
  /** Its batch form, if it has one (see withBatchForm). */
  readonly forBatch?: BatchEventHandler<T, Tx>;
  /** It needs only tagged SQL (`$executeRaw`) of its transaction (see sqlOnly). */
  readonly sqlOnly?: boolean;
};
export type EventHandlers<Tx> = { [T in EventType]?: EventHandler<T, Tx> };

/**
 * A hot handler with a batch form, which the group commit uses for the events of its type that
 * share a transaction. Should the batch fail, each event runs again alone through `one`, so the
 * two must have the same effect.
 */
export function withBatchForm<T extends EventType, Tx>(
  one: (event: EventEnvelope<T>, tx: Tx, ctx: HandlerContext) => Promise<void>,
  forBatch: BatchEventHandler<T, Tx>,
): EventHandler<T, Tx> {
  return Object.assign(
    (event: EventEnvelope<T>, tx: Tx, ctx: HandlerContext) => one(event, tx, ctx),
    {
      forBatch,
    },
  );
}

/**
 * Marks a handler (and its batch form) as needing nothing of its transaction but `$executeRaw`:
 * the consumer may then run a transaction whose handlers are all SQL-only on the service's
 * hot-path pool instead of Prisma (see ConsumerOptions.sqlPool).
 */
export function sqlOnly<T extends EventType>(
  handler: EventHandler<T, RawSqlExecutor>,
): EventHandler<T, RawSqlExecutor> {
  return Object.assign(
    (event: EventEnvelope<T>, tx: RawSqlExecutor, ctx: HandlerContext) => handler(event, tx, ctx),
    {
      forBatch: handler.forBatch,
      sqlOnly: true,
    },
  );
}

/** Handlers of one type run in turn, in one transaction; with a batch form if any has one. */
function inTurn<Tx>(handlers: EventHandler<EventType, Tx>[]): EventHandler<EventType, Tx> {
  if (handlers.length === 1) return handlers[0];
  const one = async (event: EventEnvelope<EventType>, tx: Tx, ctx: HandlerContext) => {
    for (const handler of handlers) await handler(event, tx, ctx);
  };
  const merged = handlers.some((handler) => handler.forBatch)
    ? withBatchForm(one, async (batch, tx) => {
        for (const handler of handlers) await handleBatch(handler, batch, tx);
      })
    : one;
  return handlers.every((handler) => handler.sqlOnly)
    ? Object.assign(merged, { sqlOnly: true })
    : merged;
}

/**
 * Several features' handlers as one list. Where more than one handles an event type, each runs,
 * in the order given, in the same transaction.
 */
export function mergeEventHandlers<Tx>(...lists: EventHandlers<Tx>[]): EventHandlers<Tx> {
  const merged: Partial<Record<EventType, EventHandler<EventType, Tx>[]>> = {};
  for (const list of lists)
    for (const [type, handler] of Object.entries(list) as [
      EventType,
      EventHandler<EventType, Tx>,
    ][])
      (merged[type] ??= []).push(handler);
  return Object.fromEntries(
    Object.entries(merged).map(([type, handlers]) => [type, inTurn(handlers)]),
  ) as EventHandlers<Tx>;
}

export interface TransactionRunner<Tx extends RawSqlExecutor> {
  $transaction<R>(fn: (tx: Tx) => Promise<R>): Promise<R>;
}

export type ConsumeOutcome = 'processed' | 'duplicate' | 'ignored';

/**
 * Handles one delivery: validates the envelope against the catalogue (a malformed one fails
 * for good, no retries), then runs the handler in the same transaction that records the event
 * id as processed, so a duplicate delivery has no second effect.
 */
export async function consumeEvent<Tx extends RawSqlExecutor>(
  raw: unknown,
  db: TransactionRunner<Tx>,
  handlers: EventHandlers<Tx>,
  log: Logger,
): Promise<ConsumeOutcome> {
  const accepted = acceptDelivery(raw, handlers);
  if (!accepted) return 'ignored';
  const { outcome, delivery } = await commitDelivery(accepted, db, log);
  await delivery.runEffects();
  return outcome;
}

export interface ConsumerOptions<Tx extends RawSqlExecutor> {
  service: ServiceName;
  connection: Redis;
  prefix: string;
  logger: Logger;
  db: TransactionRunner<Tx>;
  handlers: EventHandlers<Tx>;
  /** Jobs in progress at once (default 50): the deliveries the group commit can batch. */
  concurrency?: number;
  /** Group commit (see EventBatcher): most events per transaction, most transactions open. */
  batching?: EventBatcherOptions;
  /**
   * The service's hot-path pool: a transaction whose handlers are all SQL-only (see sqlOnly) runs
   * on it, without Prisma's work per statement; any other on `db`.
   */
  sqlPool?: Pool;
}

/**
 * A BullMQ worker on the service's event inbox, committing the deliveries in progress in shared
 * transactions (EventBatcher: the guarantees of consumeEvent, each job its own outcome). Failed
 * jobs are kept for inspection and redrive.
 */
export function startEventConsumer<Tx extends RawSqlExecutor>(
  options: ConsumerOptions<Tx>,
): Worker<unknown, ConsumeOutcome> {
  const batcher = new EventBatcher(options.db, options.handlers, options.logger, {
    ...options.batching,
    sqlDb: options.sqlPool && poolTransactions(options.sqlPool),
  });
  return startJobWorker<unknown, ConsumeOutcome>(
    eventQueueName(options.service),
    (job) => batcher.consume(job.data),
    { ...options, concurrency: options.concurrency ?? 50, label: 'event' },
  );
}
