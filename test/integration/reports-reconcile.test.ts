/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies in tests */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../support/test-service';
import { client } from '../support/catalog-client';
import { newId } from '../../service/util/ids';
import {
  referenceReport,
  refOrdersFromApi,
  type RefOrder,
  type RefRefund,
} from '../support/sales-reference';
import { DIMENSIONS } from '../../service/reports/definition';

/**
 * The sales summary reconciles exactly with what the orders API lists: orders made, paid,
 * completed and canceled through the API over several business dates (closeout hour included),
 * then every figure summed from GET /orders and GET /payments and compared with
 * GET /reports/sales, for every dimension. Refunds are rows written as migration 0015 defines
 * them until the refunds API is on this branch.
 */
let ts: TestService;
let orders: ReturnType<typeof client>;
let reader: ReturnType<typeof client>;
const products: any[] = [];

const FROM = '2026-09-01';
const TO = '2026-09-05';

beforeAll(async () => {
  ts = await startTestService({ worker: false });
  ts.service.settings.setBranch(ts.tenant.branchId, 'rate_limit_per_minute', 0);
  const admin = client(
    ts.baseUrl,
    ts.createKey([
      'products:create',
      'categories:create',
      'system_settings:update',
      'customer:create',
    ]).headers,
  );
  const vat = (
    await admin.post('/tax-rates', { name: 'VAT 20%', rate_bps: 2000, mode: 'inclusive' })
  ).body;
  const city = (
    await admin.post('/tax-rates', { name: 'City 0.5%', rate_bps: 50, mode: 'exclusive' })
  ).body;
  const drinks = (await admin.post('/categories', { name: 'Drinks' })).body;
  const food = (await admin.post('/categories', { name: 'Food' })).body;
  const specs = [
    {
      sku: 'ESP',
      name: 'Espresso',
      price: { amount: 250 },
      category_id: drinks.id,
      tax_rate_ids: [vat.id],
    },
    {
      sku: 'TEA',
      name: 'Tea',
      price: { amount: 199 },
      category_id: drinks.id,
      tax_rate_ids: [vat.id, city.id],
    },
    {
      sku: 'CAK',
      name: 'Cake',
      price: { amount: 475 },
      category_id: food.id,
      tax_rate_ids: [city.id],
    },
    { sku: 'BRD', name: 'Bread', price: { amount: 333 }, category_id: null, tax_rate_ids: [] },
  ];
  for (const spec of specs) {
    const made = await admin.post('/products', spec);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    products.push(made.body);
  }
  const customers = [
    (await admin.post('/customers', { name: 'Ann' })).body.id,
    (await admin.post('/customers', { name: 'Bob' })).body.id,
  ];
  orders = client(
    ts.baseUrl,
    ts.createKey([
      'orders:view',
      'orders:create',
      'orders:manage_status',
      'orders:process_payments',
    ]).headers,
  );
  reader = client(ts.baseUrl, ts.createKey(['reports:view']).headers);

  // 36 orders over six days (the last outside the range), in Paris time, some before the 04:00
  // closeout (the previous business date); most paid and completed, some open, some canceled.
  for (let i = 0; i < 36; i++) {
    const day = 1 + (i % 6);
    const hour = [1, 3, 9, 12, 18, 23][i % 6]!;
    const orderedAt = new Date(Date.UTC(2026, 8, day, hour - 2, (i * 7) % 60)).toISOString();
    const lines = [
      { product_id: products[i % 4].id, quantity: 1 + (i % 3) },
      ...(i % 2
        ? [{ product_id: products[(i + 1) % 4].id, quantity: 2, discount: { percent: 10 } }]
        : []),
      ...(i % 5 === 0 ? [{ name: 'Gift wrap', unit_price: { amount: 150 }, quantity: 1 }] : []),
    ];
    const created = await orders.post('/orders', {
      lines,
      ordered_at: orderedAt,
      source: ['pos', 'online', 'kiosk'][i % 3],
      ...(i % 4 === 0 ? { customer_id: customers[i % 2] } : {}),
      ...(i % 7 === 0 ? { discount: { amount: { amount: 50 } } } : {}),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const order = created.body;
    if (i % 9 === 8) continue; // left open
    if (i % 11 === 10) {
      expect((await orders.post(`/orders/${order.id}/cancel`, undefined)).status).toBe(200);
      continue;
    }
    const total = order.total.amount;
    const parts =
      i % 3 === 0
        ? [
            { method: 'card', amount: { amount: total - 100 } },
            { method: 'cash', amount: { amount: 100 }, tendered: { amount: 500 } },
          ]
        : [{ method: i % 3 === 1 ? 'card' : 'voucher', amount: { amount: total } }];
    for (const part of parts) {
      const paid = await orders.post(`/orders/${order.id}/payments`, part);
      expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    }
    const done = await orders.post(`/orders/${order.id}/complete`, undefined);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
  }
}, 120_000);
afterAll(async () => ts?.close());

/** Every page of a list. */
async function walk(path: string): Promise<any[]> {
  const out: any[] = [];
  let url = `${path}${path.includes('?') ? '&' : '?'}limit=200`;
  for (;;) {
    const page = await orders.get(url);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    out.push(...page.body.data);
    if (!page.body.has_more) return out;
    url = `${path}${path.includes('?') ? '&' : '?'}limit=200&cursor=${page.body.next_cursor}`;
  }
}

/** Orders as the API lists them, in the reference's shape. */
async function ordersFromApi(): Promise<RefOrder[]> {
  const listed = await walk(`/orders?business_date_from=${FROM}&business_date_to=2026-09-30`);
  const payments = await walk('/payments');
  return refOrdersFromApi(listed, products, payments);
}

/** Refunds written as migration 0015 defines them (the refunds API is another task's). */
function writeRefunds(list: RefOrder[]): RefRefund[] {
  const completed = list.filter((o) => o.status === 'completed');
  const made: RefRefund[] = [];
  const insert = ts.service.db
    .prepare(`INSERT INTO refunds (id, company_id, branch_id, order_id, payment_id,
      currency, amount, tax_total, reason, restock, business_date, version, created_at, updated_at, deleted_at,
      change_seq, json) VALUES (?, ?, ?, ?, ?, 'EUR', ?, 0, NULL, 0, ?, 1, ?, ?, NULL, 0, '{}')`);
  completed.slice(0, 4).forEach((order, k) => {
    // On the order's day, and (for two of them) two days later: a date of its own.
    const day = k < 2 ? order.business_date : '2026-09-04';
    const at = `${day}T10:1${k}:00.000Z`;
    const refund = {
      order_id: order.id,
      payment_id: order.payments[0]!.id,
      amount: 100 + k,
      business_date: day,
      created_at: at,
    };
    insert.run(
      newId('ref'),
      ts.tenant.companyId,
      ts.tenant.branchId,
      refund.order_id,
      refund.payment_id,
      refund.amount,
      refund.business_date,
      at,
      at,
    );
    made.push(refund);
  });
  return made;
}

describe('the sales summary against the orders API', () => {
  it('reconciles exactly, for every dimension, closeout hour included', async () => {
    const listed = await ordersFromApi();
    expect(listed.filter((o) => o.status === 'completed').length).toBeGreaterThan(20);
    // Orders taken before 04:00 Paris time belong to the previous business date.
    const early = listed.find((o) => o.ordered_at.startsWith('2026-09-02T01:'))!;
    expect(early.business_date).toBe('2026-09-01');
    const refunds = writeRefunds(listed);
    for (const dims of [...DIMENSIONS.map((d) => [d]), ['business_date', 'payment_method']]) {
      const r = await reader.get(`/reports/sales?from=${FROM}&to=${TO}&group_by=${dims.join(',')}`);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const expected = referenceReport(listed, refunds, {
        from: FROM,
        to: TO,
        dims,
        timeZone: 'Europe/Paris',
        currency: 'EUR',
      });
      expect(r.body.data, dims.join(',')).toEqual(expected.data);
      expect(r.body.totals, dims.join(',')).toEqual(expected.totals);
    }
    // Spot checks in plain sums of the feed, beside the reference.
    const r = await reader.get(`/reports/sales?from=${FROM}&to=${TO}`);
    const inRange = listed.filter(
      (o) => o.status === 'completed' && o.business_date >= FROM && o.business_date <= TO,
    );
    expect(r.body.totals.orders).toBe(inRange.length);
    expect(r.body.totals.gross.amount).toBe(inRange.reduce((n, o) => n + o.subtotal, 0));
    expect(r.body.totals.tax.amount).toBe(inRange.reduce((n, o) => n + o.tax_total, 0));
    expect(r.body.totals.net.amount).toBe(inRange.reduce((n, o) => n + o.total - o.tax_total, 0));
    expect(r.body.totals.taxes.length).toBe(2);
    const late = r.body.data.find((x: any) => x.group.business_date === '2026-09-04');
    expect(late.refunds.amount).toBeGreaterThanOrEqual(102 + 103);
  });

  it('orders completed concurrently are each added to their day once', async () => {
    const day = '2026-10-10';
    const before = await reader.get(`/reports/sales?from=${day}&to=${day}`);
    expect(before.body.data).toEqual([]);
    const made: any[] = [];
    for (let i = 0; i < 12; i++) {
      const created = await orders.post('/orders', {
        lines: [{ product_id: products[i % 4].id, quantity: 1 + (i % 2) }],
        ordered_at: `${day}T${String(8 + i).padStart(2, '0')}:00:00.000Z`,
      });
      const order = created.body;
      await orders.post(`/orders/${order.id}/payments`, {
        method: i % 2 ? 'card' : 'cash',
        amount: { amount: order.total.amount },
      });
      made.push(order);
    }
    const done = await Promise.all(
      made.map((o) => orders.post(`/orders/${o.id}/complete`, undefined)),
    );
    expect(done.map((r) => r.status)).toEqual(made.map(() => 200));
    // The daily sums (by business_date) and the orders themselves (by source) agree.
    const daily = await reader.get(`/reports/sales?from=${day}&to=${day}`);
    const bySource = await reader.get(`/reports/sales?from=${day}&to=${day}&group_by=source`);
    expect(daily.body.totals.orders).toBe(12);
    expect(daily.body.totals.gross.amount).toBe(made.reduce((n, o) => n + o.subtotal.amount, 0));
    const { group: _a, ...dailyFigures } = daily.body.totals;
    const { group: _b, ...sourceFigures } = bySource.body.totals;
    expect(dailyFigures).toEqual(sourceFigures);
  });
});
