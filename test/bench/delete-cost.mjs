// `node test/bench/delete-cost.mjs [rows]`
//
// What settling a delivered row costs SQLite: a data directory made by the real migrations,
// `rows` pending deliveries (10 webhooks, as the fan-out writes them), deleted one by one as the
// worker does, in commits of 250, A B A B… five times each: the schema as it is, against the
// same with the `deliveries_due` index that migration 0005 dropped. Prints µs per row.
import { build } from 'esbuild';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const ROWS = Number(process.argv[2] ?? 5000);

// Inside the checkout, so the bundle finds node_modules.
mkdirSync(join(root, 'dist'), { recursive: true });
const out = mkdtempSync(join(root, 'dist', 'delete-cost-'));
await build({
  entryPoints: [join(root, 'service/db/data-source.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  outfile: join(out, 'data-source.mjs'),
  logLevel: 'warning',
});
const { openDataSource, rawConnection } = await import(
  pathToFileURL(join(out, 'data-source.mjs')).href
);

const TENANT = `
  INSERT INTO companies VALUES ('cmp_1', 'Shop', 'retail', '2026-01-01T00:00:00.000Z');
  INSERT INTO branches VALUES ('brn_1', 'cmp_1', 'Main', 'EUR', 'UTC', '2026-01-01T00:00:00.000Z');`;

async function run(withDeliveriesDue) {
  const dir = mkdtempSync(join(out, 'data-'));
  const ds = await openDataSource(dir);
  const db = rawConnection(ds);
  db.pragma('synchronous = NORMAL'); // as the worker's records commit
  db.exec(TENANT);
  if (withDeliveriesDue)
    db.exec('CREATE INDEX deliveries_due ON deliveries(state, next_attempt_at)');
  const hooks = Array.from({ length: 10 }, (_, i) => `whk_${String(i).padStart(26, '0')}`);
  const iso = new Date().toISOString();
  for (const id of hooks) {
    db.prepare(
      `INSERT INTO webhooks (id, company_id, branch_id, url, events, secret_enc, status, created_at, updated_at)
       VALUES (?, 'cmp_1', 'brn_1', 'https://example.com/hook', '["product.updated"]', 'x', 'active', ?, ?)`,
    ).run(id, iso, iso);
  }
  const insert = db.prepare(
    `INSERT INTO deliveries (webhook_id, event_id, event_type, state, attempts, next_attempt_at, lease_until,
       first_failed_at, body, created_at, updated_at)
     VALUES (?, ?, 'product.updated', 'pending', 0, ?, NULL, NULL, NULL, ?, ?)`,
  );
  const now = Date.now();
  const ids = db.transaction(() =>
    Array.from({ length: ROWS }, (_, i) =>
      Number(insert.run(hooks[i % 10], `evt_${i}`, now, iso, iso).lastInsertRowid),
    ),
  )();
  const remove = db.prepare('DELETE FROM deliveries WHERE id = ?');
  const t = process.hrtime.bigint();
  for (let b = 0; b < ids.length; b += 250) {
    db.transaction(() => {
      for (const id of ids.slice(b, b + 250)) remove.run(id);
    })();
  }
  const us = Number(process.hrtime.bigint() - t) / 1000 / ids.length;
  await ds.destroy();
  rmSync(dir, { recursive: true });
  return us;
}

const runs = { current: [], withDeliveriesDue: [] };
await run(false); // warm-up
for (let i = 0; i < 5; i++) {
  runs.current.push(await run(false));
  runs.withDeliveriesDue.push(await run(true));
}
rmSync(out, { recursive: true });
const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
console.log(`${ROWS} rows deleted one by one in commits of 250, medians of 5:`);
console.log(`current schema             ${median(runs.current).toFixed(2)} µs per row`);
console.log(`with deliveries_due        ${median(runs.withDeliveriesDue).toFixed(2)} µs per row`);
