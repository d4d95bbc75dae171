import type dns from 'node:dns';
import net from 'node:net';
import { rootCertificates } from 'node:tls';
import { buildConnector } from 'undici';
import { classifyAddress, createGuardedLookup } from './url-policy';

export interface ReceiverConnectorOptions {
  protocol: 'http:' | 'https:';
  allowHttpLocal: boolean;
  /** The connect timeout (TCP and TLS handshake). */
  timeoutMs: number;
  /** PEM text of the webhook's company's trusted CAs (none: the system roots only). */
  companyCas: readonly string[];
  /** DNS resolver behind the guarded lookup (tests). */
  resolver?: typeof dns.lookup;
}

/**
 * Whether a company's trusted CAs may vouch for a receiver at this address: only loopback and
 * private-network addresses (the LAN devices they exist for). A public receiver is checked
 * against the system roots alone, so a CA an Admin adds can never impersonate a receiver on
 * the Internet.
 */
export function companyCasApply(address: string): boolean {
  const cls = classifyAddress(address);
  return cls === 'loopback' || cls === 'private';
}

/**
 * The undici connector of one webhook's Agent. Every address is checked by the URL policy's
 * guarded lookup (no DNS rebinding). With company CAs, an HTTPS connection resolves its name
 * first and picks its trust by the address it actually connects to: the system roots plus the
 * company's CAs for loopback and private addresses, the system roots alone otherwise. The TLS
 * server name stays the URL's host (undici derives it from `host`), so the certificate is still
 * checked against the name in the URL. `build` is undici's buildConnector (tests pass a spy).
 */
export function createReceiverConnector(
  o: ReceiverConnectorOptions,
  build: typeof buildConnector = buildConnector,
): buildConnector.connector {
  const lookup = createGuardedLookup(o.protocol, { allowHttpLocal: o.allowHttpLocal }, o.resolver);
  const system = build({ timeout: o.timeoutMs, lookup });
  if (o.protocol !== 'https:' || o.companyCas.length === 0) return system;
  const local = build({ timeout: o.timeoutMs, lookup, ca: [...rootCertificates, ...o.companyCas] });
  return (options, callback) => {
    const connectTo = (address: string) =>
      (companyCasApply(address) ? local : system)({ ...options, hostname: address }, callback);
    if (net.isIP(options.hostname)) {
      connectTo(options.hostname);
      return;
    }
    lookup(options.hostname, {}, (error: Error | null, address: string) => {
      if (error) callback(error, null);
      else connectTo(address);
    });
  };
}
