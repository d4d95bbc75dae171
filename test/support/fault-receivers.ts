/**
 * Receivers that misbehave below HTTP (for test/integration/receiver-faults.test.ts): a port
 * that resets every connection, one that answers a status line then drops the connection, and a
 * self-signed HTTPS certificate. The plain HTTP behaviours (status, delay, hang, destroy before
 * the answer) are in webhook-receiver.ts.
 */
import { execFileSync } from 'node:child_process';
import { createServer as createHttpServer } from 'node:http';
import {
  createServer as createNetServer,
  type AddressInfo,
  type Server,
  type Socket,
} from 'node:net';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RawReceiver {
  url: string;
  /** Requests (or connections) that reached it. */
  hits(): number;
  close(): Promise<void>;
}

async function listen(server: Server, sockets: Set<Socket>, path = '/hook'): Promise<string> {
  server.on('connection', (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
}

function closer(server: Server, sockets: Set<Socket>): () => Promise<void> {
  return async () => {
    for (const s of sockets) s.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
}

/** Accepts the TCP connection and resets it at once (RST): a receiver refusing to talk. */
export async function startResettingListener(): Promise<RawReceiver> {
  let hits = 0;
  const sockets = new Set<Socket>();
  const server = createNetServer((socket) => {
    hits++;
    socket.on('error', () => {});
    socket.resetAndDestroy();
  });
  const url = await listen(server, sockets);
  return { url, hits: () => hits, close: closer(server, sockets) };
}

/**
 * Reads the request, sends the status line and headers (announcing a longer body) and part of
 * the body, then destroys the socket (a receiver that crashes mid-response) or, with `stall`,
 * sends nothing more and keeps the connection open (one that hangs mid-response).
 */
export async function startCutMidResponse(
  status: number,
  { stall = false }: { stall?: boolean } = {},
): Promise<RawReceiver> {
  let hits = 0;
  const sockets = new Set<Socket>();
  const server = createHttpServer((req, res) => {
    req.resume();
    req.on('end', () => {
      hits++;
      res.writeHead(status, { 'content-type': 'text/plain', 'content-length': '1000' });
      res.write('partial');
      if (!stall) setTimeout(() => res.socket?.destroy(), 5);
    });
  });
  const url = await listen(server, sockets);
  return { url, hits: () => hits, close: closer(server, sockets) };
}

/** A self-signed certificate for localhost/127.0.0.1 (no CA anyone trusts), made with openssl. */
export function makeSelfSigned(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'ic-selfsigned-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        'key.pem',
        '-out',
        'cert.pem',
        '-days',
        '2',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
      ],
      { cwd: dir, stdio: 'pipe' },
    );
    return {
      key: readFileSync(join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
