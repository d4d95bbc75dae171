/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies in tests */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../support/catalog-client';
import { startTestService, type TestService, type TestTenant } from '../support/test-service';

/** Tables of a restaurant branch over a real socket (docs/api.md, "Tables"). */

let ts: TestService;
let secondBranch: TestTenant;
let retail: TestTenant;
const ALL_TABLES = [
  'tables:view',
  'tables:create',
  'tables:update',
  'tables:delete',
  'tables:manage_status',
  'tables:manage_reservations',
];
const api = (scopes: string[], tenant?: TestTenant) =>
  client(ts.baseUrl, ts.createKey(scopes, tenant).headers);

beforeAll(async () => {
  ts = await startTestService({ worker: false, industry: 'restaurant' });
  const branch = ts.service.tenancy.createBranch(
    ts.tenant.companyId,
    { name: 'Second', currency: 'EUR', timeZone: 'UTC' },
    'test',
  );
  secondBranch = { companyId: ts.tenant.companyId, branchId: branch.id };
  const shop = ts.service.tenancy.createCompany(
    {
      name: 'Shop',
      industry: 'retail',
      branch: { name: 'Shop', currency: 'EUR', timeZone: 'UTC' },
    },
    'test',
  );
  retail = { companyId: shop.company.id, branchId: shop.branch.id };
}, 60_000);
afterAll(async () => ts?.close());

describe('tables', () => {
  it('are created, read, listed, updated, synced and deleted', async () => {
    const staff = api(ALL_TABLES);
    const created = await staff.post('/tables', { name: 'Terrace 4', area: 'Terrace', seats: 4 });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const table = created.body;
    expect(table).toMatchObject({
      name: 'Terrace 4',
      area: 'Terrace',
      seats: 4,
      status: 'available',
      occupied: false,
      open_order_ids: [],
      version: 1,
    });
    expect(table.id).toMatch(/^tbl_[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(table.allowed_actions).toEqual([
      'update',
      'set_reserved',
      'set_dirty',
      'set_out_of_service',
      'delete',
    ]);
    expect(created.headers.get('location')).toBe(`/api/v1/tables/${table.id}`);
    expect((await staff.get(`/tables/${table.id}`)).body).toEqual(table);
    const list = await staff.get('/tables');
    expect(list.body.data).toEqual([table]);

    // Names are unique in the branch in any case; another branch may reuse one.
    const dup = await staff.post('/tables', { name: 'terrace 4' });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ code: 'conflict', existing_id: table.id });
    const elsewhere = await api(ALL_TABLES, secondBranch).post('/tables', { name: 'Terrace 4' });
    expect(elsewhere.status).toBe(201);

    const patched = await staff.patch(`/tables/${table.id}`, { seats: 6 }, { 'if-match': '"1"' });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body).toMatchObject({ seats: 6, version: 2 });
    expect(
      (await staff.patch(`/tables/${table.id}`, { seats: 2 }, { 'if-match': '"1"' })).status,
    ).toBe(412);
    // status and occupied are not fields of a body.
    const readOnly = await staff.patch(`/tables/${table.id}`, { status: 'dirty' });
    expect(readOnly.status).toBe(422);

    const sync = await staff.get(`/tables?sync_token=${list.body.next_sync_token}`);
    expect(sync.body.data.map((t: any) => t.seats)).toEqual([6]);
    const deleted = await staff.del(`/tables/${table.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ allowed_actions: [], occupied: false });
    expect((await staff.get(`/tables/${table.id}`)).status).toBe(404);
    const tomb = await staff.get(`/tables?sync_token=${sync.body.next_sync_token}`);
    expect(tomb.body.data.map((t: any) => [t.id, t.deleted_at !== null])).toEqual([
      [table.id, true],
    ]);
    // Its name is free again.
    expect((await staff.post('/tables', { name: 'Terrace 4' })).status).toBe(201);
  });

  it('take the statuses staff set; validation names the field', async () => {
    const staff = api(ALL_TABLES);
    const table = (await staff.post('/tables', { name: 'Bar 1' })).body;
    const dirty = await staff.post(`/tables/${table.id}/status`, { status: 'dirty' });
    expect(dirty.status, JSON.stringify(dirty.body)).toBe(200);
    expect(dirty.body).toMatchObject({ status: 'dirty', version: 2 });
    expect(dirty.body.allowed_actions).toContain('set_available');
    const same = await staff.post(`/tables/${table.id}/status`, { status: 'dirty' });
    expect(same.body.version).toBe(2);
    const occupied = await staff.post(`/tables/${table.id}/status`, { status: 'occupied' });
    expect(occupied.status).toBe(422);
    for (const [body, path] of [
      [{ name: '' }, 'name'],
      [{ name: 'x'.repeat(51) }, 'name'],
      [{ name: 'Ok', seats: 0 }, 'seats'],
      [{ name: 'Ok', seats: 101 }, 'seats'],
      [{ name: 'Line\nbreak' }, 'name'],
    ] as const) {
      const res = await staff.post('/tables', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors.map((e: any) => e.path.replace(/^body\./, ''))).toContain(path);
    }
  });

  it('need their scopes; another branch’s table is 404; other industries have no tables', async () => {
    const staff = api(ALL_TABLES);
    const table = (await staff.post('/tables', { name: 'Window 2' })).body;
    const viewer = api(['tables:view']);
    const refused = await viewer.post('/tables', { name: 'Nope' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'insufficient_scope',
      required_scope: 'tables:create',
    });
    expect(
      (await viewer.post(`/tables/${table.id}/status`, { status: 'dirty' })).body.required_scope,
    ).toBe('tables:manage_status');
    expect((await viewer.del(`/tables/${table.id}`)).body.required_scope).toBe('tables:delete');
    expect((await api(['tables:view'], secondBranch).get(`/tables/${table.id}`)).status).toBe(404);

    // A retail company's key cannot hold tables scopes, and the paths do not exist for it.
    expect(() => ts.createKey(['tables:view'], retail)).toThrow();
    const shop = api(['products:view'], retail);
    for (const path of ['/tables', `/tables/${table.id}`, '/bookings']) {
      const res = await shop.get(path);
      expect(res.status, path).toBe(404);
      expect(res.body.code).toBe('not_found');
    }
    expect((await shop.post('/tables', { name: 'X' })).status).toBe(404);

    // Context headers: missing is 400, another company's is 403.
    const { headers } = ts.createKey(['tables:view']);
    const noContext = await fetch(`${ts.baseUrl}/api/v1/tables`, {
      headers: { authorization: headers.authorization! },
    });
    expect(noContext.status).toBe(400);
    const mismatch = await fetch(`${ts.baseUrl}/api/v1/tables`, {
      headers: { ...headers, 'x-branch-id': secondBranch.branchId },
    });
    expect(mismatch.status).toBe(403);
    expect(((await mismatch.json()) as any).code).toBe('context_mismatch');
  });
});

describe('occupancy from open orders', () => {
  const ORDERS = [
    'orders:create',
    'orders:view',
    'orders:update',
    'orders:manage_status',
    'orders:process_payments',
  ];
  const line = (name: string, amount: number) => ({ name, unit_price: { amount }, quantity: 1 });

  it('an open order naming a table occupies it until it is completed or canceled', async () => {
    const staff = api([...ALL_TABLES, ...ORDERS]);
    const table = (await staff.post('/tables', { name: 'Patio 1' })).body;
    const token = (await staff.get('/tables?limit=200')).body.next_sync_token;
    const created = await staff.post('/orders', { lines: [line('Soup', 600)], table_id: table.id });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const order = created.body;
    expect(order.table_id).toBe(table.id);
    const busy = (await staff.get(`/tables/${table.id}`)).body;
    expect(busy).toMatchObject({ occupied: true, open_order_ids: [order.id] });
    expect(busy.allowed_actions).toEqual([
      'update',
      'set_reserved',
      'set_dirty',
      'transfer',
      'merge',
    ]);
    // Occupancy moves the table's version, so its ETag and a sync show it.
    expect(busy.version).toBe(table.version + 1);
    const synced = await staff.get(`/tables?sync_token=${token}`);
    expect(synced.body.data.map((t: any) => [t.id, t.occupied])).toEqual([[table.id, true]]);
    expect(
      (await staff.get('/tables')).body.data.find((t: any) => t.id === table.id).occupied,
    ).toBe(true);

    // Freeing or deleting a table in use is refused.
    const free = await staff.post(`/tables/${table.id}/status`, { status: 'available' });
    expect(free.status).toBe(409);
    expect(free.body).toMatchObject({ code: 'table_has_open_order', open_order_ids: [order.id] });
    expect(
      (await staff.post(`/tables/${table.id}/status`, { status: 'out_of_service' })).body.code,
    ).toBe('table_has_open_order');
    expect((await staff.del(`/tables/${table.id}`)).body.code).toBe('table_has_open_order');

    // Paid and completed: the table is free again (its status is what staff set).
    await staff.post(`/orders/${order.id}/payments`, { method: 'card', amount: { amount: 600 } });
    expect((await staff.post(`/orders/${order.id}/complete`, {})).status).toBe(200);
    expect((await staff.get(`/tables/${table.id}`)).body).toMatchObject({
      occupied: false,
      open_order_ids: [],
      status: 'available',
      version: table.version + 2,
    });
    const freed = await staff.get(`/tables?sync_token=${synced.body.next_sync_token}`);
    expect(freed.body.data.map((t: any) => [t.id, t.occupied])).toEqual([[table.id, false]]);
    // A canceled order frees it too.
    const second = (await staff.post('/orders', { lines: [line('Tea', 300)], table_id: table.id }))
      .body;
    expect((await staff.get(`/tables/${table.id}`)).body.occupied).toBe(true);
    await staff.post(`/orders/${second.id}/cancel`, {});
    expect((await staff.get(`/tables/${table.id}`)).body.occupied).toBe(false);
  });

  it('orders name only live tables of the branch, and only in restaurants', async () => {
    const staff = api([...ALL_TABLES, ...ORDERS]);
    const elsewhere = (await api(ALL_TABLES, secondBranch).post('/tables', { name: 'Far' })).body;
    const bad = await staff.post('/orders', { lines: [line('Soup', 600)], table_id: elsewhere.id });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].path).toBe('table_id');
    const broken = (await staff.post('/tables', { name: 'Broken' })).body;
    await staff.post(`/tables/${broken.id}/status`, { status: 'out_of_service' });
    expect(
      (await staff.post('/orders', { lines: [line('Soup', 600)], table_id: broken.id })).status,
    ).toBe(422);
    const shop = api(['orders:create'], retail);
    const retailOrder = await shop.post('/orders', {
      lines: [line('Pen', 100)],
      table_id: broken.id,
    });
    expect(retailOrder.status).toBe(422);
    expect(retailOrder.body.errors[0].message).toMatch(/restaurant/);
  });

  it('transfer moves the open order to a free table', async () => {
    const staff = api([...ALL_TABLES, ...ORDERS]);
    const [a, b, c] = await Promise.all(
      ['Tr A', 'Tr B', 'Tr C'].map(async (name) => (await staff.post('/tables', { name })).body),
    );
    const order = (await staff.post('/orders', { lines: [line('Soup', 600)], table_id: a.id }))
      .body;
    const busy = (await staff.post('/orders', { lines: [line('Tea', 300)], table_id: c.id })).body;
    const moved = await staff.post(`/tables/${a.id}/transfer`, { to_table_id: b.id });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ order_id: order.id, moved_order_ids: [order.id] });
    expect(moved.body.tables.map((t: any) => [t.id, t.occupied])).toEqual([
      [b.id, true],
      [a.id, false],
    ]);
    expect((await staff.get(`/orders/${order.id}`)).body.table_id).toBe(b.id);
    // Nothing to move now; the receiving table must be free.
    expect((await staff.post(`/tables/${a.id}/transfer`, { to_table_id: b.id })).body.code).toBe(
      'table_not_occupied',
    );
    const taken = await staff.post(`/tables/${b.id}/transfer`, { to_table_id: c.id });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'table_not_free', open_order_ids: [busy.id] });
    await staff.post(`/tables/${a.id}/status`, { status: 'dirty' });
    expect((await staff.post(`/tables/${b.id}/transfer`, { to_table_id: a.id })).body.code).toBe(
      'table_not_free',
    );
    expect(
      (await api(['tables:view']).post(`/tables/${b.id}/transfer`, { to_table_id: a.id })).body
        .required_scope,
    ).toBe('tables:update');
  });

  it('merge moves the other tables’ lines into one order and cancels the emptied ones', async () => {
    const staff = api([...ALL_TABLES, ...ORDERS]);
    const [a, b, c] = await Promise.all(
      ['Mg A', 'Mg B', 'Mg C'].map(async (name) => (await staff.post('/tables', { name })).body),
    );
    const first = (await staff.post('/orders', { lines: [line('Soup', 600)], table_id: a.id }))
      .body;
    const second = (
      await staff.post('/orders', { lines: [line('Tea', 300), line('Cake', 450)], table_id: b.id })
    ).body;
    const merged = await staff.post(`/tables/${a.id}/merge`, { table_ids: [b.id, c.id] });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect(merged.body).toMatchObject({ order_id: first.id, canceled_order_ids: [second.id] });
    const order = (await staff.get(`/orders/${first.id}`)).body;
    expect(order.lines.map((l: any) => l.name)).toEqual(['Soup', 'Tea', 'Cake']);
    expect(order.total.amount).toBe(1350);
    expect(order.table_id).toBe(a.id);
    const emptied = (await staff.get(`/orders/${second.id}`)).body;
    expect(emptied).toMatchObject({ status: 'canceled', lines: [] });
    expect(emptied.total.amount).toBe(0);
    expect((await staff.get(`/tables/${b.id}`)).body.occupied).toBe(false);
    // One order left: nothing to merge. Paid orders are not merged.
    expect((await staff.post(`/tables/${a.id}/merge`, { table_ids: [b.id] })).body.code).toBe(
      'nothing_to_merge',
    );
    // Tables a body names must be live tables of the branch (422 at the field).
    const unknown = await staff.post(`/tables/${a.id}/merge`, {
      table_ids: ['tbl_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC'],
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0].path).toBe('table_ids');
    const nowhere = await staff.post(`/tables/${a.id}/transfer`, {
      to_table_id: 'tbl_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC',
    });
    expect(nowhere.status).toBe(422);
    expect(nowhere.body.errors[0].path).toBe('to_table_id');
    const third = (await staff.post('/orders', { lines: [line('Wine', 900)], table_id: b.id }))
      .body;
    await staff.post(`/orders/${third.id}/payments`, { method: 'cash', amount: { amount: 400 } });
    const paid = await staff.post(`/tables/${a.id}/merge`, { table_ids: [b.id] });
    expect(paid.status).toBe(409);
    expect(paid.body.code).toBe('order_has_payments');
    expect((await staff.get(`/orders/${third.id}`)).body.status).toBe('open');
  });
});
