import type { Worker } from 'bullmq';
import type { Logger } from 'pino';
import { eventQueueName } from '@wellness/contracts';
import type { EventEnvelope, EventType, ServiceName } from '@wellness/contracts';
import type { Redis } from '../redis';
import type { RawSqlExecutor } from './outbox';
import { startJobWorker } from './queues';
import { acceptDelivery, commitDelivery } from './delivery';
import { EventBatcher } from './event-batcher';
import type { EventBatcherOptions } from './event-batcher';

export interface HandlerContext {
  log: Logger;
  correlationId: string;
  /** Runs once the handler's transaction has committed: effects outside the database. */
  afterCommit(effect: () => Promise<void> | void): void;
}

export type EventHandler<T extends EventType, Tx> = (
  event: EventEnvelope<T>,
  tx: Tx,
  ctx: HandlerContext,
) => Promise<void>;
export type EventHandlers<Tx> = { [T in EventType]?: EventHandler<T, Tx> };

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
    Object.entries(merged).map(([type, handlers]) => [
      type,
      handlers.length === 1
        ? handlers[0]
        : async (event: EventEnvelope<EventType>, tx: Tx, ctx: HandlerContext) => {
            for (const handler of handlers) await handler(event, tx, ctx);
          },
    ]),
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
}

/**
 * A BullMQ worker on the service's event inbox, committing the deliveries in progress in shared
 * transactions (EventBatcher: the guarantees of consumeEvent, each job its own outcome). Failed
 * jobs are kept for inspection and redrive.
 */
export function startEventConsumer<Tx extends RawSqlExecutor>(
  options: ConsumerOptions<Tx>,
): Worker<unknown, ConsumeOutcome> {
  const batcher = new EventBatcher(options.db, options.handlers, options.logger, options.batching);
  return startJobWorker<unknown, ConsumeOutcome>(
    eventQueueName(options.service),
    (job) => batcher.consume(job.data),
    { ...options, concurrency: options.concurrency ?? 50, label: 'event' },
  );
}
