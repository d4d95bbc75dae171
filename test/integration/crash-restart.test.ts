/**
 * Crash and restart, many times over (docs/reliability.md "Crash and restart"): `serve` (the
 * built dist/service/serve.js) is killed with SIGKILL at a random moment while a client writes
 * catalog changes over HTTP (creations, PATCHes, stock changes) and three receivers on
 * 127.0.0.1 acknowledge deliveries. One data directory is reused across the cycles. After each
 * kill: `PRAGMA integrity_check` is ok and every change the client saw committed (a 2xx) is in
 * the database with exactly one event, and every attempt a receiver answered and the worker settled
 * is in the history (its newest 100 per webhook); after each restart: the API answers and every event
 * reaches every subscribed Active receiver at least once (an Inactive one gets nothing).
 *
 * Reproduce one run: CRASH_SEED=<base seed> CRASH_CYCLES=<n> npx vitest run test/integration/crash-restart.test.ts
 * (cycle i uses the seed base + i; a failure names it).
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { EventType } from '../../shared/events';
import { startReceiver, type Receiver } from '../support/webhook-receiver';
import {
  databaseFile,
  historyMisses,
  integrityCheck,
  prepareDataDir,
  prng,
  serveTestDir,
  startServe,
  withDb,
  type ServeProcess,
} from '../support/serve-process';

const CYCLES = Number(process.env.CRASH_CYCLES ?? 20);
const BASE_SEED = Number(process.env.CRASH_SEED ?? 20_240_707);
/** The kill comes this long after the client starts writing (uniform, seeded). */
const KILL_AFTER_MS: [number, number] = [50, 400];
const CLIENTS = 2;
const DRAIN_LIMIT_MS = 15_000;

const dir = serveTestDir();
const { children } = dir;
const receivers: Receiver[] = [];

afterAll(async () => {
  for (const r of receivers) await r.close().catch(() => {});
});

interface Committed {
  id: string;
  version: number;
  op: 'create' | 'patch' | 'stock';
}

interface EventInfo {
  id: string;
  type: EventType;
  product: string;
  version: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Receipts per event id at one receiver. */
function receipts(r: Receiver): Map<string, number> {
  const m = new Map<string, number>();
  for (const got of r.received) {
    const id = String(got.headers['x-service-event-id']);
    m.set(id, (m.get(id) ?? 0) + 1);
  }
  return m;
}

describe('kill -9 of serve at random points, restart, verify, continue', () => {
  it(`keeps every committed change, its one event and its deliveries across ${CYCLES} crashes`, async () => {
    // Receivers acknowledge after 0..5 ms, so some attempts are in flight at each kill.
    const jitter = prng(BASE_SEED ^ 0x9e3779b9);
    const ack = () => ({ status: 200, body: 'ok', delayMs: Math.floor(jitter() * 6) });
    const subscriptions: { name: string; events: EventType[]; active: boolean }[] = [
      {
        name: 'all',
        events: ['product.created', 'product.updated', 'product.stock_updated'],
        active: true,
      },
      { name: 'created+updated', events: ['product.created', 'product.updated'], active: true },
      { name: 'stock', events: ['product.stock_updated'], active: true },
      { name: 'inactive', events: ['product.created', 'product.updated'], active: false },
    ];
    const rs: Receiver[] = [];
    for (let i = 0; i < subscriptions.length; i++) {
      const r = await startReceiver(ack);
      receivers.push(r);
      rs.push(r);
    }
    const prepared = await prepareDataDir(
      dir.dataDir,
      ['products:view', 'products:create', 'products:update', 'products:manage_stock'],
      subscriptions.map((s, i) => ({ url: rs[i]!.url, events: s.events, active: s.active })),
    );
    const key = prepared;
    const hooks = subscriptions.map((s, i) => ({ ...s, r: rs[i]!, id: prepared.webhookIds[i]! }));

    const committed: Committed[] = [];
    const known: string[] = []; // product ids the client has seen created
    let skus = 0;
    let unknownOutcome = 0; // requests cut by the kill (committed or not: either is fine)
    let drainMax = 0;
    let killsWithBacklog = 0; // kills that left deliveries pending
    let restartMax = 0;
    let serve: ServeProcess = await startServe(dir.dataDir, children);
    const started = performance.now();

    /** One client: random writes until `stop` is set. */
    const client = async (rand: () => number, base: string, stop: { now: boolean }) => {
      while (!stop.now) {
        const pick = rand();
        const id = known.length ? known[Math.floor(rand() * known.length)]! : undefined;
        let op: Committed['op'];
        let path: string;
        let method: string;
        let body: unknown;
        if (!id || pick < 0.35) {
          op = 'create';
          method = 'POST';
          path = '/products';
          const n = skus++;
          body = {
            sku: `CR-${n}`,
            name: `Product ${n}`,
            price: { amount: 100 + n },
            track_stock: true,
            stock_quantity: 10,
          };
        } else if (pick < 0.7) {
          op = 'patch';
          method = 'PATCH';
          path = `/products/${id}`;
          body = { name: `Renamed ${skus++}` };
        } else {
          op = 'stock';
          method = 'POST';
          path = `/products/${id}/stock`;
          body = { adjust: 1 + Math.floor(rand() * 5), reason: 'Delivery' };
        }
        let status: number;
        let json: { id?: string; version?: number };
        try {
          const res = await fetch(`${base}/api/v1${path}`, {
            method,
            headers: key.headers,
            body: JSON.stringify(body),
          });
          status = res.status;
          json = (await res.json()) as typeof json;
        } catch {
          unknownOutcome++;
          continue; // the connection was cut by the kill; the loop ends with `stop`
        }
        if (status < 200 || status > 299) {
          throw new Error(`${method} ${path} → ${status} ${JSON.stringify(json)}`);
        }
        committed.push({ id: json.id!, version: json.version!, op });
        if (op === 'create') known.push(json.id!);
      }
    };

    for (let cycle = 0; cycle < CYCLES; cycle++) {
      const seed = BASE_SEED + cycle;
      const rand = prng(seed);
      const where = `cycle ${cycle} (seed ${seed})`;

      // Write, and kill -9 at a random moment.
      const stop = { now: false };
      const killAfter = KILL_AFTER_MS[0] + rand() * (KILL_AFTER_MS[1] - KILL_AFTER_MS[0]);
      const clients = Array.from({ length: CLIENTS }, (_, k) =>
        client(prng(seed * 31 + k), serve.url, stop),
      );
      await sleep(killAfter);
      await serve.kill9();
      stop.now = true;
      await Promise.all(clients);
      expect(serve.child.signalCode, where).toBe('SIGKILL');

      // The crashed database, as the restart will find it.
      const events = withDb(databaseFile(dir.dataDir), (db) => {
        expect(integrityCheck(db), where).toBe('ok');
        const rows = db
          .prepare(
            `SELECT id, type, json_extract(body, '$.data.object.id') AS product,
               json_extract(body, '$.data.object.version') AS version FROM events`,
          )
          .all() as EventInfo[];
        // Every product has exactly one event per version, 1..version, no gaps, no extras.
        const stray = db
          .prepare(
            `SELECT p.id, p.version, count(e.id) AS n,
               count(DISTINCT json_extract(e.body, '$.data.object.version')) AS versions
             FROM products p LEFT JOIN events e ON json_extract(e.body, '$.data.object.id') = p.id
             GROUP BY p.id HAVING n != p.version OR versions != p.version`,
          )
          .all();
        expect(stray, where).toEqual([]);
        const left = db
          .prepare("SELECT count(*) AS pending FROM deliveries WHERE state = 'pending'")
          .get() as { pending: number };
        if (left.pending) killsWithBacklog++;
        // Every attempt a receiver answered and the worker settled has its history row.
        for (const h of hooks.filter((x) => x.active)) {
          const arrivals = h.r.received.map((got) => String(got.headers['x-service-event-id']));
          expect(historyMisses(db, h.id, arrivals), `${where}: ${h.name}'s history`).toEqual([]);
        }
        return rows;
      });
      const byVersion = new Map<string, number>();
      for (const e of events) {
        const k = `${e.product}@${e.version}`;
        byVersion.set(k, (byVersion.get(k) ?? 0) + 1);
      }
      const lost = committed.filter((c) => byVersion.get(`${c.id}@${c.version}`) !== 1);
      expect(lost, `${where}: committed changes without exactly one event`).toEqual([]);

      // Restart; the API answers; every event reaches every subscribed Active receiver.
      const t0 = performance.now();
      serve = await startServe(dir.dataDir, children);
      const listening = performance.now();
      restartMax = Math.max(restartMax, listening - t0);
      const sample = committed[Math.floor(rand() * committed.length)];
      if (sample) {
        const res = await fetch(`${serve.url}/api/v1/products/${sample.id}`, {
          headers: key.headers,
        });
        expect(res.status, where).toBe(200);
        expect(((await res.json()) as { version: number }).version, where).toBeGreaterThanOrEqual(
          sample.version,
        );
      } else {
        const res = await fetch(`${serve.url}/api/v1/products`, { headers: key.headers });
        expect(res.status, where).toBe(200);
        await res.text();
      }
      const missing = () =>
        hooks
          .filter((h) => h.active)
          .flatMap((h) => {
            const got = receipts(h.r);
            return events
              .filter((e) => h.events.includes(e.type) && !got.has(e.id))
              .map((e) => `${h.name}:${e.id}`);
          });
      let left = missing();
      while (left.length && performance.now() - t0 < DRAIN_LIMIT_MS) {
        await sleep(20);
        left = missing();
      }
      drainMax = Math.max(drainMax, performance.now() - listening);
      expect(left, `${where}: events not delivered ${DRAIN_LIMIT_MS} ms after the restart`).toEqual(
        [],
      );
    }

    const inactive = hooks.find((h) => !h.active)!;
    expect(inactive.r.received).toHaveLength(0);
    const inactiveRows = withDb(
      databaseFile(dir.dataDir),
      (db) =>
        db
          .prepare('SELECT count(*) AS n FROM deliveries WHERE webhook_id = ?')
          .get(inactive.id) as {
          n: number;
        },
    );
    expect(inactiveRows.n).toBe(0);
    // The kills must have cut work in progress, or this proves little.
    expect(killsWithBacklog).toBeGreaterThan(CYCLES / 2);

    const totalEvents = withDb(
      databaseFile(dir.dataDir),
      (db) => (db.prepare('SELECT count(*) AS n FROM events').get() as { n: number }).n,
    );
    let duplicates = 0;
    let deliveredTotal = 0;
    for (const h of hooks) {
      for (const n of receipts(h.r).values()) {
        deliveredTotal++;
        if (n > 1) duplicates += n - 1;
      }
    }
    console.log(
      `crash-restart: ${CYCLES} kill -9 cycles (seeds ${BASE_SEED}..${BASE_SEED + CYCLES - 1}) in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
        `${committed.length} changes committed (2xx seen), ${unknownOutcome} cut by a kill; ${totalEvents} events, ` +
        `${deliveredTotal} (event, receiver) deliveries, ${duplicates} duplicates delivered; ` +
        `kills with deliveries pending ${killsWithBacklog}/${CYCLES}; ` +
        `max restart (spawn to listening) ${restartMax.toFixed(0)} ms, max listening-to-drained ${drainMax.toFixed(0)} ms`,
    );
    await serve.kill9();
  }, 120_000);
});
