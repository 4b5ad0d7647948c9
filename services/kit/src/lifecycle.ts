import type { Server } from 'node:http';
import type { Logger } from 'pino';
import type { Lifecycle } from './http/health';

/** How often a stopping server closes the connections that have gone idle since. */
const IDLE_SWEEP_MS = 100;

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
        // A kept-alive connection busy at the signal goes idle only after its answer: close idle
        // connections until the last is gone, or the deadline fires while a client keeps one open.
        const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
        }).finally(() => clearInterval(sweep));
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
