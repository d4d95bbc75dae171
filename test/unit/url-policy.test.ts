/**
 * Webhook URL policy: a table-driven corpus of the disguises an address can wear, checked at
 * registration (checkWebhookUrl), at connection time (checkResolvedAddress, checkConnectTarget)
 * and through the guarded DNS lookup (createGuardedLookup) with a fixed DNS answer, the real
 * resolver for `localhost`, and a real HTTP connection through node:http and undici.
 *
 * The WHATWG URL parser (node's `new URL`) is used as an independent oracle for the IPv4
 * spellings: whatever it normalizes a disguised host to must classify the same way.
 */
import fc from 'fast-check';
import dns from 'node:dns';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent, request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AddressClass,
  checkConnectTarget,
  checkResolvedAddress,
  checkWebhookUrl,
  classifyAddress,
  createGuardedLookup,
  type UrlCheck,
} from '../../service/webhooks/url-policy';

const ON = { allowHttpLocal: true };
const OFF = { allowHttpLocal: false };
const PLAIN_HTTP_SENTENCE =
  'Plain HTTP is only allowed for receivers on this computer or the local network, with "Allow plain HTTP on the local network" turned on in Settings → General.';

// ---------------------------------------------------------------------------------------------
// classifyAddress
// ---------------------------------------------------------------------------------------------

const addressCases: Array<[string, AddressClass]> = [
  // IPv4, canonical
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback'],
  ['10.0.0.1', 'private'],
  ['10.255.255.255', 'private'],
  ['172.16.0.1', 'private'],
  ['172.31.255.255', 'private'],
  ['172.15.255.255', 'public'],
  ['172.32.0.0', 'public'],
  ['192.168.1.20', 'private'],
  ['192.169.0.1', 'public'],
  ['100.64.0.1', 'private'],
  ['100.127.255.255', 'private'],
  ['100.63.255.255', 'public'],
  ['100.128.0.0', 'public'],
  ['8.8.8.8', 'public'],
  ['1.1.1.1', 'public'],
  ['0.0.0.0', 'blocked'],
  ['0.1.2.3', 'blocked'],
  ['169.254.169.254', 'blocked'],
  ['169.254.0.1', 'blocked'],
  ['169.253.255.255', 'public'],
  ['224.0.0.1', 'blocked'],
  ['239.255.255.250', 'blocked'],
  ['240.0.0.1', 'blocked'],
  ['255.255.255.255', 'blocked'],
  ['100.100.100.200', 'blocked'],
  ['100.100.100.201', 'private'],
  ['192.0.0.192', 'blocked'],
  ['223.255.255.255', 'public'],
  // IPv4, disguised spellings (decimal, hex, octal, mixed, short, trailing dot)
  ['2130706433', 'loopback'],
  ['0x7f000001', 'loopback'],
  ['0x7f.1', 'loopback'],
  ['0177.0.0.1', 'loopback'],
  ['017700000001', 'loopback'],
  ['127.1', 'loopback'],
  ['127.0.1', 'loopback'],
  ['127.0.0.1.', 'loopback'],
  ['0x7F.0.0.0x1', 'loopback'],
  ['2852039166', 'blocked'],
  ['0xa9fea9fe', 'blocked'],
  ['0xA9.0xFE.0xA9.0xFE', 'blocked'],
  ['0251.0376.0251.0376', 'blocked'],
  ['169.254.43518', 'blocked'],
  ['169.16689662', 'blocked'],
  ['0', 'blocked'],
  ['0x', 'blocked'],
  ['4294967295', 'blocked'],
  ['0xffffffff', 'blocked'],
  ['012.0.0.1', 'private'],
  ['167772161', 'private'],
  ['134744072', 'public'],
  // IPv6
  ['::1', 'loopback'],
  ['[::1]', 'loopback'],
  ['0:0:0:0:0:0:0:1', 'loopback'],
  ['0000:0000:0000:0000:0000:0000:0000:0001', 'loopback'],
  ['::', 'blocked'],
  ['[::]', 'blocked'],
  ['0:0:0:0:0:0:0:0', 'blocked'],
  ['fe80::1', 'blocked'],
  ['FE80::1', 'blocked'],
  ['febf:ffff::1', 'blocked'],
  ['fe80::1%eth0', 'blocked'],
  ['[fe80::1%25eth0]', 'blocked'],
  ['ff02::1', 'blocked'],
  ['FF05::1:3', 'blocked'],
  ['fd00:ec2::254', 'blocked'],
  ['FD00:0EC2:0000:0000:0000:0000:0000:0254', 'blocked'],
  ['fd00:ec2::255', 'private'],
  ['fc00::1', 'private'],
  ['fd12:3456:789a::1', 'private'],
  ['fec0::1', 'private'],
  ['2001:4860:4860::8888', 'public'],
  ['[2606:4700:4700::1111]', 'public'],
  // IPv6 wrappers around IPv4: mapped, compatible, SIIT, NAT64, 6to4, Teredo
  ['::ffff:127.0.0.1', 'loopback'],
  ['::ffff:7f00:1', 'loopback'],
  ['0:0:0:0:0:ffff:7f00:1', 'loopback'],
  ['::FFFF:7F00:0001', 'loopback'],
  ['::ffff:a9fe:a9fe', 'blocked'],
  ['[::ffff:a9fe:a9fe]', 'blocked'],
  ['::ffff:169.254.169.254', 'blocked'],
  ['[::ffff:169.254.169.254]', 'blocked'],
  ['::ffff:0.0.0.0', 'blocked'],
  ['::ffff:224.0.0.1', 'blocked'],
  ['::ffff:10.0.0.1', 'private'],
  ['::ffff:8.8.8.8', 'public'],
  ['::169.254.169.254', 'blocked'],
  ['::a9fe:a9fe', 'blocked'],
  ['::127.0.0.1', 'loopback'],
  ['::0.0.0.2', 'blocked'],
  ['::8.8.8.8', 'public'],
  ['::ffff:0:a9fe:a9fe', 'blocked'],
  ['::ffff:0:169.254.169.254', 'blocked'],
  ['64:ff9b::a9fe:a9fe', 'blocked'],
  ['64:ff9b::169.254.169.254', 'blocked'],
  ['64:ff9b::7f00:1', 'loopback'],
  ['64:ff9b::808:808', 'public'],
  ['64:ff9b:1::a9fe:a9fe', 'blocked'],
  ['64:ff9b:1:a9fe:a9:fe00::', 'blocked'],
  ['2002:a9fe:a9fe::', 'blocked'],
  ['2002:a9fe:a9fe::1', 'blocked'],
  ['2002:7f00:1::', 'loopback'],
  ['2002:c0a8:101::1', 'private'],
  ['2002:808:808::1', 'public'],
  ['2001:0:4136:e378:8000:63bf:5601:5601', 'blocked'], // Teredo, client = ~5601:5601 = 169.254.169.254
  ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'public'], // Teredo, client 192.0.2.45
  // garbage
  ['', 'blocked'],
  ['localhost', 'blocked'],
  ['example.com', 'blocked'],
  ['1.2.3.4.5', 'blocked'],
  ['256.0.0.1', 'blocked'],
  ['4294967296', 'blocked'],
  ['08.0.0.1', 'blocked'],
  ['1.2.3.4 ', 'blocked'],
  [' 1.2.3.4', 'blocked'],
  ['[127.0.0.1]', 'blocked'],
  ['[::1', 'blocked'],
  ['::1]', 'blocked'],
  [':::1', 'blocked'],
  ['1::2::3', 'blocked'],
  ['12345::1', 'blocked'],
  ['fe80::1%', 'blocked'],
  ['::ffff:1.2.3', 'blocked'],
  ['http://8.8.8.8/', 'blocked'],
];

describe('classifyAddress', () => {
  it.each(addressCases)('classifies %j as %s', (ip, expected) => {
    expect(classifyAddress(ip)).toBe(expected);
  });

  it('never throws, whatever it is given', () => {
    const weird: unknown[] = [undefined, null, 42, {}, [], 'x'.repeat(100_000), '%', '[]', '[:]'];
    for (const value of weird) {
      expect(classifyAddress(value as string)).toBe('blocked');
    }
  });

  it('agrees with the WHATWG URL parser on every 32-bit IPv4 number, in decimal and hex', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (n) => {
        const canonical = new URL(`http://${n}/`).hostname;
        const byCanonical = classifyAddress(canonical);
        expect(classifyAddress(String(n))).toBe(byCanonical);
        expect(classifyAddress(`0x${n.toString(16)}`)).toBe(byCanonical);
        expect(classifyAddress(`0${n.toString(8)}`)).toBe(byCanonical);
      }),
      { numRuns: 2000 },
    );
  });

  it('classifies every IPv4-mapped, -compatible, NAT64 and 6to4 wrapper like the IPv4 inside', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0x00000002, max: 0xffffffff }), (n) => {
        const dotted = new URL(`http://${n}/`).hostname;
        const [a, b, c, d] = dotted.split('.').map(Number) as [number, number, number, number];
        const hi = ((a << 8) | b).toString(16);
        const lo = ((c << 8) | d).toString(16);
        const expected = classifyAddress(dotted);
        expect(classifyAddress(`::ffff:${dotted}`)).toBe(expected);
        expect(classifyAddress(`::ffff:${hi}:${lo}`)).toBe(expected);
        expect(classifyAddress(`::${dotted}`)).toBe(expected);
        expect(classifyAddress(`64:ff9b::${hi}:${lo}`)).toBe(expected);
        expect(classifyAddress(`2002:${hi}:${lo}::1`)).toBe(expected);
        // and the URL parser's serialization of the mapped form keeps the classification
        expect(classifyAddress(new URL(`http://[::ffff:${dotted}]/`).hostname)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// checkWebhookUrl
// ---------------------------------------------------------------------------------------------

type Expect = 'ok' | Extract<UrlCheck, { ok: false }>['code'];
const longUrl = (total: number): string => {
  const prefix = 'https://hooks.example.com/';
  return prefix + 'a'.repeat(total - prefix.length);
};

/** [url, allowHttpLocal, expected]. */
const urlCases: Array<[string, boolean, Expect]> = [
  // plain valid HTTPS
  ['https://hooks.example.com/webhooks', false, 'ok'],
  ['https://hooks.example.com/webhooks?token=abc&x=1', false, 'ok'],
  ['https://hooks.example.com:8443/webhooks', false, 'ok'],
  ['HTTPS://HOOKS.EXAMPLE.COM/Webhooks', false, 'ok'],
  ['https://8.8.8.8/hook', false, 'ok'],
  ['https://[2001:4860:4860::8888]/hook', false, 'ok'],
  ['  https://hooks.example.com/webhooks  ', false, 'ok'],
  ['https://hooks.example.com:0/', false, 'ok'],
  ['https://hooks.example.com:65535/', false, 'ok'],
  // HTTPS to loopback and private is fine
  ['https://localhost/hook', false, 'ok'],
  ['https://127.0.0.1:3000/hook', false, 'ok'],
  ['https://[::1]:3000/hook', false, 'ok'],
  ['https://10.1.2.3/hook', false, 'ok'],
  ['https://192.168.1.10/hook', false, 'ok'],
  ['https://172.20.0.5/hook', false, 'ok'],
  ['https://100.64.1.1/hook', false, 'ok'],
  ['https://[fd12:3456::1]/hook', false, 'ok'],
  ['https://till.local/hook', false, 'ok'],
  // IDN / unicode hostnames
  ['https://bücher.example/hook', false, 'ok'],
  ['https://例え.jp/hook', false, 'ok'],
  ['https://xn--r8jz45g.jp/hook', false, 'ok'],
  ['http://bücher.local/hook', true, 'ok'],
  ['http://bücher.example/hook', true, 'https_required'],
  // plain HTTP with the setting OFF: always refused
  ['http://localhost:8080/hook', false, 'https_required'],
  ['http://127.0.0.1/hook', false, 'https_required'],
  ['http://[::1]/hook', false, 'https_required'],
  ['http://192.168.1.10/hook', false, 'https_required'],
  ['http://10.0.0.1/hook', false, 'https_required'],
  ['http://till.local/hook', false, 'https_required'],
  ['http://printer/hook', false, 'https_required'],
  ['http://hooks.example.com/hook', false, 'https_required'],
  ['http://8.8.8.8/hook', false, 'https_required'],
  // plain HTTP with the setting ON: loopback, private and local-looking names only
  ['http://localhost:8080/hook', true, 'ok'],
  ['http://LOCALHOST/hook', true, 'ok'],
  ['http://localhost./hook', true, 'ok'],
  ['http://app.localhost/hook', true, 'ok'],
  ['http://127.0.0.1/hook', true, 'ok'],
  ['http://127.42.0.1/hook', true, 'ok'],
  ['http://[::1]:9000/hook', true, 'ok'],
  ['http://10.0.0.1/hook', true, 'ok'],
  ['http://172.16.5.4/hook', true, 'ok'],
  ['http://192.168.1.10:8080/hook', true, 'ok'],
  ['http://100.64.0.7/hook', true, 'ok'],
  ['http://[fd00::7]/hook', true, 'ok'],
  ['http://[::ffff:192.168.1.10]/hook', true, 'ok'],
  ['http://till.local/hook', true, 'ok'],
  ['http://kitchen-display.lan/hook', true, 'ok'],
  ['http://router.home.arpa/hook', true, 'ok'],
  ['http://erp.corp.internal/hook', true, 'ok'],
  ['http://printer/hook', true, 'ok'],
  ['http://printer./hook', true, 'ok'],
  ['http://hooks.example.com/hook', true, 'https_required'],
  ['http://local.example.com/hook', true, 'https_required'],
  ['http://example.local.com/hook', true, 'https_required'],
  ['http://8.8.8.8/hook', true, 'https_required'],
  ['http://[2001:4860:4860::8888]/hook', true, 'https_required'],
  ['http://172.32.0.1/hook', true, 'https_required'],
  ['http://[::ffff:8.8.8.8]/hook', true, 'https_required'],
  ['http://134744072/hook', true, 'https_required'],
  // disguised loopback: classified as loopback (so HTTP allowed only with the setting on)
  ['http://2130706433/', true, 'ok'],
  ['http://2130706433/', false, 'https_required'],
  ['http://0x7f.1/', true, 'ok'],
  ['http://0x7f000001/', true, 'ok'],
  ['http://0177.0.0.1/', true, 'ok'],
  ['http://017700000001/', true, 'ok'],
  ['http://127.1/', true, 'ok'],
  ['http://127.0.0.1./', true, 'ok'],
  ['http://%31%32%37.0.0.1/', true, 'ok'],
  ['http://１２７.０.０.１/', true, 'ok'],
  ['http://127。0。0。1/', true, 'ok'],
  ['http://[0:0:0:0:0:0:0:1]/', true, 'ok'],
  ['http://[0000:0000:0000:0000:0000:0000:0000:0001]/', true, 'ok'],
  ['http://[::ffff:7f00:1]/', true, 'ok'],
  ['http://[::ffff:127.0.0.1]/', true, 'ok'],
  ['http://[::127.0.0.1]/', true, 'ok'],
  ['http://[64:ff9b::7f00:1]/', true, 'ok'],
  ['http://[2002:7f00:1::]/', true, 'ok'],
  ['http://012.0.0.1/', true, 'ok'],
  // metadata, link-local: blocked over HTTP and HTTPS, in every spelling
  ['https://169.254.169.254/latest/meta-data/', false, 'blocked_address'],
  ['http://169.254.169.254/latest/meta-data/', true, 'blocked_address'],
  ['https://2852039166/', false, 'blocked_address'],
  ['https://0xa9fea9fe/', false, 'blocked_address'],
  ['https://0xa9.0xfe.0xa9.0xfe/', false, 'blocked_address'],
  ['https://0251.0376.0251.0376/', false, 'blocked_address'],
  ['https://0251.254.169.254/', false, 'blocked_address'],
  ['https://169.254.43518/', false, 'blocked_address'],
  ['https://169.16689662/', false, 'blocked_address'],
  ['https://169.254.169.254./', false, 'blocked_address'],
  ['https://１６９.２５４.１６９.２５４/', false, 'blocked_address'],
  ['https://[::ffff:a9fe:a9fe]/', false, 'blocked_address'],
  ['https://[::ffff:169.254.169.254]/', false, 'blocked_address'],
  ['https://[::FFFF:A9FE:A9FE]/', false, 'blocked_address'],
  ['https://[0:0:0:0:0:ffff:a9fe:a9fe]/', false, 'blocked_address'],
  ['https://[::169.254.169.254]/', false, 'blocked_address'],
  ['https://[::a9fe:a9fe]/', false, 'blocked_address'],
  ['https://[::ffff:0:169.254.169.254]/', false, 'blocked_address'],
  ['https://[64:ff9b::a9fe:a9fe]/', false, 'blocked_address'],
  ['https://[64:ff9b::169.254.169.254]/', false, 'blocked_address'],
  ['https://[2002:a9fe:a9fe::]/', false, 'blocked_address'],
  ['https://[2002:a9fe:a9fe::1]/', false, 'blocked_address'],
  ['https://[fe80::1]/', false, 'blocked_address'],
  ['https://[FE80::A9FE:A9FE]/', false, 'blocked_address'],
  ['http://[fe80::1]/', true, 'blocked_address'],
  ['https://[fd00:ec2::254]/', false, 'blocked_address'],
  ['https://[fd00:ec2:0:0:0:0:0:254]/', false, 'blocked_address'],
  ['https://100.100.100.200/', false, 'blocked_address'],
  ['https://192.0.0.192/', false, 'blocked_address'],
  ['https://metadata.google.internal/computeMetadata/v1/', false, 'blocked_address'],
  ['https://METADATA.GOOGLE.INTERNAL./', false, 'blocked_address'],
  // zone ids are not valid in WHATWG URLs at all
  ['https://[fe80::1%25eth0]/', false, 'invalid_url'],
  ['http://[fe80::1%eth0]/', true, 'invalid_url'],
  // unspecified, "this network", multicast, broadcast, reserved
  ['https://0.0.0.0/', false, 'blocked_address'],
  ['http://0.0.0.0:8080/', true, 'blocked_address'],
  ['https://0/', false, 'blocked_address'],
  ['https://0x/', false, 'blocked_address'],
  ['https://0.1.2.3/', false, 'blocked_address'],
  ['https://[::]/', false, 'blocked_address'],
  ['https://[0:0:0:0:0:0:0:0]/', false, 'blocked_address'],
  ['https://[::ffff:0.0.0.0]/', false, 'blocked_address'],
  ['https://224.0.0.1/', false, 'blocked_address'],
  ['https://239.255.255.250/', false, 'blocked_address'],
  ['https://[ff02::1]/', false, 'blocked_address'],
  ['https://[::ffff:224.0.0.251]/', false, 'blocked_address'],
  ['https://255.255.255.255/', false, 'blocked_address'],
  ['https://4294967295/', false, 'blocked_address'],
  ['https://0xffffffff/', false, 'blocked_address'],
  ['https://240.0.0.1/', false, 'blocked_address'],
  // credentials
  ['https://user:pw@hooks.example.com/', false, 'credentials_in_url'],
  ['https://user@hooks.example.com/', false, 'credentials_in_url'],
  ['https://:pw@hooks.example.com/', false, 'credentials_in_url'],
  ['https://@hooks.example.com/', false, 'credentials_in_url'],
  ['https://:@hooks.example.com/', false, 'credentials_in_url'],
  ['https://hooks.example.com@169.254.169.254/', false, 'credentials_in_url'],
  ['https://hooks.example.com%40evil.example@8.8.8.8/', false, 'credentials_in_url'],
  ['http://admin:admin@192.168.1.1/', true, 'credentials_in_url'],
  // backslashes (WHATWG turns "\" into "/" for http(s); other parsers do not)
  ['https://169.254.169.254\\@hooks.example.com/', false, 'invalid_url'],
  ['https://hooks.example.com\\@169.254.169.254/', false, 'invalid_url'],
  ['https:\\\\hooks.example.com\\hook', false, 'invalid_url'],
  ['https://hooks.example.com/a\\b', false, 'invalid_url'],
  // tabs, newlines, control characters inside the URL (WHATWG would silently delete them)
  ['https://169.254.\t169.254/', false, 'invalid_url'],
  ['https://hooks.exa\nmple.com/', false, 'invalid_url'],
  ['https://hooks.example.com/\r\nX-Injected: 1', false, 'invalid_url'],
  ['https://hooks.example.com/a b', false, 'invalid_url'],
  ['https://hooks.example.com/\u0000', false, 'invalid_url'],
  ['https://hooks.example.com/\u2028', false, 'invalid_url'],
  ['\u0000https://hooks.example.com/', false, 'invalid_url'],
  // fragments rejected, query strings accepted
  ['https://hooks.example.com/hook#section', false, 'invalid_url'],
  ['https://hooks.example.com/hook#', false, 'invalid_url'],
  ['https://hooks.example.com/hook?a=1#x', false, 'invalid_url'],
  ['https://hooks.example.com/hook?next=https://other.example/#', false, 'invalid_url'],
  ['https://hooks.example.com/hook?next=http%3A%2F%2F169.254.169.254', false, 'ok'],
  // length
  [longUrl(2048), false, 'ok'],
  [longUrl(2049), false, 'too_long'],
  [longUrl(100_000), false, 'too_long'],
  [`https://hooks.example.com/${'é'.repeat(400)}`, false, 'too_long'], // 400 chars → 2,400 encoded
  // not absolute / not a URL
  ['', false, 'invalid_url'],
  ['   ', false, 'invalid_url'],
  ['hooks.example.com/webhooks', false, 'invalid_url'],
  ['/webhooks', false, 'invalid_url'],
  ['//hooks.example.com/webhooks', false, 'invalid_url'],
  ['https:hooks.example.com/webhooks', false, 'invalid_url'],
  ['https:/hooks.example.com/webhooks', false, 'invalid_url'],
  ['https://', false, 'invalid_url'],
  ['https:///webhooks', false, 'invalid_url'],
  ['https://:443/', false, 'invalid_url'],
  ['https://hooks.example.com:99999/', false, 'invalid_url'],
  ['https://exa mple.com/', false, 'invalid_url'],
  ['https://1.2.3.4.5/', false, 'invalid_url'],
  ['https://4294967296/', false, 'invalid_url'],
  ['https://256.0.0.1/', false, 'invalid_url'],
  ['https://[::1/', false, 'invalid_url'],
  ['https://[1::2::3]/', false, 'invalid_url'],
  // other schemes
  ['ftp://hooks.example.com/', false, 'https_required'],
  ['javascript:alert(1)', false, 'https_required'],
  ['data:text/plain,hello', false, 'https_required'],
  ['file:///etc/passwd', false, 'https_required'],
  ['ws://hooks.example.com/', true, 'https_required'],
  ['wss://hooks.example.com/', false, 'https_required'],
  ['gopher://127.0.0.1:6379/_INFO', true, 'https_required'],
  ['mailto:ops@example.com', false, 'https_required'],
  ['httpx://hooks.example.com/', false, 'https_required'],
];

describe('checkWebhookUrl', () => {
  it.each(urlCases)('%j with allowHttpLocal=%s → %s', (raw, allow, expected) => {
    const result = checkWebhookUrl(raw, { allowHttpLocal: allow });
    if (expected === 'ok') {
      expect(result).toMatchObject({ ok: true });
    } else {
      expect(result).toMatchObject({ ok: false, code: expected });
    }
  });

  it('returns the normalized URL on success', () => {
    const result = checkWebhookUrl('  HTTPS://Hooks.Example.COM:443/a?b=1  ', OFF);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.url).toBeInstanceOf(URL);
    expect(result.url.href).toBe('https://hooks.example.com/a?b=1');
  });

  it('returns the canonical address for a disguised host', () => {
    const result = checkWebhookUrl('http://0x7f.1:8080/hook', ON);
    expect(result.ok && result.url.hostname).toBe('127.0.0.1');
  });

  it('explains plain HTTP with the exact sentence about the setting', () => {
    for (const [raw, opts] of [
      ['http://hooks.example.com/', ON],
      ['http://127.0.0.1/', OFF],
      ['http://8.8.8.8/', ON],
    ] as const) {
      expect(checkWebhookUrl(raw, opts)).toEqual({
        ok: false,
        code: 'https_required',
        message: PLAIN_HTTP_SENTENCE,
      });
    }
  });

  it('says "Enter a valid HTTPS URL." for something that is not a URL', () => {
    expect(checkWebhookUrl('not a url', OFF)).toEqual({
      ok: false,
      code: 'invalid_url',
      message: 'Enter a valid HTTPS URL.',
    });
  });

  it('gives a full, distinct sentence for each kind of failure', () => {
    const samples = [
      'not-a-url',
      'ftp://x.example/',
      'https://u:p@x.example/',
      'https://169.254.169.254/',
      longUrl(3000),
      'http://x.example/',
      'https://x.example/#f',
      'https://x.example/\\',
      'https://x.example/\ta',
    ];
    const messages = samples.map((raw) => {
      const result = checkWebhookUrl(raw, OFF);
      expect(result.ok).toBe(false);
      return result.ok ? '' : result.message;
    });
    for (const message of messages) expect(message).toMatch(/^[A-Z].*\.$/);
    expect(new Set(messages).size).toBe(messages.length);
  });
});

// ---------------------------------------------------------------------------------------------
// Connection-time checks
// ---------------------------------------------------------------------------------------------

/** [resolved address, protocol, allowHttpLocal, ok?]. */
const resolvedCases: Array<[string, 'http:' | 'https:', boolean, boolean]> = [
  ['93.184.216.34', 'https:', false, true],
  ['2606:2800:220:1::248', 'https:', false, true],
  ['127.0.0.1', 'https:', false, true],
  ['10.0.0.5', 'https:', false, true],
  ['169.254.169.254', 'https:', false, false],
  ['169.254.169.254', 'http:', true, false],
  ['::ffff:169.254.169.254', 'https:', true, false],
  ['fe80::1', 'https:', true, false],
  ['fe80::1%eth0', 'https:', true, false],
  ['fd00:ec2::254', 'https:', true, false],
  ['100.100.100.200', 'https:', true, false],
  ['0.0.0.0', 'https:', true, false],
  ['::', 'https:', true, false],
  ['224.0.0.251', 'https:', true, false],
  ['ff02::fb', 'https:', true, false],
  ['255.255.255.255', 'https:', true, false],
  ['127.0.0.1', 'http:', true, true],
  ['::1', 'http:', true, true],
  ['192.168.0.4', 'http:', true, true],
  ['fd12::4', 'http:', true, true],
  ['100.64.3.3', 'http:', true, true],
  ['127.0.0.1', 'http:', false, false],
  ['192.168.0.4', 'http:', false, false],
  ['93.184.216.34', 'http:', true, false],
  ['2606:2800:220:1::248', 'http:', true, false],
  ['not-an-ip', 'https:', false, false],
];

describe('checkResolvedAddress', () => {
  it.each(resolvedCases)('%s over %s with allowHttpLocal=%s → ok=%s', (ip, proto, allow, ok) => {
    const verdict = checkResolvedAddress(ip, proto, { allowHttpLocal: allow });
    expect(verdict.ok).toBe(ok);
    if (!verdict.ok) expect(verdict.message).toMatch(/^[A-Z].*\.$/);
  });

  it('names the offending address in the message', () => {
    const verdict = checkResolvedAddress('169.254.169.254', 'https:', OFF);
    expect(verdict.ok).toBe(false);
    expect(!verdict.ok && verdict.message).toContain('169.254.169.254');
  });
});

/** [hostname as the delivery code sees it, protocol, allowHttpLocal, ok?]. */
const connectCases: Array<[string, 'http:' | 'https:', boolean, boolean]> = [
  ['169.254.169.254', 'https:', false, false],
  ['[::ffff:a9fe:a9fe]', 'https:', false, false],
  ['::ffff:a9fe:a9fe', 'https:', false, false],
  ['[fe80::1%25eth0]', 'https:', false, false],
  ['2852039166', 'https:', false, false],
  ['0xa9fea9fe', 'https:', false, false],
  ['0251.0376.0251.0376', 'https:', false, false],
  ['0.0.0.0', 'https:', false, false],
  ['[::]', 'https:', false, false],
  ['8.8.8.8', 'https:', false, true],
  ['[2001:4860:4860::8888]', 'https:', false, true],
  ['127.0.0.1', 'http:', true, true],
  ['0x7f.1', 'http:', true, true],
  ['[::1]', 'http:', true, true],
  ['8.8.8.8', 'http:', true, false],
  ['127.0.0.1', 'http:', false, false],
  ['hooks.example.com', 'https:', false, true],
  ['hooks.example.com', 'http:', true, true], // decided by the guarded lookup
  ['hooks.example.com', 'http:', false, false],
  ['', 'https:', false, false],
];

describe('checkConnectTarget', () => {
  it.each(connectCases)('%j over %s with allowHttpLocal=%s → ok=%s', (host, proto, allow, ok) => {
    expect(checkConnectTarget(host, proto, { allowHttpLocal: allow }).ok).toBe(ok);
  });
});

// ---------------------------------------------------------------------------------------------
// createGuardedLookup
// ---------------------------------------------------------------------------------------------

type Answer = dns.LookupAddress[] | NodeJS.ErrnoException;

/** A DNS answer source: a real resolver function that returns fixed addresses per name. */
function fixedResolver(
  answers: Record<string, Answer | Answer[]>,
  seen: Array<{ hostname: string; options: dns.LookupOptions }> = [],
): typeof dns.lookup {
  const calls: Record<string, number> = {};
  const fn = (
    hostname: string,
    options: dns.LookupOptions,
    cb: (err: NodeJS.ErrnoException | null, addresses?: dns.LookupAddress[]) => void,
  ): void => {
    seen.push({ hostname, options });
    const entry = answers[hostname];
    const n = (calls[hostname] = (calls[hostname] ?? 0) + 1);
    // An array of answers (not of addresses) means "a different answer on each call".
    const answer =
      Array.isArray(entry) && entry.length > 0 && Array.isArray(entry[0])
        ? (entry as Answer[])[Math.min(n, entry.length) - 1]!
        : (entry as Answer | undefined);
    process.nextTick(() => {
      if (answer === undefined) {
        cb(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }));
      } else if (answer instanceof Error) cb(answer);
      else if (options.all) cb(null, answer);
      else if (answer[0]) {
        const first = answer[0];
        (cb as unknown as (e: null, address: string, family: number) => void)(
          null,
          first.address,
          first.family,
        );
      } else
        cb(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }));
    });
  };
  return fn as unknown as typeof dns.lookup;
}

interface LookupResult {
  err: (Error & { code?: string }) | null;
  args: unknown[];
}

function runLookup(
  lookup: ReturnType<typeof createGuardedLookup>,
  hostname: string,
  opts: object,
): Promise<LookupResult> {
  return new Promise((resolve) => {
    lookup(hostname, opts, (err: Error | null, ...args: unknown[]) => resolve({ err, args }));
  });
}

const v4 = (address: string): dns.LookupAddress => ({ address, family: 4 });
const v6 = (address: string): dns.LookupAddress => ({ address, family: 6 });

const answers: Record<string, Answer | Answer[]> = {
  'public.example': [v4('93.184.216.34'), v6('2606:2800:220:1::248')],
  'metadata.example': [v4('169.254.169.254')],
  'mixed.example': [v4('93.184.216.34'), v4('169.254.169.254')],
  'mapped.example': [v6('::ffff:169.254.169.254')],
  'nat64.example': [v6('64:ff9b::a9fe:a9fe')],
  'zero.example': [v4('0.0.0.0')],
  'lan.example': [v4('192.168.1.50'), v6('fd00::50')],
  'lan-and-public.example': [v4('192.168.1.50'), v4('93.184.216.34')],
  'loopback.example': [v4('127.0.0.1'), v6('::1')],
  'rebind.example': [[v4('93.184.216.34')], [v4('169.254.169.254')]],
  'empty.example': [],
  'servfail.example': Object.assign(new Error('queryA ESERVFAIL servfail.example'), {
    code: 'ESERVFAIL',
  }),
};

/** [hostname, protocol, allowHttpLocal, expected error code or 'ok']. */
const lookupCases: Array<[string, 'http:' | 'https:', boolean, string]> = [
  ['public.example', 'https:', false, 'ok'],
  ['metadata.example', 'https:', false, 'ERR_BLOCKED_ADDRESS'],
  ['metadata.example', 'http:', true, 'ERR_BLOCKED_ADDRESS'],
  ['mixed.example', 'https:', false, 'ERR_BLOCKED_ADDRESS'],
  ['mapped.example', 'https:', false, 'ERR_BLOCKED_ADDRESS'],
  ['nat64.example', 'https:', false, 'ERR_BLOCKED_ADDRESS'],
  ['zero.example', 'https:', false, 'ERR_BLOCKED_ADDRESS'],
  ['lan.example', 'https:', false, 'ok'],
  ['lan.example', 'http:', true, 'ok'],
  ['lan.example', 'http:', false, 'ERR_BLOCKED_ADDRESS'],
  ['lan-and-public.example', 'http:', true, 'ERR_BLOCKED_ADDRESS'],
  ['lan-and-public.example', 'https:', false, 'ok'],
  ['loopback.example', 'http:', true, 'ok'],
  ['public.example', 'http:', true, 'ERR_BLOCKED_ADDRESS'],
  ['empty.example', 'https:', false, 'ENOTFOUND'],
  ['servfail.example', 'https:', false, 'ESERVFAIL'],
  ['nowhere.example', 'https:', false, 'ENOTFOUND'],
];

describe('createGuardedLookup with a fixed DNS answer', () => {
  it.each(lookupCases)(
    '%s over %s with allowHttpLocal=%s → %s',
    async (host, proto, allow, want) => {
      const lookup = createGuardedLookup(proto, { allowHttpLocal: allow }, fixedResolver(answers));
      const { err, args } = await runLookup(lookup, host, { all: true });
      if (want === 'ok') {
        expect(err).toBeNull();
        expect(args[0]).toEqual(answers[host]);
      } else {
        expect(err?.code).toBe(want);
        expect(args).toEqual([]);
      }
    },
  );

  it('answers in the (err, address, family) shape when all is not set', async () => {
    const lookup = createGuardedLookup('https:', OFF, fixedResolver(answers));
    const { err, args } = await runLookup(lookup, 'public.example', { family: 0 });
    expect(err).toBeNull();
    expect(args).toEqual(['93.184.216.34', 4]);
  });

  it('checks every address even when only one is returned to the caller', async () => {
    const lookup = createGuardedLookup('https:', OFF, fixedResolver(answers));
    const { err } = await runLookup(lookup, 'mixed.example', {});
    expect(err?.code).toBe('ERR_BLOCKED_ADDRESS');
    expect(err?.message).toContain('169.254.169.254');
    expect(err?.message).toContain('mixed.example');
  });

  it('asks the resolver for all addresses and passes family and hints through', async () => {
    const seen: Array<{ hostname: string; options: dns.LookupOptions }> = [];
    const lookup = createGuardedLookup('https:', OFF, fixedResolver(answers, seen));
    await runLookup(lookup, 'public.example', { family: 6, hints: dns.ADDRCONFIG });
    expect(seen).toEqual([
      { hostname: 'public.example', options: { family: 6, hints: dns.ADDRCONFIG, all: true } },
    ]);
  });

  it('accepts the two-argument dns.lookup(hostname, callback) form', async () => {
    const lookup = createGuardedLookup('https:', OFF, fixedResolver(answers)) as unknown as (
      hostname: string,
      cb: (err: Error | null, address?: string, family?: number) => void,
    ) => void;
    const result = await new Promise<unknown[]>((resolve) =>
      lookup('public.example', (...args) => resolve(args)),
    );
    expect(result).toEqual([null, '93.184.216.34', 4]);
  });

  it('re-checks on every connection, so a name that rebinds to metadata is refused', async () => {
    const lookup = createGuardedLookup('https:', OFF, fixedResolver(answers));
    const first = await runLookup(lookup, 'rebind.example', { all: true });
    const second = await runLookup(lookup, 'rebind.example', { all: true });
    expect(first.err).toBeNull();
    expect(second.err?.code).toBe('ERR_BLOCKED_ADDRESS');
  });
});

describe('createGuardedLookup with the real resolver', () => {
  it('resolves localhost to loopback addresses over HTTPS', async () => {
    const lookup = createGuardedLookup('https:', OFF);
    const { err, args } = await runLookup(lookup, 'localhost', { all: true });
    expect(err).toBeNull();
    const list = args[0] as dns.LookupAddress[];
    expect(list.length).toBeGreaterThan(0);
    for (const entry of list) expect(classifyAddress(entry.address)).toBe('loopback');
  });

  it('allows plain HTTP to localhost only with the setting on', async () => {
    const on = await runLookup(createGuardedLookup('http:', ON), 'localhost', {});
    const off = await runLookup(createGuardedLookup('http:', OFF), 'localhost', {});
    expect(on.err).toBeNull();
    expect(classifyAddress(on.args[0] as string)).toBe('loopback');
    expect(off.err?.code).toBe('ERR_BLOCKED_ADDRESS');
  });
});

describe('createGuardedLookup wired into real clients', () => {
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    server = http.createServer((_req, res) => res.end('received'));
    await new Promise<void>((resolve) => server.listen(0, resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const get = (lookup: ReturnType<typeof createGuardedLookup>): Promise<string> =>
    new Promise((resolve, reject) => {
      http
        .get(
          { hostname: 'localhost', port, path: '/', lookup: lookup as never, agent: false },
          (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => (body += chunk.toString()));
            res.on('end', () => resolve(body));
          },
        )
        .on('error', reject);
    });

  it('node:http delivers through the guarded lookup, or refuses with ERR_BLOCKED_ADDRESS', async () => {
    await expect(get(createGuardedLookup('http:', ON))).resolves.toBe('received');
    await expect(get(createGuardedLookup('http:', OFF))).rejects.toMatchObject({
      code: 'ERR_BLOCKED_ADDRESS',
    });
  });

  it("undici's connect.lookup uses it: a name answering with metadata is refused", async () => {
    const allowed = new Agent({ connect: { lookup: createGuardedLookup('http:', ON) } });
    const rebound = new Agent({
      connect: {
        lookup: createGuardedLookup(
          'http:',
          ON,
          fixedResolver({ localhost: [v4('169.254.169.254')] }),
        ),
      },
    });
    try {
      const ok = await request(`http://localhost:${port}/`, { dispatcher: allowed });
      expect(await ok.body.text()).toBe('received');
      await expect(
        request(`http://localhost:${port}/`, { dispatcher: rebound }),
      ).rejects.toMatchObject({ code: 'ERR_BLOCKED_ADDRESS' });
    } finally {
      await allowed.close();
      await rebound.close();
    }
  });
});
