import { UnrecoverableError } from 'bullmq';
import type { Logger } from 'pino';
import { parseEnvelope } from '@wellness/contracts';
import type { EventEnvelope, EventType } from '@wellness/contracts';
import type {
  BatchDelivery,
  ConsumeOutcome,
  EventHandler,
  EventHandlers,
  HandlerContext,
  TransactionRunner,
} from './consumer';
import type { RawSqlExecutor } from './outbox';

/** A delivery that passed validation and has a handler: what a transaction needs to process it. */
export interface Delivery<Tx> {
  event: EventEnvelope<EventType>;
  handler: EventHandler<EventType, Tx>;
}

/**
 * Validates a delivery against the catalogue (a malformed one fails for good, no retries) and
 * finds its handler; null when this service has none for its type.
 */
export function acceptDelivery<Tx>(raw: unknown, handlers: EventHandlers<Tx>): Delivery<Tx> | null {
  let event: EventEnvelope<EventType>;
  try {
    event = parseEnvelope(raw);
  } catch (error) {
    throw new UnrecoverableError(
      `Malformed event rejected: ${(error as Error).message.slice(0, 500)}`,
    );
  }
  const handler = handlers[event.type] as EventHandler<EventType, Tx> | undefined;
  return handler ? { event, handler } : null;
}

/** Collects a delivery's after-commit effects while its handler runs. */
export class DeliveryContext {
  readonly effects: (() => Promise<void> | void)[] = [];
  readonly context: HandlerContext;

  constructor(event: EventEnvelope<EventType>, log: Logger) {
    this.context = {
      log: log.child({
        eventId: event.id,
        eventType: event.type,
        correlationId: event.correlationId,
      }),
      correlationId: event.correlationId,
      afterCommit: (effect) => this.effects.push(effect),
    };
  }

  /** Best effort: the event is processed either way, so a failing effect must not redeliver it. */
  async runEffects(): Promise<void> {
    for (const effect of this.effects) {
      try {
        await effect();
      } catch (error) {
        this.context.log.warn({ err: error }, 'after-commit effect failed');
      }
    }
  }
}

/**
 * One delivery in a transaction of its own, with its processed-event record; its after-commit
 * effects are left to the caller (`runEffects`).
 */
export async function commitDelivery<Tx extends RawSqlExecutor>(
  { event, handler }: Delivery<Tx>,
  db: TransactionRunner<Tx>,
  log: Logger,
): Promise<{ outcome: ConsumeOutcome; delivery: DeliveryContext }> {
  const delivery = new DeliveryContext(event, log);
  const outcome = await db.$transaction(async (tx) => {
    const inserted = await tx.$executeRaw`
      INSERT INTO processed_events (event_id, type) VALUES (${event.id}::uuid, ${event.type})
      ON CONFLICT (event_id) DO NOTHING`;
    if (inserted === 0) return 'duplicate' as const;
    await handler(event, tx, delivery.context);
    return 'processed' as const;
  });
  return { outcome, delivery };
}

/** A handler's work for a batch of its events: its batch form, or else each event in turn. */
export async function handleBatch<Tx>(
  handler: EventHandler<EventType, Tx>,
  batch: BatchDelivery<EventType>[],
  tx: Tx,
): Promise<void> {
  if (handler.forBatch) await handler.forBatch(batch, tx);
  else for (const { event, ctx } of batch) await handler(event, tx, ctx);
}
