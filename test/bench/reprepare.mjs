// `node test/bench/reprepare.mjs`
//
// Why the service prepares every statement through planOnce (service/db/statements.ts): with a
// bare parameter compared with an indexed column in a statement SQLite plans for its values (an
// ORDER BY, a join), or in `LIMIT ?`, SQLite marks the statement "plan again when this binding
// changes", and better-sqlite3 clears the bindings after every run, which is such a change, so
// each run parses and plans the statement again. On a data directory with the real schema
// (every migration) and 1,000 history rows over 10 webhooks, each statement runs with bare `?`s
// and as planOnce prepares it, A B A B… five times, the same values every run; literals in place
// of the parameters show what a run costs without any re-preparing.
import { build } from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const out = mkdtempSync(join(tmpdir(), 'reprepare-'));
await build({
  stdin: {
    contents: `export { openDataSource, rawConnection } from './service/db/data-source';
               export { planOnce } from './service/db/statements';`,
    resolveDir: root,
    loader: 'ts',
  },
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  outfile: join(root, 'dist/bench/reprepare-db.mjs'), // beside node_modules, as run.mjs builds
  logLevel: 'warning',
});
const { openDataSource, rawConnection, planOnce } = await import(
  pathToFileURL(join(root, 'dist/bench/reprepare-db.mjs')).href
);

const dataSource = await openDataSource(out);
const db = rawConnection(dataSource);
db.pragma('foreign_keys = OFF'); // history rows without their webhooks: only the reads matter
const insert = db.prepare(`INSERT INTO delivery_attempts (webhook_id, event_id, event_type, attempt,
  at, succeeded, duration_ms, request_headers) VALUES (?, 'evt_1', 'product.updated', 1,
  '2026-01-01T10:00:00.000Z', 1, 5, '{}')`);
db.transaction(() => {
  for (let i = 0; i < 1000; i++) insert.run(`whk_${i % 10}`);
})();

const statements = {
  'newest attempt of a webhook': (p) =>
    `SELECT * FROM delivery_attempts WHERE webhook_id = ${p.text} ORDER BY id DESC LIMIT 1`,
  'history trim (nothing to delete)': (p) =>
    `DELETE FROM delivery_attempts WHERE webhook_id = ${p.text} AND id <= (
       SELECT id FROM delivery_attempts WHERE webhook_id = ${p.text} ORDER BY id DESC LIMIT 1 OFFSET 100)`,
  "the worker's claim (LIMIT)": (p) =>
    `SELECT d.id, d.webhook_id, d.event_id, d.event_type, d.attempts, d.next_attempt_at,
       CASE WHEN d.body IS NOT NULL THEN d.body
         ELSE (SELECT body FROM events WHERE id = d.event_id) END AS body
     FROM deliveries d JOIN webhooks w ON w.id = d.webhook_id
     WHERE d.state = 'pending' AND d.next_attempt_at <= 0
       AND (w.status = 'active' OR d.event_type = 'ping')
       AND d.webhook_id NOT IN (SELECT value FROM json_each('[]'))
       AND d.id NOT IN (SELECT value FROM json_each('[]'))
     ORDER BY d.next_attempt_at, d.id LIMIT ${p.limit}`,
};

const BARE = { text: '?', limit: '?' };
const RUNS = 50_000;
function time(sql, params) {
  const statement = db.prepare(sql);
  const run = statement.reader ? () => statement.get(...params) : () => statement.run(...params);
  for (let i = 0; i < 2000; i++) run();
  const t = process.hrtime.bigint();
  for (let i = 0; i < RUNS; i++) run();
  return Number(process.hrtime.bigint() - t) / RUNS / 1000;
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

console.log(
  `SQLite ${db.prepare('SELECT sqlite_version() AS v').get().v}, µs per run (median of 5):`,
);
for (const [name, sql] of Object.entries(statements)) {
  // Each statement has text parameters or a limit, not both: one value fits all its `?`s.
  const value = sql({ text: '?', limit: '' }).includes('?') ? 'whk_1' : 32;
  const params = Array((sql(BARE).match(/\?/g) ?? []).length).fill(value);
  const bare = [];
  const planned = [];
  for (let i = 0; i < 5; i++) {
    bare.push(time(sql(BARE), params));
    planned.push(time(planOnce(sql(BARE)), params));
  }
  const literal = time(sql({ text: `'whk_1'`, limit: '32' }), []);
  console.log(
    `${name.padEnd(34)} bare ? ${median(bare).toFixed(2).padStart(6)}   planOnce ${median(planned).toFixed(2).padStart(6)}   literal ${literal.toFixed(2).padStart(6)}`,
  );
}
await dataSource.destroy();
rmSync(out, { recursive: true });
