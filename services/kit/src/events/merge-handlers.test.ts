import { mergeEventHandlers, sqlOnly, withBatchForm } from './consumer';
import { handleBatch } from './delivery';
import type { EventType } from '@wellness/contracts';
import type { EventHandler, EventHandlers, HandlerContext } from './consumer';
import type { RawSqlExecutor } from './outbox';

describe('mergeEventHandlers', () => {
  it('runs every handler of a type, in the order given, and keeps the others', async () => {
    const ran: string[] = [];
    const first: EventHandlers<null> = {
      'payment.succeeded': async () => void ran.push('first'),
      'lead.created': async () => void ran.push('lead'),
    };
    const second: EventHandlers<null> = {
      'payment.succeeded': async () => void ran.push('second'),
    };
    const merged = mergeEventHandlers(first, second);
    const ctx = {} as HandlerContext;
    await merged['payment.succeeded']!({} as never, null, ctx);
    await merged['lead.created']!({} as never, null, ctx);
    expect(ran).toEqual(['first', 'second', 'lead']);
    expect(merged['approval.decided']).toBeUndefined();
  });

  it("keeps a batch form: the merged type's batch runs each handler in turn, batched where it can", async () => {
    const ran: string[] = [];
    const batched: EventHandlers<null> = {
      'payment.succeeded': withBatchForm(
        async () => void ran.push('one'),
        async (batch) => void ran.push(`batch of ${batch.length}`),
      ),
    };
    const plain: EventHandlers<null> = {
      'payment.succeeded': async () => void ran.push('plain'),
    };
    const merged = mergeEventHandlers(batched, plain)['payment.succeeded']!;
    const ctx = {} as HandlerContext;
    const batch = [
      { event: {} as never, ctx },
      { event: {} as never, ctx },
    ];
    await handleBatch(merged as EventHandler<EventType, null>, batch, null);
    expect(ran).toEqual(['batch of 2', 'plain', 'plain']);
    ran.length = 0;
    await merged({} as never, null, ctx);
    expect(ran).toEqual(['one', 'plain']);
    expect(mergeEventHandlers(plain, plain)['payment.succeeded']!.forBatch).toBeUndefined();
  });

  it('keeps SQL-only only when every handler of the type is', () => {
    const sql: EventHandlers<RawSqlExecutor> = {
      'payment.succeeded': sqlOnly(async () => undefined),
    };
    const prisma: EventHandlers<RawSqlExecutor> = { 'payment.succeeded': async () => undefined };
    expect(mergeEventHandlers(sql, sql)['payment.succeeded']!.sqlOnly).toBe(true);
    expect(mergeEventHandlers(sql, prisma)['payment.succeeded']!.sqlOnly).toBeFalsy();
  });
});
