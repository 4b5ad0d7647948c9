import Stripe from 'stripe';
import { newId, nowSeconds } from './objects';
import type { StripeEvent } from './objects';

export interface WebhookDelivery {
  event: StripeEvent;
  url: string | null;
  /** The receiver's HTTP status; 0 when nothing answered (no URL, refused, timed out). */
  status: number;
  error?: string;
  at: Date;
}

/** Builds events, signs them with the library's own test signer and posts them, one at a time. */
export class WebhookSender {
  readonly events: StripeEvent[] = [];
  readonly deliveries: WebhookDelivery[] = [];
  private lastCreated = 0;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly secret: string,
    public url: string | null,
  ) {}

  /** An event around a snapshot of `object`, `created` strictly after the previous event's. */
  event<T>(type: string, object: T, previousAttributes?: Record<string, unknown>): StripeEvent<T> {
    const created = Math.max(nowSeconds(), this.lastCreated + 1);
    this.lastCreated = created;
    return {
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: {
        object: structuredClone(object),
        ...(previousAttributes && { previous_attributes: structuredClone(previousAttributes) }),
      },
    };
  }

  signedHeader(payload: string, { timestamp }: { timestamp?: number } = {}): string {
    return Stripe.webhooks.generateTestHeaderString({ payload, secret: this.secret, timestamp });
  }

  /** Posts one event now, outside the queue; resolves to the receiver's status (0: no answer). */
  async deliver(event: StripeEvent): Promise<number> {
    const delivery: WebhookDelivery = { event, url: this.url, status: 0, at: new Date() };
    this.deliveries.push(delivery);
    if (!this.url) {
      delivery.error = 'no webhook URL set';
      return 0;
    }
    const payload = JSON.stringify(event, null, 2);
    try {
      const response = await fetch(this.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': this.signedHeader(payload),
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      delivery.status = response.status;
    } catch (error) {
      delivery.error = error instanceof Error ? error.message : String(error);
    }
    return delivery.status;
  }

  /**
   * Builds the event now and delivers it after every event sent before it, so a story's events
   * reach the receiver in order even when the API call that caused them has already returned.
   */
  send(
    type: string,
    object: unknown,
    previousAttributes?: Record<string, unknown>,
  ): Promise<number> {
    const event = this.event(type, object, previousAttributes);
    this.events.push(event);
    const delivered = this.queue.then(() => this.deliver(event));
    this.queue = delivered.catch(() => undefined);
    return delivered;
  }

  /** Resolves once every event sent so far has been delivered (or has failed to be). */
  async idle(): Promise<void> {
    let pending: Promise<unknown>;
    do {
      pending = this.queue;
      await pending;
    } while (pending !== this.queue);
  }
}
