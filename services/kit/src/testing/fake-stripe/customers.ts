import { formMetadata, formString } from './form';
import type { FormObject } from './form';
import { newId, nowSeconds } from './objects';
import type { Customer, PortalSession } from './objects';
import { invalidRequest, mustFind } from './store';
import type { FakeStripeContext } from './store';

/** POST /v1/customers. */
export function createCustomer({ store }: FakeStripeContext, form: FormObject): Customer {
  const customer: Customer = {
    id: newId('cus'),
    object: 'customer',
    email: formString(form.email) ?? null,
    name: formString(form.name) ?? null,
    metadata: formMetadata(form.metadata),
    created: nowSeconds(),
    livemode: false,
  };
  store.customers.set(customer.id, customer);
  return customer;
}

/** POST /v1/billing_portal/sessions: a link to the hosted "Manage billing" page. */
export function createPortalSession(
  { store, baseUrl }: FakeStripeContext,
  form: FormObject,
): PortalSession {
  const customer = formString(form.customer);
  if (!customer)
    throw invalidRequest('Missing required param: customer.', 'parameter_missing', 'customer');
  mustFind(store.customers, customer, 'customer');
  const id = newId('bps');
  const session: PortalSession = {
    id,
    object: 'billing_portal.session',
    customer,
    url: `${baseUrl}/portal/${id}`,
    return_url: formString(form.return_url) ?? null,
    created: nowSeconds(),
    livemode: false,
  };
  store.portalSessions.set(id, session);
  return session;
}
