import { createServer } from 'node:http';
import type { Router } from 'express';
import type { Logger } from 'pino';
import type { ServiceName } from '@wellness/contracts';
import type { z } from 'zod';
import { loadConfig } from './config';
import type { BaseConfig } from './config';
import { createLogger } from './logger';
import { createRedis } from './redis';
import type { Redis } from './redis';
import { createHttpApp } from './http/app';
import type { Lifecycle, ReadinessCheck } from './http/health';
import { handleShutdown } from './lifecycle';
import type { Closer } from './lifecycle';
import { OutboxRelay } from './events/relay';
import { startEventConsumer } from './events/consumer';
import type { EventHandlers, TransactionRunner } from './events/consumer';
import type { RawSqlExecutor } from './events/outbox';
import { QueueCounter, queuesOfService } from './events/queue-metrics';
import type { PgPool } from './prisma';

export interface ServiceDatabase<Tx extends RawSqlExecutor>
  extends TransactionRunner<Tx>, RawSqlExecutor {
  $queryRaw(query: TemplateStringsArray, ...values: unknown[]): Promise<unknown>;
  $disconnect(): Promise<void>;
  /** The hot-path pool (withHotPathPool): the consumer's SQL-only transactions run on it. */
  readonly pool?: PgPool;
}

export interface ServiceRuntime {
  service: ServiceName;
  logger: Logger;
  redis: Redis;
  lifecycle: Lifecycle;
  readiness: ReadinessCheck[];
  /** Job counts of the queues this service produces or consumes (for /metrics), on `redis`. */
  queueCounter: QueueCounter;
}

function readinessChecks(
  db: { $queryRaw: ServiceDatabase<RawSqlExecutor>['$queryRaw'] },
  redis: Redis,
): ReadinessCheck[] {
  return [
    { name: 'database', check: () => db.$queryRaw`SELECT 1` },
    { name: 'redis', check: () => redis.ping() },
  ];
}

export function createRuntime(
  service: ServiceName,
  config: BaseConfig,
  db: ServiceDatabase<RawSqlExecutor>,
): ServiceRuntime {
  const logger = createLogger(service, config.LOG_LEVEL);
  const redis = createRedis(config.REDIS_URL, { failFast: true, name: `${service}-api` });
  return {
    service,
    logger,
    redis,
    lifecycle: { shuttingDown: false },
    readiness: readinessChecks(db, redis),
    queueCounter: new QueueCounter({
      connection: redis,
      prefix: config.QUEUE_PREFIX,
      queues: queuesOfService(service),
    }),
  };
}

/** A feature's router at its path prefix; the router declares who may call it. */
export type Mount<Deps> = readonly [prefix: string, router: (deps: Deps) => Router];

export interface HttpServiceOptions<Tx extends RawSqlExecutor, Deps> {
  service: ServiceName;
  config: BaseConfig;
  db: ServiceDatabase<Tx>;
  /** The service's composition root (its deps.ts builder), called once. */
  deps: (runtime: ServiceRuntime) => Deps;
  /** Mounted in this order: a more specific prefix must come before a router whose `/:id` would take it. */
  mounts: readonly Mount<Deps>[];
  /** Paths whose body reaches the router as raw bytes (see HttpAppOptions.rawBodyPaths). */
  rawBodyPaths?: readonly string[];
  /** Whether its routes read cookies (HttpAppOptions.cookies). */
  cookies?: boolean;
  closers?: Closer[];
}

/** Builds the service's app (for tests) without listening. */
export function buildHttpService<Tx extends RawSqlExecutor, Deps>(
  options: HttpServiceOptions<Tx, Deps>,
) {
  const runtime = createRuntime(
    options.service,
    options.config,
    options.db as unknown as ServiceDatabase<RawSqlExecutor>,
  );
  const app = createHttpApp({
    service: options.service,
    logger: runtime.logger,
    identitySecret: options.config.IDENTITY_SECRET,
    readiness: runtime.readiness,
    lifecycle: runtime.lifecycle,
    rawBodyPaths: options.rawBodyPaths,
    cookies: options.cookies,
    queueCounter: runtime.queueCounter,
    routes: (app) => {
      const deps = options.deps(runtime);
      for (const [prefix, router] of options.mounts) app.use(prefix, router(deps));
    },
  });
  const close = async () => {
    for (const closer of options.closers ?? []) await closer();
    await runtime.queueCounter.close();
    runtime.redis.disconnect();
    await options.db.$disconnect();
  };
  return { app, runtime, close };
}

/** Starts a built HTTP service listening on HOST:PORT, with graceful shutdown. */
export function runHttpService(
  built: ReturnType<typeof buildHttpService> & { config: BaseConfig },
) {
  const { app, runtime, close, config } = built;
  const server = createServer({ keepAliveTimeout: 65_000 }, app);
  server.listen(config.PORT, config.HOST, () =>
    runtime.logger.info({ host: config.HOST, port: config.PORT }, `${runtime.service} listening`),
  );
  handleShutdown(runtime.logger, runtime.lifecycle, [close], { server });
  return server;
}

export interface WorkerOptions<Tx extends RawSqlExecutor> {
  service: ServiceName;
  config: BaseConfig;
  db: ServiceDatabase<Tx>;
  /** The event handlers, or a factory for handlers that need the runtime (e.g. its Redis). */
  handlers: EventHandlers<Tx> | ((runtime: ServiceRuntime) => EventHandlers<Tx>);
  /** Whether this service produces events (has an outbox to relay). */
  relay: boolean;
  extraWorkers?: (runtime: ServiceRuntime) => Closer[];
}

/** Starts the service's background process: the outbox relay and the event consumer. */
export async function runWorker<Tx extends RawSqlExecutor>(options: WorkerOptions<Tx>) {
  const { config, service } = options;
  const runtime = createRuntime(
    service,
    config,
    options.db as unknown as ServiceDatabase<RawSqlExecutor>,
  );
  const logger = runtime.logger.child({ component: 'worker' });
  const relay = options.relay
    ? new OutboxRelay({
        databaseUrl: config.DATABASE_URL,
        redis: runtime.redis,
        prefix: config.QUEUE_PREFIX,
        logger,
      })
    : null;
  const handlers =
    typeof options.handlers === 'function' ? options.handlers(runtime) : options.handlers;
  const consumerConnection = createRedis(config.REDIS_URL, { name: `${service}-worker` });
  const consumer = Object.keys(handlers).length
    ? startEventConsumer({
        service,
        connection: consumerConnection,
        prefix: config.QUEUE_PREFIX,
        logger,
        db: options.db,
        handlers,
        sqlPool: options.db.pool,
      })
    : null;
  if (relay) {
    await relay.start();
    runtime.readiness.push({
      name: 'relay',
      check: async () => {
        if (relay.lastError) throw new Error(relay.lastError);
      },
    });
  }
  const extra = options.extraWorkers?.(runtime) ?? [];
  let server: ReturnType<typeof createServer> | undefined;
  if (config.HEALTH_PORT) {
    const app = createHttpApp({
      service,
      logger,
      identitySecret: config.IDENTITY_SECRET,
      readiness: runtime.readiness,
      lifecycle: runtime.lifecycle,
      queueCounter: runtime.queueCounter,
      routes: () => undefined,
    });
    server = createServer(app).listen(config.HEALTH_PORT, config.HOST);
  }
  logger.info({ relay: !!relay, consumes: Object.keys(handlers) }, `${service} worker started`);
  handleShutdown(
    logger,
    runtime.lifecycle,
    [
      async () => consumer?.close(),
      ...extra,
      async () => relay?.stop(),
      () => runtime.queueCounter.close(),
      async () => consumerConnection.quit().catch(() => undefined),
      async () => runtime.redis.quit().catch(() => undefined),
      () => options.db.$disconnect(),
    ],
    { server },
  );
  return { relay, consumer, runtime };
}

export interface ServiceWorkerOptions<
  Schema extends z.ZodType<BaseConfig>,
  Db extends ServiceDatabase<Tx>,
  Tx extends RawSqlExecutor,
> {
  service: ServiceName;
  configSchema: Schema;
  createDb: (databaseUrl: string) => Db;
  /** The service's one list of event handlers, with its deps built from the runtime. */
  handlers: (config: z.infer<Schema>, runtime: ServiceRuntime, db: Db) => EventHandlers<Tx>;
  /** Whether this service produces events (has an outbox to relay); default yes. */
  relay?: boolean;
  extraWorkers?: (config: z.infer<Schema>, runtime: ServiceRuntime, db: Db) => Closer[];
}

/** A service's worker.ts in one call: its validated config, its database, then runWorker. */
export function runServiceWorker<
  Schema extends z.ZodType<BaseConfig>,
  Db extends ServiceDatabase<Tx>,
  Tx extends RawSqlExecutor,
>(options: ServiceWorkerOptions<Schema, Db, Tx>) {
  const config = loadConfig(options.configSchema);
  const db = options.createDb(config.DATABASE_URL);
  const { extraWorkers } = options;
  return runWorker<Tx>({
    service: options.service,
    config,
    db,
    handlers: (runtime) => options.handlers(config, runtime, db),
    relay: options.relay ?? true,
    extraWorkers: extraWorkers && ((runtime) => extraWorkers(config, runtime, db)),
  });
}
