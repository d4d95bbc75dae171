import { describe, expect, it } from 'vitest';
import { businessDate } from '../../service/sales/business-date';

describe('businessDate', () => {
  it('is the branch-local day, the day before until the closeout hour', () => {
    // 02:00 in Paris (UTC+1 in November) with closeout 4: the day before.
    expect(businessDate(new Date('2026-11-21T01:00:00Z'), 'Europe/Paris', 4)).toBe('2026-11-20');
    expect(businessDate(new Date('2026-11-21T03:00:00Z'), 'Europe/Paris', 4)).toBe('2026-11-21');
    expect(businessDate(new Date('2026-11-21T01:00:00Z'), 'Europe/Paris', 0)).toBe('2026-11-21');
    // Late evening UTC is already tomorrow in Tokyo; in New York it is still today.
    expect(businessDate(new Date('2026-11-21T20:00:00Z'), 'Asia/Tokyo', 4)).toBe('2026-11-22');
    expect(businessDate(new Date('2026-11-22T02:00:00Z'), 'America/New_York', 4)).toBe(
      '2026-11-21',
    );
    // Across a month and a year.
    expect(businessDate(new Date('2027-01-01T01:30:00Z'), 'UTC', 4)).toBe('2026-12-31');
    expect(businessDate(new Date('2026-03-01T02:00:00Z'), 'UTC', 3)).toBe('2026-02-28');
  });

  it('reads the hour on the local clock on daylight-saving nights', () => {
    // 29 March 2026, Paris springs forward at 02:00 → 03:00. 03:30 local is 01:30 UTC.
    expect(businessDate(new Date('2026-03-29T01:30:00Z'), 'Europe/Paris', 4)).toBe('2026-03-28');
    // 04:00 local (02:00 UTC) is the new day.
    expect(businessDate(new Date('2026-03-29T02:00:00Z'), 'Europe/Paris', 4)).toBe('2026-03-29');
    // 25 October 2026, Paris falls back at 03:00 → 02:00: 03:59 local (02:59 UTC) is before 4.
    expect(businessDate(new Date('2026-10-25T02:59:00Z'), 'Europe/Paris', 4)).toBe('2026-10-24');
    expect(businessDate(new Date('2026-10-25T03:00:00Z'), 'Europe/Paris', 4)).toBe('2026-10-25');
  });
});
