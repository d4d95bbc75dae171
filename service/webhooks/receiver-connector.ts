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

type Lookup = ReturnType<typeof createGuardedLookup>;
type Resolved = { address: string; family: number }[];

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
 * The guarded lookup, refusing a name unless every address it resolves to is loopback or
 * private: the lookup of the connections that trust the company's CAs, so the address the
 * socket actually connects to is one they may vouch for (a name that moved to a public address
 * since the choice fails as `blocked`, and is tried again later).
 */
function localOnly(lookup: Lookup): Lookup {
  return (hostname, options, callback) =>
    lookup(hostname, { ...options, all: true }, (error: Error | null, list: Resolved) => {
      if (error) return callback(error);
      const outside = list.find((a) => !companyCasApply(a.address));
      if (outside) {
        const refused = new Error(
          `The receiver's address ${outside.address} is not on this computer or the local network, where its company's trusted CA certificates apply; it changed while connecting.`,
        );
        return callback(Object.assign(refused, { code: 'ERR_BLOCKED_ADDRESS' }));
      }
      if ((options as dns.LookupOptions).all) callback(null, list);
      else callback(null, list[0]!.address, list[0]!.family);
    });
}

/**
 * The undici connector of one webhook's Agent. Every address is checked by the URL policy's
 * guarded lookup (no DNS rebinding). With company CAs, an HTTPS connection picks its trust by
 * the addresses the name resolves to: when all are loopback or private, it connects with the
 * system roots plus the company's CAs, through a lookup that accepts only such addresses;
 * otherwise with the system roots alone. The name stays the host to connect to, so Node still
 * tries each address in turn and the certificate is checked against it. `build` is undici's
 * buildConnector (tests pass a spy).
 */
export function createReceiverConnector(
  o: ReceiverConnectorOptions,
  build: typeof buildConnector = buildConnector,
): buildConnector.connector {
  const lookup = createGuardedLookup(o.protocol, { allowHttpLocal: o.allowHttpLocal }, o.resolver);
  const system = build({ timeout: o.timeoutMs, lookup });
  if (o.protocol !== 'https:' || o.companyCas.length === 0) return system;
  const local = build({
    timeout: o.timeoutMs,
    lookup: localOnly(lookup),
    ca: [...rootCertificates, ...o.companyCas],
  });
  const connect = (trusted: boolean, ...args: Parameters<buildConnector.connector>) => {
    try {
      (trusted ? local : system)(...args);
    } catch (error) {
      args[1](error as Error, null); // from a DNS callback: never let it escape
    }
  };
  return (options, callback) => {
    if (net.isIP(options.hostname)) {
      connect(companyCasApply(options.hostname), options, callback);
      return;
    }
    lookup(options.hostname, { all: true }, (error: Error | null, list: Resolved) => {
      if (error) callback(error, null);
      else
        connect(
          list.every((a) => companyCasApply(a.address)),
          options,
          callback,
        );
    });
  };
}
