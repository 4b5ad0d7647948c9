import type { RequestHandler } from 'express';

/**
 * The finance summary, kept for a few seconds: it reads every running subscription, and a coach's
 * dashboard and finances page ask for it on every visit. Every request that may change money
 * (a payment, a refund, a webhook, a checkout, a plan) empties it in this process; another replica's
 * change shows within `ttlMs`. Concurrent misses share one computation.
 */
export class FinanceSummaryCache<T> {
  private entry: { key: string; at: number; value: Promise<T> } | null = null;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, compute: () => Promise<T>): Promise<T> {
    const entry = this.entry;
    if (entry && entry.key === key && this.now() - entry.at < this.ttlMs) return entry.value;
    const value = compute();
    const fresh = { key, at: this.now(), value };
    this.entry = fresh;
    // A failed computation is not kept.
    value.catch(() => {
      if (this.entry === fresh) this.entry = null;
    });
    return value;
  }

  invalidate(): void {
    this.entry = null;
  }

  /** Empties the cache once a request that changes something has been answered. */
  invalidatesOnWrite(): RequestHandler {
    return (req, res, next) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') res.on('finish', () => this.invalidate());
      next();
    };
  }
}
