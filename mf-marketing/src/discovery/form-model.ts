import { DISCOVERY_MESSAGES, discoveryRequestSchema } from '@wellness/contracts';
import type { DiscoveryField, DiscoveryRequest, Utm } from '@wellness/contracts';

export interface DiscoveryFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  goals: string[];
  challenge: string;
  preferredTimes: string[];
  heardFrom: string;
  consent: boolean;
  /** Honeypot. */
  website: string;
}

export const EMPTY_FORM: DiscoveryFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  goals: [],
  challenge: '',
  preferredTimes: [],
  heardFrom: '',
  consent: false,
  website: '',
};

/** Field order on the page: the first invalid one gets the focus. */
export const FIELD_ORDER: DiscoveryField[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'goals',
  'challenge',
  'preferredTimes',
  'heardFrom',
  'consent',
];

export type FieldErrors = Partial<Record<DiscoveryField, string>>;

export function toRequest(values: DiscoveryFormValues, utm: Utm | undefined): DiscoveryRequest {
  return {
    ...values,
    phone: values.phone.trim() || undefined,
    heardFrom: values.heardFrom as DiscoveryRequest['heardFrom'],
    consent: values.consent as true,
    ...(utm && Object.keys(utm).length ? { utm } : {}),
  };
}

/** The same checks as the API, one message per field (the first). */
export function validate(values: DiscoveryFormValues): FieldErrors {
  const result = discoveryRequestSchema.safeParse(toRequest(values, undefined));
  if (result.success) return {};
  return fieldErrorsFrom(
    Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]).reverse()),
  );
}

/** Keeps the messages of known fields (from the API's `fields` or from `validate`). */
export function fieldErrorsFrom(fields: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (!fields || typeof fields !== 'object') return errors;
  for (const field of FIELD_ORDER) {
    const message = (fields as Record<string, unknown>)[field];
    if (typeof message === 'string' && message) errors[field] = message;
  }
  return errors;
}

export const firstInvalid = (errors: FieldErrors) => FIELD_ORDER.find((f) => errors[f]);

export { DISCOVERY_MESSAGES };
