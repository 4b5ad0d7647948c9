import { z } from 'zod';
import {
  DISCOVERY_CALL_TIMES,
  DISCOVERY_GOALS,
  DISCOVERY_HEARD_FROM,
  DISCOVERY_MESSAGES,
  UTM_KEYS,
} from './discovery-options';
import type { Utm } from './discovery-options';

const keysOf = <T extends Record<string, string>>(o: T) =>
  Object.keys(o) as [keyof T & string, ...(keyof T & string)[]];

/** A non-empty list of option keys; any problem is reported on the list itself (one message). */
const choices = <T extends Record<string, string>>(options: T, message: string) =>
  z
    .array(z.string(), { message })
    .min(1, { message })
    .refine((list) => list.every((v) => Object.hasOwn(options, v)), { message })
    .transform((list) => [...new Set(list)] as (keyof T & string)[]);

const utmValue = z.string().trim().max(200).optional();

/** The UTM parameters of the page the visitor landed on (only those present). */
export const utmSchema = z.object(
  Object.fromEntries(UTM_KEYS.map((key) => [key, utmValue])) as Record<
    (typeof UTM_KEYS)[number],
    typeof utmValue
  >,
) satisfies z.ZodType<Utm>;

/** A phone number: digits with the usual separators and an optional leading +, 7 to 15 digits. */
const PHONE = /^\+?[0-9 ().-]{7,24}$/;

/**
 * POST /api/discovery (crm, public): the discovery-call form. One schema for the form's field-level
 * validation and the service's, so both say the same thing.
 */
export const discoveryRequestSchema = z.object({
  firstName: z
    .string({ message: DISCOVERY_MESSAGES.firstName })
    .trim()
    .min(1, { message: DISCOVERY_MESSAGES.firstName })
    .max(100),
  lastName: z
    .string({ message: DISCOVERY_MESSAGES.lastName })
    .trim()
    .min(1, { message: DISCOVERY_MESSAGES.lastName })
    .max(100),
  email: z
    .string({ message: DISCOVERY_MESSAGES.email })
    .trim()
    .max(254, { message: DISCOVERY_MESSAGES.email })
    .pipe(z.email({ message: DISCOVERY_MESSAGES.email })),
  phone: z
    .string({ message: DISCOVERY_MESSAGES.phone })
    .trim()
    .refine(
      (v) => v === '' || (PHONE.test(v) && /^(\D*\d){7,15}\D*$/.test(v)),
      DISCOVERY_MESSAGES.phone,
    )
    .optional()
    .transform((v) => v || undefined),
  goals: choices(DISCOVERY_GOALS, DISCOVERY_MESSAGES.goals),
  challenge: z
    .string({ message: DISCOVERY_MESSAGES.challenge })
    .trim()
    .min(1, { message: DISCOVERY_MESSAGES.challenge })
    .max(2000, { message: DISCOVERY_MESSAGES.challengeTooLong }),
  preferredTimes: choices(DISCOVERY_CALL_TIMES, DISCOVERY_MESSAGES.preferredTimes),
  heardFrom: z.enum(keysOf(DISCOVERY_HEARD_FROM), { message: DISCOVERY_MESSAGES.heardFrom }),
  consent: z.literal(true, { message: DISCOVERY_MESSAGES.consent }),
  utm: utmSchema.optional(),
  /** Honeypot: a field people never see. Anything in it marks the submission as a bot's. */
  website: z.string().max(500).optional(),
});
export type DiscoveryRequest = z.input<typeof discoveryRequestSchema>;
export type DiscoveryInput = z.output<typeof discoveryRequestSchema>;
export type DiscoveryField = Exclude<keyof DiscoveryRequest, 'utm' | 'website'>;

/** 202 for a new request, an updated one and a honeypot hit alike: the answer reveals nothing. */
export const discoveryResponseSchema = z.object({ message: z.string() });
export type DiscoveryResponse = z.infer<typeof discoveryResponseSchema>;
