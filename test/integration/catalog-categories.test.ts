/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies in tests */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../support/test-service';
import { ALL_CATALOG_SCOPES, client } from '../support/catalog-client';
import type { EventBody } from '../../service/events/event-log';

let ts: TestService;
let api: ReturnType<typeof client>;
const lastEvent = (): EventBody =>
  JSON.parse(
    ts.service.events.listFrom(
      ts.tenant.branchId,
      ts.service.events.lastSequence(ts.tenant.branchId),
      1,
    )[0]!.body,
  );
const cat = async (body: Record<string, unknown>) => {
  const r = await api.post('/categories', body);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body;
};

beforeAll(async () => {
  ts = await startTestService();
  api = client(ts.baseUrl, ts.createKey(ALL_CATALOG_SCOPES).headers);
});
afterAll(async () => ts?.close());

describe('categories', () => {
  it('creates, reads, lists and emits category.created', async () => {
    const c = await cat({ name: 'Drinks', sort_order: 5 });
    expect(c).toMatchObject({
      name: 'Drinks',
      parent_id: null,
      sort_order: 5,
      version: 1,
      deleted_at: null,
    });
    expect(c.id).toMatch(/^cat_/);
    expect(lastEvent()).toMatchObject({ type: 'category.created', data: { object: c } });
    expect((await api.get(`/categories/${c.id}`)).body).toEqual(c);
    const list = await api.get('/categories?limit=200');
    expect(list.body.data.map((x: any) => x.id)).toContain(c.id);
  });

  it('validates name, sort_order and unknown fields (422)', async () => {
    for (const body of [
      {},
      { name: '' },
      { name: 'x'.repeat(201) },
      { name: 'x', sort_order: 1.5 },
      { name: 'x', colour: 1 },
    ]) {
      const r = await api.post('/categories', body);
      expect(r.status, JSON.stringify(body)).toBe(422);
      expect(r.body.errors.length).toBeGreaterThan(0);
    }
  });

  it('nests with parent_id; moving under itself or a descendant is rejected as a cycle', async () => {
    const a = await cat({ name: 'A' });
    const b = await cat({ name: 'B', parent_id: a.id });
    const c = await cat({ name: 'C', parent_id: b.id });
    const self = await api.patch(`/categories/${a.id}`, { parent_id: a.id });
    expect(self.status).toBe(422);
    const cycle = await api.patch(`/categories/${a.id}`, { parent_id: c.id });
    expect(cycle.status).toBe(422);
    expect(cycle.body.errors[0]).toMatchObject({ path: 'parent_id' });
    expect(cycle.body.detail).toContain('cycle');
    expect((await api.get(`/categories/${a.id}`)).body.parent_id).toBeNull();
    // A legal move: C to the top, with previous parent in the event.
    const moved = await api.patch(`/categories/${c.id}`, { parent_id: null });
    expect(moved.status).toBe(200);
    expect(lastEvent()).toMatchObject({
      type: 'category.updated',
      data: { object: moved.body, previous: { parent_id: b.id } },
    });
    expect(
      (await api.get(`/categories?parent_id=${a.id}`)).body.data.map((x: any) => x.id),
    ).toEqual([b.id]);
  });

  it('parent must be a live category of the branch (422)', async () => {
    const gone = await cat({ name: 'Gone' });
    await api.del(`/categories/${gone.id}`);
    expect((await api.post('/categories', { name: 'x', parent_id: gone.id })).status).toBe(422);
    expect(
      (await api.post('/categories', { name: 'x', parent_id: 'cat_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC' }))
        .status,
    ).toBe(422);
  });

  it('deleting a category with live children or products is 409 naming them; then it works', async () => {
    const parent = await cat({ name: 'Parent' });
    const child = await cat({ name: 'Child', parent_id: parent.id });
    const p = await api.post('/products', {
      sku: 'IN-PARENT',
      name: 'x',
      price: { amount: 1 },
      category_id: parent.id,
    });
    const r = await api.del(`/categories/${parent.id}`);
    expect(r.status).toBe(409);
    expect(r.body.detail).toContain('1 live subcategory and 1 live product');
    expect(r.body).toMatchObject({ live_children: 1, live_products: 1 });
    await api.del(`/categories/${child.id}`);
    expect((await api.del(`/categories/${parent.id}`)).body.detail).toContain('1 live product');
    await api.patch(`/products/${p.body.id}`, { category_id: null });
    const ok = await api.del(`/categories/${parent.id}`);
    expect(ok.status).toBe(200);
    expect(ok.body.deleted_at).not.toBeNull();
    expect(lastEvent()).toMatchObject({ type: 'category.deleted', data: { object: ok.body } });
    expect((await api.get(`/categories/${parent.id}`)).status).toBe(404);
    expect((await api.get(`/categories/${parent.id}?include_deleted=true`)).body).toEqual(ok.body);
    // A product cannot be put into a deleted category.
    expect((await api.patch(`/products/${p.body.id}`, { category_id: parent.id })).status).toBe(
      422,
    );
  });

  it('If-Match on PATCH and DELETE; a no-op PATCH keeps the version and emits nothing', async () => {
    const c = await cat({ name: 'Versioned' });
    expect(
      (await api.patch(`/categories/${c.id}`, { name: 'V2' }, { 'if-match': '9' })).status,
    ).toBe(412);
    const seq = ts.service.events.lastSequence(ts.tenant.branchId);
    expect(
      (await api.patch(`/categories/${c.id}`, { name: 'Versioned', sort_order: 0 })).body.version,
    ).toBe(1);
    expect(ts.service.events.lastSequence(ts.tenant.branchId)).toBe(seq);
    expect(
      (await api.patch(`/categories/${c.id}`, { name: 'V2' }, { 'if-match': '1' })).body.version,
    ).toBe(2);
    expect((await api.del(`/categories/${c.id}`, { 'if-match': '1' })).status).toBe(412);
    expect((await api.del(`/categories/${c.id}`, { 'if-match': '2' })).status).toBe(200);
  });

  it('idempotent create', async () => {
    const key = { 'idempotency-key': 'cat-1' };
    const a = await api.post('/categories', { name: 'Once' }, key);
    const b = await api.post('/categories', { name: 'Once' }, key);
    expect(b.body).toEqual(a.body);
    expect((await api.post('/categories', { name: 'Twice' }, key)).body.code).toBe(
      'idempotency_mismatch',
    );
  });

  it('another company cannot see or change the categories (404)', async () => {
    const c = await cat({ name: 'Private' });
    const other = ts.service.tenancy.createCompany(
      {
        name: 'Other co',
        industry: 'retail',
        branch: { name: 'Branch B', currency: 'EUR', timeZone: 'UTC' },
      },
      'test',
    );
    const o = client(
      ts.baseUrl,
      ts.createKey(ALL_CATALOG_SCOPES, { companyId: other.company.id, branchId: other.branch.id })
        .headers,
    );
    expect((await o.get(`/categories/${c.id}`)).status).toBe(404);
    expect((await o.patch(`/categories/${c.id}`, { name: 'x' })).status).toBe(404);
    expect((await o.del(`/categories/${c.id}`)).status).toBe(404);
    expect((await o.post('/categories', { name: 'x', parent_id: c.id })).status).toBe(422);
    expect(
      (await o.post('/products', { sku: 'X', name: 'x', price: { amount: 1 }, category_id: c.id }))
        .status,
    ).toBe(422);
  });
});
