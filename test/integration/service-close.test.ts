/**
 * Closing the service (serve's SIGTERM, the desktop app quitting, a test restarting it) does not
 * wait on a client: a connection holding half a request is cut after the 5 s grace requests in
 * flight get, where the HTTP server alone would wait for its headers timeout (a minute).
 */
import { connect } from 'node:net';
import { once } from 'node:events';
import { expect, it } from 'vitest';
import { startTestService } from '../support/test-service';

it('closes within its grace period while a client holds half a request', async () => {
  const t = await startTestService({ worker: false });
  const { port } = new URL(t.baseUrl);
  const socket = connect(Number(port), '127.0.0.1');
  await once(socket, 'connect');
  socket.write('GET /api/v1/me HTTP/1.1\r\nHost: 127.0.0.1\r\n'); // no blank line: unfinished
  const ended = once(socket, 'close');
  const started = performance.now();
  await t.close();
  const ms = performance.now() - started;
  expect(ms).toBeGreaterThanOrEqual(4_500);
  expect(ms).toBeLessThan(10_000);
  await ended; // the server cut it
}, 20_000);
