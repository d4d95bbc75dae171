/**
 * The LAN HTTPS listener against held-open connections (service/tls/lan-https.ts): a socket that
 * never sends a ClientHello is cut after the handshake timeout, an idle keep-alive connection
 * after its timeout, one client address cannot hold more than its share, nor all together more
 * than the total; and TLS 1.2 offers AEAD suites only. A listener with small limits is started
 * in front of a real service; clients are real sockets from distinct loopback addresses
 * (127.0.0.2, 127.0.0.3… are all this machine, each its own client address).
 */
import { connect as tcpConnect, type Socket } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAN_LIMITS, startLanHttps, type LanHttps } from '../../service/tls/lan-https';
import { createLogger } from '../../service/util/logger';
import { startTestService, type TestService } from '../support/test-service';

const LIMITS = { handshakeMs: 800, keepAliveMs: 600, perAddress: 4, total: 10 };

let ts: TestService;
let lan: LanHttps;
let port: number;
const held: Socket[] = [];

beforeAll(async () => {
  ts = await startTestService();
  lan = await startLanHttps({
    app: ts.service.http!,
    ca: ts.service.tls,
    host: '127.0.0.1',
    port: 0,
    log: createLogger('silent'),
    limits: LIMITS,
  });
  port = Number(new URL(lan.address).port);
}, 60_000);

afterAll(async () => {
  for (const s of held) s.destroy();
  await lan?.close();
  await ts?.close();
});

/** A TCP connection from `from` that sends nothing; resolves once connected. */
function idleSocket(from: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = tcpConnect({ host: '127.0.0.1', port, localAddress: from }, () =>
      resolve(socket),
    );
    socket.on('error', reject);
    held.push(socket);
  });
}

const closed = (socket: Socket) =>
  new Promise<void>((resolve) => {
    if (socket.destroyed) resolve();
    else socket.once('close', () => resolve());
  });

/** A full TLS request from `from`: the HTTP status, or the error that ended it. */
function get(from: string, options: { maxVersion?: 'TLSv1.2'; ciphers?: string } = {}) {
  return new Promise<{ status?: number; error?: string; cipher?: string; protocol?: string }>(
    (resolve) => {
      const socket = tlsConnect({
        host: '127.0.0.1',
        port,
        // Passed on to net.connect (the types of tls.connect leave it out).
        ...({ localAddress: from } as object),
        rejectUnauthorized: false,
        ...options,
      });
      let text = '';
      let cipher = '';
      let protocol = '';
      socket.on('secureConnect', () => {
        cipher = socket.getCipher().standardName;
        protocol = socket.getProtocol() ?? '';
        socket.write('GET /api/v1/openapi.json HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
      });
      socket.on('data', (d: Buffer) => (text += d.toString('latin1')));
      socket.on('error', (e) => resolve({ error: e.message }));
      socket.on('close', () => {
        const status = /^HTTP\/1\.1 (\d{3})/.exec(text)?.[1];
        resolve(status ? { status: Number(status), cipher, protocol } : { error: 'closed' });
      });
      socket.setTimeout(5000, () => socket.destroy());
    },
  );
}

describe('the LAN listener under held-open connections', () => {
  it('ships limits: handshake <= 10 s, an idle keep-alive timeout, caps per address and in total', () => {
    expect(LAN_LIMITS.handshakeMs).toBeLessThanOrEqual(10_000);
    expect(LAN_LIMITS.keepAliveMs).toBeLessThanOrEqual(10_000);
    expect(LAN_LIMITS.perAddress).toBeLessThan(LAN_LIMITS.total);
    expect(LAN_LIMITS.total).toBeLessThan(1024);
  });

  it('cuts a connection that never sends a ClientHello after the handshake timeout', async () => {
    const socket = await idleSocket('127.0.0.2');
    const t0 = performance.now();
    await closed(socket);
    const ms = performance.now() - t0;
    expect(ms).toBeGreaterThan(LIMITS.handshakeMs - 200);
    expect(ms).toBeLessThan(LIMITS.handshakeMs + 2000);
  });

  it('one address holding its share is refused more; other addresses are served', async () => {
    const mine = await Promise.all(
      Array.from({ length: LIMITS.perAddress }, () => idleSocket('127.0.0.3')),
    );
    const extra = await idleSocket('127.0.0.3');
    await closed(extra); // at once, not after the handshake timeout
    expect(mine.every((s) => !s.destroyed)).toBe(true);
    expect((await get('127.0.0.4')).status).toBe(200);
    for (const s of mine) s.destroy();
    await Promise.all(mine.map(closed));
    await new Promise((r) => setTimeout(r, 50));
    expect((await get('127.0.0.3')).status).toBe(200);
  });

  it('all addresses together cannot hold more than the total', async () => {
    const sockets: Socket[] = [];
    for (let i = 0; sockets.length < LIMITS.total; i++)
      sockets.push(await idleSocket(`127.0.1.${1 + (i % 5)}`));
    const refused = await get('127.0.2.1');
    expect(refused.status).toBeUndefined();
    for (const s of sockets) s.destroy();
    await Promise.all(sockets.map(closed));
    await new Promise((r) => setTimeout(r, 50));
    expect((await get('127.0.2.1')).status).toBe(200);
  });

  it('closes an idle keep-alive connection after its timeout', async () => {
    const socket = tlsConnect({ host: '127.0.0.1', port, rejectUnauthorized: false });
    await new Promise<void>((resolve) => socket.once('secureConnect', () => resolve()));
    socket.write('GET /api/v1/openapi.json HTTP/1.1\r\nHost: x\r\n\r\n');
    await new Promise<void>((resolve) => socket.once('data', () => resolve()));
    socket.resume();
    const t0 = performance.now();
    await new Promise<void>((resolve) => socket.once('close', () => resolve()));
    expect(performance.now() - t0).toBeLessThan(LIMITS.keepAliveMs + 2000);
  });

  it('TLS 1.2: AEAD suites only (a CBC or SHA-1 client is refused); TLS 1.3 unchanged', async () => {
    const cbc = await get('127.0.0.5', {
      maxVersion: 'TLSv1.2',
      ciphers: 'ECDHE-ECDSA-AES128-SHA:ECDHE-ECDSA-AES256-SHA384:ECDHE-ECDSA-AES128-SHA256',
    });
    expect(cbc.status).toBeUndefined();
    const tls12 = await get('127.0.0.5', { maxVersion: 'TLSv1.2' });
    expect(tls12.status).toBe(200);
    expect(tls12.cipher).toMatch(/^TLS_ECDHE_ECDSA_WITH_(AES_\d+_GCM|CHACHA20_POLY1305)/);
    const tls13 = await get('127.0.0.5');
    expect(tls13.protocol).toBe('TLSv1.3');
    expect(tls13.status).toBe(200);
  });
});
