/**
 * The benchmark's server process: the real service (createService, the same composition root
 * as `serve`) on one port, and beside it an identical Fastify instance (buildServer with the
 * same dependencies) carrying the bench-only baseline routes. Bench routes exist only here.
 *
 * Talks to test/bench/run.mjs over IPC: sends {ready, real, bench}, answers {rss} requests.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createService } from '../../service/app';
import { resolveConfig } from '../../service/config';
import { buildServer } from '../../service/http/server';
import { listProductsBody } from '../../service/catalog/product-listing';
import { productJson } from '../../service/catalog/representation';
import type { ProductRow } from '../../service/db/entities';
import { createLogger } from '../../service/util/logger';
import type { BenchSeed } from './seed';

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
const page = listProductsBody(db, { branchId: seed.branchId, limit: 50 });
const JSON_TYPE = 'application/json; charset=utf-8';

async function benchRoutes(app: FastifyInstance): Promise<void> {
  // B of "auth overhead" and of "listing": no key check, no usage, no rate limit.
  app.get('/__bench/bare', { schema: { hide: true } }, (_request, reply) =>
    reply.type(JSON_TYPE).send(page),
  );
  // A of "auth overhead": the same page behind the real key check, usage counting and limit.
  app.get(
    '/__bench/authed',
    { schema: { hide: true }, config: { scope: 'products:view' } },
    (_request, reply) => reply.type(JSON_TYPE).send(page),
  );
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
}

const bench = await buildServer({
  db,
  log,
  keys: service.keys,
  usage: service.usage,
  settings: service.settings,
  now: () => service.clock.now(),
  extraRoutes: [benchRoutes],
});
const benchAddress = await bench.listen({ host: '127.0.0.1', port: 0 });

let peakRss = process.memoryUsage.rss();
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
}, 50);
sampler.unref();

process.on('message', (message: { type: string }) => {
  if (message.type === 'rss') {
    const rss = process.memoryUsage.rss();
    peakRss = Math.max(peakRss, rss);
    process.send!({ type: 'rss', rss, peakRss });
  } else if (message.type === 'reset-peak') {
    peakRss = process.memoryUsage.rss();
    process.send!({ type: 'reset-peak', rss: peakRss });
  } else if (message.type === 'stop') {
    void (async () => {
      await bench.close();
      await service.close();
      process.exit(0);
    })();
  }
});
process.on('disconnect', () => process.exit(0));
process.send!({ type: 'ready', real: service.address, bench: benchAddress });
