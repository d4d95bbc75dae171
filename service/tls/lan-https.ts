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
}): Promise<LanHttps> {
  const { app, ca, host, port, log } = options;
  const names = options.names ?? machineNames;
  const { leaf } = await ca.leaf(names());
  const server: Server = createServer({ ...tlsOptions(leaf), minVersion: 'TLSv1.2' }, (req, res) =>
    app.routing(req, res),
  );
  const twin = app.server;
  server.keepAliveTimeout = twin.keepAliveTimeout;
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
