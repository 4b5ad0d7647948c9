import { z } from 'zod';
import { baseConfigSchema } from '@wellness/kit';

export const configSchema = baseConfigSchema.extend({
  /** Session lifetime in days. */
  SESSION_TTL_DAYS: z.coerce.number().int().positive().default(30),
});
export type AuthConfig = z.infer<typeof configSchema>;
