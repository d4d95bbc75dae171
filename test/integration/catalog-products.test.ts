/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies in tests */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../support/test-service';
import { ALL_CATALOG_SCOPES, client } from '../support/catalog-client';
import type { EventBody } from '../../service/events/event-log';

let ts: TestService;
let api: ReturnType<typeof client>;
let branchId: string;

const events = (): EventBody[] =>
  ts.service.events.listFrom(branchId, 1, 100_000).map((e) => JSON.parse(e.body));
const lastEvent = (): EventBody => events().at(-1)!;
let skuCounter = 0;
const sku = () => `SKU-${++skuCounter}-${Math.random().toString(36).slice(2, 7)}`;
const newProduct = async (extra: Record<string, unknown> = {}) => {
  const r = await api.post('/products', {
    sku: sku(),
    name: 'Espresso',
    price: { amount: 250 },
    ...extra,
  });
  expect(r.status).toBe(201);
  return r.body;
};

beforeAll(async () => {
  ts = await startTestService();
  branchId = ts.tenant.branchId;
  api = client(ts.baseUrl, ts.createKey(ALL_CATALOG_SCOPES).headers);
});
afterAll(async () => ts?.close());

describe('products: create and read', () => {
  it('creates a product with defaults, returns 201 with Location and ETag, and emits product.created', async () => {
    const before = ts.service.events.lastSequence(branchId);
    const r = await api.post('/products', {
      sku: 'ESP-001',
      name: ' Espresso ',
      price: { amount: 250 },
    });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      sku: 'ESP-001',
      name: 'Espresso',
      description: null,
      category_id: null,
      price: { amount: 250, currency: 'EUR' },
      barcode: null,
      track_stock: false,
      stock_quantity: 0,
      active: true,
      version: 1,
      deleted_at: null,
    });
    expect(r.body.id).toMatch(/^prd_[0-9A-Z]{26}$/);
    expect(r.headers.get('location')).toBe(`/api/v1/products/${r.body.id}`);
    expect(r.headers.get('etag')).toBe('"1"');
    const got = await api.get(`/products/${r.body.id}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual(r.body);
    const e = lastEvent();
    expect(e.sequence).toBe(before + 1);
    expect(e.type).toBe('product.created');
    expect(e.data.object).toEqual(r.body);
    expect(e.data.previous).toBeUndefined();
  });

  it('reports every invalid field at once with 422 validation_failed', async () => {
    const r = await api.post('/products', {
      sku: 'x'.repeat(65),
      name: '',
      description: 'd'.repeat(2001),
      barcode: 'b'.repeat(65),
      price: { amount: -1, currency: 'EUR' },
    });
    expect(r.status).toBe(422);
    expect(r.body.code).toBe('validation_failed');
    const paths = r.body.errors.map((e: { path: string }) => e.path).sort();
    expect(paths).toEqual(
      expect.arrayContaining(['sku', 'name', 'description', 'barcode', 'price.amount']),
    );
  });

  it.each([
    [{ price: { amount: 2.5 } }, 'price.amount'],
    [{ price: { amount: '250' } }, 'price.amount'],
    [{ price: { amount: 1_000_000_000_001 } }, 'price.amount'],
    [{ price: { amount: 1, currency: 'XYZ' } }, 'price.currency'],
    [{ price: { amount: 1, currency: 'eur' } }, 'price.currency'],
    [{ colour: 'red' }, 'colour'],
    [{ price: { amount: 1, tax: 2 } }, 'price.tax'],
    [{ name: '   ' }, 'name'],
    [{ track_stock: 'yes' }, 'track_stock'],
    [{ category_id: 'cat_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC' }, 'category_id'],
  ])('rejects %j on %s', async (patch, path) => {
    const r = await api.post('/products', {
      sku: sku(),
      name: 'N',
      price: { amount: 1 },
      ...patch,
    });
    expect(r.status).toBe(422);
    expect(r.body.errors.map((e: { path: string }) => e.path)).toContain(path);
  });

  it('accepts the maximum lengths and price, and another ISO currency', async () => {
    const r = await api.post('/products', {
      sku: 'S'.repeat(64),
      name: 'n'.repeat(200),
      description: 'd'.repeat(2000),
      barcode: '1'.repeat(64),
      price: { amount: 1_000_000_000_000, currency: 'JPY' },
    });
    expect(r.status).toBe(201);
    expect(r.body.price).toEqual({ amount: 1_000_000_000_000, currency: 'JPY' });
  });

  it('409 conflict for a duplicate SKU among live products; the SKU is free again after delete', async () => {
    const p = await newProduct();
    const dup = await api.post('/products', { sku: p.sku, name: 'Other', price: { amount: 1 } });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('conflict');
    expect(dup.body.detail).toContain(p.sku);
    expect((await api.del(`/products/${p.id}`)).status).toBe(200);
    expect(
      (await api.post('/products', { sku: p.sku, name: 'Again', price: { amount: 1 } })).status,
    ).toBe(201);
  });

  it('404 for unknown and malformed ids', async () => {
    expect((await api.get('/products/prd_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC')).body.code).toBe('not_found');
    expect((await api.get('/products/nope')).status).toBe(404);
    expect((await api.patch('/products/nope', { name: 'x' })).status).toBe(404);
  });

  it('never leaks across companies: another branch sees 404 on get, patch, delete and stock', async () => {
    const p = await newProduct({ track_stock: true });
    const other = ts.service.tenancy.createCompany(
      {
        name: 'Other company',
        industry: 'retail',
        branch: { name: 'Other', currency: 'USD', timeZone: 'UTC' },
      },
      'test',
    );
    const otherApi = client(
      ts.baseUrl,
      ts.createKey(ALL_CATALOG_SCOPES, { companyId: other.company.id, branchId: other.branch.id })
        .headers,
    );
    expect((await otherApi.get(`/products/${p.id}`)).status).toBe(404);
    expect((await otherApi.patch(`/products/${p.id}`, { name: 'Hacked' })).status).toBe(404);
    expect((await otherApi.del(`/products/${p.id}`)).status).toBe(404);
    expect((await otherApi.post(`/products/${p.id}/stock`, { set: 1 })).status).toBe(404);
    const list = await otherApi.get('/products?include_deleted=true');
    expect(list.body.data).toEqual([]);
    // And its own default currency is its branch's.
    const own = await otherApi.post('/products', {
      sku: p.sku,
      name: 'Same SKU, other branch',
      price: { amount: 5 },
    });
    expect(own.status).toBe(201);
    expect(own.body.price.currency).toBe('USD');
    expect((await api.get(`/products/${p.id}`)).body.name).toBe('Espresso');
  });
});

describe('products: update, delete, stock', () => {
  it('PATCH changes fields, bumps the version and emits product.updated with previous values', async () => {
    const p = await newProduct({ description: 'Short' });
    const r = await api.patch(`/products/${p.id}`, {
      name: 'Double espresso',
      description: null,
      price: { amount: 320 },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      name: 'Double espresso',
      description: null,
      price: { amount: 320, currency: 'EUR' },
      version: 2,
    });
    expect(r.headers.get('etag')).toBe('"2"');
    const e = lastEvent();
    expect(e.type).toBe('product.updated');
    expect(e.data.object).toEqual(r.body);
    expect(e.data.previous).toEqual({
      name: 'Espresso',
      description: 'Short',
      price: { amount: 250, currency: 'EUR' },
    });
    expect((await api.get(`/products/${p.id}`)).body).toEqual(r.body);
  });

  it('a PATCH that changes nothing: 200, same version, no event', async () => {
    const p = await newProduct();
    const seq = ts.service.events.lastSequence(branchId);
    const r = await api.patch(`/products/${p.id}`, {
      name: p.name,
      price: { amount: 250, currency: 'EUR' },
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual(p);
    expect(ts.service.events.lastSequence(branchId)).toBe(seq);
    const empty = await api.patch(`/products/${p.id}`, {});
    expect(empty.body.version).toBe(1);
    expect(ts.service.events.lastSequence(branchId)).toBe(seq);
  });

  it('PATCH rejects stock_quantity (stock has its own endpoint) and unknown fields', async () => {
    const p = await newProduct();
    const r = await api.patch(`/products/${p.id}`, { stock_quantity: 5 });
    expect(r.status).toBe(422);
    expect(r.body.errors[0].path).toBe('stock_quantity');
  });

  it('PATCH to a SKU another live product has is 409; to a missing category is 422', async () => {
    const a = await newProduct();
    const b = await newProduct();
    expect((await api.patch(`/products/${b.id}`, { sku: a.sku })).status).toBe(409);
    const r = await api.patch(`/products/${b.id}`, {
      category_id: 'cat_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC',
    });
    expect(r.status).toBe(422);
    expect(r.body.errors[0].path).toBe('category_id');
  });

  it('If-Match: stale version is 412 precondition_failed; the current one (plain or quoted) passes', async () => {
    const p = await newProduct({ track_stock: true });
    const stale = await api.patch(`/products/${p.id}`, { name: 'A' }, { 'if-match': '7' });
    expect(stale.status).toBe(412);
    expect(stale.body.code).toBe('precondition_failed');
    expect(stale.body.current_version).toBe(1);
    const ok = await api.patch(`/products/${p.id}`, { name: 'A' }, { 'if-match': '"1"' });
    expect(ok.status).toBe(200);
    expect(
      (await api.post(`/products/${p.id}/stock`, { set: 3 }, { 'if-match': '1' })).status,
    ).toBe(412);
    expect(
      (await api.post(`/products/${p.id}/stock`, { set: 3 }, { 'if-match': '2' })).status,
    ).toBe(200);
    expect((await api.del(`/products/${p.id}`, { 'if-match': '2' })).status).toBe(412);
    expect(
      (await api.patch(`/products/${p.id}`, { name: 'B' }, { 'if-match': 'abc' })).status,
    ).toBe(422);
    expect((await api.del(`/products/${p.id}`, { 'if-match': '3' })).status).toBe(200);
  });

  it('If-Match (RFC 9110): strong comparison, lists of entity tags, *; 412 when none matches', async () => {
    const p = await newProduct();
    const patch = (ifMatch: string, name: string) =>
      api.patch(`/products/${p.id}`, { name }, { 'if-match': ifMatch });
    // The ETag it was sent with matches; a weak validator of the same version never does.
    const created = await api.get(`/products/${p.id}`);
    expect(created.headers.get('etag')).toBe('"1"');
    const weak = await patch('W/"1"', 'Weak');
    expect(weak.status).toBe(412);
    expect(weak.body.code).toBe('precondition_failed');
    expect(weak.body.current_version).toBe(1);
    expect((await patch('W/"1", W/"2"', 'Weak list')).status).toBe(412);
    // A list matches when one member does, whatever the others (unknown tags included).
    expect((await patch('"7", "abc" , "1"', 'List')).status).toBe(200);
    expect((await patch('"1", "3"', 'Stale list')).status).toBe(412);
    expect((await patch('W/"2","2"', 'Mixed list')).status).toBe(200);
    // An unknown tag is no match (412), not a malformed header.
    expect((await patch('"abc"', 'Unknown')).status).toBe(412);
    expect((await patch('*', 'Any')).status).toBe(200);
    for (const bad of ['"3', '3"', 'W/3', '"1" "2"', '"1",,x', 'W/ "1"'])
      expect((await patch(bad, 'Bad')).status, bad).toBe(422);
    expect((await api.get(`/products/${p.id}`)).body.version).toBe(4);
  });

  it('DELETE soft-deletes: tombstone only with include_deleted, product.deleted carries deleted_at', async () => {
    const p = await newProduct();
    const r = await api.del(`/products/${p.id}`);
    expect(r.status).toBe(200);
    expect(r.body.deleted_at).not.toBeNull();
    expect(r.body.version).toBe(2);
    expect(r.body.updated_at).toBe(r.body.deleted_at);
    const e = lastEvent();
    expect(e.type).toBe('product.deleted');
    expect(e.data.object).toEqual(r.body);
    expect((await api.get(`/products/${p.id}`)).status).toBe(404);
    expect((await api.get(`/products/${p.id}?include_deleted=true`)).body).toEqual(r.body);
    expect((await api.del(`/products/${p.id}`)).status).toBe(404);
    expect((await api.patch(`/products/${p.id}`, { name: 'Zombie' })).status).toBe(404);
  });

  it('stock: set and adjust emit product.stock_updated with previous/current/delta/reason (not product.updated)', async () => {
    const p = await newProduct({ track_stock: true, stock_quantity: 10 });
    const a = await api.post(`/products/${p.id}/stock`, { adjust: -3, reason: 'Breakage' });
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ stock_quantity: 7, version: 2 });
    let e = lastEvent();
    expect(e.type).toBe('product.stock_updated');
    expect(e.data.stock).toEqual({ previous: 10, current: 7, delta: -3, reason: 'Breakage' });
    expect(e.data.object).toEqual(a.body);
    const s = await api.post(`/products/${p.id}/stock`, { set: 40 });
    expect(s.body.stock_quantity).toBe(40);
    e = lastEvent();
    expect(e.data.stock).toEqual({ previous: 7, current: 40, delta: 33, reason: null });
    const seq = ts.service.events.lastSequence(branchId);
    const same = await api.post(`/products/${p.id}/stock`, { set: 40 });
    expect(same.status).toBe(200);
    expect(same.body.version).toBe(3);
    expect(ts.service.events.lastSequence(branchId)).toBe(seq);
  });

  it('stock: the event carries data.object and data.stock only (no data.previous), as docs/webhooks.md shows', async () => {
    const p = await newProduct({ track_stock: true, stock_quantity: 0 });
    await api.post(`/products/${p.id}/stock`, { set: 24, reason: 'Delivery from supplier' });
    const e = lastEvent();
    expect(e.type).toBe('product.stock_updated');
    expect(Object.keys(e.data).sort()).toEqual(['object', 'stock']);
    // The documented example has the same shape.
    const doc = readFileSync('docs/webhooks.md', 'utf8');
    const section = doc.slice(doc.indexOf('### `product.stock_updated`'));
    const start = section.indexOf('```json') + '```json'.length;
    const example = JSON.parse(section.slice(start, section.indexOf('```', start))) as EventBody;
    expect(example.type).toBe('product.stock_updated');
    expect(Object.keys(example.data).sort()).toEqual(['object', 'stock']);
    expect(Object.keys(example.data.stock!).sort()).toEqual(Object.keys(e.data.stock!).sort());
  });

  it('stock: 409 for products that do not track stock and for going below zero; 422 for bad bodies', async () => {
    const untracked = await newProduct();
    const r = await api.post(`/products/${untracked.id}/stock`, { set: 5 });
    expect(r.status).toBe(409);
    expect(r.body.detail).toContain('does not track stock');
    const p = await newProduct({ track_stock: true, stock_quantity: 2 });
    const neg = await api.post(`/products/${p.id}/stock`, { adjust: -3 });
    expect(neg.status).toBe(409);
    expect(neg.body.current_quantity).toBe(2);
    for (const body of [
      {},
      { set: 1, adjust: 1 },
      { adjust: 0 },
      { set: -1 },
      { set: 1.5 },
      { set: '3' },
      { set: 1, note: 'x' },
    ]) {
      const bad = await api.post(`/products/${p.id}/stock`, body);
      expect(bad.status, JSON.stringify(body)).toBe(422);
    }
    expect((await api.get(`/products/${p.id}`)).body.version).toBe(1);
  });
});

describe('idempotency', () => {
  it('a retry with the same key and body returns the first response without doing the work again', async () => {
    const key = { 'idempotency-key': `create-${Math.random()}` };
    const body = { sku: sku(), name: 'Once', price: { amount: 100 } };
    const first = await api.post('/products', body, key);
    const seq = ts.service.events.lastSequence(branchId);
    const second = await api.post(
      '/products',
      { price: { amount: 100 }, name: 'Once', sku: body.sku },
      key,
    );
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(ts.service.events.lastSequence(branchId)).toBe(seq);
    const count = ts.service.db.sql
      .prepare('SELECT count(*) AS n FROM products WHERE sku = ?')
      .get(body.sku) as { n: number };
    expect(count.n).toBe(1);
  });

  it('same key with a different body is 422 idempotency_mismatch', async () => {
    const key = { 'idempotency-key': `k-${Math.random()}` };
    expect(
      (await api.post('/products', { sku: sku(), name: 'A', price: { amount: 1 } }, key)).status,
    ).toBe(201);
    const r = await api.post('/products', { sku: sku(), name: 'B', price: { amount: 1 } }, key);
    expect(r.status).toBe(422);
    expect(r.body.code).toBe('idempotency_mismatch');
  });

  it('stock adjust retried with the same key applies once; keys are scoped per API key', async () => {
    const p = await newProduct({ track_stock: true, stock_quantity: 10 });
    const key = { 'idempotency-key': 'adjust-1' };
    const a = await api.post(`/products/${p.id}/stock`, { adjust: -1 }, key);
    const b = await api.post(`/products/${p.id}/stock`, { adjust: -1 }, key);
    expect(a.body.stock_quantity).toBe(9);
    expect(b.body).toEqual(a.body);
    const otherKey = client(ts.baseUrl, ts.createKey(ALL_CATALOG_SCOPES).headers);
    const c = await otherKey.post(`/products/${p.id}/stock`, { adjust: -1 }, key);
    expect(c.body.stock_quantity).toBe(8);
  });

  it('concurrent retries with one key do the work once', async () => {
    const key = { 'idempotency-key': `race-${Math.random()}` };
    const body = { sku: sku(), name: 'Race', price: { amount: 1 } };
    const results = await Promise.all(
      Array.from({ length: 20 }, () => api.post('/products', body, key)),
    );
    expect(new Set(results.map((r) => r.status))).toEqual(new Set([201]));
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
  });

  it('failed requests are not stored: a retry after fixing the cause succeeds', async () => {
    const taken = await newProduct();
    const key = { 'idempotency-key': `fail-${Math.random()}` };
    const body = { sku: taken.sku, name: 'Dup', price: { amount: 1 } };
    expect((await api.post('/products', body, key)).status).toBe(409);
    await api.del(`/products/${taken.id}`);
    expect((await api.post('/products', body, key)).status).toBe(201);
  });

  it('records older than 24 h expire and are pruned', async () => {
    const key = { 'idempotency-key': `old-${Math.random()}` };
    const body = { sku: sku(), name: 'Old', price: { amount: 1 } };
    const first = await api.post('/products', body, key);
    ts.service.db.sql
      .prepare(
        "UPDATE idempotency_keys SET created_at = '2000-01-01T00:00:00.000Z' WHERE idempotency_key = ?",
      )
      .run(key['idempotency-key']);
    const again = await api.post('/products', { ...body, sku: sku() }, key);
    expect(again.status).toBe(201);
    expect(again.body.id).not.toBe(first.body.id);
    ts.service.db.sql
      .prepare("UPDATE idempotency_keys SET created_at = '2000-01-01T00:00:00.000Z'")
      .run();
    expect((await ts.service.maintenance.run()).idempotency_keys).toBeGreaterThan(0);
    expect(
      (
        ts.service.db.sql.prepare('SELECT count(*) AS n FROM idempotency_keys').get() as {
          n: number;
        }
      ).n,
    ).toBe(0);
  });

  it('rejects a malformed Idempotency-Key', async () => {
    const r = await api.post(
      '/products',
      { sku: sku(), name: 'A', price: { amount: 1 } },
      { 'idempotency-key': 'x'.repeat(256) },
    );
    expect(r.status).toBe(422);
    expect(r.body.errors[0].path).toContain('idempotency-key');
  });
});

describe('scopes', () => {
  const without = (scope: string) =>
    client(ts.baseUrl, ts.createKey(ALL_CATALOG_SCOPES.filter((s) => s !== scope)).headers);
  let product: any;
  let category: any;
  beforeAll(async () => {
    product = await newProduct({ track_stock: true });
    category = (await api.post('/categories', { name: 'Scoped' })).body;
  });

  const cases: [
    string,
    (c: ReturnType<typeof client>) => Promise<{ status: number; body: any; headers: Headers }>,
  ][] = [
    ['products:view', (c) => c.get('/products')],
    ['products:view', (c) => c.get(`/products/${product.id}`)],
    [
      'products:create',
      (c) => c.post('/products', { sku: sku(), name: 'x', price: { amount: 1 } }),
    ],
    ['products:update', (c) => c.patch(`/products/${product.id}`, { name: 'x' })],
    [
      'products:manage_pricing',
      (c) => c.patch(`/products/${product.id}`, { price: { amount: 9 } }),
    ],
    ['products:delete', (c) => c.del(`/products/${product.id}`)],
    ['products:manage_stock', (c) => c.post(`/products/${product.id}/stock`, { set: 1 })],
    ['categories:view', (c) => c.get('/categories')],
    ['categories:view', (c) => c.get(`/categories/${category.id}`)],
    ['categories:create', (c) => c.post('/categories', { name: 'x' })],
    [
      'categories:manage_hierarchy',
      (c) => c.post('/categories', { name: 'x', parent_id: category.id }),
    ],
    ['categories:update', (c) => c.patch(`/categories/${category.id}`, { name: 'y' })],
    [
      'categories:manage_hierarchy',
      (c) => c.patch(`/categories/${category.id}`, { parent_id: null }),
    ],
    ['categories:delete', (c) => c.del(`/categories/${category.id}`)],
    ['inventory:view', (c) => c.get('/inventory')],
  ];
  it.each(cases)('without %s → 403 insufficient_scope naming it', async (scope, call) => {
    const r = await call(without(scope));
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('insufficient_scope');
    expect(r.body.required_scope).toBe(scope);
    expect(r.headers.get('www-authenticate') ?? `scope="${scope}"`).toContain(`scope="${scope}"`);
    // Nothing changed.
    expect((await api.get(`/products/${product.id}`)).body.version).toBe(1);
  });

  it('price on create needs only products:create; a PATCH without price needs no pricing scope', async () => {
    const c = without('products:manage_pricing');
    const created = await c.post('/products', { sku: sku(), name: 'x', price: { amount: 1 } });
    expect(created.status).toBe(201);
    expect((await c.patch(`/products/${created.body.id}`, { name: 'renamed' })).status).toBe(200);
  });
});
