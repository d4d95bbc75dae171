/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies in tests */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService, type TestTenant } from '../support/test-service';
import { client } from '../support/catalog-client';
import { seedOrders } from '../bench/order-rows';
import { ordersFromRows, referenceReport } from '../support/sales-reference';
import { DIMENSIONS } from '../../service/reports/definition';

/**
 * The sales summary over rows written exactly as migration 0015 defines them (test/bench/
 * order-rows.ts), checked against the obvious computation of every metric
 * (test/support/sales-reference.ts), for every dimension and pair of dimensions.
 */
let ts: TestService;
let other: TestTenant;
const api = (scopes: string[], tenant?: TestTenant) =>
  client(ts.baseUrl, ts.createKey(scopes, tenant).headers);

const FIRST = '2026-10-01';
const DAYS = 20;

beforeAll(async () => {
  ts = await startTestService({ worker: false });
  ts.service.settings.setBranch(ts.tenant.branchId, 'rate_limit_per_minute', 0);
  seedOrders(ts.service.db, {
    companyId: ts.tenant.companyId,
    branchId: ts.tenant.branchId,
    orders: 800,
    firstDate: FIRST,
    days: DAYS,
    products: 30,
    categories: 6,
    customers: 5,
    seed: 42,
  });
  const branch = ts.service.tenancy.createBranch(
    ts.tenant.companyId,
    { name: 'Second', currency: 'USD', timeZone: 'America/New_York' },
    'test',
  );
  other = { companyId: ts.tenant.companyId, branchId: branch.id };
  seedOrders(ts.service.db, {
    companyId: other.companyId,
    branchId: other.branchId,
    currency: 'USD',
    orders: 50,
    firstDate: FIRST,
    days: 5,
    seed: 7,
  });
}, 60_000);
afterAll(async () => ts?.close());

const reference = (from: string, to: string, dims: string[]) => {
  const { orders, refunds } = ordersFromRows(ts.service.db.sql, ts.tenant.branchId);
  return referenceReport(orders, refunds, {
    from,
    to,
    dims,
    timeZone: 'Europe/Paris',
    currency: 'EUR',
  });
};

describe('GET /reports/sales', () => {
  it('matches the figures summed order by order, for every dimension and pair of them', async () => {
    const reader = api(['reports:view']);
    const from = '2026-10-03';
    const to = '2026-10-15';
    const groupings = [
      ...DIMENSIONS.map((d) => [d]),
      ['business_date', 'payment_method'],
      ['business_date', 'hour'],
      ['category', 'product'],
      ['source', 'customer'],
      ['business_date', 'category'],
    ];
    for (const dims of groupings) {
      const r = await reader.get(`/reports/sales?from=${from}&to=${to}&group_by=${dims.join(',')}`);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const expected = reference(from, to, dims);
      expect(r.body.totals, dims.join(',')).toEqual(expected.totals);
      expect(r.body.data, dims.join(',')).toEqual(expected.data);
    }
  });

  it('counts only completed orders, refunds on their own date with the order’s date beside them', async () => {
    const reader = api(['reports:view']);
    const r = await reader.get(`/reports/sales?from=${FIRST}&to=2026-10-20`);
    expect(r.status).toBe(200);
    const completed = ts.service.db.sql
      .prepare("SELECT count(*) AS n FROM orders WHERE branch_id = ? AND status = 'completed'")
      .get(ts.tenant.branchId) as { n: number };
    expect(r.body.totals.orders).toBe(completed.n);
    const all = ts.service.db.sql
      .prepare('SELECT count(*) AS n FROM orders WHERE branch_id = ?')
      .get(ts.tenant.branchId) as { n: number };
    expect(all.n).toBeGreaterThan(completed.n);
    // Some refund happened on a later day than its order: it is in its own day's row.
    const late = ts.service.db.sql
      .prepare(
        `SELECT r.business_date AS day, o.business_date AS order_day, r.amount FROM refunds r
           JOIN orders o ON o.id = r.order_id
          WHERE r.branch_id = ? AND r.business_date > o.business_date LIMIT 1`,
      )
      .get(ts.tenant.branchId) as { day: string; order_day: string; amount: number };
    expect(late).toBeDefined();
    const row = r.body.data.find((x: any) => x.group.business_date === late.day);
    expect(row.refunds_by_order_date).toEqual(
      expect.arrayContaining([
        { business_date: late.order_day, amount: expect.objectContaining({ currency: 'EUR' }) },
      ]),
    );
    // Default grouping is business_date; one row per day that has sales or refunds.
    expect(Object.keys(row.group)).toEqual(['business_date']);
  });

  it('refuses a range wider than 366 days with 400 naming the maximum, never shortening it', async () => {
    const reader = api(['reports:view']);
    const wide = await reader.get('/reports/sales?from=2025-01-01&to=2026-01-02');
    expect(wide.status).toBe(400);
    expect(wide.body.code).toBe('range_too_large');
    expect(wide.body.detail).toContain('366 days');
    expect(wide.body.max_days).toBe(366);
    // 366 days exactly (a leap year) is allowed.
    const leap = await reader.get('/reports/sales?from=2028-01-01&to=2028-12-31');
    expect(leap.status).toBe(200);
  });

  it('422 for dates that are not dates, a reversed range and unknown or repeated dimensions', async () => {
    const reader = api(['reports:view']);
    for (const [query, path] of [
      ['from=2026-02-30&to=2026-03-01', 'from'],
      ['from=2026-10-01&to=yesterday', 'to'],
      ['from=2026-10-05&to=2026-10-01', 'to'],
      ['from=2026-10-01&to=2026-10-02&group_by=week', 'group_by'],
      ['from=2026-10-01&to=2026-10-02&group_by=hour,hour', 'group_by'],
      ['from=2026-10-01&to=2026-10-02&group_by=hour,source,customer', 'group_by'],
      ['from=2026-10-01&to=2026-10-02&group_by=', 'group_by'],
    ]) {
      const r = await reader.get(`/reports/sales?${query}`);
      expect(r.status, query).toBe(422);
      expect(r.body.code).toBe('validation_failed');
      expect(r.body.errors[0].path, query).toBe(path);
    }
    const missing = await reader.get('/reports/sales?from=2026-10-01');
    expect(missing.status).toBe(422);
  });

  it('needs reports:view (403 naming it) and shows only the key’s branch', async () => {
    const denied = await api(['orders:view', 'reports:export']).get(
      `/reports/sales?from=${FIRST}&to=2026-10-20`,
    );
    expect(denied.status).toBe(403);
    expect(denied.body.required_scope).toBe('reports:view');
    const second = await api(['reports:view'], other).get(
      `/reports/sales?from=${FIRST}&to=2026-10-20`,
    );
    expect(second.status).toBe(200);
    const count = ts.service.db.sql
      .prepare("SELECT count(*) AS n FROM orders WHERE branch_id = ? AND status = 'completed'")
      .get(other.branchId) as { n: number };
    expect(second.body.totals.orders).toBe(count.n);
    expect(second.body.totals.gross.currency).toBe('USD');
    // The other branch's hours are New York's.
    const hours = await api(['reports:view'], other).get(
      `/reports/sales?from=${FIRST}&to=2026-10-20&group_by=hour`,
    );
    const { orders, refunds } = ordersFromRows(ts.service.db.sql, other.branchId);
    expect(hours.body.data).toEqual(
      referenceReport(orders, refunds, {
        from: FIRST,
        to: '2026-10-20',
        dims: ['hour'],
        timeZone: 'America/New_York',
        currency: 'USD',
      }).data,
    );
  });

  it('context headers: missing is 400, another branch’s is 403, for every report route', async () => {
    const { headers } = ts.createKey(['reports:view', 'reports:create_custom_reports']);
    const paths = [
      `/reports/sales?from=${FIRST}&to=2026-10-02`,
      '/reports/custom',
      `/reports/custom/rpt_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC/run?from=${FIRST}&to=2026-10-02`,
    ];
    for (const path of paths) {
      const { 'x-branch-id': _branch, ...without } = headers;
      const missing = await client(ts.baseUrl, without).get(path);
      expect(missing.status, path).toBe(400);
      expect(missing.body.code).toBe('missing_context_header');
      const mismatch = await client(ts.baseUrl, {
        ...headers,
        'x-branch-id': other.branchId,
      }).get(path);
      expect(mismatch.status, path).toBe(403);
      expect(mismatch.body.code).toBe('context_mismatch');
    }
  });

  it('an empty range has no rows and zero totals', async () => {
    const r = await api(['reports:view']).get('/reports/sales?from=2020-01-01&to=2020-01-31');
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual([]);
    expect(r.body.totals).toMatchObject({
      group: {},
      orders: 0,
      items_sold: 0,
      gross: { amount: 0, currency: 'EUR' },
      taxes: [],
      payments: {},
      average_order_value: null,
    });
  });
});
