import { ROOT } from './paths';
import type { Settings } from './settings';
import { SERVICES, type ServiceName } from './services';

/** What provisioning produced: the inputs every process's environment is built from. */
export interface Infrastructure {
  postgresUrl: string;
  databaseUrls: Record<ServiceName, string>;
  redisUrl: string;
  identitySecret: string;
}

const serviceUrl = (settings: Settings, svc: ServiceName) =>
  `http://127.0.0.1:${settings.servicePorts[svc]}`;

/** The environment of one service's API, worker and seed (see services/<svc>/src/config.ts). */
export function serviceEnv(
  settings: Settings,
  infra: Infrastructure,
  svc: ServiceName,
): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: settings.mode === 'test' ? 'production' : (process.env.NODE_ENV ?? 'production'),
    PORT: String(settings.servicePorts[svc]),
    DATABASE_URL: infra.databaseUrls[svc],
    REDIS_URL: infra.redisUrl,
    QUEUE_PREFIX: settings.queuePrefix,
    IDENTITY_SECRET: infra.identitySecret,
    APP_URL: settings.appUrl,
    LOG_LEVEL: settings.logLevel,
    SMTP_URL: `smtp://127.0.0.1:${settings.smtpPort}`,
    FILES_DIR: settings.filesDir,
    // Few malloc arenas: libvips' threads (checkin's photo processing) otherwise keep memory in many.
    MALLOC_ARENA_MAX: '2',
    ...Object.fromEntries(
      SERVICES.map((other) => [`${other.toUpperCase()}_URL`, serviceUrl(settings, other)]),
    ),
    ...fakeStripeEnv(settings),
    // A test run that spans 02:30 UTC must not meet a nightly backup it did not ask for.
    ...(settings.mode === 'test' ? { BACKUP_SCHEDULE: 'off' } : {}),
  };
}

/** The Stripe settings that point crm at the browser tests' fake Stripe (`test` only). */
export function fakeStripeEnv(settings: Settings): NodeJS.ProcessEnv {
  const stripe = settings.fakeStripe;
  if (!stripe) return {};
  return {
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_BASE: `http://127.0.0.1:${stripe.port}`,
  };
}

export function gatewayEnv(settings: Settings, infra: Infrastructure): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: settings.mode === 'test' ? 'production' : (process.env.NODE_ENV ?? 'production'),
    PORT: String(settings.gatewayPort),
    IDENTITY_SECRET: infra.identitySecret,
    REDIS_URL: infra.redisUrl,
    QUEUE_PREFIX: settings.queuePrefix,
    STATIC_ROOT: ROOT,
    APP_URL: settings.appUrl,
    LOG_LEVEL: settings.logLevel,
    ...Object.fromEntries(
      SERVICES.map((svc) => [`${svc.toUpperCase()}_URL`, serviceUrl(settings, svc)]),
    ),
  };
}
