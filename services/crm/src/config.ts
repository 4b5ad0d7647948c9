import { z } from 'zod';
import { baseConfigSchema } from '@wellness/kit';

export const configSchema = baseConfigSchema.extend({
  /** Discovery-form submissions allowed per client address in each window. */
  DISCOVERY_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  DISCOVERY_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
});
export type CrmConfig = z.infer<typeof configSchema>;
