/**
 * The whole system as `npm start` runs it (infra/src/env.ts), on fresh test databases: the four
 * service APIs, their four workers and the gateway, each `node --import tsx …` on its own port,
 * one queue prefix for all (so events flow between them), email to a local SMTP sink.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { SERVICES } from '@wellness/contracts';
import type { ServiceName } from '@wellness/contracts';
import {
  TEST_IDENTITY_SECRET,
  TEST_REDIS_URL,
  createTestDatabase,
  ensureTemplate,
  testQueuePrefix,
} from '@wellness/kit/src/testing';
import type { TestDatabase } from '@wellness/kit/src/testing';
import { freePort, startChild, stopChild, waitForHttp } from './support/processes';
import { deleteQueueKeys } from './support/queue-keys';
import { startSmtpSink } from './support/smtp-sink';
import type { BenchChild } from './support/stack';

export type FullStackProcess = 'gateway' | `${ServiceName} api` | `${ServiceName} worker`;

export interface FullStack {
  gateway: string;
  databases: Record<ServiceName, TestDatabase>;
  /** Every process by name, gateway first. */
  children: [FullStackProcess, BenchChild][];
  /** The names of processes that have exited (none should, until stop). */
  dead(): FullStackProcess[];
  stop(): Promise<void>;
}

/** A fresh test database per service, from its migrated template. */
export async function createFullStackDatabases(): Promise<Record<ServiceName, TestDatabase>> {
  await Promise.all(SERVICES.map((service) => ensureTemplate(service)));
  const entries = await Promise.all(
    SERVICES.map(async (service) => [service, await createTestDatabase(service)] as const),
  );
  return Object.fromEntries(entries) as Record<ServiceName, TestDatabase>;
}

/** Deletes every Redis key under the prefix (queues, rate limits, caches). */
async function clearPrefix(prefix: string): Promise<void> {
  const redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    await deleteQueueKeys(redis, prefix);
  } finally {
    redis.disconnect();
  }
}

/**
 * Starts every process on the (already seeded) databases and waits until the APIs and the gateway
 * answer `/health`. On failure, stops what it started and throws.
 */
export async function startFullStack(
  databases: Record<ServiceName, TestDatabase>,
  { logLevel, readyMs }: { logLevel: string; readyMs: number },
): Promise<FullStack> {
  const ports = Object.fromEntries(
    await Promise.all(SERVICES.map(async (s) => [s, await freePort()] as const)),
  ) as Record<ServiceName, number>;
  const gatewayPort = await freePort();
  const url = (port: number) => `http://127.0.0.1:${port}`;
  const sink = await startSmtpSink();
  const filesDir = mkdtempSync(join(tmpdir(), 'bench-load-files-'));
  const queuePrefix = testQueuePrefix('bench-load');
  const common = {
    NODE_ENV: 'production',
    LOG_LEVEL: logLevel,
    REDIS_URL: TEST_REDIS_URL,
    QUEUE_PREFIX: queuePrefix,
    IDENTITY_SECRET: TEST_IDENTITY_SECRET,
    APP_URL: url(gatewayPort),
    ...Object.fromEntries(SERVICES.map((s) => [`${s.toUpperCase()}_URL`, url(ports[s])])),
  };
  const serviceEnv = (service: ServiceName) => ({
    ...common,
    PORT: String(ports[service]),
    DATABASE_URL: databases[service].url,
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    FILES_DIR: filesDir,
    MALLOC_ARENA_MAX: '2',
  });
  const children: [FullStackProcess, BenchChild][] = [
    [
      'gateway',
      startChild('services/gateway/src/main.ts', { env: { ...common, PORT: String(gatewayPort) } }),
    ],
  ];
  for (const service of SERVICES) {
    children.push([
      `${service} api`,
      startChild(`services/${service}/src/main.ts`, { env: serviceEnv(service) }),
    ]);
    children.push([
      `${service} worker`,
      startChild(`services/${service}/src/worker.ts`, { env: serviceEnv(service) }),
    ]);
  }
  const stop = async () => {
    await Promise.all(children.map(([, child]) => stopChild(child)));
    await sink.close().catch(() => undefined);
    await clearPrefix(queuePrefix).catch(() => undefined);
    rmSync(filesDir, { recursive: true, force: true });
  };
  const child = (name: FullStackProcess) => children.find(([n]) => n === name)![1];
  try {
    await Promise.all([
      waitForHttp(`${url(gatewayPort)}/health`, child('gateway'), {
        status: 200,
        timeoutMs: readyMs,
      }),
      ...SERVICES.map((s) =>
        waitForHttp(`${url(ports[s])}/health`, child(`${s} api`), {
          status: 200,
          timeoutMs: readyMs,
        }),
      ),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    gateway: url(gatewayPort),
    databases,
    children,
    dead: () =>
      children
        .filter(([, c]) => c.exitCode !== null || c.signalCode !== null)
        .map(([name]) => name),
    stop,
  };
}
