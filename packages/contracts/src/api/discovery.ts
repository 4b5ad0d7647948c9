import { z } from 'zod';
import {
  DISCOVERY_CALL_TIMES,
  DISCOVERY_GOALS,
  DISCOVERY_HEARD_FROM,
  DISCOVERY_MESSAGES,
  UTM_KEYS,
} from './discovery-options';
import type { Utm } from './discovery-options';
import { text } from './text';
import { TEXT_LIMITS } from './text-limits';

const keysOf = <T extends Record<string, string>>(o: T) =>
  Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];

/** A non-empty list of option keys; any problem is reported on the list itself (one message). */
const choices = <T extends Record<string, string>>(options: T, message: string) =>
  z
    .array(z.string(), { message })
    .min(1, { message })
    .refine((list) => list.every((v) => Object.hasOwn(options, v)), { message })
    .transform((list) => [...new Set(list)] as (keyof T & string)[]);

const utmValue = (key: string) => text({ label: key, max: TEXT_LIMITS.utmValue }).optional();

/** The UTM parameters of the page the visitor landed on (only those present). */
export const utmSchema = z.object(
  Object.fromEntries(UTM_KEYS.map((key) => [key, utmValue(key)])) as Record<
    (typeof UTM_KEYS)[number],
    ReturnType<typeof utmValue>
  >,
) satisfies z.ZodType<Utm>;

/** A phone number: digits with the usual separators and an optional leading +, 7 to 15 digits. */
const PHONE = /^\+?[0-9 ().-]{7,24}$/;

/**
 * POST /api/discovery (crm, public): the discovery-call form. One schema for the form's field-level
 * validation and the service's, so both say the same thing.
 */
export const discoveryRequestSchema = z.object({
  firstName: text({
    label: 'First name',
    max: TEXT_LIMITS.name,
    required: DISCOVERY_MESSAGES.firstName,
  }),
  lastName: text({
    label: 'Last name',
    max: TEXT_LIMITS.name,
    required: DISCOVERY_MESSAGES.lastName,
  }),
  email: text({
    label: 'Email',
    max: TEXT_LIMITS.email,
    invalid: DISCOVERY_MESSAGES.email,
    tooLong: DISCOVERY_MESSAGES.email,
  }).pipe(z.email({ message: DISCOVERY_MESSAGES.email })),
  phone: text({
    label: 'Phone',
    max: TEXT_LIMITS.phone,
    invalid: DISCOVERY_MESSAGES.phone,
    tooLong: DISCOVERY_MESSAGES.phone,
  })
    .refine(
      (v) => v === '' || (PHONE.test(v) && /^(\D*\d){7,15}\D*$/.test(v)),
      DISCOVERY_MESSAGES.phone,
    )
    .optional()
    .transform((v) => v || undefined),
  goals: choices(DISCOVERY_GOALS, DISCOVERY_MESSAGES.goals),
  challenge: text({
    label: 'Challenge',
    max: TEXT_LIMITS.longText,
    required: DISCOVERY_MESSAGES.challenge,
    tooLong: DISCOVERY_MESSAGES.challengeTooLong,
  }),
  preferredTimes: choices(DISCOVERY_CALL_TIMES, DISCOVERY_MESSAGES.preferredTimes),
  heardFrom: z.enum(keysOf(DISCOVERY_HEARD_FROM), { message: DISCOVERY_MESSAGES.heardFrom }),
  consent: z.literal(true, { message: DISCOVERY_MESSAGES.consent }),
  utm: utmSchema.optional(),
  /** Honeypot: a field people never see. Anything in it marks the submission as a bot's. */
  website: text({ label: 'Website', max: TEXT_LIMITS.honeypot, trim: false }).optional(),
});
export type DiscoveryRequest = z.input<typeof discoveryRequestSchema>;
export type DiscoveryInput = z.output<typeof discoveryRequestSchema>;
export type DiscoveryField = Exclude<keyof DiscoveryRequest, 'utm' | 'website'>;

/** 202 for a new request, an updated one and a honeypot hit alike: the answer reveals nothing. */
export const discoveryResponseSchema = z.object({ message: z.string() });
export type DiscoveryResponse = z.infer<typeof discoveryResponseSchema>;
