import { UnrecoverableError } from 'bullmq';
import type { Worker } from 'bullmq';
import type { Logger } from 'pino';
import { eventQueueName, parseEnvelope } from '@wellness/contracts';
import type { EventEnvelope, EventType, ServiceName } from '@wellness/contracts';
import type { Redis } from '../redis';
import type { RawSqlExecutor } from './outbox';
import { startJobWorker } from './queues';

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
  let event: EventEnvelope<EventType>;
  try {
    event = parseEnvelope(raw);
  } catch (error) {
    throw new UnrecoverableError(
      `Malformed event rejected: ${(error as Error).message.slice(0, 500)}`,
    );
  }
  const handler = handlers[event.type] as EventHandler<EventType, Tx> | undefined;
  if (!handler) return 'ignored';
  const eventLog = log.child({
    eventId: event.id,
    eventType: event.type,
    correlationId: event.correlationId,
  });
  const effects: (() => Promise<void> | void)[] = [];
  const outcome = await db.$transaction(async (tx) => {
    const inserted = await tx.$executeRaw`
      INSERT INTO processed_events (event_id, type) VALUES (${event.id}::uuid, ${event.type})
      ON CONFLICT (event_id) DO NOTHING`;
    if (inserted === 0) return 'duplicate' as const;
    await handler(event, tx, {
      log: eventLog,
      correlationId: event.correlationId,
      afterCommit: (effect) => effects.push(effect),
    });
    return 'processed' as const;
  });
  // Best effort: the event is processed either way, so a failing effect must not redeliver it.
  for (const effect of effects) {
    try {
      await effect();
    } catch (error) {
      eventLog.warn({ err: error }, 'after-commit effect failed');
    }
  }
  return outcome;
}

export interface ConsumerOptions<Tx extends RawSqlExecutor> {
  service: ServiceName;
  connection: Redis;
  prefix: string;
  logger: Logger;
  db: TransactionRunner<Tx>;
  handlers: EventHandlers<Tx>;
  concurrency?: number;
}

/** A BullMQ worker on the service's event inbox. Failed jobs are kept for inspection and redrive. */
export function startEventConsumer<Tx extends RawSqlExecutor>(
  options: ConsumerOptions<Tx>,
): Worker<unknown, ConsumeOutcome> {
  return startJobWorker<unknown, ConsumeOutcome>(
    eventQueueName(options.service),
    (job) => consumeEvent(job.data, options.db, options.handlers, options.logger),
    { ...options, concurrency: options.concurrency ?? 10, label: 'event' },
  );
}
