/**
 * The URL policy against generated disguises (issue 7): every spelling of a blocked address
 * that a URL parser, a socket or a NAT64/6to4 translator would deliver to a blocked address
 * must be refused by checkWebhookUrl, with or without "Allow plain HTTP on the local network",
 * over https and http, behind userinfo tricks, with ports, paths and trailing dots.
 *
 * Fixed seed (IC_FUZZ_SEED, default 7007); IC_FUZZ_RUNS scales the runs (default 2,000 per
 * property here, each case is a few microseconds).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkConnectTarget, checkWebhookUrl } from '../../service/webhooks/url-policy';

const SEED = Number(process.env.IC_FUZZ_SEED ?? 7007);
const RUNS = Math.max(2_000, Math.round(Number(process.env.IC_FUZZ_RUNS ?? 0) / 5));
const ON = { allowHttpLocal: true };
const OFF = { allowHttpLocal: false };

const v4 = (a: number, b: number, c: number, d: number) =>
  ((a << 24) | (b << 16) | (c << 8) | d) >>> 0;

/** Blocked IPv4 ranges of the policy, as [base, prefix length]. */
const BLOCKED_V4: [number, number][] = [
  [v4(0, 0, 0, 0), 8],
  [v4(169, 254, 0, 0), 16],
  [v4(224, 0, 0, 0), 4],
  [v4(240, 0, 0, 0), 4],
  [v4(100, 100, 100, 200), 32],
  [v4(192, 0, 0, 192), 32],
];

const blockedV4 = fc.tuple(fc.constantFrom(...BLOCKED_V4), fc.nat()).map(([[base, bits], r]) => {
  const host = bits === 32 ? 0 : r % 2 ** (32 - bits);
  return (base + host) >>> 0;
});

const bytes = (n: number) => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];

/** One number in decimal, octal (leading 0s) or hex (0x / 0X, any case, zero-padded). */
const numberSpelling = (n: number) =>
  fc.oneof(
    fc.constant(String(n)),
    fc.nat(3).map((z) => '0'.repeat(z + 1) + n.toString(8)),
    fc.tuple(fc.constantFrom('0x', '0X'), fc.nat(3), fc.boolean()).map(([p, z, upper]) => {
      const h = '0'.repeat(z) + n.toString(16);
      return p + (upper ? h.toUpperCase() : h);
    }),
  );

/** inet_aton / WHATWG forms: 1 to 4 parts, the last filling the remaining bytes. */
const ipv4Spelling = (n: number) =>
  fc.integer({ min: 1, max: 4 }).chain((parts) => {
    const b = bytes(n);
    const head = b.slice(0, parts - 1);
    const rest = b.slice(parts - 1).reduce((acc, x) => acc * 256 + x, 0);
    return fc.tuple(...[...head, rest].map(numberSpelling), fc.boolean()).map((xs) => {
      const dot = xs.pop() as boolean;
      return (xs as string[]).join('.') + (dot ? '.' : '');
    });
  });

const hex4 = (x: number) => x.toString(16);
const pad = (s: string, z: number) => '0'.repeat(z) + s;

/** IPv6 wrappers the policy unwraps: mapped, compatible, SIIT, NAT64 (/96), 6to4. */
const ipv6Spelling = (n: number) => {
  const [a, b, c, d] = bytes(n) as [number, number, number, number];
  const dotted = `${a}.${b}.${c}.${d}`;
  const hi = hex4((a << 8) | b);
  const lo = hex4((c << 8) | d);
  return fc
    .tuple(
      fc.constantFrom(
        `::ffff:${dotted}`,
        `::ffff:${hi}:${lo}`,
        `0:0:0:0:0:ffff:${hi}:${lo}`,
        `0000:0000:0000:0000:0000:FFFF:${dotted}`,
        `::${dotted}`,
        `::${hi}:${lo}`,
        `::ffff:0:${dotted}`,
        `64:ff9b::${dotted}`,
        `64:ff9b::${hi}:${lo}`,
        `0064:ff9b:0:0:0:0:${hi}:${lo}`,
        `2002:${hi}:${lo}::`,
        `2002:${hi}:${lo}::1`,
        `2002:${hi}:${lo}:ffff::abcd`,
      ),
      fc.boolean(),
      fc.nat(2),
    )
    .map(([s, upper, z]) => {
      // Zero-pad the hex groups (never the dotted tail: "0.0.0.00" is not IPv6).
      const padded = s
        .split(':')
        .map((g) => (g === '' || g.includes('.') ? g : pad(g, Math.min(z, 4 - g.length))))
        .join(':');
      return upper ? padded.toUpperCase() : padded;
    });
};

/** Native blocked IPv6: link-local fe80::/10, multicast ff00::/8, unspecified. */
const blockedV6Native = fc.oneof(
  fc
    .tuple(
      fc.integer({ min: 0xfe80, max: 0xfebf }),
      fc.array(fc.nat(0xffff), { minLength: 7, maxLength: 7 }),
    )
    .map(([first, rest]) => [first, ...rest].map(hex4).join(':')),
  fc
    .tuple(
      fc.integer({ min: 0xff00, max: 0xffff }),
      fc.array(fc.nat(0xffff), { minLength: 7, maxLength: 7 }),
    )
    .map(([first, rest]) => [first, ...rest].map(hex4).join(':')),
  fc.constantFrom(
    '::',
    '0::0',
    '0:0:0:0:0:0:0:0',
    'fe80::1%25eth0',
    'FE80::A9FE:A9FE',
    'fd00:ec2::254',
  ),
);

const urlAround = (host: string, v6: boolean) =>
  fc
    .tuple(
      fc.constantFrom('https://', 'http://', 'HTTPS://', 'HtTp://'),
      fc.constantFrom('', 'user@', 'user:pw@', 'good.example.com@', '%40@'),
      fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined }),
      fc.constantFrom('', '/', '/hook', '/a?b=c', '/%2e%2e/'),
    )
    .map(([scheme, userinfo, port, path]) => {
      const h = v6 ? `[${host}]` : host;
      return `${scheme}${userinfo}${h}${port !== undefined ? `:${port}` : ''}${path}`;
    });

const refused = (url: string) => {
  for (const options of [ON, OFF]) {
    const result = checkWebhookUrl(url, options);
    if (result.ok) return `accepted with allowHttpLocal=${options.allowHttpLocal}: ${url}`;
  }
  return null;
};

describe('URL policy against generated disguises of blocked addresses', () => {
  it('never accepts a blocked IPv4 address in any inet_aton/WHATWG spelling', () => {
    fc.assert(
      fc.property(
        blockedV4.chain((n) => ipv4Spelling(n).chain((h) => urlAround(h, false))),
        (url) => {
          expect(refused(url)).toBeNull();
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
  });

  it('never accepts a blocked IPv4 address wrapped in IPv6 (mapped, compatible, SIIT, NAT64, 6to4)', () => {
    fc.assert(
      fc.property(
        blockedV4.chain((n) => ipv6Spelling(n).chain((h) => urlAround(h, true))),
        (url) => {
          expect(refused(url)).toBeNull();
        },
      ),
      { numRuns: RUNS, seed: SEED + 1 },
    );
  });

  it('never accepts link-local, multicast or unspecified IPv6, in any case or padding', () => {
    fc.assert(
      fc.property(
        blockedV6Native.chain((h) => urlAround(h, true)),
        (url) => {
          expect(refused(url)).toBeNull();
        },
      ),
      { numRuns: RUNS, seed: SEED + 2 },
    );
  });

  it('refuses the same disguises at connection time (checkConnectTarget)', () => {
    fc.assert(
      fc.property(
        blockedV4.chain((n) =>
          fc.oneof(
            ipv4Spelling(n),
            ipv6Spelling(n).map((h) => `[${h}]`),
          ),
        ),
        fc.constantFrom('http:' as const, 'https:' as const),
        (host, protocol) => {
          expect(checkConnectTarget(host, protocol, ON).ok).toBe(false);
        },
      ),
      { numRuns: RUNS, seed: SEED + 3 },
    );
  });

  // Fixed cases: each disguise class once, readable, so a regression names itself.
  it.each([
    'https://2852039166/',
    'https://0xA9FEA9FE/',
    'https://0XA9.0XFE.0XA9.0XFE/',
    'https://0251.0376.0251.0376/',
    'https://00000251.254.43518/',
    'https://169.254.169.254./',
    'https://169.16689662/',
    'https://0x0/',
    'https://0/',
    'https://0.0.0.0:8080/',
    'https://[::ffff:169.254.169.254]/',
    'https://[::FFFF:A9FE:A9FE]/',
    'https://[0:0:0:0:0:ffff:a9fe:a9fe]/',
    'https://[::a9fe:a9fe]/',
    'https://[::ffff:0:169.254.169.254]/',
    'https://[64:ff9b::169.254.169.254]/',
    'https://[64:ff9b:1::a9fe:a9fe]/',
    'https://[2002:a9fe:a9fe::1]/',
    'https://[fe80::1%25eth0]/',
    'https://[FF02::1]/',
    'https://[::]/',
    'https://good.example.com@169.254.169.254/',
    'https://good.example.com:443@169.254.169.254/',
    'http://user@[::ffff:a9fe:a9fe]:80/',
    'https://metadata.google.internal./',
    'https://METADATA.GOOGLE.INTERNAL/',
    'https://100.100.100.200/',
    'https://0x64646 4c8/'.replace(' ', ''),
    'https://192.0.0.192/',
    'https://255.255.255.255/',
    'https://224.0.0.1/',
  ])('refuses %s', (url) => {
    expect(refused(url)).toBeNull();
  });
});
