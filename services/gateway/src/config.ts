import { resolve } from 'node:path';
import { z } from 'zod';
import { siteBrandEnvShape } from '@wellness/contracts';
import type { RemoteName } from '@wellness/contracts';
import { parseTrustedProxies } from './client-address';

const upstream = z.url({ message: 'must be the http:// URL of the service' });

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  APP_URL: z.url().default('http://localhost:8080'),
  /**
   * Signs what the gateway vouches for to the services (the client address it forwards); the same
   * value as the services' IDENTITY_SECRET.
   */
  IDENTITY_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }),
  /**
   * The proxies in front of the gateway (a load balancer, the ingress) whose X-Forwarded-For and
   * X-Forwarded-Proto are believed: addresses or CIDRs, comma-separated (also `loopback`,
   * `linklocal`, `uniquelocal`). Empty: the client is whoever opened the connection.
   */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((value, ctx) => {
      try {
        return parseTrustedProxies(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /** Where to report a vulnerability (mailto: or https:), served in /.well-known/security.txt. */
  SECURITY_CONTACT: z
    .string()
    .regex(/^((mailto:|https:\/\/)\S+)?$/, { message: 'must be a mailto: or https:// URL' })
    .default(''),
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
  ...siteBrandEnvShape,
});
export type GatewayConfig = z.infer<typeof configSchema>;

/** Where each remote is served from when not here (a CDN): its setting. */
export const REMOTE_URL_SETTING: Record<RemoteName, keyof GatewayConfig> = {
  'mf-marketing': 'REMOTE_MF_MARKETING_URL',
  'mf-coach': 'REMOTE_MF_COACH_URL',
  'mf-client': 'REMOTE_MF_CLIENT_URL',
  'mf-nutritionist': 'REMOTE_MF_NUTRITIONIST_URL',
};
