/**
 * Where a database's bytes go, per order: every table and index (SQLite's dbstat), split into
 * what a branch keeps for ever and what retention bounds (docs/reliability.md, "What a sale
 * stores"). The bench build (`npm run bench`, any `--only`) writes dist/bench/storage.js:
 *   node dist/bench/storage.js seed DIR retail|restaurant DAYS PER_DAY [BRANCHES]
 *     a set-up data directory with a demo company (seed 1), then its table
 *   node dist/bench/storage.js migrate DIR   the pending migrations, timed, then the table
 *   node dist/bench/storage.js report FILE   the table of a database file
 */
import Database from 'better-sqlite3';
import { mkdirSync, statSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { createService } from '../../service/app';
import { resolveConfig } from '../../service/config';
import { DATABASE_FILE, openDataSource } from '../../service/db/data-source';
import { generateDemo } from '../../service/demo/demo';
import type { DemoIndustry } from '../../service/demo/demo-catalog';
import { createLogger } from '../../service/util/logger';

/** Tables whose rows retention removes (or that do not grow with orders). */
const BOUNDED = new Set([
  'events',
  'idempotency_keys',
  'audit_log',
  'api_key_usage_daily',
  'deliveries',
  'delivery_attempts',
  'scheduled_report_runs',
  'exports',
]);

export async function seed(
  dir: string,
  industry: DemoIndustry,
  days: number,
  perDay: number,
  branches = 1,
) {
  mkdirSync(dir, { recursive: true });
  const config = resolveConfig({ dataDir: dir, vault: 'file', api: false, worker: false }, {});
  const service = await createService(config, createLogger('silent'));
  await service.tenancy.setup({
    company: { name: 'Other company', industry: 'retail' },
    branch: { name: 'Other main', currency: 'EUR', timeZone: 'Europe/Paris' },
    admin: { username: 'admin', password: 'correct horse battery' },
  });
  const t0 = performance.now();
  const demo = await generateDemo(
    service,
    { industry, days, ordersPerDay: perDay, seed: 1, branches },
    'bench',
  );
  const seconds = (performance.now() - t0) / 1000;
  await service.close();
  return { demo, seconds };
}

export function report(file: string) {
  const db = new Database(file, { readonly: true });
  const orders = (db.prepare('SELECT count(*) AS n FROM orders').get() as { n: number }).n;
  const pageSize = db.pragma('page_size', { simple: true }) as number;
  const pageCount = db.pragma('page_count', { simple: true }) as number;
  const freelist = db.pragma('freelist_count', { simple: true }) as number;
  const rows = db
    .prepare(
      `SELECT s.name AS name, coalesce(m.tbl_name, s.name) AS tbl, m.type AS type,
              sum(s.pgsize) AS bytes, sum(s.unused) AS unused
         FROM dbstat s LEFT JOIN sqlite_schema m ON m.name = s.name
        GROUP BY s.name ORDER BY bytes DESC`,
    )
    .all() as {
    name: string;
    tbl: string;
    type: string | null;
    bytes: number;
    unused: number;
  }[];
  const count = (t: string) => {
    try {
      return (db.prepare(`SELECT count(*) AS n FROM "${t}"`).get() as { n: number }).n;
    } catch {
      return null;
    }
  };
  const per = (b: number) => Math.round((b / orders) * 10) / 10;
  let kept = 0;
  let bounded = 0;
  const lines = rows.map((r) => {
    const isBounded = BOUNDED.has(r.tbl) || r.tbl.startsWith('sqlite_');
    if (isBounded) bounded += r.bytes;
    else kept += r.bytes;
    return {
      name: r.name,
      table: r.tbl,
      kind: r.type ?? 'table',
      rows: r.type === 'index' ? null : count(r.name),
      bytes: r.bytes,
      per_order: per(r.bytes),
      /** Bytes of its pages left empty (rows near a page's size leave a page part empty). */
      unused_per_order: per(r.unused),
      bounded: isBounded,
    };
  });
  const wal = existsSync(`${file}-wal`) ? statSync(`${file}-wal`).size : 0;
  db.close();
  return {
    file_bytes: statSync(file).size,
    wal_bytes: wal,
    page_size: pageSize,
    pages: pageCount,
    free_pages: freelist,
    orders,
    per_order: per(statSync(file).size),
    kept_per_order: per(kept),
    bounded_per_order: per(bounded),
    free_per_order: per(freelist * pageSize),
    year_550_kept_mb: Math.round(((kept / orders) * 550 * 365) / 1e6),
    tables: lines,
  };
}

export function print(r: ReturnType<typeof report>) {
  const { tables, ...head } = r;
  console.log(JSON.stringify(head));
  console.log(
    'name'.padEnd(34),
    'kind'.padEnd(6),
    'rows'.padStart(8),
    'bytes'.padStart(11),
    'B/order'.padStart(8),
    'empty'.padStart(7),
    ' bounded',
  );
  for (const t of tables)
    console.log(
      t.name.padEnd(34),
      t.kind.padEnd(6),
      String(t.rows ?? '').padStart(8),
      String(t.bytes).padStart(11),
      String(t.per_order).padStart(8),
      String(t.unused_per_order).padStart(7),
      t.bounded ? ' yes' : '',
    );
}

const [cmd, ...rest] = process.argv.slice(2);
if (cmd === 'seed') {
  const [dir, industry, days, perDay, branches] = rest;
  const { demo, seconds } = await seed(
    dir!,
    industry as DemoIndustry,
    Number(days),
    Number(perDay),
    Number(branches ?? 1),
  );
  console.log(JSON.stringify({ orders: demo.orders, seconds: Math.round(seconds) }));
  print(report(join(dir!, DATABASE_FILE)));
} else if (cmd === 'migrate') {
  const t0 = performance.now();
  const ds = await openDataSource(rest[0]!);
  const ms = performance.now() - t0;
  await ds.destroy();
  console.log(JSON.stringify({ migrate_ms: Math.round(ms) }));
  print(report(join(rest[0]!, DATABASE_FILE)));
} else if (cmd === 'report') {
  print(report(rest[0]!));
}
