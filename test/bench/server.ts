/**
 * The benchmark's server process: the real service (createService, the same composition root
 * as `serve`) on one port, and beside it an identical Fastify instance (buildServer with the
 * same dependencies) carrying the bench-only baseline routes. Bench routes exist only here.
 *
 * Talks to test/bench/run.mjs over IPC: sends {ready, real, bench}, answers {rss} requests.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { getHeapSpaceStatistics } from 'node:v8';
import { PerformanceObserver } from 'node:perf_hooks';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createService } from '../../service/app';
import { resolveConfig } from '../../service/config';
import { buildServer } from '../../service/http/server';
import { listProductsBody } from '../../service/catalog/product-listing';
import { productJson } from '../../service/catalog/products';
import type { ProductRow } from '../../service/db/entities';
import { createLogger } from '../../service/util/logger';
import type { BenchSeed } from './seed';
import { bareBenchRoute } from './bare-route';
import { Agent, request as undiciRequest } from 'undici';
import { startWalPages } from './wal-pages';
import { newId } from '../../service/util/ids';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: server.js <dataDir>');
const seed = JSON.parse(readFileSync(join(dataDir, 'bench.json'), 'utf8')) as BenchSeed;

const log = createLogger('silent');
const config = resolveConfig(
  {
    dataDir,
    vault: 'file',
    host: '127.0.0.1',
    port: 0,
    logLevel: 'silent',
    api: true,
    worker: true,
  },
  {},
);
const service = await createService(config, log);
const { db } = service;

// The pre-serialized 50-product page the bare routes return.
const page = listProductsBody(db, {
  branchId: seed.branchId,
  tokens: service.listTokens,
  limit: 50,
});
const JSON_TYPE = 'application/json; charset=utf-8';

async function benchRoutes(app: FastifyInstance): Promise<void> {
  bareBenchRoute(app, page);
  // B of "writes": the same authenticated PATCH doing only the row update (no event, no fan-out).
  const select = db.prepare<[string, string], ProductRow>(
    'SELECT * FROM products WHERE id = ? AND branch_id = ? AND deleted_at IS NULL',
  );
  const update = db.prepare(
    'UPDATE products SET name = @name, price_amount = @price_amount, version = @version, updated_at = @updated_at, json = @json WHERE id = @id',
  );
  app.patch<{ Params: { id: string }; Body: { name?: string; price?: { amount: number } } }>(
    '/__bench/products/:id',
    { schema: { hide: true }, config: { scope: 'products:update' } },
    (request, reply) => {
      const body = request.body ?? {};
      const result = db.tx(() => {
        const row = select.get(request.params.id, request.apiKey!.branch_id);
        if (!row) return undefined;
        const next = {
          ...row,
          name: typeof body.name === 'string' ? body.name : row.name,
          price_amount: body.price?.amount ?? row.price_amount,
          version: row.version + 1,
          updated_at: new Date().toISOString(),
        };
        const json = productJson(next);
        update.run({ ...next, json });
        return json;
      });
      if (!result) return reply.code(404).send({ code: 'not_found' });
      return reply.type(JSON_TYPE).send(result);
    },
  );

  // A of "order completion": a sale of 5 tracked products, priced, paid and completed in one
  // transaction (5 stock changes, 5 product.stock_updated events fanned out to the webhooks).
  let sales = 0;
  app.post(
    '/__bench/sale',
    { schema: { hide: true }, config: { scope: 'products:update' } },
    (request, reply) => {
      const ctx = { companyId: request.apiKey!.company_id, branchId: request.apiKey!.branch_id };
      const first = (sales++ * 5) % (seed.productIds.length - 5);
      const lines = seed.productIds
        .slice(first, first + 5)
        .map((id, k) => ({ product_id: id, quantity: 1 + (k % 2) }));
      const result = service.writer.write(undefined, () => {
        const order = service.orders.create(ctx, { lines, source: 'pos' });
        service.payments.pay(ctx, order.id, { method: 'card', amount: order.total });
        return { status: 200, body: JSON.stringify(service.orders.complete(ctx, order.id)) };
      });
      return reply.type(JSON_TYPE).send(result.body);
    },
  );
  // B of "order completion": the same authenticated POST inserting only an order row like A's
  // (its columns and stored JSON copied from a template sale), with the branch's next number.
  const template = db
    .prepare<[string], Record<string, unknown>>(
      'SELECT * FROM orders WHERE branch_id = ? ORDER BY id DESC LIMIT 1',
    )
    .get(seed.branchId);
  const columns = template ? Object.keys(template) : [];
  const nextNumber = db.prepare<[string], { n: number }>(
    'SELECT coalesce(max(number), 0) + 1 AS n FROM orders WHERE branch_id = ?',
  );
  const insertOrder = db.prepare(
    `INSERT INTO orders (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`,
  );
  app.post(
    '/__bench/order-row',
    { schema: { hide: true }, config: { scope: 'products:update' } },
    (request, reply) => {
      const json = db.tx(() => {
        const now = new Date().toISOString();
        const row = {
          ...template,
          id: newId('ord'),
          branch_id: request.apiKey!.branch_id,
          number: nextNumber.get(request.apiKey!.branch_id)!.n,
          created_at: now,
          updated_at: now,
        };
        insertOrder.run(row);
        return String(template?.json);
      });
      return reply.type(JSON_TYPE).send(json);
    },
  );
}

const bench = await buildServer({
  log,
  keys: service.keys,
  usage: service.usage,
  settings: service.settings,
  listTokens: service.listTokens,
  now: () => service.clock.now(),
  extraRoutes: [benchRoutes],
});
const benchAddress = await bench.listen({ host: '127.0.0.1', port: 0 });

let peakRss = process.memoryUsage.rss();
// What the memory was made of at the peak (heap, off-heap buffers), to find what holds it.
let atPeak: NodeJS.MemoryUsage & { spaces?: Record<string, number> } = process.memoryUsage();
const sampler = setInterval(() => {
  const rss = process.memoryUsage.rss();
  if (rss > peakRss) {
    peakRss = rss;
    atPeak = process.memoryUsage();
    atPeak.spaces = Object.fromEntries(
      getHeapSpaceStatistics().map((x) => [x.space_name, x.space_size]),
    );
    if (process.env.BENCH_MEMLOG) {
      const m = (x: number) => (x / 2 ** 20).toFixed(0);
      // Anonymous vs file-backed resident memory (Linux), and the whole smaps at the peak when
      // BENCH_MEMLOG names a file (to split V8 heap, malloc arenas, [heap] and the binary).
      let split = '';
      try {
        const status = readFileSync('/proc/self/status', 'utf8');
        const kb = (k: string) => Number(new RegExp(`${k}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
        split = ` (anon ${m(kb('RssAnon') * 1024)} file ${m(kb('RssFile') * 1024)})`;
        if (process.env.BENCH_MEMLOG !== '1') {
          writeFileSync(process.env.BENCH_MEMLOG, readFileSync('/proc/self/smaps', 'utf8'));
        }
      } catch {
        // not Linux
      }
      process.stderr.write(
        `[mem ${new Date().toISOString().slice(11, 23)}] rss ${m(rss)}${split} heap ${m(atPeak.heapUsed)}/${m(atPeak.heapTotal)} new ${m(atPeak.spaces.new_space ?? 0)} old ${m(atPeak.spaces.old_space ?? 0)} ext ${m(atPeak.external)} ab ${m(atPeak.arrayBuffers)}\n`,
      );
    }
  }
}, 50);
sampler.unref();

// Main-thread GC pauses by kind: per delivery run (the worker's figure) and, with BENCH_MEMLOG,
// in total at stop (the cost side of heap sizing flags).
const gcPauses = new Map<number, { count: number; ms: number }>();
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const kind = (entry as unknown as { detail?: { kind?: number } }).detail?.kind ?? 0;
    const x = gcPauses.get(kind) ?? { count: 0, ms: 0 };
    x.count++;
    x.ms += entry.duration;
    gcPauses.set(kind, x);
  }
}).observe({ entryTypes: ['gc'] });
/** Milliseconds of GC pause so far, all kinds. */
function gcMs(): number {
  let ms = 0;
  for (const x of gcPauses.values()) ms += x.ms;
  return ms;
}

// ----- deliveries ---------------------------------------------------------------------------
const productRows = db
  .prepare<[string], { json: string }>('SELECT json FROM products WHERE branch_id = ? LIMIT 500')
  .all(seed.branchId)
  .map((r) => JSON.parse(r.json) as Record<string, unknown>);
/**
 * The last A run's events and receivers: B sends delivery i as event ⌊i / urls⌋ to receiver
 * i mod urls (the fan-out's order). Not a list of 5,000 objects: built after each A run, it
 * lived into the next one and was promoted there, charged to the worker's collections.
 */
let lastRun: { events: { body: string; type: string; id: string }[]; urls: string[] } = {
  events: [],
  urls: [],
};

/**
 * A: `events` product.updated events, appended in one transaction; the worker sends them all,
 * timed from the commit (the worker's maximum rate).
 */
async function deliverThroughWorker(events: number) {
  const worker = service.worker;
  if (!worker) throw new Error('no delivery worker in this build');
  const expected = events * seed.webhooks;
  let done = 0;
  let failed = 0;
  let finish: () => void = () => {};
  const finished = new Promise<void>((r) => (finish = r));
  const off = worker.onAttempt((a) => {
    done++;
    if (!(a as { succeeded?: boolean }).succeeded) failed++;
    if (done >= expected) finish();
  });
  const append = (from: number, to: number) =>
    service.events.transaction(() =>
      Array.from({ length: to - from }, (_, k) =>
        service.events.append({
          type: 'product.updated',
          companyId: seed.companyId,
          branchId: seed.branchId,
          object: productRows[(from + k) % productRows.length]!,
          previous: { name: 'Before' },
        }),
      ),
    );
  const appended = append(0, events);
  // Timed from here: the figure is dequeue, sign, POST, record. Writing the events and their
  // outbox rows is the catalog write's cost (the writes figure); B starts from ready bodies too.
  // The worker was only woken (setImmediate) by the commit: it has not started yet.
  // BENCH_PAGES=1: what the recording commits wrote, by table and index (not timed: the
  // checkpoint that empties the WAL runs before t0, the reading after the CPU is taken).
  const walPages = process.env.BENCH_PAGES ? startWalPages(db.sql) : null;
  const cpu0 = process.cpuUsage();
  const gc0 = gcMs();
  const t0 = performance.now();
  await finished;
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const gc1 = gcMs();
  if (walPages) process.stderr.write(`[wal pages] ${JSON.stringify(walPages())}\n`);
  off();
  // The same bodies to the same receivers, in fan-out order, for the plain undici baseline
  // (delivered rows are deleted: the list is built from the events and the webhooks).
  const urls = db
    .prepare<[], { url: string }>("SELECT url FROM webhooks WHERE status = 'active' ORDER BY id")
    .all();
  lastRun = { events: appended, urls: urls.map((u) => u.url) };
  if (appended.length * urls.length !== expected) {
    throw new Error('bench: every webhook must take every event');
  }
  return {
    rps: expected / seconds,
    failed,
    serverCpu: (cpu.user + cpu.system) / 1e6 / seconds,
    gcMs: gc1 - gc0,
  };
}

/** B: a plain undici POST loop: one Agent per receiver with the worker's limits (4 each, 32 total). */
const plainAgents = new Map<string, Agent>();
async function deliverPlain() {
  const { events, urls } = lastRun;
  const total = events.length * urls.length;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  let next = 0;
  const perUrl = new Map<string, number>();
  await new Promise<void>((resolve, reject) => {
    let inflight = 0;
    const pump = () => {
      if (next >= total && inflight === 0) return resolve();
      while (inflight < 32 && next < total) {
        const event = events[Math.floor(next / urls.length)]!;
        const url = urls[next % urls.length]!;
        if ((perUrl.get(url) ?? 0) >= 4) break;
        next++;
        inflight++;
        perUrl.set(url, (perUrl.get(url) ?? 0) + 1);
        let agent = plainAgents.get(url);
        if (!agent) {
          agent = new Agent({ connections: 4 });
          plainAgents.set(url, agent);
        }
        undiciRequest(url, {
          method: 'POST',
          dispatcher: agent,
          headers: {
            'content-type': 'application/json',
            'x-service-event': event.type,
            'x-service-event-id': event.id,
          },
          body: event.body,
        })
          .then(async (res) => {
            await res.body.dump();
            if (res.statusCode >= 300) throw new Error(`status ${res.statusCode}`);
            inflight--;
            perUrl.set(url, perUrl.get(url)! - 1);
            pump();
          })
          .catch(reject);
      }
    };
    pump();
  });
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  return {
    rps: total / seconds,
    failed: 0,
    serverCpu: (cpu.user + cpu.system) / 1e6 / seconds,
  };
}

let pausedPump: (() => number) | null = null;
process.on('message', (message: { type: string; events?: number }) => {
  if (message.type === 'deliver') {
    void deliverThroughWorker(message.events ?? 100).then(
      (r) => process.send!({ type: 'deliver', ...r }),
      (e: Error) => process.send!({ type: 'deliver', error: e.message }),
    );
    return;
  }
  if (message.type === 'deliver-plain') {
    void deliverPlain().then(
      (r) => process.send!({ type: 'deliver-plain', ...r }),
      (e: Error) => process.send!({ type: 'deliver-plain', error: e.message }),
    );
    return;
  }
  // The "order completion" figure times the sales' transactions (the fan-out writes the
  // delivery rows), not the deliveries: the worker waits while a run is timed, then sends them.
  if (message.type === 'worker-pause' || message.type === 'worker-resume') {
    const worker = service.worker!;
    if (message.type === 'worker-pause') {
      pausedPump ??= worker.pump.bind(worker);
      worker.pump = () => 0;
    } else if (pausedPump) {
      worker.pump = pausedPump;
      pausedPump = null;
      worker.wake(true);
    }
    process.send!({ type: message.type });
    return;
  }
  if (message.type === 'backlog') {
    // Deliveries not yet sent (pending, due or leased): flat under a sustainable rate.
    const { n } = db
      .prepare<[], { n: number }>("SELECT count(*) AS n FROM deliveries WHERE state = 'pending'")
      .get()!;
    process.send!({ type: 'backlog', pending: n });
    return;
  }
  if (message.type === 'rss') {
    const rss = process.memoryUsage.rss();
    peakRss = Math.max(peakRss, rss);
    process.send!({ type: 'rss', rss, peakRss, atPeak, now: process.memoryUsage() });
  } else if (message.type === 'reset-peak') {
    peakRss = process.memoryUsage.rss();
    process.send!({ type: 'reset-peak', rss: peakRss });
  } else if (message.type === 'stop') {
    if (process.env.BENCH_MEMLOG) {
      const names: Record<number, string> = {
        1: 'minor',
        2: 'major',
        4: 'incremental',
        8: 'weakcb',
      };
      const cpu = process.cpuUsage();
      process.stderr.write(
        `[gc] ${[...gcPauses].map(([k, x]) => `${names[k] ?? k} ${x.count}× ${x.ms.toFixed(0)} ms`).join(', ')}; process CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s\n`,
      );
    }
    void (async () => {
      await bench.close();
      await service.close();
      process.exit(0);
    })();
  }
});
process.on('disconnect', () => process.exit(0));
process.send!({ type: 'ready', real: service.address, bench: benchAddress });
