import type { z } from 'zod';
import { baseConfigSchema } from '@wellness/kit';

/** checkin reads only the variables every service reads (for now). */
export const configSchema = baseConfigSchema;
export type CheckinConfig = z.infer<typeof configSchema>;
