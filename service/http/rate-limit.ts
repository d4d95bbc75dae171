/**
 * Fixed one-minute windows per subject (a key id, or an address for failed logins):
 * constant memory per subject, O(1) per request, and `reset` is exact for the headers.
 */
export class RateLimiter {
  private windows = new Map<string, { start: number; count: number }>();
  private lastHitAt = -Infinity;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly windowMs = 60_000,
  ) {}

  /** Counts one hit; returns what the RateLimit headers need. `now`: the caller's clock reading. */
  hit(
    subject: string,
    limit: number,
    now = this.now(),
  ): { allowed: boolean; remaining: number; resetSeconds: number } {
    let w = this.windows.get(subject);
    if (!w || now - w.start >= this.windowMs) {
      w = { start: now - (now % this.windowMs), count: 0 };
      this.windows.set(subject, w);
      if (this.windows.size > 100_000) this.sweep(now);
    }
    w.count++;
    this.lastHitAt = now;
    const resetSeconds = Math.max(1, Math.ceil((w.start + this.windowMs - now) / 1000));
    return { allowed: w.count <= limit, remaining: Math.max(0, limit - w.count), resetSeconds };
  }

  /** True when nothing was counted for a whole window: no subject can be over its limit. */
  quiet(now: number): boolean {
    return now - this.lastHitAt >= this.windowMs;
  }

  /** Peek without counting. */
  exceeded(subject: string, limit: number): boolean {
    const w = this.windows.get(subject);
    return !!w && this.now() - w.start < this.windowMs && w.count >= limit;
  }

  private sweep(now: number): void {
    for (const [k, w] of this.windows) if (now - w.start >= this.windowMs) this.windows.delete(k);
  }
}
