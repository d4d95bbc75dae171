// `node scripts/build.mjs --service --quiet && node test/bench/catalog-import.mjs [ROWS]`
//
// Measures the bulk import end to end through the real CLI: a fresh data directory, `setup`,
// then `products import` of a generated CSV (ROWS products, default 100,000, across 50
// category paths, every product tracking stock). Prints rows/s and checks the counts of
// products and product.created events in the database afterwards.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';

const root = fileURLToPath(new URL('../..', import.meta.url));
const rows = Number(process.argv[2] ?? 100_000);
const dir = mkdtempSync(join(tmpdir(), 'ic-import-bench-'));
const cli = (...args) =>
  execFileSync(
    process.execPath,
    [join(root, 'dist/service/cli.js'), '--data-dir', dir, '--vault', 'file', '--json', ...args],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, IC_LOG_LEVEL: 'error' },
    },
  );

try {
  const setup = JSON.parse(
    cli(
      'setup',
      '--company',
      'Bench',
      '--industry',
      'retail',
      '--branch',
      'Main',
      '--currency',
      'EUR',
      '--timezone',
      'UTC',
      '--admin-username',
      'admin',
      '--admin-password',
      'correct horse battery',
    ),
  );
  const companyId = setup.company?.id ?? setup.company_id;
  const branchId = setup.branch?.id ?? setup.branch_id;
  const lines = [
    'sku,name,price,currency,category,description,barcode,track_stock,stock_quantity,active',
  ];
  for (let i = 0; i < rows; i++) {
    lines.push(
      `SKU-${i},"Product ${i}, bench",${Math.floor((i % 5000) / 100)}.${String(i % 100).padStart(2, '0')},EUR,Group ${i % 10}/Sub ${i % 5},Generated,${4000000000000 + i},true,${i % 100},true`,
    );
  }
  const file = join(dir, 'products.csv');
  writeFileSync(file, `${lines.join('\n')}\n`);

  const started = process.hrtime.bigint();
  const out = JSON.parse(
    cli('products', 'import', '--company', companyId, '--branch', branchId, file),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;

  const db = new Database(join(dir, 'integration-console.sqlite'), { readonly: true });
  const products = db.prepare('SELECT count(*) AS n FROM products').get().n;
  const created = db
    .prepare("SELECT count(*) AS n FROM events WHERE type = 'product.created'")
    .get().n;
  db.close();
  if (products !== rows || created !== rows)
    throw new Error(`expected ${rows} products and events, got ${products} and ${created}`);
  console.log(
    JSON.stringify({
      rows,
      categories: out.categories,
      import_seconds_inside_cli: out.seconds,
      rows_per_second_inside_cli: out.rows_per_second,
      wall_seconds_including_process_start_and_parse: Number(seconds.toFixed(2)),
      rows_per_second_wall: Math.round(rows / seconds),
    }),
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
