import type { CurrentUser } from '@wellness/contracts';
import type { Redis } from './redis';
import { hashToken } from './tokens';

/**
 * Live sessions, shared in Redis by auth and the gateways, so that a gateway can tell who holds a
 * session cookie without a hop to auth. Auth owns it:
 * - it writes a session when she signs in and whenever it answers for one (`remember`);
 * - it removes every session of a user whose sessions or account change (`forgetUser`), after the
 *   change commits and before it tells the gateways, so the change holds on her very next request.
 *
 * An entry lives at most SESSION_DIRECTORY_TTL_MS (and never past its session's end): the bound on
 * what a missed removal could leave behind. Sessions absent from it are simply asked of auth.
 *
 * A race this closes: auth reads a session as live, the user is deactivated and forgotten, and only
 * then is the stale read remembered. `forgetUser` leaves a hold on her for HOLD_MS, during which
 * nothing of hers is remembered. One Redis instance (the scripts touch keys they compute).
 */
export const SESSION_DIRECTORY_TTL_MS = 30 * 60_000;
const HOLD_MS = 60_000;

export interface SessionDirectoryEntry {
  sessionId: string;
  user: CurrentUser;
}

// KEYS: entry, her entries, her hold. ARGV: value, entry ttl, set ttl.
const REMEMBER = `
if redis.call('EXISTS', KEYS[3]) == 1 then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
redis.call('SADD', KEYS[2], KEYS[1])
redis.call('PEXPIRE', KEYS[2], ARGV[3])
return 1`;

// KEYS: her entries, her hold. ARGV: hold ttl.
const FORGET = `
redis.call('SET', KEYS[2], '1', 'PX', ARGV[1])
local entries = redis.call('SMEMBERS', KEYS[1])
for _, entry in ipairs(entries) do redis.call('DEL', entry) end
redis.call('DEL', KEYS[1])
return #entries`;

export class SessionDirectory {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly ttlMs = SESSION_DIRECTORY_TTL_MS,
  ) {}

  private entryKey(tokenHash: string) {
    return `${this.prefix}:session:${tokenHash}`;
  }

  private userKey(userId: string) {
    return `${this.prefix}:user-sessions:${userId}`;
  }

  private holdKey(userId: string) {
    return `${this.prefix}:user-sessions-hold:${userId}`;
  }

  /** The live session for a cookie token, if the directory holds it. */
  async find(token: string): Promise<SessionDirectoryEntry | null> {
    const value = await this.redis.get(this.entryKey(hashToken(token)));
    if (!value) return null;
    const entry = JSON.parse(value) as Partial<SessionDirectoryEntry>;
    return typeof entry.sessionId === 'string' && typeof entry.user?.id === 'string'
      ? (entry as SessionDirectoryEntry)
      : null;
  }

  /** Stores a session auth has just found live; false when her sessions are on hold. */
  async remember(
    tokenHash: string,
    entry: SessionDirectoryEntry,
    sessionEndsAt: Date,
    now = Date.now(),
  ): Promise<boolean> {
    const ttl = Math.min(this.ttlMs, sessionEndsAt.getTime() - now);
    if (ttl <= 0) return false;
    const stored = await this.redis.eval(
      REMEMBER,
      3,
      this.entryKey(tokenHash),
      this.userKey(entry.user.id),
      this.holdKey(entry.user.id),
      JSON.stringify(entry),
      String(ttl),
      String(this.ttlMs),
    );
    return stored === 1;
  }

  /** Removes all her sessions, and remembers none of hers for a minute. Returns how many. */
  async forgetUser(userId: string): Promise<number> {
    return Number(
      await this.redis.eval(FORGET, 2, this.userKey(userId), this.holdKey(userId), String(HOLD_MS)),
    );
  }
}
