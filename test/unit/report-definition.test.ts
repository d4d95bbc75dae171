import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors';
import { parseGroupBy, parseRange } from '../../service/reports/definition';
import { localHour } from '../../service/reports/local-hour';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as AppError).code;
  }
  return null;
};

describe('report ranges', () => {
  it('takes 1 to 366 inclusive business dates', () => {
    expect(parseRange('2026-11-01', '2026-11-01')).toEqual({
      from: '2026-11-01',
      to: '2026-11-01',
    });
    expect(codeOf(() => parseRange('2028-01-01', '2028-12-31'))).toBeNull();
    expect(codeOf(() => parseRange('2026-01-01', '2027-01-01'))).toBeNull();
    expect(codeOf(() => parseRange('2026-01-01', '2027-01-02'))).toBe('range_too_large');
  });

  it('refuses dates that are not calendar dates, and reversed ranges', () => {
    for (const [from, to] of [
      ['2026-02-29', '2026-03-01'],
      ['2026-13-01', '2026-13-02'],
      ['2026-1-01', '2026-01-02'],
      ['2026-01-01T00:00', '2026-01-02'],
      ['0000-01-01', '0000-01-02'],
      [undefined, '2026-01-02'],
      ['2026-01-03', '2026-01-02'],
    ])
      expect(
        codeOf(() => parseRange(from, to)),
        `${from} ${to}`,
      ).toBe('validation_failed');
    expect(codeOf(() => parseRange('2024-02-29', '2024-03-01'))).toBeNull();
  });
});

describe('group_by', () => {
  it('is one or two known dimensions, business_date by default', () => {
    expect(parseGroupBy(undefined)).toEqual(['business_date']);
    expect(parseGroupBy('hour,product')).toEqual(['hour', 'product']);
    for (const bad of ['', 'week', 'hour, product', 'hour,hour', 'hour,product,source', ','])
      expect(
        codeOf(() => parseGroupBy(bad)),
        bad,
      ).toBe('validation_failed');
  });
});

describe('local hour', () => {
  it('agrees with Intl across DST changes and half-hour zones', () => {
    const zones = [
      'Europe/Paris',
      'America/New_York',
      'Asia/Kolkata',
      'Australia/Adelaide',
      'Australia/Lord_Howe',
      'Pacific/Chatham',
      'UTC',
    ];
    const start = Date.parse('2026-03-01T00:00:00Z');
    for (const zone of zones) {
      const intl = new Intl.DateTimeFormat('en-GB', {
        timeZone: zone,
        hour: 'numeric',
        hourCycle: 'h23',
      });
      // Every 17 minutes over 250 days: both DST changes of the northern and southern zones.
      for (let t = start; t < start + 250 * 86_400_000; t += 17 * 60_000) {
        const iso = new Date(t).toISOString();
        expect(localHour(iso, zone), `${zone} ${iso}`).toBe(Number(intl.format(new Date(t))));
      }
    }
  });
});
