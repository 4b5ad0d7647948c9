import { z } from 'zod';
import { baseConfigSchema } from '@wellness/kit';

export const configSchema = baseConfigSchema.extend({
  HEALTH_PORT: z.coerce.number().int().optional(),
});
export type CheckinConfig = z.infer<typeof configSchema>;
