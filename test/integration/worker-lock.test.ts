/**
 * One delivery worker per data directory, across processes: two `serve` processes (the built
 * dist/service/serve.js) on one data directory. Only the first delivers (each event arrives
 * once, whichever process wrote it); after it is killed with SIGKILL the second takes over.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { WorkerLock } from '../../service/webhooks/worker-lock';
import { serveTestDir, setupProductWebhook, startServe } from '../support/serve-process';

const dir = serveTestDir();
const { children } = dir;

async function until(condition: () => boolean, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('two serve processes on one data directory', () => {
  it('only the lock holder delivers; the other takes over after a kill -9', async () => {
    const received = new Map<string, number>();
    const receiver = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        const id = String(req.headers['x-service-event-id']);
        received.set(id, (received.get(id) ?? 0) + 1);
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const port = (receiver.address() as AddressInfo).port;
    try {
      const headers = setupProductWebhook(dir.dataDir, `http://127.0.0.1:${port}/hook`);
      let sku = 0;
      const create = async (base: string, n: number) => {
        for (let i = 0; i < n; i++) {
          const res = await fetch(`${base}/api/v1/products`, {
            method: 'POST',
            headers,
            body: JSON.stringify({
              sku: `LOCK-${++sku}`,
              name: `Product ${sku}`,
              price: { amount: 100 },
            }),
          });
          expect(res.status).toBe(201);
          await res.text();
        }
      };

      const first = await startServe(dir.dataDir, children);
      const second = await startServe(dir.dataDir, children);
      expect(WorkerLock.tryAcquire(dir.dataDir)).toBeNull(); // held by a serve process
      // Written by either process; delivered by the first (the second's rows at its next poll).
      await create(first.url, 20);
      await create(second.url, 20);
      await until(() => received.size >= 40, 10_000, '40 events');
      await new Promise((r) => setTimeout(r, 1500)); // a second sender would have polled meanwhile
      expect(received.size).toBe(40);
      expect([...received.values()].every((n) => n === 1)).toBe(true);

      await first.kill9();
      await create(second.url, 10);
      await until(() => received.size >= 50, 10_000, 'the second process to take over');
      expect(received.size).toBe(50);
      expect(WorkerLock.tryAcquire(dir.dataDir)).toBeNull(); // now held by the second
      await second.kill9();
      const free = WorkerLock.tryAcquire(dir.dataDir); // released by the kernel with the process
      expect(free).not.toBeNull();
      free!.release();
    } finally {
      receiver.close();
    }
  }, 60_000);
});
