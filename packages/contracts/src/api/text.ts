import { z } from 'zod';

/**
 * NUL, which PostgreSQL cannot store, and UTF-16 surrogates without their pair, which are not text
 * at all (they would fail or be silently replaced on their way to the database).
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const TEXT_MESSAGES = {
  invalidCharacter: (label: string) => `${label} contains a character that is not allowed`,
  tooLong: (label: string, max: number) => `${label} is too long (at most ${max} characters)`,
  notText: (label: string) => `${label} must be text`,
} as const;

export interface TextOptions {
  /** Names the field in messages: "First name is too long (at most 100 characters)". */
  label: string;
  /** The most characters accepted (after trimming): an entry of TEXT_LIMITS. */
  max: number;
  /** The message for empty text (after trimming), a missing value or a value that is not text; without it, empty text is accepted. */
  required?: string;
  /** The message for a value that is not text (default: `required`, else "<label> must be text"). */
  invalid?: string;
  /** The message for text longer than `max` (default: "<label> is too long (at most <max> characters)"). */
  tooLong?: string;
  /** Trim white space at both ends before the other checks (default true). */
  trim?: boolean;
}

/**
 * The type of every text field of every request: refuses NUL and lone surrogates (with a message
 * naming the field) before anything else, trims, then checks that it is present (when `required`)
 * and no longer than `max`. Chain further checks (`.min`, `.refine`, `.pipe(z.email())`) after it.
 */
export function text({ label, max, required, invalid, tooLong, trim = true }: TextOptions) {
  let schema = z
    .string({ error: invalid ?? required ?? TEXT_MESSAGES.notText(label) })
    .refine((value) => !UNSTORABLE.test(value), {
      message: TEXT_MESSAGES.invalidCharacter(label),
      abort: true,
    });
  if (trim) schema = schema.trim();
  if (required) schema = schema.min(1, { message: required });
  return schema.max(max, { message: tooLong ?? TEXT_MESSAGES.tooLong(label, max) });
}
