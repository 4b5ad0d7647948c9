import type { EventContext } from '@wellness/kit';
import type { Tx } from '../db';
import type { CrmDeps } from '../deps';
import type { StripeEvent } from './objects';

/** What an event's effect is applied with: its transaction, the event, and the deps. */
export interface ApplyContext {
  tx: Tx;
  event: StripeEvent;
  deps: Pick<CrmDeps, 'clock'>;
  /** The context of the events crm publishes in turn (correlated with Stripe's event id). */
  context: EventContext;
}

export type Applier = (ctx: ApplyContext) => Promise<void>;
