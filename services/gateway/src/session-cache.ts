import type { InternalSessionResponse } from '@wellness/contracts';

interface Entry extends InternalSessionResponse {
  expiresAt: number;
}

/**
 * Sessions auth has resolved, by cookie token, for a few seconds. It only works while the gateway
 * hears auth's session changes (`live`): then a sign-out, a new password or a deactivation drops
 * the user's entries at once, and the short lifetime bounds anything missed. Not live: always empty.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private live = false;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get isLive(): boolean {
    return this.live;
  }

  get(token: string, now = Date.now()): InternalSessionResponse | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.expiresAt > now) return entry;
    this.entries.delete(token);
    return undefined;
  }

  set(token: string, session: InternalSessionResponse, now = Date.now()): void {
    if (!this.live || this.ttlMs === 0) return;
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: the first key is the oldest entry.
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(token, { ...session, expiresAt: now + this.ttlMs });
  }

  forget(token: string): void {
    this.entries.delete(token);
  }

  forgetUser(userId: string): void {
    for (const [token, entry] of this.entries) {
      if (entry.user.id === userId) this.entries.delete(token);
    }
  }

  /** Called as the gateway starts or stops hearing session changes. */
  setLive(live: boolean): void {
    this.live = live;
    if (!live) this.entries.clear();
  }
}
