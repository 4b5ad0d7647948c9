import { mergeEventHandlers } from './consumer';
import type { EventHandlers, HandlerContext } from './consumer';

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
});
