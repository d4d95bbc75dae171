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
