/**
 * "ORM overhead": the listing's data access exactly as the service does it
 * (listProductsBody over Database's cached statements) against the same SQL as one
 * prepared better-sqlite3 statement held by the caller, interleaved A B A B… in one process.
 *
 * Usage: node dist/bench/orm.js <dataDir> <pairs> <sliceMs>; prints one JSON line.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Database } from '../../service/db/database';
import { listProductsBody, PRODUCTS_LISTING } from '../../service/catalog/product-listing';
import { encodeCursor, pageBody, walkScope } from '../../service/resources/listing';
import { ListTokens } from '../../service/resources/list-tokens';
import { encodeSyncToken } from '../../service/resources/sync-token';
import type { BenchSeed } from './seed';

const [dataDir, pairsArg = '7', sliceArg = '400'] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: orm.js <dataDir> <pairs> <sliceMs>');
const seed = JSON.parse(readFileSync(join(dataDir, 'bench.json'), 'utf8')) as BenchSeed;
const db = await Database.open(dataDir);

// First page and cursors deep into the table (of walks that started at change 0).
const ids = [...seed.productIds].sort();
const after = ['', ...[0.1, 0.3, 0.5, 0.7, 0.9].map((f) => ids[Math.floor(ids.length * f)]!)];
// Both sides sign their cursors the same way (HMAC-SHA256), with a key of this run.
const tokens = new ListTokens(randomBytes(32));
const scope = walkScope(PRODUCTS_LISTING, { branchId: seed.branchId, includeDeleted: false }, []);
const walkCursor = (start: number, lastId: string) =>
  encodeCursor(tokens, scope, { kind: 'walk', start, lastId });
const cursors = after.map((id) => (id === '' ? undefined : walkCursor(0, id)));
// Prepared as the service prepares (service/db/statements.ts), so B measures the same plan.
const raw = db.prepare<[string, string, number], { id: string; json: string }>(
  `SELECT id, json FROM products WHERE branch_id = ? AND id > ? AND deleted_at IS NULL
   ORDER BY id LIMIT ?`,
);

let sink = 0;
const service = (i: number) =>
  listProductsBody(db, {
    branchId: seed.branchId,
    tokens,
    limit: 50,
    cursor: cursors[i % cursors.length],
    includeDeleted: false,
  });
const counter = db.sql
  .prepare<[string], number>('SELECT last_change_seq FROM change_sequences WHERE branch_id = ?')
  .pluck(true);
const prepared = (i: number) => {
  const id = after[i % after.length]!;
  const start = id === '' ? (counter.get(seed.branchId) ?? 0) : 0;
  const rows = raw.all(seed.branchId, id, 51);
  return pageBody(
    rows,
    50,
    (k) => walkCursor(start, rows[k]!.id),
    () => encodeSyncToken(tokens, { branchId: seed.branchId, resource: 'products' }, start),
  );
};

if (service(0) !== prepared(0) || service(3) !== prepared(3)) throw new Error('A and B differ');

function slice(fn: (i: number) => string, ms: number): number {
  const end = performance.now() + ms;
  let n = 0;
  while (performance.now() < end) {
    for (let k = 0; k < 20; k++) sink += fn(n++).length;
  }
  return n / (ms / 1000);
}

const sliceMs = Number(sliceArg);
slice(service, sliceMs);
slice(prepared, sliceMs);
const pairs: { a: number; b: number }[] = [];
// A B, B A, A B…, as run.mjs's pairs (its estimate takes them four runs at a time).
for (let p = 0; p < Number(pairsArg); p++) {
  const first = slice(p % 2 === 0 ? service : prepared, sliceMs);
  const second = slice(p % 2 === 0 ? prepared : service, sliceMs);
  pairs.push(p % 2 === 0 ? { a: first, b: second } : { a: second, b: first });
}
process.stdout.write(`${JSON.stringify({ pairs, sink })}\n`);
await db.close();
