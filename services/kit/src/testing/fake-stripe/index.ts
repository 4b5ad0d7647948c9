export { FakeStripe } from './server';
export type { FakeStripeOptions, RecordedRequest } from './server';
export type { WebhookDelivery } from './webhooks';
export { parseForm as parseStripeForm } from './form';
export type { FormObject as StripeFormObject } from './form';
/** The shapes of the objects the fake returns and sends (`FakeStripeObjects.Subscription`, …). */
export type * as FakeStripeObjects from './objects';
