/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies in tests */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../support/test-service';
import { ALL_CATALOG_SCOPES, client } from '../support/catalog-client';
import type { EventBody } from '../../service/events/event-log';

let ts: TestService;
let api: ReturnType<typeof client>;
const eventsOf = (): EventBody[] =>
  ts.service.events.listFrom(ts.tenant.branchId, 1, 1_000_000).map((e) => JSON.parse(e.body));

beforeAll(async () => {
  ts = await startTestService();
  api = client(ts.baseUrl, ts.createKey(ALL_CATALOG_SCOPES).headers);
});
afterAll(async () => ts?.close());

describe('sync and concurrency', () => {
  it('a cursor walk under concurrent inserts and updates returns every existing row exactly once', async () => {
    const initial: string[] = [];
    for (let i = 0; i < 120; i++) {
      initial.push(
        (await api.post('/products', { sku: `WALK-${i}`, name: `Walk ${i}`, price: { amount: i } }))
          .body.id,
      );
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let page = 0;
    do {
      const r: any = await api.get(`/products?limit=7${cursor ? `&cursor=${cursor}` : ''}`);
      expect(r.status).toBe(200);
      seen.push(...r.body.data.map((p: any) => p.id));
      cursor = r.body.next_cursor;
      // Between pages: inserts and updates race with the walk.
      await Promise.all([
        api.post('/products', { sku: `WALK-NEW-${page}`, name: 'New', price: { amount: 1 } }),
        api.patch(`/products/${initial[(page * 13) % initial.length]}`, {
          name: `Renamed ${page}`,
        }),
      ]);
      page++;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of initial) expect(seen).toContain(id);
  });

  it('incremental sync with updated_since and include_deleted sees changes and tombstones', async () => {
    const a = (await api.post('/products', { sku: 'SYNC-A', name: 'A', price: { amount: 1 } }))
      .body;
    const b = (await api.post('/products', { sku: 'SYNC-B', name: 'B', price: { amount: 1 } }))
      .body;
    await new Promise((r) => setTimeout(r, 5));
    const since = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 5));
    await api.patch(`/products/${a.id}`, { name: 'A2' });
    await api.del(`/products/${b.id}`);
    const live = await api.get(`/products?updated_since=${since}`);
    expect(live.body.data.map((p: any) => p.id)).toEqual([a.id]);
    const all = await api.get(`/products?updated_since=${since}&include_deleted=true`);
    const byId = new Map(all.body.data.map((p: any) => [p.id, p]));
    expect((byId.get(a.id) as any).name).toBe('A2');
    expect((byId.get(b.id) as any).deleted_at).not.toBeNull();
    expect(all.body.data).toHaveLength(2);
  });

  it('GET /inventory lists stock levels with cursor and updated_since', async () => {
    const tracked: any[] = [];
    for (let i = 0; i < 5; i++) {
      tracked.push(
        (
          await api.post('/products', {
            sku: `INV-${i}`,
            name: 'I',
            price: { amount: 1 },
            track_stock: true,
            stock_quantity: i,
          })
        ).body,
      );
    }
    await api.post('/products', { sku: 'INV-UNTRACKED', name: 'U', price: { amount: 1 } });
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const r: any = await api.get(`/inventory?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(r.status).toBe(200);
      for (const row of r.body.data)
        expect(Object.keys(row).sort()).toEqual([
          'deleted_at',
          'product_id',
          'quantity',
          'sku',
          'updated_at',
          'version',
        ]);
      ids.push(...r.body.data.map((x: any) => x.product_id));
      cursor = r.body.next_cursor;
    } while (cursor);
    expect(ids).toEqual(tracked.map((p) => p.id));
    await new Promise((r) => setTimeout(r, 5));
    const since = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 5));
    await api.post(`/products/${tracked[2].id}/stock`, { adjust: 10 });
    const changed = await api.get(`/inventory?updated_since=${since}`);
    expect(changed.body.data).toEqual([
      expect.objectContaining({
        product_id: tracked[2].id,
        sku: 'INV-2',
        quantity: 12,
        version: 2,
      }),
    ]);
    expect((await api.get('/inventory?cursor=garbage')).status).toBe(422);
  });

  it('200 concurrent writes: every committed change has exactly one event and sequences have no gaps', async () => {
    const base = (
      await api.post('/products', {
        sku: 'CONC',
        name: 'C',
        price: { amount: 1 },
        track_stock: true,
      })
    ).body;
    const before = ts.service.events.lastSequence(ts.tenant.branchId);
    const requests = Array.from({ length: 200 }, (_, i) => {
      if (i % 4 === 0)
        return api.post('/products', { sku: `CONC-${i}`, name: `C${i}`, price: { amount: i } });
      if (i % 4 === 1) return api.patch(`/products/${base.id}`, { name: `Name ${i}` });
      if (i % 4 === 2) return api.post(`/products/${base.id}/stock`, { adjust: 1 });
      return api.post('/products', { sku: 'CONC', name: 'duplicate SKU', price: { amount: 1 } }); // always 409
    });
    const results = await Promise.all(requests);
    const ok = results.filter((r) => r.status < 300).length;
    expect(results.filter((r) => r.status === 409)).toHaveLength(50);
    const after = ts.service.events.lastSequence(ts.tenant.branchId);
    expect(after - before).toBe(ok);
    const seqs = eventsOf().map((e) => e.sequence);
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1));
    // Stock adjusts all applied (none lost): 50 × +1.
    const final = (await api.get(`/products/${base.id}`)).body;
    expect(final.stock_quantity).toBe(50);
    expect(final.version).toBe(1 + 50 + 50);
  });

  it('event rows match the committed rows exactly: replaying events rebuilds the table', async () => {
    const state = new Map<string, any>();
    for (const e of eventsOf())
      if (e.type.startsWith('product.')) state.set((e.data.object as any).id, e.data.object);
    const rows = ts.service.db.sql
      .prepare('SELECT json FROM products WHERE branch_id = ?')
      .all(ts.tenant.branchId) as { json: string }[];
    expect(state.size).toBe(rows.length);
    for (const row of rows) {
      const p = JSON.parse(row.json);
      expect(state.get(p.id)).toEqual(p);
    }
  });

  it('a failure in the middle of a write transaction leaves no change and no event (HTTP 500)', async () => {
    const p = (await api.post('/products', { sku: 'FAIL', name: 'Before', price: { amount: 1 } }))
      .body;
    const seq = ts.service.events.lastSequence(ts.tenant.branchId);
    let armed = true;
    ts.service.events.onAppend(() => {
      if (armed) {
        armed = false;
        throw new Error('forced failure after the row was written');
      }
    });
    const r = await api.patch(`/products/${p.id}`, { name: 'After' });
    expect(r.status).toBe(500);
    expect(r.body.code).toBe('internal_error');
    expect(ts.service.events.lastSequence(ts.tenant.branchId)).toBe(seq);
    expect((await api.get(`/products/${p.id}`)).body).toEqual(p);
    const created = await api.post('/products', { sku: 'FAIL-2', name: 'x', price: { amount: 1 } });
    expect(created.status).toBe(201);
    expect(ts.service.events.lastSequence(ts.tenant.branchId)).toBe(seq + 1);
  });

  it('the OpenAPI document covers every catalog route with request and response schemas', async () => {
    const doc = (await fetch(`${ts.baseUrl}/api/v1/openapi.json`).then((r) => r.json())) as any;
    const expected: [string, string][] = [
      ['/api/v1/products', 'get'],
      ['/api/v1/products', 'post'],
      ['/api/v1/products/{id}', 'get'],
      ['/api/v1/products/{id}', 'patch'],
      ['/api/v1/products/{id}', 'delete'],
      ['/api/v1/products/{id}/stock', 'post'],
      ['/api/v1/categories', 'get'],
      ['/api/v1/categories', 'post'],
      ['/api/v1/categories/{id}', 'get'],
      ['/api/v1/categories/{id}', 'patch'],
      ['/api/v1/categories/{id}', 'delete'],
      ['/api/v1/inventory', 'get'],
    ];
    for (const [path, method] of expected) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      const success = method === 'post' && !path.endsWith('/stock') ? '201' : '200';
      expect(Object.keys(op.responses)).toEqual(
        expect.arrayContaining([success, '401', '403', '422']),
      );
      if (method === 'post' || method === 'patch')
        expect(
          op.requestBody?.content?.['application/json']?.schema,
          `${method} ${path} body`,
        ).toBeDefined();
    }
    expect(doc.paths['/api/v1/products']?.post?.responses['201']).toBeDefined();
    expect(JSON.stringify(doc)).toContain('ESP-001');
  });
});
