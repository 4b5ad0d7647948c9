import { z } from 'zod';
import { brandIdentityEnvShape } from '@wellness/contracts';
import { baseConfigSchema } from '@wellness/kit';
import { fileStoreEnvShape } from '@wellness/kit/src/files';

/** An empty variable (`SMTP_URL=` in a .env file) counts as unset. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const configSchema = baseConfigSchema.extend({
  /** smtp:// or smtps:// URL of the mail server; unset: emails are stored but not delivered. */
  SMTP_URL: optional(
    z.url({ protocol: /^smtps?$/, message: 'must be an smtp:// or smtps:// URL' }),
  ),
  /** At most this many emails go to the SMTP server per minute (every delivery worker together). */
  EMAIL_RATE_PER_MINUTE: z.coerce
    .number<number | string>()
    .int()
    .min(1, { message: 'must be at least 1 email a minute' })
    .default(600),
  /** Sender of every email; default `<BUSINESS_NAME> <hello@wellness.local>`. */
  MAIL_FROM: optional(z.string().trim().min(3)),
  ...brandIdentityEnvShape,
  /** Where new-lead alerts go. */
  COACH_EMAIL: z.email().default('coach@demo.test'),
  /** Message attachments' files: local disk (FILES_DIR) or S3. */
  ...fileStoreEnvShape,
  /** How long a message may wait unread before its recipient gets one email about it. */
  MESSAGE_EMAIL_AFTER_MINUTES: z.coerce
    .number<number | string>()
    .int()
    .min(1, { message: 'must be at least 1 minute' })
    .default(15),
});
export type NotificationConfig = z.infer<typeof configSchema>;
