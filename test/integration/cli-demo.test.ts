/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies in tests */
/**
 * `cli demo` over the built CLI on a real data directory, then the data it made read back
 * through the open API of a real `serve`: the orders are there, the sales report reconciles
 * with them, each product's stock is its first level plus the moves its events carry, and the
 * same seed makes the same figures.
 */
import { rm } from 'node:fs/promises';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCliOnTty, runCliSync } from '../support/cli-process';
import { client } from '../support/catalog-client';
import { referenceReport, refOrdersFromApi, type RefRefund } from '../support/sales-reference';
import {
  CLI_SETUP_ARGS,
  ensureServiceBuilt,
  killAll,
  startServe,
  type ServeProcess,
} from '../support/serve-process';
import { makeDataDir, startTestService } from '../support/test-service';
import { IpcHandlers } from '../../service/admin/ipc-handlers';

const children: ChildProcess[] = [];
let dataDir = '';
let serve: ServeProcess;

const json = (...args: string[]) => {
  const r = runCliSync(dataDir, ['--json', ...args]);
  expect(r.code, r.stderr).toBe(0);
  return r.json as any;
};

const demo = (industry: string, seed: string) =>
  json('demo', '--industry', industry, '--days', '3', '--orders-per-day', '20', '--seed', seed);

beforeAll(async () => {
  ensureServiceBuilt();
  dataDir = await makeDataDir();
  json(...CLI_SETUP_ARGS);
  serve = await startServe(dataDir, children);
}, 120_000);
afterAll(async () => {
  killAll(children);
  await rm(dataDir, { recursive: true, force: true });
});

/** An API client of the demo company's first branch, with the read permissions. */
function reader(made: any) {
  const tenant = ['--company', made.company_id, '--branch', made.branch_id];
  json('settings', 'set', ...tenant, 'rate_limit_per_minute', '0');
  const scopes = 'orders:view,reports:view,products:view,inventory:view,customer:view,rewards:view';
  const key = json('keys', 'create', ...tenant, '--name', 'Reader', '--scopes', scopes);
  return client(serve.url, {
    authorization: `Bearer ${key.secret_key}`,
    'x-company-id': made.company_id,
    'x-branch-id': made.branch_id,
  });
}

async function walk(api: ReturnType<typeof client>, path: string): Promise<any[]> {
  const out: any[] = [];
  const sep = path.includes('?') ? '&' : '?';
  let url = `${path}${sep}limit=200`;
  for (;;) {
    const page = await api.get(url);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    out.push(...page.body.data);
    if (!page.body.has_more) return out;
    url = `${path}${sep}limit=200&cursor=${page.body.next_cursor}`;
  }
}

/** Every event of the branch's feed. */
async function feed(api: ReturnType<typeof client>): Promise<any[]> {
  const out: any[] = [];
  let after = 0;
  for (;;) {
    const page = await api.get(`/events?after=${after}&limit=200`);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    out.push(...page.body.data);
    after = page.body.next_after;
    if (!page.body.has_more) return out;
  }
}

/** The report over the demo's days, and the reference computed from the listed orders. */
async function reconcile(api: ReturnType<typeof client>, made: any) {
  const products = await walk(api, '/products');
  const orders = refOrdersFromApi(
    await walk(api, '/orders'),
    products,
    await walk(api, '/payments'),
  );
  const refunds: RefRefund[] = (await walk(api, '/refunds')).map((r) => ({
    ...r,
    amount: r.amount.amount,
  }));
  const report = await api.get(`/reports/sales?from=${made.from}&to=${made.to}`);
  expect(report.status, JSON.stringify(report.body)).toBe(200);
  const expected = referenceReport(orders, refunds, {
    from: made.from,
    to: made.to,
    dims: ['business_date'],
    timeZone: 'Europe/Paris',
    currency: 'EUR',
  });
  expect(report.body.data).toEqual(expected.data);
  expect(report.body.totals).toEqual(expected.totals);
  return { orders, refunds, products, totals: report.body.totals };
}

describe('cli demo', { timeout: 180_000 }, () => {
  it('refuses bad options and a data directory that is not set up', async () => {
    const bad = runCliSync(dataDir, ['--json', 'demo', '--industry', 'bakery', '--days', '0']);
    expect(bad.code).toBe(1);
    expect(bad.error?.fields?.map((f) => f.message)).toEqual([
      'industry must be retail or restaurant.',
      'days must be a whole number from 1 to 3660.',
      'orders_per_day must be a whole number from 1 to 5000.',
    ]);
    const empty = await makeDataDir();
    try {
      const r = runCliSync(empty, [
        'demo',
        '--industry',
        'retail',
        '--days',
        '1',
        '--orders-per-day',
        '1',
      ]);
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(/not set up yet/);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
    expect(runCliSync(dataDir, ['demoo']).stderr).toMatch(/did you mean `demo`/i);
  });

  it('makes a retail company whose orders, report and stock ledger agree', async () => {
    const made = demo('retail', '5');
    expect(made).toMatchObject({ industry: 'retail', seed: 5, orders: 60, customers: 2000 });
    expect(made.products).toBeGreaterThanOrEqual(180);
    expect(made.categories).toBe(12);
    expect(made.branch_ids).toEqual([made.branch_id]);
    expect(made.completed + made.canceled).toBe(60);

    const api = reader(made);
    const { orders, totals, products } = await reconcile(api, made);
    expect(orders).toHaveLength(60);
    expect(new Set(orders.map((o) => o.business_date)).size).toBe(3);
    expect(totals.orders).toBe(made.completed);
    // Some lines are weighed, some orders discounted, some card payments tipped.
    expect(orders.some((o) => o.lines.some((l) => l.quantity_milli % 1000 !== 0))).toBe(true);
    expect(orders.some((o) => o.discount_total > 0)).toBe(true);

    // Stock: the level each product was created with plus every move its events carry.
    const events = await feed(api);
    const stock = new Map<string, number>();
    for (const e of events) {
      const p = e.data.object;
      if (e.type === 'product.created') stock.set(p.id, p.stock_quantity);
      if (e.type === 'product.stock_updated') {
        expect(e.data.stock.previous).toBe(stock.get(p.id));
        stock.set(p.id, e.data.stock.current);
      }
    }
    expect(events.some((e) => e.type === 'product.stock_updated')).toBe(true);
    const levels = await walk(api, '/inventory');
    for (const level of levels) expect(level.quantity).toBe(stock.get(level.product_id));
    expect(levels.length).toBe(products.filter((p) => p.track_stock).length);

    // No webhook: nothing to deliver, and the events are still in the feed.
    const hooks = json(
      'webhooks',
      'list',
      '--company',
      made.company_id,
      '--branch',
      made.branch_id,
    );
    expect(hooks.webhooks).toEqual([]);
  });

  it('makes the same figures again from the same seed', async () => {
    const first = demo('retail', '9');
    const again = demo('retail', '9');
    const strip = ({
      company_id: _c,
      branch_id: _b,
      branch_ids: _i,
      seconds: _s,
      orders_per_second: _r,
      ...rest
    }: any) => rest;
    expect(strip(again)).toEqual(strip(first));
    const a = await reconcile(reader(first), first);
    const b = await reconcile(reader(again), again);
    // The same figures; only the ids of the tax rates differ.
    const figures = (totals: any) => ({
      ...totals,
      taxes: totals.taxes.map((t: any) => ({ ...t, tax_rate_id: undefined })),
    });
    expect(figures(b.totals)).toEqual(figures(a.totals));
  });

  it('makes a restaurant with tables, bookings and loyalty points, with a progress line on a terminal', async () => {
    const tty = runCliOnTty(
      dataDir,
      ['demo', '--industry', 'restaurant', '--days', '3', '--orders-per-day', '20', '--seed', '3'],
      [],
    );
    expect(tty.code, tty.screen).toBe(0);
    expect(tty.screen).toMatch(/day 3\/3: \d+ orders \(\d+ orders\/s\)/);
    const made = json(
      'demo',
      '--industry',
      'restaurant',
      '--days',
      '3',
      '--orders-per-day',
      '20',
      '--seed',
      '3',
    );
    expect(made).toMatchObject({ industry: 'restaurant', orders: 60 });
    expect(made.bookings).toBeGreaterThan(0);
    const api = reader(made);
    await reconcile(api, made);
    const customers = await walk(api, '/customers');
    expect(customers.length).toBe(2000);
  });
});

describe('"Load demo data" on the first-run screen', { timeout: 120_000 }, () => {
  it('makes the demo company through IPC, pushes its progress and opens it', async () => {
    const t = await startTestService({ worker: false });
    const ipc = new IpcHandlers(t.service);
    try {
      const progress: unknown[] = [];
      ipc.onPush((key, name, payload) => {
        if (name === 'demo.progress') progress.push({ key, ...payload });
      });
      const call = { sessionKey: 'window' };
      const login = await ipc.call(
        'auth.login',
        { username: 'admin', password: 'correct horse battery' },
        call,
      );
      expect(login.error).toBeUndefined();
      const r = await ipc.call(
        'demo.load',
        { industry: 'restaurant', days: 2, ordersPerDay: 10 },
        call,
      );
      expect(r.error).toBeUndefined();
      const { demo: made, tenant, session } = r.result!;
      expect(made).toMatchObject({ orders: 20, customers: 2000 });
      expect(tenant).toEqual({ companyId: made.company_id, branchId: made.branch_id });
      expect(session.companies.map((c) => c.name)).toContain('Demo Restaurant (seed 1)');
      expect(progress).toEqual([
        { key: 'window', done: 1, total: 2, orders: expect.any(Number) },
        { key: 'window', done: 2, total: 2, orders: 20 },
      ]);
      // Events for the feed, and nothing to deliver: the company has no webhook.
      const count = (sql: string) =>
        (t.service.db.sql.prepare(sql).get(made.branch_id) as { n: number }).n;
      expect(count('SELECT count(*) AS n FROM events WHERE branch_id = ?')).toBeGreaterThan(0);
      expect(
        count(
          'SELECT count(*) AS n FROM deliveries d JOIN webhooks w ON w.id = d.webhook_id WHERE w.branch_id = ?',
        ),
      ).toBe(0);
    } finally {
      ipc.dispose();
      await t.close();
    }
  });
});
