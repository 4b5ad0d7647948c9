import type { Server } from 'node:http';
import type { Logger } from 'pino';
import type { Lifecycle } from './http/health';

export type Closer = () => Promise<unknown>;

/**
 * Graceful shutdown on SIGTERM/SIGINT: report not-ready, stop accepting, finish in-flight
 * requests and jobs, close connections, exit. A second signal or the deadline forces exit.
 */
export function handleShutdown(
  logger: Logger,
  lifecycle: Lifecycle,
  closers: Closer[],
  opts: { server?: Server; deadlineMs?: number } = {},
) {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    lifecycle.shuttingDown = true;
    logger.info({ signal }, 'shutting down');
    const deadline = setTimeout(() => {
      logger.error('shutdown deadline passed, exiting');
      process.exit(1);
    }, opts.deadlineMs ?? 10000);
    deadline.unref();
    try {
      if (opts.server) {
        const server = opts.server;
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
        });
      }
      for (const close of closers) await close();
      logger.info('stopped');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}
