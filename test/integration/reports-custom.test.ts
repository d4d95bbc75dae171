/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies in tests */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService, type TestTenant } from '../support/test-service';
import { client } from '../support/catalog-client';
import { seedOrders } from '../bench/order-rows';
import { ordersFromRows, referenceReport } from '../support/sales-reference';

let ts: TestService;
let other: TestTenant;
const api = (scopes: string[], tenant?: TestTenant) =>
  client(ts.baseUrl, ts.createKey(scopes, tenant).headers);
const BOTH = ['reports:view', 'reports:create_custom_reports'];

beforeAll(async () => {
  ts = await startTestService({ worker: false });
  ts.service.settings.setBranch(ts.tenant.branchId, 'rate_limit_per_minute', 0);
  seedOrders(ts.service.db, {
    companyId: ts.tenant.companyId,
    branchId: ts.tenant.branchId,
    orders: 400,
    firstDate: '2026-10-01',
    days: 10,
    products: 20,
    categories: 5,
    customers: 4,
    seed: 3,
  });
  const branch = ts.service.tenancy.createBranch(
    ts.tenant.companyId,
    { name: 'Second', currency: 'EUR', timeZone: 'UTC' },
    'test',
  );
  other = { companyId: ts.tenant.companyId, branchId: branch.id };
}, 60_000);
afterAll(async () => ts?.close());

const body = {
  name: 'Card and cash by day',
  dimensions: ['business_date', 'payment_method'],
  metrics: ['orders', 'gross', 'net', 'payments', 'refunds'],
};

describe('custom reports', () => {
  it('are created, read, listed, updated, run and deleted', async () => {
    const admin = api(BOTH);
    const created = await admin.post('/reports/custom', body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const report = created.body;
    expect(report.id).toMatch(/^rpt_[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(report).toMatchObject({ ...body, filters: {}, version: 1, deleted_at: null });
    expect(created.headers.get('location')).toBe(`/api/v1/reports/custom/${report.id}`);
    expect((await admin.get(`/reports/custom/${report.id}`)).body).toEqual(report);
    const list = await admin.get('/reports/custom');
    expect(list.body.data).toEqual([report]);

    const run = await admin.get(`/reports/custom/${report.id}/run?from=2026-10-02&to=2026-10-08`);
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    const { orders, refunds } = ordersFromRows(ts.service.db.sql, ts.tenant.branchId);
    const expected = referenceReport(orders, refunds, {
      from: '2026-10-02',
      to: '2026-10-08',
      dims: body.dimensions,
      timeZone: 'Europe/Paris',
      currency: 'EUR',
    });
    const only = (row: any) => ({
      group: row.group,
      orders: row.orders,
      gross: row.gross,
      net: row.net,
      payments: row.payments,
      refunds: row.refunds,
      refunds_by_order_date: row.refunds_by_order_date,
    });
    expect(run.body.data).toEqual(expected.data.map(only));
    expect(run.body.totals).toEqual(only(expected.totals));

    const patched = await admin.patch(
      `/reports/custom/${report.id}`,
      { filters: { source: ['pos'] }, dimensions: ['source'] },
      { 'if-match': '"1"' },
    );
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body).toMatchObject({ version: 2, filters: { source: ['pos'] } });
    const filtered = await admin.get(
      `/reports/custom/${report.id}/run?from=2026-10-01&to=2026-10-10`,
    );
    expect(filtered.body.data.map((r: any) => r.group)).toEqual([{ source: 'pos' }]);
    const pos = referenceReport(
      orders.filter((o) => o.source === 'pos'),
      refunds.filter((r) => orders.find((o) => o.id === r.order_id)!.source === 'pos'),
      {
        from: '2026-10-01',
        to: '2026-10-10',
        dims: ['source'],
        timeZone: 'Europe/Paris',
        currency: 'EUR',
      },
    );
    expect(filtered.body.totals).toEqual(only(pos.totals));

    const stale = await admin.patch(
      `/reports/custom/${report.id}`,
      { name: 'x' },
      { 'if-match': '"1"' },
    );
    expect(stale.status).toBe(412);
    const deleted = await admin.del(`/reports/custom/${report.id}`);
    expect(deleted.status).toBe(200);
    expect((await admin.get(`/reports/custom/${report.id}`)).status).toBe(404);
    expect(
      (await admin.get(`/reports/custom/${report.id}/run?from=2026-10-01&to=2026-10-02`)).status,
    ).toBe(404);
    const sync = await admin.get(`/reports/custom?sync_token=${list.body.next_sync_token}`);
    expect(sync.body.data.map((r: any) => [r.id, r.deleted_at !== null])).toEqual([
      [report.id, true],
    ]);
  });

  it('line filters and dimensions leave payments and refunds out of the rows', async () => {
    const admin = api(BOTH);
    const { body: report } = await admin.post('/reports/custom', {
      name: 'By category',
      dimensions: ['category'],
      metrics: ['orders', 'items_sold', 'payments', 'refunds', 'taxes'],
    });
    const run = await admin.get(`/reports/custom/${report.id}/run?from=2026-10-01&to=2026-10-10`);
    expect(run.status).toBe(200);
    expect(run.body.data.length).toBeGreaterThan(1);
    for (const row of run.body.data) expect(row).toMatchObject({ payments: null, refunds: null });
    // The totals are whole orders: payments and refunds are there.
    expect(run.body.totals.payments.card.amount).toBeGreaterThan(0);
    expect(run.body.totals.refunds.amount).toBeGreaterThan(0);
    const orders = ts.service.db.sql
      .prepare(
        "SELECT count(*) AS n FROM orders WHERE branch_id = ? AND status = 'completed' AND business_date <= '2026-10-10'",
      )
      .get(ts.tenant.branchId) as { n: number };
    // An order with lines in two categories counts once in the totals.
    expect(run.body.totals.orders).toBe(orders.n);
    expect(run.body.data.reduce((n: number, r: any) => n + r.orders, 0)).toBeGreaterThan(orders.n);
  });

  it('validates the definition (422 with the field)', async () => {
    const admin = api(BOTH);
    for (const [bad, path] of [
      [{ ...body, name: '' }, 'name'],
      [{ ...body, dimensions: [] }, 'dimensions'],
      [{ ...body, dimensions: ['week'] }, 'dimensions'],
      [{ ...body, dimensions: ['hour', 'hour'] }, 'dimensions'],
      [{ ...body, dimensions: ['hour', 'source', 'customer'] }, 'dimensions'],
      [{ ...body, metrics: [] }, 'metrics'],
      [{ ...body, metrics: ['profit'] }, 'metrics'],
      [{ ...body, filters: { colour: ['red'] } }, 'filters'],
      [{ ...body, filters: { source: [] } }, 'filters'],
      [{ ...body, filters: { source: ['a\nb'] } }, 'filters'],
      [{ ...body, extra: 1 }, 'extra'],
    ] as const) {
      const r = await admin.post('/reports/custom', bad);
      expect(r.status, JSON.stringify(bad)).toBe(422);
      expect(r.body.code).toBe('validation_failed');
      expect(String(r.body.errors[0].path), JSON.stringify(bad)).toContain(path);
    }
    // The service's own validator says the same without the HTTP schema (console, exports).
    expect(() =>
      ts.service.reports.custom.create(ts.tenant, { ...body, dimensions: ['week'] }),
    ).toThrow(/not a dimension/);
    expect(() =>
      ts.service.reports.custom.create(ts.tenant, { ...body, filters: { source: ['a\u202e'] } }),
    ).toThrow(/one line/);
  });

  it('scopes: writing needs create_custom_reports, running needs reports:view', async () => {
    const viewer = api(['reports:view']);
    const maker = api(['reports:create_custom_reports']);
    const denied = await viewer.post('/reports/custom', body);
    expect(denied.status).toBe(403);
    expect(denied.body.required_scope).toBe('reports:create_custom_reports');
    const { body: report } = await maker.post('/reports/custom', body);
    const cannotRun = await maker.get(
      `/reports/custom/${report.id}/run?from=2026-10-01&to=2026-10-02`,
    );
    expect(cannotRun.status).toBe(403);
    expect(cannotRun.body.required_scope).toBe('reports:view');
    const run = await viewer.get(`/reports/custom/${report.id}/run?from=2026-10-01&to=2026-10-02`);
    expect(run.status).toBe(200);
    const wide = await viewer.get(`/reports/custom/${report.id}/run?from=2026-01-01&to=2027-01-02`);
    expect(wide.status).toBe(400);
    expect(wide.body.code).toBe('range_too_large');
  });

  it('another branch’s report is 404 everywhere', async () => {
    const { body: report } = await api(BOTH).post('/reports/custom', body);
    const elsewhere = api(BOTH, other);
    expect((await elsewhere.get(`/reports/custom/${report.id}`)).status).toBe(404);
    expect(
      (await elsewhere.get(`/reports/custom/${report.id}/run?from=2026-10-01&to=2026-10-02`))
        .status,
    ).toBe(404);
    expect((await elsewhere.patch(`/reports/custom/${report.id}`, { name: 'Mine' })).status).toBe(
      404,
    );
    expect((await elsewhere.del(`/reports/custom/${report.id}`)).status).toBe(404);
    expect((await elsewhere.get('/reports/custom')).body.data).toEqual([]);
  });

  it('runReport gives the exports task the same result as the route', async () => {
    const admin = api(BOTH);
    const { body: report } = await admin.post('/reports/custom', { ...body, metrics: ['taxes'] });
    const run = await admin.get(`/reports/custom/${report.id}/run?from=2026-10-01&to=2026-10-05`);
    const direct = await ts.service.reports.runReport(
      ts.tenant,
      report,
      '2026-10-01',
      '2026-10-05',
    );
    expect(direct).toEqual(run.body);
    const plain = await ts.service.reports.runReport(
      ts.tenant,
      { dimensions: ['business_date'], metrics: ['taxes'] },
      '2026-10-01',
      '2026-10-05',
    );
    expect(plain.totals).toEqual(run.body.totals);
  });
});
