import type { Redis } from './redis';
import { DomainError } from './errors';

export interface RateLimitRule {
  /** Hits allowed inside the window before further attempts are refused. */
  limit: number;
  windowSeconds: number;
}

/**
 * Counts hits per key in Redis (fixed window): failed sign-ins, form submissions, … If Redis is
 * unreachable the limiter fails open: sign-in stays available, and the outage shows in readiness
 * and logs.
 */
export class RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private key(name: string) {
    return `${this.prefix}:ratelimit:${name}`;
  }

  /** Throws RATE_LIMITED with a retry time when any key has used up its hits. */
  async assertAllowed(
    keys: Array<{ name: string; rule: RateLimitRule }>,
    message: string,
  ): Promise<void> {
    let retryAfter = 0;
    try {
      const pipeline = this.redis.multi();
      for (const { name } of keys) pipeline.get(this.key(name)).ttl(this.key(name));
      const results = (await pipeline.exec()) ?? [];
      keys.forEach(({ rule }, index) => {
        const count = Number(results[index * 2]?.[1] ?? 0);
        const ttl = Number(results[index * 2 + 1]?.[1] ?? 0);
        if (count >= rule.limit)
          retryAfter = Math.max(retryAfter, ttl > 0 ? ttl : rule.windowSeconds);
      });
    } catch {
      return;
    }
    if (retryAfter > 0) {
      const minutes = Math.ceil(retryAfter / 60);
      throw new DomainError(
        'RATE_LIMITED',
        `${message} Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        {
          retryAfterSeconds: retryAfter,
        },
      );
    }
  }

  /** Counts one hit against every key. */
  async hit(keys: Array<{ name: string; rule: RateLimitRule }>): Promise<void> {
    try {
      const pipeline = this.redis.multi();
      for (const { name, rule } of keys)
        pipeline.incr(this.key(name)).expire(this.key(name), rule.windowSeconds, 'NX');
      await pipeline.exec();
    } catch {
      // fail open, see class comment
    }
  }

  async reset(names: string[]): Promise<void> {
    await this.redis.del(...names.map((name) => this.key(name))).catch(() => undefined);
  }
}
