/**
 * What a verifier has accepted, by the signed text, until it expires: a signature checked once
 * needs no second HMAC while it lives (the gateway reuses its signatures, so a burst of requests
 * costs one check). Expiry is still checked on every use, nothing refused is kept, and when full
 * it starts again.
 */
export class AcceptedSignatures<V> {
  private readonly accepted = new Map<string, { value: V; expiresAt: number }>();

  constructor(private readonly limit = 10_000) {}

  /**
   * The value accepted for `key`; else `verify()`'s (kept until its `expiresAt`, ms), or null when
   * it refuses. A key known but expired is forgotten and refused.
   */
  check(key: string, now: number, verify: () => { value: V; expiresAt: number } | null): V | null {
    const known = this.accepted.get(key);
    if (known) {
      if (known.expiresAt >= now) return known.value;
      this.accepted.delete(key);
      return null;
    }
    const verified = verify();
    if (!verified) return null;
    if (this.accepted.size >= this.limit) this.accepted.clear();
    this.accepted.set(key, verified);
    return verified.value;
  }
}
