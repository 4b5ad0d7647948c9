import type { EventType } from '@wellness/contracts';

/** A producer's outbox table, as any service's Prisma client reads it. */
export interface Outbox {
  outboxEvent: {
    findMany(args: object): Promise<{ id: string; type: string; envelope: unknown }[]>;
  };
}

/** A subscriber's consumer: takes an envelope, answers processed / duplicate / ignored. */
export type Consumer = (envelope: unknown) => Promise<string>;

/**
 * Events as the relay carries them: the producer's outbox rows (the envelopes) handed to each
 * subscriber's consumer, each row once. `relay(from, type, to)` delivers every not-yet-delivered
 * event of a type and answers how many it delivered; each consumer must process it.
 */
export function eventRelay() {
  const delivered = new Set<string>();
  return async function relay(from: Outbox, type: EventType, to: Consumer[]): Promise<number> {
    const rows = await from.outboxEvent.findMany({
      where: { type },
      orderBy: { occurredAt: 'asc' },
    });
    const fresh = rows.filter((row) => !delivered.has(row.id));
    for (const row of fresh) {
      delivered.add(row.id);
      for (const consume of to) expect(await consume(row.envelope)).toBe('processed');
    }
    return fresh.length;
  };
}
