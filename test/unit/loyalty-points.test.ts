import { describe, expect, it } from 'vitest';
import { minorPerUnit, pointsFor, pointsToReverse } from '../../service/rewards/points';

/** The earning rule (service/rewards/points.ts): points per whole unit, fractions round down. */
describe('points for a sale', () => {
  it('counts whole units of the currency (ISO 4217 minor units)', () => {
    expect(minorPerUnit('EUR')).toBe(100);
    expect(minorPerUnit('JPY')).toBe(1);
    expect(minorPerUnit('KWD')).toBe(1000);
    expect(pointsFor(1299, 'EUR', 1)).toBe(12);
    expect(pointsFor(1200, 'EUR', 3)).toBe(36);
    expect(pointsFor(99, 'EUR', 1)).toBe(0);
    expect(pointsFor(1299, 'JPY', 1)).toBe(1299);
    expect(pointsFor(2999, 'KWD', 2)).toBe(4);
    expect(pointsFor(0, 'EUR', 1)).toBe(0);
    expect(pointsFor(-500, 'EUR', 1)).toBe(0);
    expect(pointsFor(5000, 'EUR', 0)).toBe(0);
  });

  it('a refund takes back what the total after refunds no longer earns, at the earning rate', () => {
    const sale = { earned: 10, pointsPerUnit: 1, currency: 'EUR', reversed: 0 };
    // 10.50 earned 10; after a 0.50 refund 10.00 still earns 10.
    expect(pointsToReverse({ ...sale, netMinor: 1000 })).toBe(0);
    expect(pointsToReverse({ ...sale, netMinor: 999 })).toBe(1);
    expect(pointsToReverse({ ...sale, netMinor: 400 })).toBe(6);
    // Earlier reversals count.
    expect(pointsToReverse({ ...sale, netMinor: 400, reversed: 6 })).toBe(0);
    expect(pointsToReverse({ ...sale, netMinor: 0, reversed: 6 })).toBe(4);
    // Never more than the order earned.
    expect(pointsToReverse({ ...sale, netMinor: -100, reversed: 0 })).toBe(10);
    expect(pointsToReverse({ ...sale, netMinor: 0, reversed: 10 })).toBe(0);
    // The rate it earned at, whatever the branch's rate is now.
    expect(pointsToReverse({ ...sale, earned: 30, pointsPerUnit: 3, netMinor: 500 })).toBe(15);
  });
});
