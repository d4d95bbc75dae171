import type { Socket } from 'node:net';
import { createServer, type Server } from 'node:https';
import type { FastifyInstance } from 'fastify';
import { closeWithGrace } from '../http/close-grace';
import type { Logger } from '../util/logger';
import type { LeafCertificate, LocalCa } from './local-ca';
import { machineNames, type MachineNames } from './machine-names';

/** How often the listener checks whether its leaf must be re-issued (expiry, new addresses). */
export const RENEW_CHECK_MS = 60 * 60 * 1000;

export interface LanHttps {
  /** e.g. https://0.0.0.0:8443 */
  readonly address: string;
  /** Re-issues the leaf when due and serves it from the next handshake; true when it did. */
  renew(): Promise<boolean>;
  close(): Promise<void>;
}

const tlsOptions = (leaf: LeafCertificate) => ({ key: leaf.keyPem, cert: leaf.certPem });

/**
 * TLS 1.2 suites: ECDHE with AES-GCM or ChaCha20-Poly1305 only (no CBC, no SHA-1 MAC, no static
 * RSA). The TLS 1.3 suites are named too, as OpenSSL's defaults: a list without them would
 * turn TLS 1.3 off in Node.
 */
export const LAN_CIPHERS = [
  'TLS_AES_256_GCM_SHA384',
  'TLS_CHACHA20_POLY1305_SHA256',
  'TLS_AES_128_GCM_SHA256',
  'ECDHE-ECDSA-AES128-GCM-SHA256',
  'ECDHE-ECDSA-AES256-GCM-SHA384',
  'ECDHE-ECDSA-CHACHA20-POLY1305',
  'ECDHE-RSA-AES128-GCM-SHA256',
  'ECDHE-RSA-AES256-GCM-SHA384',
  'ECDHE-RSA-CHACHA20-POLY1305',
].join(':');

/**
 * What one LAN client may hold: connections that never finish their handshake are cut after
 * `handshakeMs` (Node's default is 120 s), idle keep-alive connections after `keepAliveMs`;
 * one address may hold `perAddress` connections and all together `total`, so held-open sockets
 * cannot use up the process's file descriptors (often 1,024) and lock everyone out.
 */
export interface LanLimits {
  handshakeMs: number;
  keepAliveMs: number;
  perAddress: number;
  total: number;
}

export const LAN_LIMITS: LanLimits = {
  handshakeMs: 10_000,
  keepAliveMs: 5_000,
  perAddress: 64,
  total: 512,
};

/**
 * The HTTPS listener for LAN clients. It is a second node:https server in front of the same
 * Fastify instance: every request goes to `app.routing`, Fastify's own request handler (the
 * one its HTTP server calls), so both listeners share routes, hooks, error handling and the
 * closing state. What Fastify sets on its own server (timeouts, the clientError handler) is
 * copied, so a client sees the same behaviour on either port.
 */
export async function startLanHttps(options: {
  app: FastifyInstance;
  ca: LocalCa;
  host: string;
  port: number;
  log: Logger;
  names?: () => MachineNames;
  limits?: LanLimits;
}): Promise<LanHttps> {
  const { app, ca, host, port, log } = options;
  const limits = options.limits ?? LAN_LIMITS;
  const names = options.names ?? machineNames;
  const { leaf } = await ca.leaf(names());
  const server: Server = createServer(
    {
      ...tlsOptions(leaf),
      minVersion: 'TLSv1.2',
      ciphers: LAN_CIPHERS,
      handshakeTimeout: limits.handshakeMs,
    },
    (req, res) => app.routing(req, res),
  );
  limitConnections(server, limits, log);
  const twin = app.server;
  server.keepAliveTimeout = Math.min(twin.keepAliveTimeout, limits.keepAliveMs);
  server.requestTimeout = twin.requestTimeout;
  server.headersTimeout = twin.headersTimeout;
  server.maxRequestsPerSocket = twin.maxRequestsPerSocket;
  server.timeout = twin.timeout;
  for (const listener of twin.listeners('clientError')) {
    server.on('clientError', listener as (error: Error, socket: unknown) => void);
  }
  // A client that does not trust the CA aborts the handshake: worth a debug line, no more.
  server.on('tlsClientError', (error) => log.debug({ err: error }, 'LAN TLS handshake failed'));

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const bound = server.address();
  const boundPort = bound && typeof bound === 'object' ? bound.port : port;
  const address = `https://${host.includes(':') ? `[${host}]` : host}:${boundPort}`;

  // Renewals are serialised: two overlapping checks would issue two leaves.
  let pending: Promise<boolean> = Promise.resolve(false);
  const renew = () => {
    pending = pending
      .catch(() => false)
      .then(async () => {
        const result = await ca.leaf(names());
        if (!result.renewed) return false;
        server.setSecureContext(tlsOptions(result.leaf));
        log.info(
          { serial: result.leaf.serial, not_after: result.leaf.notAfter.toISOString() },
          'LAN TLS certificate re-issued',
        );
        return true;
      });
    return pending;
  };
  const timer = setInterval(() => {
    renew().catch((error: unknown) =>
      log.warn({ err: error }, 'LAN TLS certificate renewal failed; will retry'),
    );
  }, RENEW_CHECK_MS);
  timer.unref();

  return {
    address,
    renew,
    async close() {
      clearInterval(timer);
      await pending.catch(() => undefined);
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await closeWithGrace(server, closed);
    },
  };
}

/**
 * Caps the TCP connections (before any TLS): past `total` Node closes new ones itself
 * (maxConnections); past `perAddress` from one client address, a new one is closed at once.
 */
function limitConnections(server: Server, limits: LanLimits, log: Logger): void {
  server.maxConnections = limits.total;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = open.get(address) ?? 0;
    if (count >= limits.perAddress) {
      log.debug({ address }, 'LAN connection refused: too many from this address');
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
