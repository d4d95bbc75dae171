import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  MAX_ATTEMPTS,
  RETRY_DELAYS_MS,
  classifyError,
  parseRetryAfter,
  retryDelay,
} from '../../service/webhooks/schedule';

describe('retry schedule', () => {
  it('is 10 s, 1 min, 5 min, 30 min, 2 h, 6 h, 12 h, 24 h: 9 attempts in all', () => {
    expect(RETRY_DELAYS_MS).toEqual([10e3, 60e3, 300e3, 1800e3, 7200e3, 21600e3, 43200e3, 86400e3]);
    expect(MAX_ATTEMPTS).toBe(9);
    expect(retryDelay(1, () => 0.5)).toBe(10_000);
    expect(retryDelay(8, () => 0.5)).toBe(86_400_000);
    expect(retryDelay(9, () => 0.5)).toBeNull();
    expect(retryDelay(0, () => 0.5)).toBeNull();
  });

  it('jitter is within ±20 % for any random value', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (n, r) => {
          const base = RETRY_DELAYS_MS[n - 1]!;
          const d = retryDelay(n, () => r)!;
          return d >= Math.floor(base * 0.8) && d <= Math.ceil(base * 1.2);
        },
      ),
    );
  });
});

describe('Retry-After', () => {
  const now = Date.UTC(2026, 0, 1);
  it('reads seconds and HTTP dates, caps at 1 hour, ignores garbage', () => {
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter('0', now)).toBe(0);
    expect(parseRetryAfter('86400', now)).toBe(3_600_000);
    expect(parseRetryAfter(new Date(now + 30_000).toUTCString(), now)).toBe(30_000);
    expect(parseRetryAfter(new Date(now - 30_000).toUTCString(), now)).toBe(0);
    expect(parseRetryAfter(['60', '5'], now)).toBe(60_000);
    expect(parseRetryAfter(undefined, now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter('-5', now)).toBeNull();
  });
});

describe('error kinds', () => {
  const err = (code: string, extra: object = {}) => Object.assign(new Error(code), { code }, extra);
  it.each([
    [err('ERR_BLOCKED_ADDRESS'), 'blocked'],
    [err('UND_ERR_CONNECT_TIMEOUT'), 'timeout'],
    [err('UND_ERR_HEADERS_TIMEOUT'), 'timeout'],
    [err('ECONNREFUSED'), 'refused'],
    [new AggregateError([err('ECONNREFUSED'), err('ECONNREFUSED')], 'all failed'), 'refused'],
    [err('ENOTFOUND'), 'dns'],
    [err('EAI_AGAIN'), 'dns'],
    [err('DEPTH_ZERO_SELF_SIGNED_CERT'), 'tls'],
    [err('UNABLE_TO_VERIFY_LEAF_SIGNATURE'), 'tls'],
    [err('ERR_TLS_CERT_ALTNAME_INVALID'), 'tls'],
    [err('ECONNRESET'), 'reset'],
    [err('UND_ERR_SOCKET'), 'reset'],
    [new Error('outer', { cause: err('ECONNREFUSED') }), 'refused'],
  ])('%s → %s', (error, kind) => {
    expect(classifyError(error).kind).toBe(kind);
  });
});
