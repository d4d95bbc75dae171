/**
 * Which trust a receiver's connection gets: a company's CAs only for loopback and private
 * addresses, chosen by the address the name resolves to at connect. Public addresses cannot be
 * reached from the tests, so the connectors undici would build are spies: the test sees which
 * one is called, with which address, and with which `ca`.
 */
import type dns from 'node:dns';
import { rootCertificates } from 'node:tls';
import type { buildConnector } from 'undici';
import { describe, expect, it } from 'vitest';
import {
  companyCasApply,
  createReceiverConnector,
} from '../../service/webhooks/receiver-connector';

const COMPANY_CA = '-----BEGIN CERTIFICATE-----\nMIIB (a company CA)\n-----END CERTIFICATE-----\n';

/** A resolver with fixed answers. */
const resolver = ((hostname: string, _options: unknown, cb: (...args: unknown[]) => void) => {
  const answers: Record<string, string> = {
    'erp.example.com': '203.0.113.10', // public (TEST-NET-3)
    'till.lan': '192.168.1.20',
    'rebound.example.com': '10.0.0.7', // a public-looking name that resolves to the LAN
    'metadata.example.com': '169.254.169.254',
    localhost: '127.0.0.1',
  };
  const address = answers[hostname];
  if (!address)
    cb(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }));
  else cb(null, [{ address, family: 4 }]);
}) as unknown as typeof dns.lookup;

interface Built {
  ca: string[] | undefined;
  calls: buildConnector.Options[];
}

/** createReceiverConnector with spy connectors: each records the options it is called with. */
function spyConnector(companyCas: string[], protocol: 'http:' | 'https:' = 'https:') {
  const built: Built[] = [];
  const build = ((options: { ca?: string[] }) => {
    const b: Built = { ca: options.ca, calls: [] };
    built.push(b);
    return (opts: buildConnector.Options, cb: buildConnector.Callback) => {
      b.calls.push(opts);
      cb(new Error('spy: not connecting'), null);
    };
  }) as unknown as typeof buildConnector;
  const connector = createReceiverConnector(
    { protocol, allowHttpLocal: false, timeoutMs: 3000, companyCas, resolver },
    build,
  );
  /** Connects to `hostname` and says which connector took it, with which address. */
  const connect = (hostname: string) =>
    new Promise<{ trust: 'company' | 'system'; address: string; host: string } | Error>(
      (resolve) => {
        const before = built.map((b) => b.calls.length);
        connector(
          { hostname, host: `${hostname}:443`, protocol, port: '443' },
          (error, _socket) => {
            const i = built.findIndex((b, k) => b.calls.length > before[k]!);
            if (i === -1) return resolve(error!);
            const call = built[i]!.calls.at(-1)!;
            resolve({
              trust: built[i]!.ca ? 'company' : 'system',
              address: call.hostname,
              host: call.host!,
            });
          },
        );
      },
    );
  return { built, connect };
}

describe('the trust of a receiver connection', () => {
  it('uses a company CA only for loopback and private addresses', () => {
    for (const ip of ['127.0.0.1', '::1', '10.1.2.3', '172.16.0.9', '192.168.1.20', 'fd00::5']) {
      expect(companyCasApply(ip), ip).toBe(true);
    }
    for (const ip of ['203.0.113.10', '8.8.8.8', '2606:4700::1111', '169.254.169.254']) {
      expect(companyCasApply(ip), ip).toBe(false);
    }
  });

  it('picks the trust by the address a name resolves to at connect, keeping the name for TLS', async () => {
    const { built, connect } = spyConnector([COMPANY_CA]);
    expect(built.map((b) => b.ca)).toEqual([undefined, [...rootCertificates, COMPANY_CA]]);
    // A public receiver: the system roots only, though the company trusts a CA.
    expect(await connect('erp.example.com')).toEqual({
      trust: 'system',
      address: '203.0.113.10',
      host: 'erp.example.com:443', // undici takes the TLS server name from it
    });
    expect(await connect('203.0.113.10')).toMatchObject({
      trust: 'system',
      address: '203.0.113.10',
    });
    // LAN receivers: the system roots and the company's CAs.
    expect(await connect('till.lan')).toMatchObject({ trust: 'company', address: '192.168.1.20' });
    expect(await connect('rebound.example.com')).toMatchObject({
      trust: 'company',
      address: '10.0.0.7',
    });
    expect(await connect('localhost')).toMatchObject({ trust: 'company', address: '127.0.0.1' });
    expect(await connect('10.0.0.9')).toMatchObject({ trust: 'company', address: '10.0.0.9' });
    // A blocked or unknown address never connects.
    expect(await connect('metadata.example.com')).toMatchObject({ code: 'ERR_BLOCKED_ADDRESS' });
    expect(await connect('nowhere.example.com')).toMatchObject({ code: 'ENOTFOUND' });
  });

  it('without company CAs, or over plain HTTP, has one connector with the system roots', async () => {
    for (const [cas, protocol] of [
      [[], 'https:'],
      [[COMPANY_CA], 'http:'],
    ] as const) {
      const { built } = spyConnector([...cas], protocol);
      expect(built.map((b) => b.ca)).toEqual([undefined]);
    }
  });
});
