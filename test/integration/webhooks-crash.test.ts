/**
 * Crash safety of the outbox: `serve` (the built dist/service/serve.js, a real process) is
 * killed with SIGKILL in the middle of a burst of 500 product creations through the open API,
 * then restarted; every committed event must reach the receiver at least once, and every
 * attempt the receiver answered and the worker settled is in the history (its newest 100).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  databaseFile,
  historyMisses,
  serveTestDir,
  setupProductWebhook,
  startServe as spawnServe,
  withDb,
} from '../support/serve-process';

const dir = serveTestDir();
const { children } = dir;

const startServe = () => spawnServe(dir.dataDir, children);

function committedEventIds(): { events: string[]; pending: number; pendingIds: string[] } {
  return withDb(databaseFile(dir.dataDir), (db) => {
    const events = db.prepare("SELECT id FROM events WHERE type = 'product.created'").all() as {
      id: string;
    }[];
    const pending = db.prepare("SELECT event_id FROM deliveries WHERE state = 'pending'").all() as {
      event_id: string;
    }[];
    return {
      events: events.map((e) => e.id),
      pending: pending.length,
      pendingIds: pending.map((l) => l.event_id),
    };
  });
}

describe('kill -9 of serve during a burst', () => {
  it('delivers every committed event at least once after a restart', async () => {
    // The receiver: slow enough (30 ms per answer, 4 at a time) that a backlog builds up.
    const received = new Map<string, number>();
    const arrivals: string[] = [];
    const receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const id = String(req.headers['x-service-event-id']);
        received.set(id, (received.get(id) ?? 0) + 1);
        arrivals.push(id);
        setTimeout(() => res.end('ok'), 30);
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const port = (receiver.address() as AddressInfo).port;

    const headers = setupProductWebhook(dir.dataDir, `http://127.0.0.1:${port}/hook`);
    const webhookId = () =>
      withDb(databaseFile(dir.dataDir), (db) => {
        const row = db.prepare('SELECT id FROM webhooks').get() as { id: string };
        return row.id;
      });
    const lostHistory = () =>
      withDb(databaseFile(dir.dataDir), (db) => historyMisses(db, webhookId(), arrivals));

    let serve = await startServe();
    const TOTAL = 500;
    const KILL_AFTER = 250;
    const done = new Set<number>();
    let next = 0;
    let killed = false;
    const post = async (base: string, i: number): Promise<boolean> => {
      try {
        const res = await fetch(`${base}/api/v1/products`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            sku: `SKU-${i}`,
            name: `Product ${i}`,
            price: { amount: 100 + i },
          }),
        });
        await res.text();
        if (res.status === 201 || res.status === 200) return true;
        if (res.status === 409) return true; // committed before the crash, answer lost
        throw new Error(`POST ${i} → ${res.status}`);
      } catch (error) {
        if ((error as Error).message.startsWith('POST')) throw error;
        return false; // connection cut by the kill
      }
    };
    const burst = async (base: string) => {
      const workers = Array.from({ length: 12 }, async () => {
        while (!killed && next < TOTAL) {
          const i = next++;
          if (await post(base, i)) done.add(i);
          if (done.size >= KILL_AFTER && !killed) {
            killed = true;
            serve.child.kill('SIGKILL');
          }
        }
      });
      await Promise.all(workers);
    };
    await burst(serve.url);
    await new Promise<void>((resolve) =>
      serve.child.exitCode !== null || serve.child.signalCode !== null
        ? resolve()
        : serve.child.once('exit', () => resolve()),
    );
    expect(serve.child.signalCode).toBe('SIGKILL');

    const atKill = committedEventIds();
    const receivedAtKill = received.size;
    console.log(
      `at kill -9: ${atKill.events.length} events committed, ${receivedAtKill} received, ${atKill.pending} deliveries pending (${atKill.pendingIds.filter((id) => received.has(id)).length} of them already at the receiver: sent, not yet recorded)`,
    );
    // The crash must leave work behind, or this test proves nothing.
    expect(atKill.pending).toBeGreaterThan(0);
    expect(receivedAtKill).toBeLessThan(atKill.events.length);
    // Every attempt settled before the kill has its history row (the newest ones checked).
    expect(lostHistory()).toEqual([]);

    // Restart and finish the burst (the creations whose answer was lost are retried; 409 = already there).
    serve = await startServe();
    const t0 = performance.now();
    const rest = Array.from({ length: TOTAL }, (_, i) => i).filter((i) => !done.has(i));
    for (let k = 0; k < rest.length; k += 12) {
      await Promise.all(
        rest.slice(k, k + 12).map(async (i) => expect(await post(serve.url, i)).toBe(true)),
      );
    }

    const deadline = Date.now() + 30_000; // well under the 60 s lease: restart must release it
    let final = committedEventIds();
    while (Date.now() < deadline) {
      final = committedEventIds();
      if (final.events.length === TOTAL && final.events.every((id) => received.has(id))) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const missing = final.events.filter((id) => !received.has(id));
    const duplicates = [...received.values()].filter((n) => n > 1).length;
    console.log(
      `after restart: ${final.events.length} events, all received in ${(performance.now() - t0).toFixed(0)} ms; ${duplicates} delivered more than once`,
    );
    expect(final.events).toHaveLength(TOTAL);
    expect(missing).toEqual([]);
    expect(lostHistory()).toEqual([]);
    receiver.closeAllConnections();
    receiver.close();
  }, 120_000);
});
