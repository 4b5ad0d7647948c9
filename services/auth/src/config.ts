import { z } from 'zod';
import { baseConfigSchema } from '@wellness/kit';
import { fileStoreEnvShape } from '@wellness/kit/src/files';

export const configSchema = baseConfigSchema.extend({
  /** Session lifetime in days. */
  SESSION_TTL_DAYS: z.coerce.number().int().positive().default(30),
  /** Where its part of a backup is written: local disk, or S3 when S3_ENDPOINT and S3_BUCKET are set. */
  ...fileStoreEnvShape,
});
export type AuthConfig = z.infer<typeof configSchema>;
