/**
 * Which trust a receiver's connection gets: a company's CAs only for loopback and private
 * addresses, chosen by the address the name resolves to at connect. Public addresses cannot be
 * reached from the tests, so the connectors undici would build are spies: the test sees which
 * one is called, with which address, and with which `ca`.
 */
import type dns from 'node:dns';
import net from 'node:net';
import { rootCertificates } from 'node:tls';
import type { buildConnector } from 'undici';
import { describe, expect, it } from 'vitest';
import {
  companyCasApply,
  createReceiverConnector,
} from '../../service/webhooks/receiver-connector';

const COMPANY_CA = '-----BEGIN CERTIFICATE-----\nMIIB (a company CA)\n-----END CERTIFICATE-----\n';

/** Fixed answers; a name that rebinds answers its list in turn, one per lookup. */
const ANSWERS: Record<string, string[] | string[][]> = {
  'erp.example.com': ['203.0.113.10'], // public (TEST-NET-3)
  'till.lan': ['192.168.1.20', 'fd00::20'],
  'rebound.example.com': ['10.0.0.7'], // a public-looking name that resolves to the LAN
  'mixed.example.com': ['10.0.0.8', '203.0.113.11'],
  'metadata.example.com': ['169.254.169.254'],
  localhost: ['::1', '127.0.0.1'],
  'rebinding.example.com': [['192.168.1.30'], ['203.0.113.12']],
};
const asked = new Map<string, number>();
const resolver = ((hostname: string, _options: unknown, cb: (...args: unknown[]) => void) => {
  const answer = ANSWERS[hostname];
  if (!answer) {
    cb(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }));
    return;
  }
  const n = asked.get(hostname) ?? 0;
  asked.set(hostname, n + 1);
  const list = (
    Array.isArray(answer[0]) ? answer[Math.min(n, answer.length - 1)] : answer
  ) as string[];
  cb(
    null,
    list.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
  );
}) as unknown as typeof dns.lookup;

type Lookup = (host: string, options: object, cb: (...args: unknown[]) => void) => void;

/**
 * createReceiverConnector with spy connectors. Called, a spy resolves the host with the lookup
 * it was built with, as net.connect would (an IP literal is not looked up), and reports its
 * trust (the company's CAs or the system roots alone) and the addresses it would try.
 */
function spyConnector(companyCas: string[], protocol: 'http:' | 'https:' = 'https:') {
  const built: { ca: string[] | undefined }[] = [];
  const build = ((options: { ca?: string[]; lookup: Lookup }) => {
    const trust = options.ca ? 'company' : 'system';
    built.push({ ca: options.ca });
    return (opts: buildConnector.Options, cb: buildConnector.Callback) => {
      const report = (addresses: string[]) =>
        cb(Object.assign(new Error('spy'), { trust, addresses, host: opts.hostname }), null);
      if (net.isIP(opts.hostname)) return report([opts.hostname]);
      options.lookup(opts.hostname, { all: true }, (error, list) =>
        error
          ? cb(error as Error, null)
          : report((list as { address: string }[]).map((a) => a.address)),
      );
    };
  }) as unknown as typeof buildConnector;
  const connector = createReceiverConnector(
    { protocol, allowHttpLocal: false, timeoutMs: 3000, companyCas, resolver },
    build,
  );
  const connect = (hostname: string) =>
    new Promise<Record<string, unknown>>((resolve) =>
      connector({ hostname, host: `${hostname}:443`, protocol, port: '443' }, (error, _socket) =>
        resolve({ ...(error as object), message: error!.message }),
      ),
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

  it('picks the trust by the addresses a name resolves to at connect, keeping the name', async () => {
    const { built, connect } = spyConnector([COMPANY_CA]);
    expect(built.map((b) => b.ca)).toEqual([undefined, [...rootCertificates, COMPANY_CA]]);
    // A public receiver: the system roots only, though the company trusts a CA.
    expect(await connect('erp.example.com')).toMatchObject({
      trust: 'system',
      host: 'erp.example.com', // the name: Node tries each address, TLS checks the name
      addresses: ['203.0.113.10'],
    });
    expect(await connect('203.0.113.10')).toMatchObject({ trust: 'system' });
    // A name with a public address among private ones: the system roots only.
    expect(await connect('mixed.example.com')).toMatchObject({ trust: 'system' });
    // LAN receivers: the system roots and the company's CAs, every address tried.
    expect(await connect('till.lan')).toMatchObject({
      trust: 'company',
      host: 'till.lan',
      addresses: ['192.168.1.20', 'fd00::20'],
    });
    expect(await connect('rebound.example.com')).toMatchObject({ trust: 'company' });
    expect(await connect('localhost')).toMatchObject({
      trust: 'company',
      addresses: ['::1', '127.0.0.1'],
    });
    expect(await connect('10.0.0.9')).toMatchObject({ trust: 'company' });
    // Rebinding between the choice and the connection: the company's connector refuses it.
    expect(await connect('rebinding.example.com')).toMatchObject({
      code: 'ERR_BLOCKED_ADDRESS',
      message: expect.stringContaining('203.0.113.12'),
    });
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
