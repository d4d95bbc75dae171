import {
  createServer as createHttpServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Socket } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  /** performance.now() when the whole body arrived. */
  at: number;
}

/** What the receiver does with one request: answer, hang forever, or drop the connection. */
export type Reply =
  | { status: number; headers?: Record<string, string>; body?: string; delayMs?: number }
  | 'hang'
  | 'destroy';

export interface Receiver {
  url: string;
  port: number;
  received: Received[];
  /** Resolves when `n` requests have arrived (rejects after `timeoutMs`). */
  waitFor(n: number, timeoutMs?: number): Promise<Received[]>;
  close(): Promise<void>;
}

/** A real receiver on 127.0.0.1 (HTTP, or HTTPS with `tls`). */
export async function startReceiver(
  reply: (req: Received, index: number) => Reply = () => ({ status: 200, body: 'ok' }),
  tls?: { key: string; cert: string },
): Promise<Receiver> {
  const received: Received[] = [];
  const waiters: { n: number; resolve: () => void }[] = [];
  const sockets = new Set<Socket>();
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const entry: Received = {
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: performance.now(),
      };
      const index = received.length;
      received.push(entry);
      for (const w of [...waiters]) if (received.length >= w.n) w.resolve();
      const r = reply(entry, index);
      if (r === 'hang') return;
      if (r === 'destroy') {
        req.socket.destroy();
        return;
      }
      const send = () => {
        res.writeHead(r.status, r.headers ?? {});
        res.end(r.body ?? '');
      };
      if (r.delayMs) setTimeout(send, r.delayMs);
      else send();
    });
  };
  const server = tls
    ? createHttpsServer({ key: tls.key, cert: tls.cert }, handler)
    : createHttpServer(handler);
  server.on('connection', (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  server.on('secureConnection', (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `${tls ? 'https' : 'http'}://${tls ? 'localhost' : '127.0.0.1'}:${port}/hook`,
    port,
    received,
    waitFor(n, timeoutMs = 5000) {
      if (received.length >= n) return Promise.resolve(received);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () =>
            reject(
              new Error(`receiver got ${received.length} of ${n} requests within ${timeoutMs} ms`),
            ),
          timeoutMs,
        );
        waiters.push({
          n,
          resolve: () => {
            clearTimeout(timer);
            resolve(received);
          },
        });
      });
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export interface TestPki {
  dir: string;
  caFile: string;
  caPem: string;
  key: string;
  cert: string;
}

/** A throw-away CA and a leaf for `localhost`/127.0.0.1 signed by it, made with openssl. */
export function makePki(): TestPki {
  const dir = mkdtempSync(join(tmpdir(), 'ic-pki-'));
  const run = (args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  run([
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'ca.key',
    '-out',
    'ca.pem',
    '-days',
    '2',
    '-subj',
    '/CN=Test LAN CA',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  ]);
  run([
    'req',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'leaf.key',
    '-out',
    'leaf.csr',
    '-subj',
    '/CN=localhost',
  ]);
  writeFileSync(
    join(dir, 'leaf.ext'),
    'subjectAltName=DNS:localhost,IP:127.0.0.1\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n',
  );
  run([
    'x509',
    '-req',
    '-in',
    'leaf.csr',
    '-CA',
    'ca.pem',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-out',
    'leaf.pem',
    '-days',
    '2',
    '-extfile',
    'leaf.ext',
  ]);
  return {
    dir,
    caFile: join(dir, 'ca.pem'),
    caPem: readFileSync(join(dir, 'ca.pem'), 'utf8'),
    key: readFileSync(join(dir, 'leaf.key'), 'utf8'),
    cert: readFileSync(join(dir, 'leaf.pem'), 'utf8'),
  };
}
