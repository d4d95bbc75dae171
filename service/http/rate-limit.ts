/**
 * Fixed windows per subject (a key id, or an address for failed authentications), aligned to
 * the clock (minute boundaries for the default one-minute window): `reset` is exact for the
 * headers and O(1) per request. Because every subject's window starts and ends at the same
 * instants, a new window simply drops the previous window's counts in one step: no sweep, so
 * the cost per new subject stays O(1) however many addresses fail within a minute. Memory is
 * bounded by the subjects seen in one window.
 */
export class RateLimiter {
  /** Start of the current window, and the counts taken in it. */
  private windowStart = -Infinity;
  private counts = new Map<string, number>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly windowMs = 60_000,
  ) {}

  /** The counts of the window `now` falls in (a new, empty one when the window moved on). */
  private window(now: number): Map<string, number> {
    const start = now - (now % this.windowMs);
    if (start !== this.windowStart) {
      this.windowStart = start;
      this.counts = new Map();
    }
    return this.counts;
  }

  /** Counts one hit; returns what the RateLimit headers need. `now`: the caller's clock reading. */
  hit(
    subject: string,
    limit: number,
    now = this.now(),
  ): { allowed: boolean; remaining: number; resetSeconds: number } {
    const counts = this.window(now);
    const count = (counts.get(subject) ?? 0) + 1;
    counts.set(subject, count);
    const resetSeconds = Math.max(1, Math.ceil((this.windowStart + this.windowMs - now) / 1000));
    return { allowed: count <= limit, remaining: Math.max(0, limit - count), resetSeconds };
  }

  /** Peek without counting. */
  exceeded(subject: string, limit: number, now = this.now()): boolean {
    return (this.window(now).get(subject) ?? 0) >= limit;
  }

  /** Subjects counted in the current window (for tests of the memory bound). */
  get size(): number {
    return this.counts.size;
  }
}
