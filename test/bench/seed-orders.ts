/**
 * Seeds a fresh data directory with sales for the sales benches (docs/performance.md):
 * one company and branch (EUR, Europe/Paris), an API key with orders:view and reports:view, and
 * `orders` orders over `days` business dates ending yesterday, written straight into the tables
 * by test/bench/order-rows.ts (5 lines per order on average, 3 payment methods, refunds, 500
 * customers, 20 categories, 2 tax rates). Writes <dataDir>/orders-bench.json.
 *
 * Usage: node dist/bench/seed-orders.js <dataDir> [orders=1000000] [days=730]
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createService } from '../../service/app';
import { resolveConfig } from '../../service/config';
import { createLogger } from '../../service/util/logger';
import { encodeSyncToken } from '../../service/resources/sync-token';
import { encodeCursor, syncScope } from '../../service/resources/listing';
import { ORDERS } from '../../service/sales/order-representation';
import { seedOrders } from './order-rows';

export interface OrdersBenchSeed {
  companyId: string;
  branchId: string;
  secret: string;
  orders: number;
  lines: number;
  payments: number;
  refunds: number;
  firstDate: string;
  lastDate: string;
  days: number;
  seconds: number;
  /** CPU seconds of the seeding process for the inserts (the wall time includes waiting). */
  cpuSeconds: number;
  /** GET /orders pages of the last 7 business dates: the first, then cursors deeper in. */
  byDatePaths: string[];
  /** Pages of a sync walk from the start (sync_token of change 0) at several depths. */
  syncPaths: string[];
}

const [dataDir, ordersArg = '1000000', daysArg = '730'] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: seed-orders.js <dataDir> [orders] [days]');
const days = Number(daysArg);
const lastDate = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const firstDate = new Date(Date.parse(`${lastDate}T00:00:00Z`) - (days - 1) * 86_400_000)
  .toISOString()
  .slice(0, 10);

const config = resolveConfig(
  { dataDir, vault: 'file', api: false, worker: false, logLevel: 'silent' },
  {},
);
const service = await createService(config, createLogger('silent'));
const { company, branch } = await service.tenancy.setup({
  company: { name: 'Bench company', industry: 'retail' },
  branch: { name: 'Bench branch', currency: 'EUR', timeZone: 'Europe/Paris' },
  admin: { username: 'admin', password: 'correct horse battery' },
});
// No per-key limit: the bench measures the server, not the limiter.
service.settings.setBranch(branch.id, 'rate_limit_per_minute', 0);
const { secret_key } = service.keys.create(
  {
    companyId: company.id,
    branchId: branch.id,
    name: 'Sales bench',
    scopes: ['orders:view', 'reports:view'],
  },
  'bench',
);

// Bulk load: a page cache that holds the indexes being appended to (SQLite's default is 2 MB,
// and every insert then reads index pages back from the OS), and no fsync per batch (a crash
// during seeding only means seeding again).
service.db.sql.pragma('cache_size = -262144');
service.db.sql.pragma('synchronous = OFF');
// Written once into the database file rather than to the WAL and then again by checkpoints.
service.db.sql.pragma('journal_mode = OFF');
const started = performance.now();
const cpuStart = process.cpuUsage();
let lastReport = started;
const seeded = seedOrders(service.db, {
  companyId: company.id,
  branchId: branch.id,
  orders: Number(ordersArg),
  firstDate,
  days,
  products: 400,
  categories: 20,
  customers: 500,
  batch: 50_000,
  rebuildIndexes: true,
  progress: (n) => {
    const now = performance.now();
    if (now - lastReport > 5000) {
      lastReport = now;
      process.stderr.write(
        `seed-orders: ${n} orders in ${((now - started) / 1000).toFixed(1)} s\n`,
      );
    }
  },
});
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuStart);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
service.db.sql.pragma('journal_mode = WAL');

// The pages the orders bench asks for, as a client walking them would.
const sql = service.db.sql;
const seq = sql
  .prepare('SELECT last_change_seq FROM change_sequences WHERE branch_id = ?')
  .pluck()
  .get(branch.id) as number;
const weekFrom = new Date(Date.parse(`${lastDate}T00:00:00Z`) - 6 * 86_400_000)
  .toISOString()
  .slice(0, 10);
// A date-range walk is ordered by business_date, then id; its cursor carries both.
const inWeek = sql
  .prepare(
    'SELECT business_date AS date, id FROM orders WHERE branch_id = ? AND business_date BETWEEN ? AND ? ORDER BY business_date, id',
  )
  .all(branch.id, weekFrom, lastDate) as { date: string; id: string }[];
// Cursors as the service hands them out: the date walk's from a first page of that many
// orders, the sync's signed for the token of change 0.
const tokens = service.listTokens;
const byDate = `/api/v1/orders?limit=100&business_date_from=${weekFrom}&business_date_to=${lastDate}`;
const dateCursor = (skip: number) =>
  (
    JSON.parse(
      service.orders.listOrders(
        { branchId: branch.id, tokens, limit: skip },
        { business_date_from: weekFrom, business_date_to: lastDate },
      ),
    ) as { next_cursor: string }
  ).next_cursor;
const byDatePaths = [
  byDate,
  ...[0.2, 0.4, 0.6, 0.8].map(
    (f) => `${byDate}&cursor=${dateCursor(Math.floor(inWeek.length * f) + 1)}`,
  ),
];
const token = encodeSyncToken(tokens, { branchId: branch.id, resource: 'orders' }, 0);
const bySeq = sql.prepare(
  'SELECT id, change_seq FROM orders WHERE branch_id = ? AND change_seq >= ? ORDER BY change_seq LIMIT 1',
);
const syncPaths = [
  `/api/v1/orders?limit=100&sync_token=${token}`,
  ...[0.2, 0.4, 0.6, 0.8].map((f) => {
    const row = bySeq.get(branch.id, Math.floor(seq * f)) as { id: string; change_seq: number };
    const cursor = encodeCursor(tokens, syncScope(ORDERS.listing, { branchId: branch.id }, 0), {
      kind: 'sync',
      start: seq,
      seq: row.change_seq,
      lastId: row.id,
    });
    return `/api/v1/orders?limit=100&sync_token=${token}&cursor=${cursor}`;
  }),
];
const out: OrdersBenchSeed = {
  companyId: company.id,
  branchId: branch.id,
  secret: secret_key,
  orders: seeded.orders,
  lines: seeded.lines,
  payments: seeded.payments,
  refunds: seeded.refunds,
  firstDate,
  lastDate,
  days,
  seconds,
  cpuSeconds,
  byDatePaths,
  syncPaths,
};
writeFileSync(join(dataDir, 'orders-bench.json'), JSON.stringify(out));
await service.close();
process.stdout.write(`${JSON.stringify(out)}\n`);
