import { queryRows } from '../prisma';
import type { PgPool, SqlStatement } from '../prisma';
import { OUTBOX_CHANNEL } from './outbox';

const NOTIFY: SqlStatement = { text: `SELECT pg_notify($1, '')`, values: [OUTBOX_CHANNEL] };

/**
 * Wakes the outbox relay after a commit, from a transaction of its own, for a hot path whose event
 * is already in the outbox.
 *
 * Why not NOTIFY in the writing transaction, as recordEvent does: Postgres serialises the commits
 * of all notifying transactions under one database-wide lock, held through the WAL flush, so
 * concurrent submits can no longer share a flush. On the 2-core bench machine 20 at once fell from
 * about 2,500 to 180 commits/s. A transaction with only a NOTIFY writes no WAL and holds the lock
 * for a moment.
 *
 * Signals asked for while one is on its way coalesce into one more after it (the relay drains every
 * waiting row on each wake-up, and the later one is sent after each of those commits). A signal
 * lost (a crash just after the commit, a failed query) only delays the event until the relay's
 * next sweep, about a second, as a NOTIFY missed by a reconnecting relay always could.
 */
export class RelaySignal {
  private sending = false;
  private again = false;

  constructor(private readonly pool: PgPool) {}

  /** Call after the transaction that wrote the outbox row has committed. */
  send(): void {
    if (this.sending) {
      this.again = true;
      return;
    }
    this.sending = true;
    void queryRows(this.pool, NOTIFY)
      .catch(() => undefined)
      .finally(() => {
        this.sending = false;
        if (!this.again) return;
        this.again = false;
        this.send();
      });
  }
}

const signals = new WeakMap<PgPool, RelaySignal>();

/** The one RelaySignal of a pool, so that the signals of all its requests coalesce. */
export function relaySignalOf(pool: PgPool): RelaySignal {
  let signal = signals.get(pool);
  if (!signal) {
    signal = new RelaySignal(pool);
    signals.set(pool, signal);
  }
  return signal;
}
