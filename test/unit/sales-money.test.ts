import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AppError } from '../../shared/errors';
import {
  divRoundHalfEven,
  largestRemainder,
  percentToBps,
  quantityToThousandths,
  readMoney,
  toMoney,
} from '../../service/sales/money';

describe('divRoundHalfEven', () => {
  it.each([
    [5n, 2n, 2n], // 2.5 → 2 (even)
    [7n, 2n, 4n], // 3.5 → 4 (even)
    [-5n, 2n, -2n],
    [-7n, 2n, -4n],
    [125n, 10n, 12n], // 12.5 → 12
    [135n, 10n, 14n], // 13.5 → 14
    [126n, 10n, 13n],
    [124n, 10n, 12n],
    [10n, 3n, 3n],
    [20n, 3n, 7n],
    [0n, 7n, 0n],
    [5n, -2n, -2n],
  ])('%s / %s → %s', (n, d, q) => {
    expect(divRoundHalfEven(n, d)).toBe(q);
  });

  it('refuses division by zero', () => {
    expect(() => divRoundHalfEven(1n, 0n)).toThrow(RangeError);
  });

  it('is the nearest integer, ties to even (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 24n), max: 10n ** 24n }),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        (n, d) => {
          const q = divRoundHalfEven(n, d);
          // |n − q·d| ≤ d/2, and on an exact half q is even.
          const twiceError = 2n * (n - q * d);
          const abs = twiceError < 0n ? -twiceError : twiceError;
          expect(abs <= d).toBe(true);
          if (abs === d) expect(q % 2n).toBe(0n);
        },
      ),
    );
  });
});

describe('largestRemainder', () => {
  it('gives the leftover units to the largest remainders, earlier first on a tie', () => {
    // 100 over 1000/500/250: exact 57.14, 28.57, 14.29 → floors 57, 28, 14; the one left goes to
    // the 28.57.
    expect(largestRemainder(100n, [1000n, 500n, 250n])).toEqual([57n, 29n, 14n]);
    expect(largestRemainder(2n, [1n, 1n, 1n])).toEqual([1n, 1n, 0n]);
    expect(largestRemainder(0n, [0n, 0n])).toEqual([0n, 0n]);
    expect(largestRemainder(-100n, [1000n, 500n, 250n])).toEqual([-57n, -29n, -14n]);
    expect(largestRemainder(5n, [0n, 3n])).toEqual([0n, 5n]);
    expect(largestRemainder(0n, [])).toEqual([]);
  });

  it('refuses what it cannot split', () => {
    expect(() => largestRemainder(1n, [0n, 0n])).toThrow(RangeError);
    expect(() => largestRemainder(1n, [1n, -1n])).toThrow(RangeError);
    expect(() => largestRemainder(7n, [])).toThrow(RangeError);
  });

  it('always sums exactly; every part is its share rounded down or up (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.array(fc.bigInt({ min: 0n, max: 10n ** 13n }), { minLength: 1, maxLength: 40 }),
        (total, weights) => {
          const sum = weights.reduce((a, b) => a + b, 0n);
          fc.pre(sum > 0n);
          const parts = largestRemainder(total, weights);
          expect(parts.reduce((a, b) => a + b, 0n)).toBe(total);
          parts.forEach((part, i) => {
            const floor = (total * weights[i]!) / sum;
            expect(part === floor || part === floor + 1n).toBe(true);
            if (total <= sum) expect(part <= weights[i]!).toBe(true);
            if (weights[i] === 0n) expect(part).toBe(0n);
          });
        },
      ),
    );
  });
});

describe('quantities and percents', () => {
  it.each([
    [1, 1000n],
    [0.001, 1n],
    [1.005, 1005n],
    [1.235, 1235n],
    [2.5, 2500n],
    [1_000_000, 1_000_000_000n],
  ])('quantity %s is %s thousandths', (q, t) => {
    expect(quantityToThousandths(q)).toBe(t);
  });

  it.each([0, -1, 0.0001, 1.2345, 1_000_000.001, NaN, Infinity, '1', null])(
    'refuses quantity %s',
    (q) => {
      expect(quantityToThousandths(q)).toBeUndefined();
    },
  );

  it('reads every 3-decimal quantity back exactly (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000_000 }), (t) => {
        expect(quantityToThousandths(t / 1000)).toBe(BigInt(t));
      }),
    );
  });

  it('percents: 0 to 100 with at most 2 decimals', () => {
    expect(percentToBps(12.5)).toBe(1250n);
    expect(percentToBps(0)).toBe(0n);
    expect(percentToBps(100)).toBe(10_000n);
    expect(percentToBps(33.33)).toBe(3333n);
    for (const bad of [-1, 100.01, 12.345, NaN, '10']) expect(percentToBps(bad)).toBeUndefined();
  });
});

describe('money input', () => {
  it('reads an amount; the currency is optional and must be the order currency', () => {
    expect(readMoney({ amount: 250 }, 'EUR', 'unit_price')).toBe(250n);
    expect(readMoney({ amount: 250, currency: 'EUR' }, 'EUR', 'unit_price')).toBe(250n);
  });

  it.each([
    [{ amount: 250, currency: 'USD' }, 'unit_price.currency'],
    [{ amount: 250, currency: 'eur' }, 'unit_price.currency'],
    [{ amount: 2.5 }, 'unit_price.amount'],
    [{ amount: -1 }, 'unit_price.amount'],
    [{ amount: 1_000_000_000_001 }, 'unit_price.amount'],
    [{ amount: '250' }, 'unit_price.amount'],
    [{}, 'unit_price.amount'],
    [{ amount: 1, cents: 1 }, 'unit_price.cents'],
    [250, 'unit_price'],
    [null, 'unit_price'],
  ])('refuses %j at %s', (value, path) => {
    try {
      readMoney(value, 'EUR', 'unit_price');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('validation_failed');
      expect((error as AppError).fields[0]!.path).toBe(path);
    }
  });

  it('refuses a figure past the safe-integer range instead of losing digits', () => {
    expect(toMoney(9_007_199_254_740_991n, 'EUR')).toEqual({
      amount: 9_007_199_254_740_991,
      currency: 'EUR',
    });
    expect(() => toMoney(9_007_199_254_740_992n, 'EUR', 'total')).toThrow(/too large/);
  });
});
