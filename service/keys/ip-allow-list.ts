import ipaddr from 'ipaddr.js';

/** At most this many entries per key: a list longer than this is a network design, not a key's. */
export const MAX_ALLOWED_IPS = 50;

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/**
 * An address of either family, with IPv4-mapped IPv6 (`::ffff:10.0.0.5`) turned into IPv4, or
 * null. IPv4 must be four decimal parts: `127.1` or `0x7f.0.0.1` are refused rather than read
 * the way some resolvers would.
 */
function parseAddress(text: string): Address | null {
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text);
  if (!ipaddr.IPv6.isValid(text)) return null;
  const v6 = ipaddr.IPv6.parse(text);
  if (v6.zoneId !== undefined) return null;
  return v6.isIPv4MappedAddress() ? v6.toIPv4Address() : v6;
}

/** A client address as people write it: `::ffff:10.0.0.5` is shown as `10.0.0.5`. */
export const displayAddress = (clientAddress: string): string =>
  parseAddress(clientAddress)?.toString() ?? clientAddress;

/** The width of an address family in bits. */
const bitsOf = (a: Address) => (a.kind() === 'ipv4' ? 32 : 128);

/**
 * One entry (`10.0.0.5`, `10.0.0.0/24`, `2001:db8::/32`, `::ffff:10.0.0.0/120`) in its
 * normalised form (network address, RFC 5952 text, IPv4 for mapped ranges, no prefix for a single
 * address), or null when it is not one.
 */
export function normaliseEntry(entry: string): string | null {
  const slash = entry.indexOf('/');
  const address = parseAddress(slash < 0 ? entry : entry.slice(0, slash));
  if (!address) return null;
  let prefix = bitsOf(address);
  if (slash >= 0) {
    const text = entry.slice(slash + 1);
    if (!/^\d{1,3}$/.test(text)) return null;
    prefix = Number(text);
    // A mapped IPv6 range was turned into IPv4 above: its prefix loses the 96 mapping bits.
    if (address.kind() === 'ipv4' && entry.includes(':')) prefix -= 96;
    if (prefix < 0 || prefix > bitsOf(address)) return null;
  }
  if (prefix === bitsOf(address)) return address.toString();
  const network =
    address.kind() === 'ipv4'
      ? ipaddr.IPv4.networkAddressFromCIDR(`${address.toString()}/${prefix}`)
      : ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/${prefix}`);
  return `${network.toString()}/${prefix}`;
}

/**
 * Checks a list typed by an admin: every entry normalised, duplicates dropped, order kept.
 * Returns the list (empty = any address) or the sentence that says what is wrong.
 */
export function normaliseAllowList(
  value: unknown,
): { entries: string[]; problem?: undefined } | { entries?: undefined; problem: string } {
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) {
    return { problem: 'Allowed IP addresses must be a list of addresses or CIDR ranges.' };
  }
  const entries: string[] = [];
  const invalid: string[] = [];
  for (const raw of value as string[]) {
    const text = raw.trim();
    if (text === '') continue;
    const normal = normaliseEntry(text);
    if (normal === null) invalid.push(text.length > 45 ? `${text.slice(0, 45)}…` : text);
    else if (!entries.includes(normal)) entries.push(normal);
  }
  if (invalid.length) {
    return {
      problem: `Not an IP address or CIDR range: ${invalid.slice(0, 3).join(', ')}${invalid.length > 3 ? ` (and ${invalid.length - 3} more)` : ''}. Use forms like 192.168.1.7, 10.0.0.0/24 or 2001:db8::/32.`,
    };
  }
  if (entries.length > MAX_ALLOWED_IPS) {
    return { problem: `At most ${MAX_ALLOWED_IPS} allowed IP addresses or ranges per key.` };
  }
  return { entries };
}

/** A key's stored (normalised) allow-list, parsed once for the request path. */
export class IpAllowList {
  private readonly ranges: [Address, number][];

  constructor(entries: readonly string[]) {
    this.ranges = entries.map((e) => {
      const [address, prefix] = ipaddr.parseCIDR(
        e.includes('/') ? e : `${e}/${e.includes(':') ? 128 : 32}`,
      );
      return [address, prefix];
    });
  }

  /** True when the client address (as the socket reports it, maybe IPv4-mapped) is in a range. */
  allows(clientAddress: string): boolean {
    const address = parseAddress(clientAddress);
    if (!address) return false;
    const kind = address.kind();
    for (const [range, prefix] of this.ranges) {
      if (range.kind() === kind && address.match(range, prefix)) return true;
    }
    return false;
  }
}
