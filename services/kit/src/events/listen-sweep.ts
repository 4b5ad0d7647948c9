import { Client } from 'pg';
import type { Logger } from 'pino';

/** Why a sweep runs: at start, on the interval, or after the listener reconnected (it may have missed signals). */
export type SweepReason = 'start' | 'interval' | 'reconnect';

/** The database to listen on, and where to log. */
export interface ListenSweepSource {
  databaseUrl: string;
  logger: Logger;
}

export interface ListenSweepOptions {
  /** The Postgres channel the producers NOTIFY (in the transaction that stores the row). */
  channel: string;
  /** Time between the end of one sweep and the start of the next. */
  sweepIntervalMs: number;
  /** The fast path: a committed transaction signalled (payload may be empty). Must not throw. */
  onNotify(payload: string): void;
  /** The safety net: handle every row still waiting. A failure is logged and retried next time. */
  sweep(reason: SweepReason): Promise<unknown>;
  /** What the logs call this loop, e.g. 'relay'. */
  name: string;
}

const RECONNECT_DELAY_MS = 1000;

/**
 * The loop of every mover of committed rows (the outbox relay, the email dispatcher): LISTEN on a
 * Postgres channel for low latency, and sweep periodically for what the listener could not hear
 * (rows committed while the process or its listener was down, or while Redis refused the fast
 * path). NOTIFY is transactional, so a signal means the row is committed and visible. The
 * listener reconnects on its own; a sweep follows every reconnect. Sweeps never overlap.
 */
export class ListenSweepLoop {
  private listener: Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private sweeping: Promise<void> | null = null;
  private running = false;

  constructor(
    private readonly source: ListenSweepSource,
    private readonly options: ListenSweepOptions,
  ) {
    if (!/^[a-z_][a-z0-9_]*$/.test(options.channel))
      throw new Error(`Invalid channel name: ${options.channel}`);
  }

  private get log() {
    return this.source.logger;
  }

  /** Listens, runs the first sweep (resolved once it ends), then sweeps on the interval. */
  async start(): Promise<void> {
    this.running = true;
    await this.listen().catch((error) => {
      this.log.warn(
        { err: error },
        `${this.options.name} LISTEN failed; sweeping until it is back`,
      );
      this.scheduleReconnect();
    });
    await this.runSweep('start');
    this.scheduleSweep();
  }

  /** Whether the listener is connected (the fast path works). */
  get listening(): boolean {
    return this.listener !== null;
  }

  private scheduleSweep() {
    if (!this.running) return;
    this.timer = setTimeout(async () => {
      await this.runSweep('interval');
      this.scheduleSweep();
    }, this.options.sweepIntervalMs);
    this.timer.unref();
  }

  private runSweep(reason: SweepReason): Promise<void> {
    this.sweeping ??= this.options
      .sweep(reason)
      .then(
        () => undefined,
        (error) => this.log.warn({ err: error }, `${this.options.name} sweep failed; will retry`),
      )
      .finally(() => {
        this.sweeping = null;
      });
    return this.sweeping;
  }

  private scheduleReconnect() {
    if (!this.running || this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (!this.running) return;
      this.listen().then(
        () => this.runSweep('reconnect'),
        () => this.scheduleReconnect(),
      );
    }, RECONNECT_DELAY_MS);
    this.reconnectTimer.unref();
  }

  private async listen(): Promise<void> {
    const client = new Client({ connectionString: this.source.databaseUrl });
    const lost = (error?: Error) => {
      if (this.listener !== client) return;
      this.log.warn({ err: error }, `${this.options.name} listener lost; reconnecting`);
      this.listener = null;
      client.end().catch(() => undefined);
      this.scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (message) => {
      if (message.channel === this.options.channel) this.options.onNotify(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${this.options.channel}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (!this.running) {
      await client.end().catch(() => undefined);
      return;
    }
    this.listener = client;
  }

  /** Stops listening and sweeping; waits for a sweep in progress. */
  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => undefined);
    await this.sweeping;
  }
}
