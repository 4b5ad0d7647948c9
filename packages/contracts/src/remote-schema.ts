import { z } from 'zod';
import { REMOTE_NAMES } from './remote';
import type { BrandConfig, RemoteConfig } from './remote';

export const remoteNameSchema = z.enum(REMOTE_NAMES);

export const brandConfigSchema = z.object({
  coachName: z.string().min(1),
  businessName: z.string().min(1),
  guideUrl: z.string().min(1),
  socialUrl: z.string().min(1),
  socialWidgetScriptUrl: z.string(),
  coachImageUrl: z.string().optional(),
  eventImageUrl: z.string().optional(),
  testimonialImageUrls: z.string().optional(),
}) satisfies z.ZodType<BrandConfig>;

export const remoteConfigSchema = z.object({
  remotes: z.partialRecord(remoteNameSchema, z.object({ entry: z.string().min(1) })),
  brand: brandConfigSchema.partial().optional(),
}) satisfies z.ZodType<RemoteConfig>;
