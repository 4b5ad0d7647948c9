import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { routeApi } from './api-routes';
import { completeCheckout } from './checkout';
import { parseForm } from './form';
import type { FormObject } from './form';
import { readBody, redirect, sendHtml, sendJson } from './http';
import type { CheckoutSession, Invoice, StripeEvent, Subscription } from './objects';
import { checkoutPage, messagePage, portalPage } from './pages';
import { FakeStripeStore, StripeApiError, invalidRequest, mustFind } from './store';
import type { FakeStripeContext } from './store';
import { cancelSubscription, renewFailed, renewPaid } from './subscriptions';
import { WebhookSender } from './webhooks';
import type { WebhookDelivery } from './webhooks';

export interface FakeStripeOptions {
  apiKey: string;
  webhookSecret: string;
  webhookUrl?: string;
  /** 0 (the default) picks a free port. */
  port?: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  /** The decoded form body (and query string). */
  body: FormObject;
  at: Date;
}

/**
 * A fake Stripe on loopback for the official `stripe` package
 * (`new Stripe(key, { host: '127.0.0.1', port, protocol: 'http' })`): the API calls we use,
 * hosted Checkout and portal pages, and webhooks signed with the library's own test signer.
 */
export class FakeStripe {
  readonly requests: RecordedRequest[] = [];
  readonly store = new FakeStripeStore();
  private readonly webhooks: WebhookSender;
  private readonly context: FakeStripeContext;

  private constructor(
    private readonly server: Server,
    readonly port: number,
    private readonly apiKey: string,
    webhookSecret: string,
    webhookUrl: string | null,
  ) {
    this.webhooks = new WebhookSender(webhookSecret, webhookUrl);
    this.context = { store: this.store, webhooks: this.webhooks, baseUrl: this.url };
  }

  static async start({
    apiKey,
    webhookSecret,
    webhookUrl,
    port = 0,
  }: FakeStripeOptions): Promise<FakeStripe> {
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    const address = server.address() as AddressInfo;
    const fake = new FakeStripe(server, address.port, apiKey, webhookSecret, webhookUrl ?? null);
    server.on('request', (request, response) => void fake.handle(request, response));
    return fake;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get deliveries(): readonly WebhookDelivery[] {
    return this.webhooks.deliveries;
  }

  get events(): readonly StripeEvent[] {
    return this.webhooks.events;
  }

  setWebhookUrl(url: string | null): void {
    this.webhooks.url = url;
  }

  event<T>(type: string, object: T): StripeEvent<T> {
    return this.webhooks.event(type, object);
  }

  signedHeader(payload: string, options: { timestamp?: number } = {}): string {
    return this.webhooks.signedHeader(payload, options);
  }

  /** Posts one signed event to the webhook URL now; resolves to the status (0: no answer). */
  deliver(event: StripeEvent): Promise<number> {
    return this.webhooks.deliver(event);
  }

  /** Resolves once every webhook sent so far has been delivered (API calls do not wait for them). */
  idle(): Promise<void> {
    return this.webhooks.idle();
  }

  completeCheckout(sessionId: string): Promise<CheckoutSession> {
    return completeCheckout(this.context, sessionId);
  }

  /** Sends invoice.paid then customer.subscription.updated (active). */
  payRenewal(subscriptionId: string): Promise<{ subscription: Subscription; invoice: Invoice }> {
    return this.afterDelivery(renewPaid(this.context, subscriptionId));
  }

  /** Sends invoice.payment_failed then customer.subscription.updated (past_due). */
  failRenewal(
    subscriptionId: string,
    reason?: string,
  ): Promise<{ subscription: Subscription; invoice: Invoice }> {
    return this.afterDelivery(renewFailed(this.context, subscriptionId, reason));
  }

  /** Sends customer.subscription.deleted with cancellation_details.reason 'payment_failed'. */
  cancelForNonPayment(subscriptionId: string): Promise<Subscription> {
    return this.afterDelivery(cancelSubscription(this.context, subscriptionId, 'payment_failed'));
  }

  async close(): Promise<void> {
    await this.idle();
    await new Promise<void>((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }

  private async afterDelivery<T>(result: T): Promise<T> {
    await this.idle();
    return result;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.url);
    const method = request.method ?? 'GET';
    const isApi = url.pathname.startsWith('/v1/') || url.pathname.startsWith('/_fake/');
    try {
      if (isApi) await this.handleApi(request, response, method, url);
      else await this.handlePage(response, method, url.pathname);
    } catch (caught) {
      const error =
        caught instanceof StripeApiError
          ? caught
          : new StripeApiError(500, String(caught), undefined, undefined, 'api_error');
      if (isApi) sendJson(response, error.status, error.body());
      else sendHtml(response, error.status, messagePage('Something went wrong', error.message));
    }
  }

  private async handleApi(
    request: IncomingMessage,
    response: ServerResponse,
    method: string,
    url: URL,
  ): Promise<void> {
    const raw = await readBody(request);
    const isJson = request.headers['content-type']?.startsWith('application/json') && raw !== '';
    const body = {
      ...parseForm(url.search.slice(1)),
      ...(isJson ? parseJson(raw) : parseForm(raw)),
    };
    if (url.pathname.startsWith('/v1/'))
      this.requests.push({ method, path: url.pathname, body, at: new Date() });
    this.authorize(request);
    if (method === 'GET' && url.pathname === '/_fake/requests')
      return sendJson(response, 200, this.requests);
    if (method === 'GET' && url.pathname === '/_fake/deliveries')
      return sendJson(response, 200, this.deliveries);
    const result = await routeApi(this.context, method, url.pathname, body);
    if (result === undefined)
      throw new StripeApiError(404, `Unrecognized request URL (${method}: ${url.pathname}).`);
    sendJson(response, 200, result);
  }

  private authorize(request: IncomingMessage): void {
    const key = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (key === this.apiKey) return;
    const message = key
      ? `Invalid API Key provided: ${key.slice(0, 8)}****${key.slice(-4)}`
      : 'You did not provide an API key. Provide it in the Authorization header (Bearer auth).';
    throw new StripeApiError(401, message);
  }

  private async handlePage(response: ServerResponse, method: string, path: string): Promise<void> {
    const [, kind, id, action] = path.split('/').map(decodeURIComponent);
    if (kind === 'portal' && method === 'GET' && !action)
      return sendHtml(
        response,
        200,
        portalPage(mustFind(this.store.portalSessions, id, 'billing portal session')),
      );
    if (kind !== 'checkout' || !id) throw new StripeApiError(404, `No page at ${path}.`);
    const session = mustFind(this.store.checkoutSessions, id, 'checkout.session');
    if (method === 'GET' && !action)
      return sendHtml(
        response,
        200,
        checkoutPage(session, mustFind(this.store.checkoutDetails, id, 'checkout.session')),
      );
    if (method === 'POST' && action === 'pay') {
      await completeCheckout(this.context, id);
      if (!session.success_url)
        return sendHtml(response, 200, messagePage('Payment complete', 'Thank you.'));
      return redirect(response, session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', id));
    }
    if (method === 'POST' && action === 'cancel') {
      if (!session.cancel_url)
        return sendHtml(response, 200, messagePage('Checkout cancelled', 'Nothing was charged.'));
      return redirect(response, session.cancel_url);
    }
    throw new StripeApiError(404, `No page at ${method} ${path}.`);
  }
}

/** A JSON body (accepted on the /_fake/ routes for convenience). */
function parseJson(raw: string): FormObject {
  try {
    return JSON.parse(raw) as FormObject;
  } catch {
    throw invalidRequest('The request body is not valid JSON.');
  }
}
