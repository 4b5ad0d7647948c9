import { z } from 'zod';
import { brandIdentityEnvShape } from '@wellness/contracts';
import { baseConfigSchema } from '@wellness/kit';
import { fileStoreEnvShape } from '@wellness/kit/src/files';

const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const configSchema = baseConfigSchema
  .extend({
    ...brandIdentityEnvShape,
    /** Where imported files (and backups) are kept: local disk, or S3 when S3_ENDPOINT and S3_BUCKET are set. */
    ...fileStoreEnvShape,
    /** How many backups are kept: an older one's file is deleted (status expired). */
    BACKUP_KEEP: z.coerce.number().int().min(1).max(365).default(7),
    /** When the nightly backup runs: a cron pattern (minute hour day month weekday), in UTC; or off. */
    BACKUP_SCHEDULE: z
      .string()
      .regex(/^(off|\S+( \S+){4,5})$/, {
        message: 'must be a cron pattern such as "30 2 * * *", or off',
      })
      .default('30 2 * * *'),
    /** Discovery-form submissions allowed per client address in each window. */
    DISCOVERY_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
    DISCOVERY_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
    /** Stripe (card payments): both keys, or neither (then clients pay by bank transfer). */
    STRIPE_SECRET_KEY: optional(z.string().regex(/^(sk|rk)_/, { message: 'must start with sk_' })),
    STRIPE_WEBHOOK_SECRET: optional(
      z.string().startsWith('whsec_', { message: 'must start with whsec_' }),
    ),
    /** Where the Stripe API is (tests: a fake Stripe on loopback); default Stripe's own. */
    STRIPE_API_BASE: optional(z.url({ message: 'must be a URL' })),
    /** How old a webhook's signed timestamp may be, in seconds (Stripe's default is 300). */
    STRIPE_WEBHOOK_TOLERANCE_SECONDS: z.coerce.number().int().min(1).default(300),
    /** The account clients pay into by bank transfer, shown on /subscribe without Stripe. */
    BANK_ACCOUNT_NAME: z.string().min(1).default('Demo Coaching Ltd'),
    BANK_SORT_CODE: z
      .string()
      .regex(/^\d{2}-\d{2}-\d{2}$/, { message: 'must look like 12-34-56' })
      .default('00-00-00'),
    BANK_ACCOUNT_NUMBER: z
      .string()
      .regex(/^\d{8}$/, { message: 'must be 8 digits' })
      .default('00000000'),
  })
  .refine((config) => !config.STRIPE_SECRET_KEY === !config.STRIPE_WEBHOOK_SECRET, {
    message: 'set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or neither',
    path: ['STRIPE_WEBHOOK_SECRET'],
  });
export type CrmConfig = z.infer<typeof configSchema>;
