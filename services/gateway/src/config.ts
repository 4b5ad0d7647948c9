import { resolve } from 'node:path';
import { z } from 'zod';
import { DEFAULT_BRAND } from '@wellness/contracts';

const upstream = z.url({ message: 'must be the http:// URL of the service' });

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  APP_URL: z.url().default('http://localhost:8080'),
  AUTH_URL: upstream,
  CRM_URL: upstream,
  CHECKIN_URL: upstream,
  NOTIFICATION_URL: upstream,
  /**
   * Redis on which auth announces session changes. With it the gateway caches resolved sessions
   * (dropping them when told); without it, it asks auth on every API call.
   */
  REDIS_URL: z.url({ message: 'must be a redis:// URL' }).optional(),
  QUEUE_PREFIX: z.string().min(1).default('wellness'),
  /** How long a resolved session may be reused without asking auth (0: never; at most 30 s, half
   * the lifetime of the signed identity it holds). */
  SESSION_CACHE_TTL_MS: z.coerce.number().int().min(0).max(30_000).default(10_000),
  /** Folder holding shell/dist and <remote>/dist. */
  STATIC_ROOT: z.string().default(resolve(__dirname, '../../..')),
  /** Optional per-remote manifest URLs, e.g. a CDN; default: served here under /mf/<name>/. */
  REMOTE_MF_MARKETING_URL: z.string().optional(),
  REMOTE_MF_COACH_URL: z.string().optional(),
  REMOTE_MF_CLIENT_URL: z.string().optional(),
  REMOTE_MF_NUTRITIONIST_URL: z.string().optional(),
  COACH_NAME: z.string().default(DEFAULT_BRAND.coachName),
  BUSINESS_NAME: z.string().default(DEFAULT_BRAND.businessName),
  GUIDE_URL: z.url().default(DEFAULT_BRAND.guideUrl),
  SOCIAL_URL: z.url().default(DEFAULT_BRAND.socialUrl),
  SOCIAL_WIDGET_SCRIPT_URL: z.string().default(DEFAULT_BRAND.socialWidgetScriptUrl),
  COACH_IMAGE_URL: z.string().default(''),
  EVENT_IMAGE_URL: z.string().default(''),
  TESTIMONIAL_IMAGE_URLS: z.string().default(''),
});
export type GatewayConfig = z.infer<typeof configSchema>;
