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
});

describe('RateLimiter with very many subjects (failed authentications from many addresses)', () => {
  it('inserting 200,000 addresses in one window costs O(1) each, and the limits still hold', () => {
    let now = 600_000;
    const limiter = new RateLimiter(() => now);
    const address = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
    // Each batch of 20,000 new addresses is timed; a sweep of the whole map per new address
    // (quadratic past 100,000) made one batch take tens of seconds. The bound is generous: a
    // batch takes a few milliseconds here, and the machine may be loaded.
    const batchMs: number[] = [];
    for (let batch = 0; batch < 10; batch++) {
      const started = performance.now();
      for (let i = batch * 20_000; i < (batch + 1) * 20_000; i++) limiter.hit(address(i), 30);
      batchMs.push(performance.now() - started);
      expect(batchMs.at(-1)!, `batch ${batch}: ${batchMs.join(', ')} ms`).toBeLessThan(2_000);
    }
    expect(limiter.size).toBe(200_000);
    // Linear: the last batches cost about what the first did (not 100,000 times more).
    const first = Math.max(batchMs[0]!, batchMs[1]!, 20);
    expect(Math.max(...batchMs.slice(-2))).toBeLessThan(first * 20);

    // The limit holds for an address among them, and for a fresh one.
    for (let i = 0; i < 29; i++) limiter.hit(address(123_456), 30);
    expect(limiter.exceeded(address(123_456), 30)).toBe(true);
    expect(limiter.exceeded(address(7), 30)).toBe(false);
    for (let i = 0; i < 30; i++) limiter.hit('203.0.113.9', 30);
    expect(limiter.hit('203.0.113.9', 30).allowed).toBe(false);

    // The next window starts empty: its counts, and the memory, are dropped at once.
    now += 60_000;
    expect(limiter.exceeded(address(123_456), 30)).toBe(false);
    expect(limiter.hit('203.0.113.9', 30).allowed).toBe(true);
    expect(limiter.size).toBe(1);
  });
});
