/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies in tests */
/**
 * docs/examples/sync-client.ts run for real: spawned as a child process (plain Node, fetch)
 * against a running service on 127.0.0.1. Its first run walks the lists, later runs apply only
 * the changes, and its copy always equals the server's lists.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../service/util/clock';
import { ALL_CATALOG_SCOPES, client } from '../support/catalog-client';
import { startTestService, type TestService } from '../support/test-service';

const EXAMPLE = fileURLToPath(new URL('../../docs/examples/sync-client.ts', import.meta.url));

let ts: TestService;
let api: ReturnType<typeof client>;
let env: Record<string, string>;
let stateFile: string;
const clock = new ManualClock(Date.now());

beforeAll(async () => {
  ts = await startTestService({ worker: false, clock });
  api = client(ts.baseUrl, ts.createKey(ALL_CATALOG_SCOPES).headers);
  const reader = ts.createKey(['products:view', 'categories:view', 'inventory:view']);
  stateFile = join(ts.dataDir, 'sync-state.json');
  env = {
    ...process.env,
    API_BASE_URL: ts.baseUrl,
    API_SECRET_KEY: reader.secret,
    COMPANY_ID: ts.tenant.companyId,
    BRANCH_ID: ts.tenant.branchId,
    STATE_FILE: stateFile,
    PAGE_SIZE: '7',
  } as Record<string, string>;
});
afterAll(async () => ts?.close());

/** Runs the example once; returns the JSON line it printed per list. */
async function runExample(): Promise<Record<string, any>> {
  const { stdout } = await promisify(execFile)(process.execPath, [EXAMPLE], {
    env,
    timeout: 60_000,
  });
  const lines = stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
  return Object.fromEntries(lines.map((line) => [line.resource, line]));
}

/** The client's stored copy equals the server's lists, row for row. */
function expectCopyIsServer(): void {
  const state = JSON.parse(readFileSync(stateFile, 'utf8'));
  const db = ts.service.db.sql;
  const live = (table: string) =>
    (
      db
        .prepare(`SELECT json FROM ${table} WHERE branch_id = ? AND deleted_at IS NULL`)
        .all(ts.tenant.branchId) as { json: string }[]
    ).map((r) => JSON.parse(r.json));
  const products = live('products');
  const byId = (rows: any[], key = 'id') => Object.fromEntries(rows.map((r) => [r[key], r]));
  expect(state.lists.products).toEqual(byId(products));
  expect(state.lists.categories).toEqual(byId(live('categories')));
  expect(state.lists.inventory).toEqual(
    byId(
      products
        .filter((p) => p.track_stock)
        .map((p) => ({
          product_id: p.id,
          sku: p.sku,
          quantity: p.stock_quantity,
          version: p.version,
          updated_at: p.updated_at,
          deleted_at: null,
        })),
      'product_id',
    ),
  );
  for (const resource of ['products', 'categories', 'inventory'])
    expect(typeof state.tokens[resource]).toBe('string');
}

describe('docs/examples/sync-client.ts', () => {
  const products: any[] = [];
  const categories: any[] = [];

  it('walks every list on its first run', async () => {
    for (let i = 0; i < 4; i++)
      categories.push((await api.post('/categories', { name: `Cat ${i}` })).body);
    for (let i = 0; i < 20; i++)
      products.push(
        (
          await api.post('/products', {
            sku: `EX-${i}`,
            name: `Example ${i}`,
            price: { amount: 100 + i },
            track_stock: i % 2 === 0,
            stock_quantity: i,
          })
        ).body,
      );
    const out = await runExample();
    expect(out.products).toMatchObject({ mode: 'walk', pages: 3, rows: 20 });
    expect(out.categories).toMatchObject({ mode: 'walk', rows: 4 });
    expect(out.inventory).toMatchObject({ mode: 'walk', rows: 10 });
    expectCopyIsServer();
  });

  it('then fetches only the changes: updates, stock, deletions, products leaving the stock list', async () => {
    await api.patch(`/products/${products[1].id}`, { name: 'Renamed' });
    await api.post(`/products/${products[2].id}/stock`, { adjust: 3 });
    await api.del(`/products/${products[4].id}`);
    await api.patch(`/products/${products[6].id}`, { track_stock: false });
    await api.post('/products', { sku: 'EX-NEW', name: 'New', price: { amount: 1 } });
    await api.del(`/categories/${categories[3].id}`);
    await api.patch(`/categories/${categories[0].id}`, { sort_order: 9 });

    const out = await runExample();
    expect(out.products).toMatchObject({ mode: 'sync', pages: 1, upserted: 4, removed: 1 });
    expect(out.categories).toMatchObject({ mode: 'sync', upserted: 1, removed: 1, rows: 3 });
    // Inventory: the stock change, and two products that left the list (deleted, no longer
    // tracking stock). The changed products that never tracked stock come as tombstones the
    // copy does not have.
    expect(out.inventory).toMatchObject({ mode: 'sync', upserted: 1, removed: 2, rows: 8 });
    expectCopyIsServer();

    const quiet = await runExample();
    for (const resource of ['products', 'categories', 'inventory'])
      expect(quiet[resource]).toMatchObject({ mode: 'sync', upserted: 0, removed: 0 });
  });

  it('walks a list again when its token has expired (410 after 30 days of pruning)', async () => {
    await api.del(`/products/${products[8].id}`);
    clock.advance(31 * 86_400_000);
    expect((await ts.service.maintenance.run()).tombstones).toBeGreaterThan(0);
    const out = await runExample();
    expect(out.products).toMatchObject({ mode: 'walk' });
    expect(out.inventory).toMatchObject({ mode: 'walk' });
    expectCopyIsServer();
  });
});
