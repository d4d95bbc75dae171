import { describe, expect, it } from 'vitest';
import { RateLimiter } from '../../service/http/rate-limit';

describe('RateLimiter', () => {
  it('counts per subject in fixed one-minute windows, with the seconds left to the reset', () => {
    let now = 120_000 + 15_000; // 15 s into a window
    const limiter = new RateLimiter(() => now);
    expect(limiter.hit('a', 2)).toEqual({ allowed: true, remaining: 1, resetSeconds: 45 });
    expect(limiter.hit('a', 2)).toEqual({ allowed: true, remaining: 0, resetSeconds: 45 });
    expect(limiter.hit('a', 2)).toEqual({ allowed: false, remaining: 0, resetSeconds: 45 });
    expect(limiter.hit('b', 2).allowed).toBe(true);
    now = 179_999;
    expect(limiter.hit('a', 2)).toMatchObject({ allowed: false, resetSeconds: 1 });
    now = 180_000; // the next window
    expect(limiter.hit('a', 2)).toEqual({ allowed: true, remaining: 1, resetSeconds: 60 });
  });

  it('exceeded() peeks without counting', () => {
    const now = 60_000;
    const limiter = new RateLimiter(() => now);
    limiter.hit('ip', 2);
    expect(limiter.exceeded('ip', 2)).toBe(false);
    limiter.hit('ip', 2);
    expect(limiter.exceeded('ip', 2)).toBe(true);
    expect(limiter.exceeded('ip', 2)).toBe(true);
    expect(limiter.exceeded('other', 2)).toBe(false);
  });

  it('is quiet only when no hit fell within the last window, so nothing can be exceeded', () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(() => now);
    expect(limiter.quiet(now)).toBe(true);
    limiter.hit('ip', 1);
    expect(limiter.quiet(now)).toBe(false);
    expect(limiter.exceeded('ip', 1)).toBe(true);
    now += 59_999;
    expect(limiter.quiet(now)).toBe(false);
    now += 1;
    expect(limiter.quiet(now)).toBe(true);
    expect(limiter.exceeded('ip', 1)).toBe(false);
  });
});
