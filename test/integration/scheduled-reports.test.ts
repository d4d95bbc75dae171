/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies in tests */
/**
 * Scheduled reports on an injected clock (service/util/clock.ts): a daily export appears at its
 * local time in the branch's time zone (Europe/Paris), not before; a restart after the machine
 * was off for that time runs it once, only for the latest period, never twice; keep_last; the
 * API's rules, scopes and tenancy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../service/util/clock';
import { client } from '../support/catalog-client';
import { seedSales } from '../support/sales-rows';
import { makeDataDir, startTestService, type TestService } from '../support/test-service';
import { rm } from 'node:fs/promises';

const clock = new ManualClock(Date.parse('2026-03-10T00:00:00Z')); // 01:00 in Paris
let dataDir: string;
let ts: TestService;
let headers: Record<string, string>;

const api = () => client(ts.baseUrl, headers);
const start = async () => {
  ts = await startTestService({ clock, dataDir });
};

beforeAll(async () => {
  dataDir = await makeDataDir();
  await start();
  headers = ts.createKey(['reports:manage_scheduled_reports', 'reports:export']).headers;
  seedSales(ts.service.db.sql, {
    ...ts.tenant,
    count: 40,
    dates: ['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12'],
  });
}, 60_000);
afterAll(async () => {
  await ts?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const runsOf = async (id: string) => {
  const res = await api().get(`/scheduled-reports/${id}/runs`);
  expect(res.status).toBe(200);
  return res.body.data as any[];
};

describe('a daily scheduled export', () => {
  let id: string;

  it('is created with its next run at 06:00 Paris time', async () => {
    const res = await api().post('/scheduled-reports', {
      name: 'Nightly orders',
      report: { type: 'export', resource: 'orders', filters: { status: ['completed'] } },
      frequency: 'daily',
      time_of_day: '06:00',
      keep_last: 2,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    id = res.body.id;
    expect(id).toMatch(/^srp_/);
    expect(res.body).toMatchObject({
      time_zone: 'Europe/Paris',
      next_run_at: '2026-03-10T05:00:00.000Z',
      active: true,
      format: 'csv',
    });
  });

  it('does not run before its local time, and appears at it (covering the day before)', async () => {
    clock.set(Date.parse('2026-03-10T04:59:59Z'));
    await ts.service.exportRunner!.settle();
    expect(await runsOf(id)).toHaveLength(0);

    clock.set(Date.parse('2026-03-10T05:00:00Z'));
    await ts.service.exportRunner!.settle();
    const runs = await runsOf(id);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({
      period_key: '2026-03-10',
      scheduled_for: '2026-03-10T05:00:00.000Z',
      from: '2026-03-09',
      to: '2026-03-09',
      status: 'done',
    });
    expect(runs[0].id).toMatch(/^srr_/);
    expect(runs[0].export).toMatchObject({ status: 'done', row_count: 10, schedule_id: id });

    // Later polls the same day add nothing.
    clock.advance(3_600_000);
    await ts.service.exportRunner!.settle();
    expect(await runsOf(id)).toHaveLength(1);
    // The file is listed with the branch's exports and downloadable.
    const listed = await api().get('/exports');
    expect(listed.body.data.map((e: any) => e.id)).toContain(runs[0].export.id);
    const file = await fetch(`${ts.baseUrl}/api/v1/exports/${runs[0].export.id}/file`, { headers });
    expect(file.status).toBe(200);
    // The header line and the 10 completed orders of the 9th.
    expect((await file.text()).trim().split('\n')).toHaveLength(1 + 10);
  });

  it('after a restart that missed its time, runs once for the latest period only', async () => {
    await ts.close();
    // Off for three days: the runs of the 11th and 12th were missed.
    clock.set(Date.parse('2026-03-13T09:00:00Z'));
    await start();
    await ts.service.exportRunner!.settle();
    let runs = await runsOf(id);
    expect(runs.map((r) => r.period_key)).toEqual(['2026-03-13', '2026-03-10']);
    expect(runs[0]).toMatchObject({ from: '2026-03-12', to: '2026-03-12', status: 'done' });
    expect(runs[0].export.row_count).toBe(10);

    // Another restart the same day: nothing again.
    await ts.close();
    await start();
    await ts.service.exportRunner!.settle();
    runs = await runsOf(id);
    expect(runs).toHaveLength(2);
  });

  it('keeps only its newest keep_last files', async () => {
    clock.set(Date.parse('2026-03-14T05:30:00Z'));
    await ts.service.exportRunner!.settle();
    const runs = await runsOf(id);
    expect(runs.map((r) => r.status)).toEqual(['done', 'done', 'expired']);
  });

  it('pages its runs with a sealed cursor bound to this schedule', async () => {
    const all = (await runsOf(id)).map((r) => r.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const page: any = await api().get(`/scheduled-reports/${id}/runs?limit=1${query}`);
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      expect(page.body.has_more).toBe(page.body.next_cursor !== null);
      seen.push(...page.body.data.map((r: any) => r.id));
      cursor = page.body.next_cursor;
    } while (cursor);
    expect(seen).toEqual(all);

    const first = (await api().get(`/scheduled-reports/${id}/runs?limit=1`)).body.next_cursor;
    const other = await api().post('/scheduled-reports', {
      name: 'Other',
      report: { type: 'export', resource: 'products' },
      frequency: 'daily',
    });
    const refused = async (path: string, sentence: RegExp) => {
      const r = await api().get(path);
      expect(r.status, path).toBe(422);
      expect(r.body.code).toBe('invalid_cursor');
      expect(r.body.errors[0].path).toBe('cursor');
      expect(r.body.detail).toMatch(sentence);
    };
    const sent = encodeURIComponent(first);
    // Another schedule's runs, another list, a raw run id, an altered cursor.
    await refused(`/scheduled-reports/${other.body.id}/runs?cursor=${sent}`, /other filters/);
    await refused(`/exports?cursor=${sent}`, /not the exports list/);
    const exportsCursor = (await api().get('/exports?limit=1')).body.next_cursor;
    await refused(
      `/scheduled-reports/${id}/runs?cursor=${encodeURIComponent(exportsCursor)}`,
      /the exports list, not the scheduled-report-runs list/,
    );
    await refused(`/scheduled-reports/${id}/runs?cursor=${all[0]}`, /not valid/);
    const altered = first.slice(0, -1) + (first.endsWith('A') ? 'B' : 'A');
    await refused(`/scheduled-reports/${id}/runs?cursor=${altered}`, /changed|not valid/);
    expect((await api().get(`/scheduled-reports/${id}/runs?limit=201`)).status).toBe(422);
    expect((await api().del(`/scheduled-reports/${other.body.id}`)).status).toBe(204);
  });
});

describe('scheduled report rules', () => {
  it('validates timing and the work, with sentences', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        { name: 'x', report: { type: 'export', resource: 'orders' }, frequency: 'hourly' },
        'frequency',
      ],
      [
        {
          name: 'x',
          report: { type: 'export', resource: 'orders' },
          frequency: 'daily',
          time_of_day: '24:00',
        },
        'time_of_day',
      ],
      [
        { name: 'x', report: { type: 'export', resource: 'orders' }, frequency: 'weekly' },
        'day_of_week',
      ],
      [
        {
          name: 'x',
          report: { type: 'export', resource: 'orders' },
          frequency: 'monthly',
          day_of_month: 31,
        },
        'day_of_month',
      ],
      [
        { name: 'x', report: { type: 'export', resource: 'nope' }, frequency: 'daily' },
        'report.resource',
      ],
      [
        { name: 'x', report: { type: 'custom_report', report_id: 'abc' }, frequency: 'daily' },
        'report.report_id',
      ],
      [
        {
          name: 'x',
          report: { type: 'export', resource: 'orders' },
          frequency: 'daily',
          keep_last: 0,
        },
        'keep_last',
      ],
      [{ name: '', report: { type: 'export', resource: 'orders' }, frequency: 'daily' }, 'name'],
      [{ name: '  ', report: { type: 'export', resource: 'orders' }, frequency: 'daily' }, 'name'],
      // Each type takes its own fields only, and the exact group_by of GET /reports/sales.
      [
        {
          name: 'x',
          report: { type: 'sales_summary', group_by: 'hour', resource: 'orders' },
          frequency: 'daily',
        },
        'report.resource',
      ],
      [
        {
          name: 'x',
          report: { type: 'sales_summary', group_by: 'hour, source' },
          frequency: 'daily',
        },
        'report.group_by',
      ],
      [
        {
          name: 'x',
          report: { type: 'export', resource: 'products', filters: { status: ['open'] } },
          frequency: 'daily',
        },
        'report.filters.status',
      ],
      [
        {
          name: 'x',
          report: { type: 'export', resource: 'orders', group_by: 'hour' },
          frequency: 'daily',
        },
        'report.group_by',
      ],
    ];
    for (const [body, path] of cases) {
      const res = await api().post('/scheduled-reports', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(
        res.body.errors.map((e: any) => e.path),
        JSON.stringify(res.body),
      ).toContain(path);
    }
  });

  it('a weekly and a monthly schedule compute their next run in the branch zone', async () => {
    clock.set(Date.parse('2026-03-14T12:00:00Z')); // Saturday
    const weekly = await api().post('/scheduled-reports', {
      name: 'Weekly payments',
      report: { type: 'export', resource: 'payments' },
      frequency: 'weekly',
      day_of_week: 1,
      time_of_day: '07:30',
    });
    expect(weekly.body.next_run_at).toBe('2026-03-16T06:30:00.000Z');
    const monthly = await api().post('/scheduled-reports', {
      name: 'Monthly refunds',
      report: { type: 'export', resource: 'refunds' },
      frequency: 'monthly',
      day_of_month: 1,
      time_of_day: '06:00',
    });
    // April 1st: Paris is on summer time (UTC+2) by then.
    expect(monthly.body.next_run_at).toBe('2026-04-01T04:00:00.000Z');
    const changed = await api().patch(`/scheduled-reports/${monthly.body.id}`, { active: false });
    expect(changed.body).toMatchObject({ active: false, next_run_at: null, version: 2 });
    expect((await api().del(`/scheduled-reports/${weekly.body.id}`)).status).toBe(204);
    expect((await api().get(`/scheduled-reports/${weekly.body.id}`)).status).toBe(404);
  });

  it('runs the sales summary into a file (the reports module), group columns first', async () => {
    clock.set(Date.parse('2026-03-20T12:00:00Z'));
    const c = client(
      ts.baseUrl,
      ts.createKey(['reports:manage_scheduled_reports', 'reports:view', 'reports:export']).headers,
    );
    const made = await c.post('/scheduled-reports', {
      name: 'Daily summary',
      report: { type: 'sales_summary', group_by: 'business_date' },
      frequency: 'daily',
      time_of_day: '06:00',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    clock.set(Date.parse('2026-03-21T05:30:00Z'));
    await ts.service.exportRunner!.settle();
    const runs = (await c.get(`/scheduled-reports/${made.body.id}/runs`)).body.data;
    expect(runs).toHaveLength(1);
    expect(runs[0].export, JSON.stringify(runs[0].export.error)).toMatchObject({
      status: 'done',
      resource: 'sales_summary',
      from: '2026-03-20',
      to: '2026-03-20',
    });
    const file = await fetch(`${ts.baseUrl}/api/v1/exports/${runs[0].export.id}/file`, {
      headers,
    });
    expect(file.status).toBe(200);
  });

  it('needs reports:manage_scheduled_reports, and the scope of the work it schedules', async () => {
    const viewer = client(ts.baseUrl, ts.createKey(['reports:export']).headers);
    expect((await viewer.get('/scheduled-reports')).status).toBe(403);
    const manager = client(ts.baseUrl, ts.createKey(['reports:manage_scheduled_reports']).headers);
    const res = await manager.post('/scheduled-reports', {
      name: 'Orders',
      report: { type: 'export', resource: 'orders' },
      frequency: 'daily',
    });
    expect(res.status).toBe(403);
    expect(res.body.required_scope).toBe('reports:export');
  });

  it('refuses a custom report of another company or branch at creation (422)', async () => {
    const rival = ts.service.tenancy.createCompany(
      {
        name: 'Rival',
        industry: 'retail',
        branch: { name: 'Rival main', currency: 'EUR', timeZone: 'UTC' },
      },
      'test',
    );
    const rivalCtx = { companyId: rival.company.id, branchId: rival.branch.id };
    const theirs = client(
      ts.baseUrl,
      ts.createKey(['reports:create_custom_reports'], rivalCtx).headers,
    );
    const report = await theirs.post('/reports/custom', {
      name: 'Rival report',
      dimensions: ['hour'],
      metrics: ['orders'],
    });
    expect(report.status, JSON.stringify(report.body)).toBe(201);
    const body = {
      name: 'Borrowed',
      report: { type: 'custom_report', report_id: report.body.id },
      frequency: 'daily',
    };
    const c = client(
      ts.baseUrl,
      ts.createKey([
        'reports:manage_scheduled_reports',
        'reports:view',
        'reports:create_custom_reports',
      ]).headers,
    );
    const res = await c.post('/scheduled-reports', body);
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body.errors.map((e: any) => e.path)).toEqual(['report.report_id']);
    expect(res.body.detail ?? res.body.title).not.toContain('Rival');
    // The branch's own report is accepted; changing a schedule to the rival's is refused too.
    const own = await c.post('/reports/custom', {
      name: 'Mine',
      dimensions: ['hour'],
      metrics: ['orders'],
    });
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    const made = await c.post('/scheduled-reports', {
      ...body,
      report: { type: 'custom_report', report_id: own.body.id },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const changed = await c.patch(`/scheduled-reports/${made.body.id}`, { report: body.report });
    expect(changed.status).toBe(422);
    expect((await c.del(`/scheduled-reports/${made.body.id}`)).status).toBe(204);
  });

  it('another branch’s schedule is not found', async () => {
    const branch = ts.service.tenancy.createBranch(
      ts.tenant.companyId,
      { name: 'Other', currency: 'EUR', timeZone: 'UTC' },
      'test',
    );
    const theirs = client(
      ts.baseUrl,
      ts.createKey(['reports:manage_scheduled_reports', 'reports:export'], {
        companyId: ts.tenant.companyId,
        branchId: branch.id,
      }).headers,
    );
    const mine = (await api().get('/scheduled-reports')).body.data[0];
    expect((await theirs.get(`/scheduled-reports/${mine.id}`)).status).toBe(404);
    expect((await theirs.get(`/scheduled-reports/${mine.id}/runs`)).status).toBe(404);
    expect((await theirs.patch(`/scheduled-reports/${mine.id}`, { name: 'x' })).status).toBe(404);
    expect((await theirs.get('/scheduled-reports')).body.data).toEqual([]);
  });
});
