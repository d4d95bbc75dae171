import { describe, expect, it } from 'vitest';
import {
  displayAddress,
  IpAllowList,
  normaliseAllowList,
  normaliseEntry,
} from '../../service/keys/ip-allow-list';

describe('allow-list entries', () => {
  it('are normalised: network address, RFC 5952, mapped IPv4 as IPv4, no prefix for one address', () => {
    const cases: [string, string][] = [
      ['192.168.1.7', '192.168.1.7'],
      ['192.168.1.7/32', '192.168.1.7'],
      ['10.0.0.9/24', '10.0.0.0/24'],
      ['0.0.0.0/0', '0.0.0.0/0'],
      ['2001:DB8:0:0:0:0:0:1', '2001:db8::1'],
      ['2001:db8::5/64', '2001:db8::/64'],
      ['::/0', '::/0'],
      ['::ffff:10.0.0.5', '10.0.0.5'],
      ['::ffff:10.0.0.0/104', '10.0.0.0/8'],
      ['::ffff:10.0.0.0/128', '10.0.0.0'],
    ];
    for (const [input, normal] of cases) expect(normaliseEntry(input), input).toBe(normal);
  });

  it('refuses what is not an address or a range', () => {
    for (const bad of [
      '',
      '10.0.0',
      '127.1',
      '0x7f.0.0.1',
      '010.0.0.1',
      '10.0.0.1/-1',
      '10.0.0.1/33',
      '10.0.0.1/',
      '10.0.0.1/8/8',
      '::1/129',
      '::ffff:10.0.0.0/95',
      'fe80::1%eth0',
      'localhost',
    ]) {
      expect(normaliseEntry(bad), bad).toBeNull();
    }
  });

  it('lists drop blanks and duplicates and keep the order', () => {
    expect(normaliseAllowList(['10.0.0.1', ' ', '10.0.0.1/32', '::1'])).toEqual({
      entries: ['10.0.0.1', '::1'],
    });
    expect(normaliseAllowList('10.0.0.1').problem).toMatch(/must be a list/);
  });
});

describe('IpAllowList.allows', () => {
  const list = new IpAllowList(['10.0.0.0/24', '192.168.1.7', '2001:db8::/32']);

  it('matches addresses and ranges of the same family', () => {
    expect(list.allows('10.0.0.200')).toBe(true);
    expect(list.allows('10.0.1.1')).toBe(false);
    expect(list.allows('192.168.1.7')).toBe(true);
    expect(list.allows('192.168.1.8')).toBe(false);
    expect(list.allows('2001:db8:ffff::1')).toBe(true);
    expect(list.allows('2001:db9::1')).toBe(false);
  });

  it('treats IPv4-mapped IPv6 clients (dual-stack sockets) as IPv4', () => {
    expect(list.allows('::ffff:10.0.0.5')).toBe(true);
    expect(list.allows('::ffff:192.168.1.7')).toBe(true);
    expect(list.allows('::ffff:10.0.1.5')).toBe(false);
    expect(displayAddress('::ffff:10.0.0.5')).toBe('10.0.0.5');
  });

  it('refuses what it cannot read', () => {
    expect(list.allows('')).toBe(false);
    expect(list.allows('not-an-address')).toBe(false);
  });
});
