import { z } from 'zod';
import { DEFAULT_TIME_ZONE, brandIdentityEnvShape, isTimeZone } from '@wellness/contracts';
import { baseConfigSchema } from '@wellness/kit';
import { fileStoreEnvShape } from '@wellness/kit/src/files';

export const configSchema = baseConfigSchema.extend({
  /** A client's check-in day until she finishes onboarding: ISO weekday, 1 = Monday … 7 = Sunday. */
  DEFAULT_CHECKIN_DAY: z.coerce.number().int().min(1).max(7).default(1),
  /** The business's time zone: a client's until she chooses her own in onboarding. */
  BUSINESS_TIME_ZONE: z
    .string()
    .refine(isTimeZone, { message: 'must be an IANA time zone such as Europe/London' })
    .default(DEFAULT_TIME_ZONE),
  /** Where progress photos are kept: local disk, or S3 when S3_ENDPOINT and S3_BUCKET are set. */
  ...fileStoreEnvShape,
  /** The business's name and colours, on the nutrition plan PDF (the same variables everywhere). */
  ...brandIdentityEnvShape,
});
export type CheckinConfig = z.infer<typeof configSchema>;
