import { completeCheckout, createCheckoutSession } from './checkout';
import { createCustomer, createPortalSession } from './customers';
import { formString } from './form';
import type { FormObject } from './form';
import { createRefund } from './payments';
import { mustFind } from './store';
import type { FakeStripeContext } from './store';
import { cancelSubscription, renewFailed, renewPaid, updateSubscription } from './subscriptions';

type Handler = (context: FakeStripeContext, id: string, form: FormObject) => unknown;
type Route = [method: string, path: RegExp, handler: Handler];

function retrieve(collection: keyof FakeStripeContext['store'], noun: string): Handler {
  return ({ store }, id) => mustFind<unknown>(store[collection], id, noun);
}

/** Story steps a browser-test process may trigger over HTTP; each answers once its webhooks are delivered. */
function story(
  step: (context: FakeStripeContext, id: string, form: FormObject) => unknown,
): Handler {
  return async (context, id, form) => {
    const result = step(context, id, form);
    await context.webhooks.idle();
    return result;
  };
}

const ROUTES: Route[] = [
  ['POST', /^\/v1\/customers$/, (context, _, form) => createCustomer(context, form)],
  ['GET', /^\/v1\/customers\/([^/]+)$/, retrieve('customers', 'customer')],
  [
    'POST',
    /^\/v1\/checkout\/sessions$/,
    (context, _, form) => createCheckoutSession(context, form),
  ],
  ['GET', /^\/v1\/checkout\/sessions\/([^/]+)$/, retrieve('checkoutSessions', 'checkout.session')],
  [
    'POST',
    /^\/v1\/billing_portal\/sessions$/,
    (context, _, form) => createPortalSession(context, form),
  ],
  ['GET', /^\/v1\/subscriptions\/([^/]+)$/, retrieve('subscriptions', 'subscription')],
  ['POST', /^\/v1\/subscriptions\/([^/]+)$/, updateSubscription],
  ['DELETE', /^\/v1\/subscriptions\/([^/]+)$/, (context, id) => cancelSubscription(context, id)],
  ['GET', /^\/v1\/invoices\/([^/]+)$/, retrieve('invoices', 'invoice')],
  ['GET', /^\/v1\/payment_intents\/([^/]+)$/, retrieve('paymentIntents', 'payment_intent')],
  ['GET', /^\/v1\/charges\/([^/]+)$/, retrieve('charges', 'charge')],
  ['POST', /^\/v1\/refunds$/, (context, _, form) => createRefund(context, form)],
  ['GET', /^\/v1\/refunds\/([^/]+)$/, retrieve('refunds', 'refund')],
  [
    'POST',
    /^\/_fake\/checkout\/sessions\/([^/]+)\/complete$/,
    (context, id) => completeCheckout(context, id),
  ],
  ['POST', /^\/_fake\/subscriptions\/([^/]+)\/pay-renewal$/, story(renewPaid)],
  [
    'POST',
    /^\/_fake\/subscriptions\/([^/]+)\/fail-renewal$/,
    story((context, id, form) => renewFailed(context, id, formString(form.reason))),
  ],
  [
    'POST',
    /^\/_fake\/subscriptions\/([^/]+)\/cancel-for-non-payment$/,
    story((context, id) => cancelSubscription(context, id, 'payment_failed')),
  ],
];

/** The matching route's result, or `undefined` when no route matches. */
export async function routeApi(
  context: FakeStripeContext,
  method: string,
  path: string,
  form: FormObject,
): Promise<unknown> {
  for (const [routeMethod, pattern, handler] of ROUTES) {
    const match = method === routeMethod ? pattern.exec(path) : null;
    if (match) return handler(context, decodeURIComponent(match[1] ?? ''), form);
  }
  return undefined;
}
