/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies in tests */
/**
 * Every order and payment route: another company's or another branch's key gets 404 for an
 * order or payment by id and never sees it in a list (the owner's rows are unchanged after),
 * and a key without the route's scope gets 403 insufficient_scope naming it.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService, type TestTenant } from '../support/test-service';
import { client } from '../support/catalog-client';

const ORDER_SCOPES = [
  'orders:view',
  'orders:create',
  'orders:update',
  'orders:delete',
  'orders:manage_status',
  'orders:process_payments',
];

let ts: TestService;
let owner: ReturnType<typeof client>;
let orderId: string;
let paymentId: string;
const strangers: { label: string; tenant: TestTenant }[] = [];

const line = { name: 'Tea', unit_price: { amount: 300 }, quantity: 1 };

/** Every route: method, path, body, the scope it needs. */
const routes = (order: string, payment: string) =>
  [
    ['GET', '/orders', undefined, 'orders:view'],
    ['GET', `/orders/${order}`, undefined, 'orders:view'],
    ['POST', '/orders', { lines: [line] }, 'orders:create'],
    ['PATCH', `/orders/${order}`, { note: 'x' }, 'orders:update'],
    ['DELETE', `/orders/${order}`, undefined, 'orders:delete'],
    ['POST', `/orders/${order}/complete`, {}, 'orders:manage_status'],
    ['POST', `/orders/${order}/cancel`, {}, 'orders:manage_status'],
    [
      'POST',
      `/orders/${order}/payments`,
      { method: 'cash', amount: { amount: 1 } },
      'orders:process_payments',
    ],
    ['GET', '/payments', undefined, 'orders:view'],
    ['GET', `/payments/${payment}`, undefined, 'orders:view'],
  ] as const;

function digest(tenant: TestTenant): string {
  const db = ts.service.db.sql;
  const rows = ['orders', 'order_lines', 'payments'].map((table) =>
    db.prepare(`SELECT * FROM ${table} WHERE branch_id = ? ORDER BY id`).all(tenant.branchId),
  );
  return createHash('sha256').update(JSON.stringify(rows)).digest('hex');
}

beforeAll(async () => {
  ts = await startTestService({ worker: false });
  owner = client(ts.baseUrl, ts.createKey(ORDER_SCOPES).headers);
  const order = (await owner.post('/orders', { lines: [line, line] })).body;
  orderId = order.id;
  paymentId = (
    await owner.post(`/orders/${orderId}/payments`, { method: 'card', amount: { amount: 300 } })
  ).body.id;
  const branch = ts.service.tenancy.createBranch(
    ts.tenant.companyId,
    { name: 'Second', currency: 'EUR', timeZone: 'UTC' },
    'test',
  );
  strangers.push({
    label: 'another branch',
    tenant: { companyId: ts.tenant.companyId, branchId: branch.id },
  });
  const other = ts.service.tenancy.createCompany(
    {
      name: 'Other company',
      industry: 'retail',
      branch: { name: 'Elsewhere', currency: 'EUR', timeZone: 'UTC' },
    },
    'test',
  );
  strangers.push({
    label: 'another company',
    tenant: { companyId: other.company.id, branchId: other.branch.id },
  });
}, 60_000);
afterAll(async () => ts?.close());

describe('orders and payments across tenants', () => {
  it('another branch or company: 404 by id, absent from lists, nothing changed', async () => {
    const before = digest(ts.tenant);
    for (const { label, tenant } of strangers) {
      const api = client(ts.baseUrl, ts.createKey(ORDER_SCOPES, tenant).headers);
      // A stranger's own order exists, so lists are not empty by accident.
      const own = (await api.post('/orders', { lines: [line] })).body;
      for (const [method, path, body] of routes(orderId, paymentId)) {
        const r =
          method === 'GET'
            ? await api.get(path)
            : method === 'DELETE'
              ? await api.del(path)
              : method === 'PATCH'
                ? await api.patch(path, body)
                : await api.post(path, body);
        if (path === '/orders' && method === 'POST') {
          expect(r.status, `${label} ${method} ${path}`).toBe(201);
        } else if (path === '/orders' || path === '/payments') {
          expect(r.status, `${label} ${method} ${path}`).toBe(200);
          const ids = r.body.data.map((x: any) => x.id);
          expect(ids).not.toContain(orderId);
          expect(ids).not.toContain(paymentId);
          if (path === '/orders') expect(ids).toContain(own.id);
        } else {
          expect(r.status, `${label} ${method} ${path}`).toBe(404);
          expect(r.body.code).toBe('not_found');
        }
      }
      const tomb = await api.get(`/orders/${orderId}?include_deleted=true`);
      expect(tomb.status).toBe(404);
      const synced = await api.get(
        `/orders?sync_token=${(await api.get('/orders')).body.next_sync_token}`,
      );
      expect(synced.body.data).toEqual([]);
    }
    expect(digest(ts.tenant)).toBe(before);
  }, 60_000);

  it('a key without the route’s scope: 403 insufficient_scope naming it', async () => {
    for (const [method, path, body, scope] of routes(orderId, paymentId)) {
      const api = client(ts.baseUrl, ts.createKey(ORDER_SCOPES.filter((s) => s !== scope)).headers);
      const r =
        method === 'GET'
          ? await api.get(path)
          : method === 'DELETE'
            ? await api.del(path)
            : method === 'PATCH'
              ? await api.patch(path, body)
              : await api.post(path, body);
      expect(r.status, `${method} ${path}`).toBe(403);
      expect(r.body).toMatchObject({ code: 'insufficient_scope', required_scope: scope });
    }
    // The order is as it was: no refused request changed it.
    const now = (await owner.get(`/orders/${orderId}`)).body;
    expect(now).toMatchObject({ version: 2, status: 'open', note: null });
  }, 60_000);
});
