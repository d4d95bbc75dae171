/**
 * ## URL policy
 *
 * Webhook receivers are URLs that a merchant's staff type into the console. The service that
 * sends the webhooks runs inside the branch's network (often on the same computer as the till),
 * so a careless or malicious URL turns it into a request forwarder ("SSRF") that can reach
 * things the person registering the URL could not reach themselves. Each rule below exists to
 * close one of those doors:
 *
 * - **HTTPS only, by default.** Webhook bodies carry order and customer data and a signature.
 *   Plain HTTP would expose both on every network hop. Plain `http:` is accepted only for
 *   receivers on this computer or the local network (loopback, RFC 1918, CGNAT 100.64/10, IPv6
 *   ULA) and only while the branch setting "Allow plain HTTP on the local network" is on
 *   (off by default): a lab or in-store device often cannot present a certificate, and traffic
 *   that never leaves the LAN is an acceptable, explicit trade-off.
 * - **Absolute URL, at most 2,048 characters.** Anything longer is almost certainly a mistake
 *   or an attempt to smuggle data, and many receivers and proxies truncate past that length.
 * - **No credentials in the URL.** `https://user:pw@host` stores a secret in plain sight (logs,
 *   screenshots, exports), and `https://good.example@169.254.169.254` is the classic trick to
 *   make a URL *look* like it goes to a harmless host. Receivers authenticate requests with
 *   the webhook signature instead.
 * - **No fragment, no backslashes, no whitespace inside.** A fragment is never sent to the
 *   server, so it can only mislead. Backslashes and embedded tabs/newlines are handled
 *   differently by different URL parsers (WHATWG silently treats `\` as `/` and deletes tabs
 *   and newlines), which is exactly the gap parser-confusion attacks use. Leading/trailing
 *   whitespace from copy-and-paste is trimmed.
 * - **Never: link-local, metadata, multicast, broadcast, unspecified, reserved.**
 *   169.254.0.0/16 and fe80::/10 host the cloud metadata services (169.254.169.254,
 *   fd00:ec2::254, Alibaba's 100.100.100.200, Oracle's legacy 192.0.0.192) that hand out
 *   credentials to whoever asks; 0.0.0.0/8 and `::` mean "this host" on many stacks;
 *   multicast, broadcast and 240/4 are never a single receiver. These stay blocked even
 *   over HTTPS.
 * - **Disguises are decoded before classifying.** An address can be spelled many ways:
 *   decimal (`2130706433`), hex (`0x7f.1`), octal (`0177.0.0.1`), short (`127.1`), with a
 *   trailing dot, or wrapped in IPv6 (IPv4-mapped `::ffff:a9fe:a9fe`, IPv4-compatible
 *   `::169.254.169.254`, SIIT `::ffff:0:a.b.c.d`, NAT64 `64:ff9b::/96` and `64:ff9b:1::/48`,
 *   6to4 `2002::/16`, Teredo `2001::/32`). WHATWG URL parsing already normalizes the IPv4
 *   spellings in a hostname; the IPv6 wrappers are unwrapped here and classified as the
 *   IPv4 address they carry, because a translator or dual-stack socket will deliver them there.
 * - **Checked twice.** At registration we check the literal address (or, for names, whether
 *   the name looks local enough for plain HTTP). A name can later resolve to anything (DNS
 *   rebinding), so every connection re-checks *every* resolved address through
 *   {@link createGuardedLookup}; IP literals skip DNS entirely, so the delivery code calls
 *   {@link checkConnectTarget} for them. Redirects are never followed (enforced by the HTTP
 *   client), otherwise a public receiver could bounce the request anywhere.
 * - **Any port.** Receivers legitimately listen on non-standard ports; the address is what
 *   decides reachability, not the port.
 */

import dns from 'node:dns';
import net from 'node:net';

export type AddressClass = 'loopback' | 'private' | 'public' | 'blocked';

export interface UrlPolicyOptions {
  allowHttpLocal: boolean;
}

export type UrlCheck =
  | { ok: true; url: URL }
  | {
      ok: false;
      code:
        'invalid_url' | 'https_required' | 'credentials_in_url' | 'blocked_address' | 'too_long';
      message: string;
    };

export type ConnectCheck = { ok: true } | { ok: false; message: string };

export const MAX_WEBHOOK_URL_LENGTH = 2048;

/** Where the console turns the setting on; the CLI names its own command instead (cli/hints.ts). */
export const ALLOW_HTTP_LOCAL_CONSOLE_HINT = 'turned on in Settings → General';

export const MESSAGES = {
  invalid: 'Enter a valid HTTPS URL.',
  whitespace: 'Enter a valid HTTPS URL. Remove the spaces, tabs or line breaks inside it.',
  backslash: 'Enter a valid HTTPS URL. Use forward slashes (/), not backslashes (\\).',
  fragment:
    'Remove the part of the URL that starts with "#": webhook URLs cannot contain a fragment.',
  scheme: 'Enter a valid HTTPS URL. Webhook URLs must start with https://.',
  plainHttp: `Plain HTTP is only allowed for receivers on this computer or the local network, with "Allow plain HTTP on the local network" ${ALLOW_HTTP_LOCAL_CONSOLE_HINT}.`,
  credentials:
    'Remove the user name and password from the URL: webhook URLs cannot contain credentials.',
  blocked:
    'This address cannot receive webhooks: link-local, cloud metadata, multicast, broadcast and reserved addresses are blocked.',
  tooLong: `The URL is too long: webhook URLs can be at most ${MAX_WEBHOOK_URL_LENGTH.toLocaleString('en-US')} characters.`,
} as const;

// ---------------------------------------------------------------------------------------------
// Address parsing
// ---------------------------------------------------------------------------------------------

/** Strict dotted-quad IPv4 ("1.2.3.4", decimal octets) → 32-bit number. */
function parseDottedIPv4(s: string): number | null {
  if (!net.isIPv4(s)) return null;
  const parts = s.split('.').map(Number);
  return (((parts[0]! << 24) | (parts[1]! << 16) | (parts[2]! << 8) | parts[3]!) >>> 0) as number;
}

function parseIPv4Number(part: string): number | null {
  let digits = part;
  let radix = 10;
  if (/^0[xX]/.test(part)) {
    digits = part.slice(2);
    radix = 16;
    if (digits === '') return 0; // WHATWG: "0x" alone is zero.
    if (!/^[0-9a-fA-F]+$/.test(digits)) return null;
  } else if (part.length > 1 && part.startsWith('0')) {
    digits = part.slice(1);
    radix = 8;
    if (!/^[0-7]+$/.test(digits)) return null;
  } else if (!/^[0-9]+$/.test(part)) {
    return null;
  }
  const n = parseInt(digits, radix);
  return Number.isFinite(n) ? n : Number.POSITIVE_INFINITY;
}

/**
 * The WHATWG URL "IPv4 parser" (which accepts the same spellings as inet_aton plus a trailing
 * dot): decimal, octal and hex parts, 1–4 parts with the last one filling the remaining bytes.
 */
export function parseLooseIPv4(input: string): number | null {
  if (input === '' || !/^[0-9a-fA-FxX.]+$/.test(input)) return null;
  const parts = input.split('.');
  if (parts.length > 1 && parts[parts.length - 1] === '') parts.pop();
  if (parts.length > 4) return null;
  const numbers: number[] = [];
  for (const part of parts) {
    if (part === '') return null;
    const n = parseIPv4Number(part);
    if (n === null) return null;
    numbers.push(n);
  }
  const last = numbers[numbers.length - 1]!;
  for (let i = 0; i < numbers.length - 1; i++) if (numbers[i]! > 255) return null;
  if (last >= 256 ** (5 - numbers.length)) return null;
  let value = last;
  for (let i = 0; i < numbers.length - 1; i++) value += numbers[i]! * 256 ** (3 - i);
  return value;
}

/** Any valid IPv6 text (compressed, expanded, embedded dotted IPv4, zone id) → 16 bytes. */
function parseIPv6(input: string): Uint8Array | null {
  let s = input;
  const pct = s.indexOf('%');
  if (pct !== -1) {
    const zone = s.slice(pct + 1);
    if (zone === '' || /[\s/[\]]/.test(zone)) return null;
    s = s.slice(0, pct);
  }
  if (!net.isIPv6(s)) return null;
  const bytes = new Uint8Array(16);
  const toWords = (part: string): number[] | null => {
    if (part === '') return [];
    const out: number[] = [];
    const groups = part.split(':');
    for (let i = 0; i < groups.length; i++) {
      const g = groups[i]!;
      if (g.includes('.')) {
        if (i !== groups.length - 1) return null;
        const v4 = parseDottedIPv4(g);
        if (v4 === null) return null;
        out.push(v4 >>> 16, v4 & 0xffff);
      } else {
        if (!/^[0-9a-fA-F]{1,4}$/.test(g)) return null;
        out.push(parseInt(g, 16));
      }
    }
    return out;
  };
  const halves = s.split('::');
  if (halves.length > 2) return null;
  const head = toWords(halves[0]!);
  const tail = halves.length === 2 ? toWords(halves[1]!) : [];
  if (head === null || tail === null) return null;
  const words =
    halves.length === 2
      ? [...head, ...new Array<number>(8 - head.length - tail.length).fill(0), ...tail]
      : head;
  if (words.length !== 8) return null;
  words.forEach((w, i) => {
    bytes[i * 2] = w >>> 8;
    bytes[i * 2 + 1] = w & 0xff;
  });
  return bytes;
}

// ---------------------------------------------------------------------------------------------
// Classification
// ---------------------------------------------------------------------------------------------

function inV4(ip: number, base: string, bits: number): boolean {
  const b = parseDottedIPv4(base)!;
  if (bits === 0) return true;
  const mask = bits === 32 ? 0xffffffff : ~((1 << (32 - bits)) - 1) >>> 0;
  return (ip & mask) >>> 0 === (b & mask) >>> 0;
}

function classifyIPv4(ip: number): AddressClass {
  if (
    inV4(ip, '0.0.0.0', 8) || // "this network"; 0.0.0.0 is "any address" on many stacks
    inV4(ip, '169.254.0.0', 16) || // link-local, cloud metadata 169.254.169.254
    inV4(ip, '224.0.0.0', 4) || // multicast
    inV4(ip, '240.0.0.0', 4) || // reserved, includes broadcast 255.255.255.255
    ip === parseDottedIPv4('100.100.100.200') || // Alibaba Cloud metadata
    ip === parseDottedIPv4('192.0.0.192') // Oracle Cloud legacy metadata
  ) {
    return 'blocked';
  }
  if (inV4(ip, '127.0.0.0', 8)) return 'loopback';
  if (
    inV4(ip, '10.0.0.0', 8) ||
    inV4(ip, '172.16.0.0', 12) ||
    inV4(ip, '192.168.0.0', 16) ||
    inV4(ip, '100.64.0.0', 10) // carrier-grade NAT: treated as private
  ) {
    return 'private';
  }
  return 'public';
}

const v4At = (b: Uint8Array, i: number[]): number =>
  ((b[i[0]!]! << 24) | (b[i[1]!]! << 16) | (b[i[2]!]! << 8) | b[i[3]!]!) >>> 0;

const allZero = (b: Uint8Array, from: number, to: number): boolean => {
  for (let i = from; i < to; i++) if (b[i] !== 0) return false;
  return true;
};

const AWS_V6_METADATA = parseIPv6('fd00:ec2::254')!;

function classifyIPv6(b: Uint8Array): AddressClass {
  // :: unspecified, ::1 loopback.
  if (allZero(b, 0, 16)) return 'blocked';
  if (allZero(b, 0, 15) && b[15] === 1) return 'loopback';
  // IPv4-compatible ::a.b.c.d (deprecated, still routed as IPv4 by some stacks).
  if (allZero(b, 0, 12)) return classifyIPv4(v4At(b, [12, 13, 14, 15]));
  // IPv4-mapped ::ffff:a.b.c.d.
  if (allZero(b, 0, 10) && b[10] === 0xff && b[11] === 0xff) {
    return classifyIPv4(v4At(b, [12, 13, 14, 15]));
  }
  // IPv4-translated (SIIT) ::ffff:0:a.b.c.d.
  if (allZero(b, 0, 8) && b[8] === 0xff && b[9] === 0xff && b[10] === 0 && b[11] === 0) {
    return classifyIPv4(v4At(b, [12, 13, 14, 15]));
  }
  // NAT64 well-known prefix 64:ff9b::/96.
  if (b[0] === 0 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && allZero(b, 4, 12)) {
    return classifyIPv4(v4At(b, [12, 13, 14, 15]));
  }
  // NAT64 local-use prefix 64:ff9b:1::/48 (RFC 8215): the prefix length is the operator's
  // choice, so the IPv4 address can sit at any RFC 6052 position. Blocked if any candidate is.
  if (b[0] === 0 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && b[4] === 0 && b[5] === 1) {
    const candidates = [
      v4At(b, [6, 7, 9, 10]), // /48
      v4At(b, [7, 9, 10, 11]), // /56
      v4At(b, [9, 10, 11, 12]), // /64
      v4At(b, [12, 13, 14, 15]), // /96
    ];
    if (candidates.some((c) => classifyIPv4(c) === 'blocked')) return 'blocked';
    return classifyIPv4(candidates[3]!);
  }
  // 6to4 2002:AABB:CCDD::/48 embeds AA.BB.CC.DD.
  if (b[0] === 0x20 && b[1] === 0x02) return classifyIPv4(v4At(b, [2, 3, 4, 5]));
  // Teredo 2001:0000::/32: server at bytes 4–7, client (bit-inverted) at bytes 12–15.
  if (b[0] === 0x20 && b[1] === 0x01 && b[2] === 0 && b[3] === 0) {
    const client = ~v4At(b, [12, 13, 14, 15]) >>> 0;
    const server = v4At(b, [4, 5, 6, 7]);
    if (classifyIPv4(client) === 'blocked' || classifyIPv4(server) === 'blocked') return 'blocked';
    return 'public';
  }
  // Multicast ff00::/8, link-local fe80::/10.
  if (b[0] === 0xff) return 'blocked';
  if (b[0] === 0xfe && (b[1]! & 0xc0) === 0x80) return 'blocked';
  // AWS IPv6 metadata endpoint fd00:ec2::254.
  if (b.every((x, i) => x === AWS_V6_METADATA[i])) return 'blocked';
  // Unique local fc00::/7, and the deprecated site-local fec0::/10.
  if ((b[0]! & 0xfe) === 0xfc) return 'private';
  if (b[0] === 0xfe && (b[1]! & 0xc0) === 0xc0) return 'private';
  return 'public';
}

/**
 * Classifies an IP literal: IPv4 (dotted, or any WHATWG/inet_aton spelling such as
 * `0x7f.1`), or IPv6 with or without brackets and zone id. Never throws; anything that is not
 * an IP address is `'blocked'`.
 */
export function classifyAddress(ip: string): AddressClass {
  try {
    if (typeof ip !== 'string' || ip.length === 0 || ip.length > 256) return 'blocked';
    let s = ip;
    let bracketed = false;
    if (s.startsWith('[') && s.endsWith(']')) {
      s = s.slice(1, -1);
      bracketed = true;
    }
    if (s.includes(':')) {
      // URL-style zone ids are percent-encoded ("%25eth0").
      const v6 = parseIPv6(s.replace(/%25(?=.)/, '%'));
      return v6 ? classifyIPv6(v6) : 'blocked';
    }
    if (bracketed) return 'blocked';
    const v4 = parseDottedIPv4(s) ?? parseLooseIPv4(s);
    return v4 === null ? 'blocked' : classifyIPv4(v4);
  } catch {
    return 'blocked';
  }
}

/** Returns the address in canonical form if `host` is an IP literal in any spelling, else null. */
function ipLiteralOf(host: string): string | null {
  let s = host;
  if (s.startsWith('[') && s.endsWith(']')) s = s.slice(1, -1);
  if (s.includes(':')) return parseIPv6(s.replace(/%25(?=.)/, '%')) ? s : null;
  const v4 = parseLooseIPv4(s);
  if (v4 === null) return null;
  return [v4 >>> 24, (v4 >>> 16) & 0xff, (v4 >>> 8) & 0xff, v4 & 0xff].join('.');
}

const isLocalClass = (c: AddressClass): boolean => c === 'loopback' || c === 'private';

/** Names that plausibly live on this computer or the local network (re-checked on resolution). */
function looksLocalName(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/\.$/, '');
  if (h === '' || h.includes('..')) return false;
  if (h === 'localhost' || h.endsWith('.localhost')) return true;
  if (!h.includes('.')) return true; // single-label name, e.g. "printer"
  return ['.local', '.lan', '.home.arpa', '.internal'].some((suffix) => h.endsWith(suffix));
}

/** Well-known metadata service names: refused at registration even before resolution. */
const METADATA_NAMES = new Set([
  'metadata.google.internal',
  'metadata.goog',
  'metadata',
  'instance-data',
  'instance-data.ec2.internal',
]);

// ---------------------------------------------------------------------------------------------
// Registration check
// ---------------------------------------------------------------------------------------------

type Failure = Extract<UrlCheck, { ok: false }>;
const fail = (code: Failure['code'], message: string): Failure => ({ ok: false, code, message });

/** Validates a webhook URL when it is registered or edited. */
export function checkWebhookUrl(raw: string, options: UrlPolicyOptions): UrlCheck {
  if (typeof raw !== 'string') return fail('invalid_url', MESSAGES.invalid);
  if (raw.length > MAX_WEBHOOK_URL_LENGTH) return fail('too_long', MESSAGES.tooLong);
  const input = raw.replace(/^[ \t\r\n\f]+|[ \t\r\n\f]+$/g, '');
  if (input === '') return fail('invalid_url', MESSAGES.invalid);

  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return fail('invalid_url', MESSAGES.invalid);
  }
  // Checked on the raw text: WHATWG parsing silently deletes tabs/newlines and turns "\" into "/".
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f\u0085\u2028\u2029]/.test(input)) {
    return fail('invalid_url', MESSAGES.whitespace);
  }
  if (input.includes('\\')) return fail('invalid_url', MESSAGES.backslash);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return fail('https_required', MESSAGES.scheme);
  }
  // Raw "//": new URL accepts "https:example.com" and "https:/example.com" for special schemes.
  // and "https:///example.com" (three slashes) as https://example.com/.
  if (!/^https?:\/\/[^/]/i.test(input)) return fail('invalid_url', MESSAGES.invalid);
  const authority = input.slice(input.indexOf('//') + 2).split(/[/?#]/, 1)[0] ?? '';
  if (url.username !== '' || url.password !== '' || authority.includes('@')) {
    return fail('credentials_in_url', MESSAGES.credentials);
  }
  if (input.includes('#')) return fail('invalid_url', MESSAGES.fragment);
  if (url.hostname === '') return fail('invalid_url', MESSAGES.invalid);
  if (url.href.length > MAX_WEBHOOK_URL_LENGTH) return fail('too_long', MESSAGES.tooLong);

  const host = url.hostname;
  const literal = ipLiteralOf(host);
  const isHttp = url.protocol === 'http:';
  if (literal !== null) {
    const cls = classifyAddress(literal);
    if (cls === 'blocked') return fail('blocked_address', MESSAGES.blocked);
    if (isHttp && !(options.allowHttpLocal && isLocalClass(cls))) {
      return fail('https_required', MESSAGES.plainHttp);
    }
    return { ok: true, url };
  }
  if (METADATA_NAMES.has(host.toLowerCase().replace(/\.$/, ''))) {
    return fail('blocked_address', MESSAGES.blocked);
  }
  if (isHttp && !(options.allowHttpLocal && looksLocalName(host))) {
    return fail('https_required', MESSAGES.plainHttp);
  }
  return { ok: true, url };
}

// ---------------------------------------------------------------------------------------------
// Connection-time checks
// ---------------------------------------------------------------------------------------------

/** Checks one resolved address right before connecting. */
export function checkResolvedAddress(
  ip: string,
  protocol: 'http:' | 'https:',
  options: UrlPolicyOptions,
): ConnectCheck {
  const cls = classifyAddress(ip);
  if (cls === 'blocked') {
    return { ok: false, message: `The receiver's address ${ip} is blocked. ${MESSAGES.blocked}` };
  }
  if (protocol === 'https:') return { ok: true };
  if (options.allowHttpLocal && isLocalClass(cls)) return { ok: true };
  return {
    ok: false,
    message: `The receiver's address ${ip} is not on this computer or the local network. ${MESSAGES.plainHttp}`,
  };
}

/**
 * For the host the delivery code is about to connect to. IP literals (in any spelling) are
 * checked here because net.connect does not call `lookup` for them; names pass (their
 * resolved addresses are checked by {@link createGuardedLookup}), except that plain HTTP with
 * the setting off fails straight away.
 */
export function checkConnectTarget(
  hostname: string,
  protocol: 'http:' | 'https:',
  options: UrlPolicyOptions,
): ConnectCheck {
  if (typeof hostname !== 'string' || hostname === '') {
    return { ok: false, message: MESSAGES.invalid };
  }
  const literal = ipLiteralOf(hostname);
  if (literal !== null) return checkResolvedAddress(literal, protocol, options);
  if (protocol === 'http:' && !options.allowHttpLocal) {
    return { ok: false, message: MESSAGES.plainHttp };
  }
  return { ok: true };
}

export interface BlockedAddressError extends Error {
  code: 'ERR_BLOCKED_ADDRESS';
  hostname: string;
  address: string;
}

function blockedError(hostname: string, address: string, message: string): BlockedAddressError {
  const err = new Error(`Refusing to connect to ${hostname}: ${message}`) as BlockedAddressError;
  err.code = 'ERR_BLOCKED_ADDRESS';
  err.hostname = hostname;
  err.address = address;
  return err;
}

type LookupCallback = (...args: any[]) => void; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * A dns.lookup-compatible function for undici's `connect: { lookup }` (and net/tls): resolves
 * every address of the name, and refuses the connection (an Error with code
 * `ERR_BLOCKED_ADDRESS`) if ANY of them fails {@link checkResolvedAddress}, so a name cannot
 * rebind to a blocked address between registration and delivery, nor hide one among good ones.
 */
export function createGuardedLookup(
  protocol: 'http:' | 'https:',
  options: UrlPolicyOptions,
  resolver: typeof import('node:dns').lookup = dns.lookup,
): (hostname: string, opts: object, cb: LookupCallback) => void {
  return (hostname: string, opts: object | number | LookupCallback, cb?: LookupCallback) => {
    let callback = cb;
    let lookupOpts: dns.LookupOptions = {};
    if (typeof opts === 'function') callback = opts as LookupCallback;
    else if (typeof opts === 'number') lookupOpts = { family: opts };
    else if (opts && typeof opts === 'object') lookupOpts = { ...(opts as dns.LookupOptions) };
    if (typeof callback !== 'function') throw new TypeError('lookup callback must be a function');
    const done = callback;
    const wantAll = lookupOpts.all === true;

    resolver(hostname, { ...lookupOpts, all: true }, (err, addresses) => {
      if (err) {
        done(err);
        return;
      }
      const list = Array.isArray(addresses) ? addresses : [];
      if (list.length === 0) {
        const notFound = Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), {
          code: 'ENOTFOUND',
          hostname,
        });
        done(notFound);
        return;
      }
      for (const entry of list) {
        const verdict = checkResolvedAddress(entry.address, protocol, options);
        if (!verdict.ok) {
          done(blockedError(hostname, entry.address, verdict.message));
          return;
        }
      }
      if (wantAll) done(null, list);
      else done(null, list[0]!.address, list[0]!.family);
    });
  };
}
