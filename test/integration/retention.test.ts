/**
 * The hourly maintenance: every table that grows with time has a rule, run by one module, and
 * freed space goes back to the file system without a blocking VACUUM. Time is moved forward
 * with a manual clock over a real service and SQLite file.
 */
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../service/util/clock';
import {
  DeliveryStore,
  FAILED_DELIVERY_RETENTION_DAYS,
} from '../../service/webhooks/delivery-store';
import { client } from '../support/catalog-client';
import { makeDataDir, startTestService, type TestService } from '../support/test-service';

const DAY = 86_400_000;
const clock = new ManualClock(Date.parse('2026-03-09T12:00:00Z'));
let ts: TestService;
let dataDir: string;

beforeAll(async () => {
  dataDir = await makeDataDir();
  ts = await startTestService({ clock, dataDir });
}, 60_000);
afterAll(async () => {
  await ts?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const rows = (sql: string, ...params: unknown[]) =>
  (ts.service.db.sql.prepare(sql).get(...params) as { n: number }).n;

/** Tables whose rows are kept on purpose (money, ledgers, configuration), with no time rule. */
const KEPT = new Set([
  'api_keys',
  'booking_tables',
  'bookings',
  'branches',
  'categories',
  'change_sequences',
  'companies',
  'custom_reports',
  'customers',
  'delivery_attempts',
  'event_sequences',
  'exports',
  'loyalty_entries',
  'order_lines',
  'orders',
  'payments',
  'products',
  'redemptions',
  'refunds',
  'rewards',
  'sales_daily',
  'sales_daily_payments',
  'sales_daily_taxes',
  'sales_line_taxes',
  'scheduled_reports',
  'settings',
  'system_meta',
  'tables',
  'tax_rates',
  'trusted_cas',
  'trusted_cas_next',
  'trusted_cas_prev',
  'user_branches',
  'user_companies',
  'users',
  'webhooks',
  'z_reports',
]);

describe('maintenance', () => {
  it('has a rule for every table not kept on purpose', () => {
    const ruled = new Set(ts.service.maintenance.rules.flatMap((r) => r.tables));
    const stats = ts.service.maintenance.tableStats();
    const unaccounted = stats.map((t) => t.table).filter((t) => !ruled.has(t) && !KEPT.has(t));
    expect(unaccounted).toEqual([]);
    expect(stats.find((t) => t.table === 'audit_log')).toMatchObject({ rows: expect.any(Number) });
  });

  it("keeps audit entries for the branch's audit_retention_days, others for 3 years", async () => {
    const { companyId, branchId } = ts.tenant;
    const record = (branch: string | null) =>
      ts.service.audit.record({
        actor: 'system',
        action: 'test.entry',
        targetType: 'system',
        companyId: branch ? companyId : null,
        branchId: branch,
      });
    const count = () => rows("SELECT count(*) AS n FROM audit_log WHERE action = 'test.entry'");
    record(branchId);
    record(null);
    clock.advance(100 * DAY);
    record(branchId);
    ts.service.settings.updateBranch(branchId, false, { audit_retention_days: 60 });
    await ts.service.maintenance.run();
    expect(count()).toBe(2);
    clock.advance(1100 * DAY);
    await ts.service.maintenance.run();
    expect(count()).toBe(0);
  });

  it('keeps 400 days of daily usage counts', async () => {
    const key = ts.createKey(['products:view']);
    const api = client(ts.baseUrl, key.headers);
    expect((await api.get('/products')).status).toBe(200);
    ts.service.usage.flush();
    const count = () => rows('SELECT count(*) AS n FROM api_key_usage_daily');
    const before = count();
    expect(before).toBeGreaterThan(0);
    clock.advance(399 * DAY);
    await ts.service.maintenance.run();
    expect(count()).toBe(before);
    clock.advance(2 * DAY);
    expect((await ts.service.maintenance.run()).api_key_usage_daily).toBe(before);
  });

  it('keeps the newest keep_last runs of each schedule', async () => {
    const api = client(
      ts.baseUrl,
      ts.createKey(['reports:manage_scheduled_reports', 'reports:export']).headers,
    );
    const created = await api.post('/scheduled-reports', {
      name: 'Nightly orders',
      report: { type: 'export', resource: 'orders' },
      frequency: 'daily',
      time_of_day: '06:00',
      keep_last: 2,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    for (let day = 0; day < 4; day++) {
      clock.advance(DAY);
      await ts.service.exportRunner!.settle();
    }
    const runs = () =>
      rows(
        'SELECT count(*) AS n FROM scheduled_report_runs WHERE schedule_id = ?',
        created.body.id,
      );
    expect(runs()).toBe(4);
    await ts.service.maintenance.run();
    expect(runs()).toBe(2);
    const listed = await api.get(`/scheduled-reports/${created.body.id}/runs`);
    expect(listed.body.data).toHaveLength(2);
  });

  it(`keeps a given-up delivery ${FAILED_DELIVERY_RETENTION_DAYS} days, what is still owed until it is sent`, async () => {
    const { webhook } = ts.service.webhooks.create(
      { ...ts.tenant, url: 'https://example.com/hook', events: ['product.created'] },
      'test',
    );
    // The delivery tables' owner makes the rows as the worker does: due far ahead (the running
    // worker leaves them alone), then one given up after its last attempt.
    const store = new DeliveryStore(ts.service.db);
    const later = clock.now() + 400 * DAY;
    const owed = store.insert(webhook.id, 'evt_owed', 'product.created', later, null);
    const given = store.insert(webhook.id, 'evt_given_up', 'product.created', later, null);
    expect(store.failed(given, 8, null, later, clock.now())).toBe(true);
    const left = () =>
      (
        ts.service.db.sql
          .prepare('SELECT id FROM deliveries WHERE webhook_id = ? ORDER BY id')
          .all(webhook.id) as { id: number }[]
      ).map((r) => r.id);
    clock.advance((FAILED_DELIVERY_RETENTION_DAYS - 1) * DAY);
    await ts.service.maintenance.run();
    expect(left()).toEqual([owed, given]);
    clock.advance(2 * DAY);
    expect((await ts.service.maintenance.run()).failed_deliveries).toBe(1);
    expect(left()).toEqual([owed]);
    ts.service.webhooks.delete(webhook.id, 'test');
  });

  it('gives freed pages back with an incremental vacuum', async () => {
    const db = ts.service.db.sql;
    expect(db.pragma('auto_vacuum', { simple: true })).toBe(2);
    const { companyId, branchId } = ts.tenant;
    const insert = db.prepare(
      `INSERT INTO audit_log (at, actor, action, target_type, company_id, branch_id, details)
       VALUES (?, 'system', 'bulk.entry', 'system', ?, ?, ?)`,
    );
    const old = new Date(clock.now() - 1000 * DAY).toISOString();
    db.transaction(() => {
      for (let i = 0; i < 5000; i++) insert.run(old, companyId, branchId, 'x'.repeat(400));
    })();
    const pages = () => db.pragma('page_count', { simple: true }) as number;
    const grown = pages();
    await ts.service.maintenance.run();
    expect(rows("SELECT count(*) AS n FROM audit_log WHERE action = 'bulk.entry'")).toBe(0);
    expect(db.pragma('freelist_count', { simple: true })).toBeLessThan(50);
    expect(pages()).toBeLessThan(grown - 400);
  });
});
