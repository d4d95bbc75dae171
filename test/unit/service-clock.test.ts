import { describe, expect, it } from 'vitest';
import { ManualClock, ServiceClock } from '../../service/util/clock';

describe('ServiceClock', () => {
  it('holds the chosen time only while the work runs, even when it throws', () => {
    const base = new ManualClock(Date.UTC(2026, 10, 28, 12));
    const clock = new ServiceClock(base);
    const past = Date.UTC(2026, 10, 1, 9, 30);
    expect(clock.at(past, () => clock.now())).toBe(past);
    expect(clock.now()).toBe(base.now());
    expect(() =>
      clock.at(past, () => {
        throw new Error('refused');
      }),
    ).toThrow('refused');
    base.advance(1000);
    expect(clock.now()).toBe(base.now());
  });

  it('does not nest: an inner time would end the outer one early', () => {
    const clock = new ServiceClock(new ManualClock());
    expect(() => clock.at(1, () => clock.at(2, () => 0))).toThrow('does not nest');
    expect(clock.at(3, () => clock.now())).toBe(3);
  });
});
