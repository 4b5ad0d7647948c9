import { join } from 'node:path';
import { DATA_DIR } from './paths';
import { DEFAULT_PORTS, SERVICES, type ServiceName, type WorkerProcess } from './services';

/** Names, ports and prefixes of one running system: `start` (development) or `test` (end-to-end). */
export interface Settings {
  mode: 'start' | 'test';
  dbPrefix: string;
  queuePrefix: string;
  gatewayPort: number;
  servicePorts: Record<ServiceName, number>;
  smtpPort: number;
  mailWebPort: number;
  appUrl: string;
  logLevel: string;
  readyTimeoutMs: number;
  /** Where the services keep files on disk (when no S3 store is configured). */
  filesDir: string;
  /**
   * `test` only: crm takes card payments through a fake Stripe that the browser tests start on
   * this port (e2e/global/setup.ts). `start` leaves Stripe to the environment (README).
   */
  fakeStripe: { port: number; secretKey: string; webhookSecret: string } | null;
}

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a port number, got "${raw}"`);
  return value;
}

/** `start` honours PORT, <SVC>_PORT, MAILDEV_*_PORT, DB_PREFIX, QUEUE_PREFIX; `test` uses fixed test ports. */
export function settingsFor(mode: Settings['mode']): Settings {
  const test = mode === 'test';
  const offset = test ? 10000 : 0;
  const port = (name: string, fallback: number) =>
    test ? fallback + offset : intFromEnv(name, fallback);
  const gatewayPort = port('PORT', DEFAULT_PORTS.gateway);
  const servicePorts = Object.fromEntries(
    SERVICES.map((svc) => [svc, port(`${svc.toUpperCase()}_PORT`, DEFAULT_PORTS[svc])]),
  ) as Record<ServiceName, number>;
  return {
    mode,
    dbPrefix: test ? 'wellness_e2e' : (process.env.DB_PREFIX ?? 'wellness'),
    queuePrefix: test ? 'e2e' : (process.env.QUEUE_PREFIX ?? 'wellness'),
    gatewayPort,
    servicePorts,
    smtpPort: test ? 1125 : intFromEnv('MAILDEV_SMTP_PORT', 1025),
    mailWebPort: test ? 1180 : intFromEnv('MAILDEV_WEB_PORT', 1080),
    appUrl: test
      ? `http://localhost:${gatewayPort}`
      : (process.env.APP_URL ?? `http://localhost:${gatewayPort}`),
    logLevel: process.env.LOG_LEVEL ?? (test ? 'warn' : 'info'),
    readyTimeoutMs: intFromEnv('READY_TIMEOUT_MS', 60000),
    filesDir: test
      ? join(DATA_DIR, 'e2e-files')
      : (process.env.FILES_DIR ?? join(DATA_DIR, 'files')),
    fakeStripe: test
      ? { port: 12111, secretKey: 'sk_test_e2e_fake', webhookSecret: 'whsec_e2e_fake_secret' }
      : null,
  };
}

/**
 * Workers serve /health and /ready on HEALTH_PORT: their service's port + their offset (main
 * workers + 100: 4101, ...; tests 14101, ...; crm's import worker + 200: 4202, tests 14202).
 */
export function workerHealthPort(
  settings: Settings,
  service: ServiceName,
  worker: WorkerProcess,
): number {
  return settings.servicePorts[service] + worker.healthPortOffset;
}
