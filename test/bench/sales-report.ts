/**
 * "sales report" figures: the sales summary grouped by business_date, as the service computes it
 * (the engine a report job runs in the read worker: its queries on one snapshot — over migration
 * 0019's daily sums — rows and money objects), against the equivalent hand-written SQL aggregates over
 * the orders on the same connection (the four statements a person would write for the same
 * figures from the sales tables, prepared once, rows left as SQLite returns them), interleaved
 * A B A B… in one process; for the last 31 and the last 366 days of a data directory seeded by
 * seed-orders.ts. Also times, once, the per-rate taxes read from each line's JSON (json_each),
 * as they would be without sales_line_taxes.
 *
 * Usage: node dist/bench/sales-report.js <dataDir> <pairs> <sliceMs>; prints one JSON line.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Database } from '../../service/db/database';
import { SalesReportEngine } from '../../service/reports/sales-summary';
import type { OrdersBenchSeed } from './seed-orders';

const [dataDir, pairsArg = '8', sliceArg = '500'] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: sales-report.js <dataDir> <pairs> <sliceMs>');
const seed = JSON.parse(
  readFileSync(join(dataDir, 'orders-bench.json'), 'utf8'),
) as OrdersBenchSeed;
const db = await Database.open(dataDir);
const engine = new SalesReportEngine(db, () => ({ currency: 'EUR', timeZone: 'Europe/Paris' }));
const ctx = { companyId: seed.companyId, branchId: seed.branchId };
const minus = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

// Prepared as the service prepares (service/db/statements.ts), so B measures the same plans.
const B = (sql: string) => db.prepare(sql);
const handWritten = [
  B(`SELECT business_date, count(*), sum(subtotal), sum(discount_total), sum(tax_total), sum(total),
       sum((SELECT sum(quantity_milli) FROM order_lines WHERE order_id = o.id))
     FROM orders o WHERE branch_id = ? AND status = 'completed' AND business_date BETWEEN ? AND ?
     GROUP BY business_date`),
  B(`SELECT o.business_date, t.tax_rate_id, sum(t.amount) FROM orders o
     JOIN sales_line_taxes t ON t.order_id = o.id
     WHERE o.branch_id = ? AND o.status = 'completed' AND o.business_date BETWEEN ? AND ?
     GROUP BY o.business_date, t.tax_rate_id`),
  B(`SELECT o.business_date, p.method, sum(p.amount) FROM orders o JOIN payments p ON p.order_id = o.id
     WHERE o.branch_id = ? AND o.status = 'completed' AND o.business_date BETWEEN ? AND ?
     GROUP BY o.business_date, p.method`),
  B(`SELECT r.business_date, o.business_date, sum(r.amount) FROM refunds r JOIN orders o ON o.id = r.order_id
     WHERE r.branch_id = ? AND r.business_date BETWEEN ? AND ?
     GROUP BY r.business_date, o.business_date`),
];
const jsonTaxes = B(`SELECT o.business_date, json_extract(t.value, '$.tax_rate_id'),
    sum(json_extract(t.value, '$.amount.amount'))
  FROM orders o, json_each(o.json, '$.lines') l, json_each(l.value, '$.taxes') t
  WHERE o.branch_id = ? AND o.status = 'completed' AND o.business_date BETWEEN ? AND ?
  GROUP BY 1, 2`);

let sink = 0;
function measure(days: number) {
  const from = minus(seed.lastDate, days - 1);
  const to = seed.lastDate;
  const service = () => {
    const r = engine.run(ctx, { dimensions: ['business_date'] }, { from, to });
    sink += r.data.length;
  };
  const sql = () => {
    for (const s of handWritten) sink += s.all(seed.branchId, from, to).length;
  };
  // Both see the same orders.
  const check = engine.run(ctx, { dimensions: ['business_date'] }, { from, to });
  const raw = handWritten[0]!.raw().all(seed.branchId, from, to) as unknown[][];
  handWritten[0]!.raw(false);
  if (check.totals.orders !== raw.reduce((n, r) => n + Number(r[1]), 0))
    throw new Error('A and B differ');

  const slice = (fn: () => void, ms: number) => {
    const end = performance.now() + ms;
    let n = 0;
    const t0 = performance.now();
    do {
      fn();
      n++;
    } while (performance.now() < end);
    return n / ((performance.now() - t0) / 1000);
  };
  const sliceMs = Number(sliceArg) * (days > 100 ? 4 : 1);
  slice(service, sliceMs);
  slice(sql, sliceMs);
  const pairs: { a: number; b: number }[] = [];
  for (let p = 0; p < Number(pairsArg); p++) {
    const first = slice(p % 2 === 0 ? service : sql, sliceMs);
    const second = slice(p % 2 === 0 ? sql : service, sliceMs);
    pairs.push(p % 2 === 0 ? { a: first, b: second } : { a: second, b: first });
  }
  const t0 = performance.now();
  sink += jsonTaxes.all(seed.branchId, from, to).length;
  const jsonMs = performance.now() - t0;
  return { days, from, to, orders: check.totals.orders, pairs, jsonTaxesMs: jsonMs };
}

const results = [measure(31), measure(366)];
process.stdout.write(`${JSON.stringify({ results, sink })}\n`);
await db.close();
