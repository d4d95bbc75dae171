/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies in tests */
/**
 * A realistic business day walked through the open API over a real socket, as an accounting
 * connector sees it (docs/api.md "Closing a business day" walks the same day): inclusive and
 * exclusive taxes, discounts, a weighed item, cash and card with tips and a tip added later, a
 * partial line refund of a split payment (payment_required until it names one), an amount
 * refund of an order of several rates, a canceled order whose payment went back, a sale after
 * midnight before the closeout hour. The Z-report, the sales report, the export files (CSV and
 * JSON Lines, downloaded and parsed) and the sums of GET /orders, /payments and /refunds agree
 * to the cent, per method and per tax rate; then the day closes (in the audit log) and nothing
 * can change it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rm } from 'node:fs/promises';
import { ManualClock } from '../../service/util/clock';
import { client } from '../support/catalog-client';
import { add, allPages, refundTaxable } from '../support/books';
import { exportedRows } from '../support/export-files';
import { makeDataDir, startTestService, type TestService } from '../support/test-service';

const DAY = '2026-11-21';
/** Paris is UTC+1 in November: a local time of the day as an instant. */
const paris = (date: string, time: string) => Date.parse(`${date}T${time}:00+01:00`);
const clock = new ManualClock(paris(DAY, '08:00'));

let dataDir: string;
let ts: TestService;
let api: ReturnType<typeof client>;
let key: ReturnType<TestService['createKey']>;
const rates: Record<string, any> = {};
const products: Record<string, any> = {};
const orders: Record<string, any> = {};
const payments: Record<string, any[]> = {};

const at = (time: string, date = DAY) => clock.set(paris(date, time));
const idem = (() => {
  let n = 0;
  return () => ({ 'idempotency-key': `day-${++n}` });
})();

async function sell(name: string, time: string, body: any, pay: any[], date = DAY) {
  at(time, date);
  const made = await api.post(
    '/orders',
    { ...body, ordered_at: new Date(clock.now()).toISOString() },
    idem(),
  );
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const order = made.body;
  payments[name] = [];
  for (const p of pay) {
    const amount =
      p.amount === 'rest'
        ? order.total.amount - payments[name].reduce((a, x) => a + x.amount.amount, 0)
        : p.amount;
    const res = await api.post(
      `/orders/${order.id}/payments`,
      { ...p, amount: { amount } },
      idem(),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    payments[name].push(res.body);
  }
  orders[name] = order;
  return order;
}

const complete = async (name: string) => {
  const res = await api.post(`/orders/${orders[name].id}/complete`, undefined, idem());
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  orders[name] = res.body;
};

const all = (path: string) => allPages(api, path);

beforeAll(async () => {
  dataDir = await makeDataDir();
  // The worker runs the exports.
  ts = await startTestService({ dataDir, clock, industry: 'restaurant' });
  ts.service.settings.setBranch(ts.tenant.branchId, 'rate_limit_per_minute', 0);
  key = ts.createKey([
    'products:create',
    'system_settings:update',
    'orders:view',
    'orders:create',
    'orders:manage_status',
    'orders:process_payments',
    'orders:manage_refunds',
    'reports:view',
    'reports:export',
  ]);
  api = client(ts.baseUrl, key.headers);
  for (const [key, body] of Object.entries({
    standard: { name: 'VAT 20%', rate_bps: 2000, mode: 'inclusive' },
    reduced: { name: 'VAT 5.5%', rate_bps: 550, mode: 'inclusive' },
    city: { name: 'City tax 1%', rate_bps: 100, mode: 'exclusive' },
  })) {
    const res = await api.post('/tax-rates', body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    rates[key] = res.body;
  }
  for (const [key, body] of Object.entries({
    wine: {
      sku: 'WIN',
      name: 'Glass of wine',
      price: { amount: 650 },
      tax_rate_ids: [rates.standard.id],
    },
    salad: { sku: 'SAL', name: 'Salad', price: { amount: 890 }, tax_rate_ids: [rates.reduced.id] },
    burger: {
      sku: 'BRG',
      name: 'Burger',
      price: { amount: 1450 },
      tax_rate_ids: [rates.standard.id, rates.city.id],
    },
    cheese: {
      sku: 'CHE',
      name: 'Comté (per kg)',
      price: { amount: 2480 },
      tax_rate_ids: [rates.reduced.id],
    },
  })) {
    const res = await api.post('/products', body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    products[key] = res.body;
  }
}, 60_000);
afterAll(async () => {
  await ts?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const line = (product: string, quantity: number, extra: object = {}) => ({
  product_id: products[product].id,
  quantity,
  ...extra,
});

describe(`the business day ${DAY}`, () => {
  it('is sold, paid, tipped, refunded and canceled through the API', async () => {
    // Lunch: two wines and a salad with 10 % off the salad, by card with a tip.
    await sell(
      'lunch',
      '12:10',
      { lines: [line('wine', 2), line('salad', 1, { discount: { percent: 10 } })] },
      [{ method: 'card', amount: 'rest', tip: { amount: 200 } }],
    );
    await complete('lunch');
    // A weighed cheese and a burger (inclusive VAT and an exclusive city tax), 1.00 off the
    // order, in cash with change.
    await sell(
      'counter',
      '12:40',
      { lines: [line('cheese', 0.385), line('burger', 1)], discount: { amount: { amount: 100 } } },
      [{ method: 'cash', amount: 'rest', tendered: { amount: 5000 } }],
    );
    await complete('counter');
    // Two burgers and a wine split between card and cash; one burger comes back later.
    await sell('split', '13:05', { lines: [line('burger', 2), line('wine', 1)] }, [
      { method: 'card', amount: 2000 },
      { method: 'cash', amount: 'rest', tendered: { amount: 2000 } },
    ]);
    await complete('split');
    // An order of three rates (a wine, a burger with two, two salads), by card; 5.00 goes back
    // as an amount.
    await sell(
      'terrace',
      '15:30',
      { lines: [line('wine', 1), line('burger', 1), line('salad', 2)] },
      [{ method: 'card', amount: 'rest' }],
    );
    await complete('terrace');
    // Paid by card, given back, then canceled: nets to zero.
    await sell('mistake', '16:00', { lines: [line('wine', 1)] }, [
      { method: 'card', amount: 'rest' },
    ]);
    // After midnight, before the 04:00 closeout: still the 21st.
    await sell(
      'late',
      '01:30',
      { lines: [line('wine', 2)] },
      [{ method: 'cash', amount: 'rest' }],
      '2026-11-22',
    );
    await complete('late');
    expect(orders.late.business_date).toBe(DAY);

    at('17:00');
    // The split order has two payments: the refund must name one.
    const burgerLine = orders.split.lines.find((l: any) => l.product_id === products.burger.id);
    const unnamed = await api.post(`/orders/${orders.split.id}/refunds`, {
      lines: [{ line_id: burgerLine.id, quantity: 1 }],
    });
    expect(unnamed.status).toBe(422);
    expect(unnamed.body.code).toBe('payment_required');
    expect(unnamed.body.payment_ids).toEqual(payments.split!.map((p) => p.id));
    const lineRefund = await api.post(
      `/orders/${orders.split.id}/refunds`,
      { lines: [{ line_id: burgerLine.id, quantity: 1 }], payment_id: payments.split![0].id },
      idem(),
    );
    expect(lineRefund.status, JSON.stringify(lineRefund.body)).toBe(201);
    expect(lineRefund.body.taxes.map((t: any) => t.tax_rate_id).sort()).toEqual(
      [rates.standard.id, rates.city.id].sort(),
    );
    // One payment: the amount refund goes back to it without naming it, its tax spread over
    // the order's three rates.
    const amountRefund = await api.post(
      `/orders/${orders.terrace.id}/refunds`,
      { amount: { amount: 500 }, reason: 'Cold soup' },
      idem(),
    );
    expect(amountRefund.status, JSON.stringify(amountRefund.body)).toBe(201);
    expect(amountRefund.body.payment_id).toBe(payments.terrace![0].id);
    expect(amountRefund.body.taxes).toHaveLength(3);
    expect(amountRefund.body.taxes.reduce((a: number, t: any) => a + t.amount.amount, 0)).toBe(
      amountRefund.body.tax_total.amount,
    );
    const giveBack = await api.post(
      `/orders/${orders.mistake.id}/refunds`,
      { amount: { amount: orders.mistake.total.amount } },
      idem(),
    );
    expect(giveBack.status, JSON.stringify(giveBack.body)).toBe(201);
    const canceled = await api.post(`/orders/${orders.mistake.id}/cancel`, undefined, idem());
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    // The lunch card tip is raised once the slip is signed.
    const lunchPayment = (await api.get(`/payments/${payments.lunch![0].id}`)).body;
    const tipped = await api.post(
      `/payments/${lunchPayment.id}/tip`,
      { tip: { amount: 300 } },
      { 'if-match': `"${lunchPayment.version}"`, ...idem() },
    );
    expect(tipped.status, JSON.stringify(tipped.body)).toBe(200);
    expect(tipped.body.tip.amount).toBe(300);
    expect((await api.get(`/orders/${orders.lunch.id}`)).body.tip_total.amount).toBe(300);
  });

  it('reconciles the Z-report, the sales report, the exports and the lists to the cent', async () => {
    at('02:00', '2026-11-22');
    const range = `business_date_from=${DAY}&business_date_to=${DAY}`;
    const listed = {
      orders: await all(`/orders?${range}`),
      payments: await all(`/payments?${range}`),
      refunds: await all(`/refunds?${range}`),
    };
    const completed = listed.orders.filter((o) => o.status === 'completed');
    const orderById = new Map(listed.orders.map((o) => [o.id, o]));
    const paymentById = new Map(listed.payments.map((p) => [p.id, p]));
    const sum = (rows: any[], field: string) => rows.reduce((a, r) => a + r[field].amount, 0);

    // The books a connector keeps from the three lists: money per method by the day it moved,
    // tax per rate of the day's sales less the refunds of sales.
    const methods: Record<
      string,
      { payments: number; amount: number; tips: number; refunds: number }
    > = {};
    const method = (m: string) => (methods[m] ??= { payments: 0, amount: 0, tips: 0, refunds: 0 });
    for (const p of listed.payments) {
      method(p.method).payments += 1;
      method(p.method).amount += p.amount.amount;
      method(p.method).tips += p.tip.amount;
      const refunded = listed.refunds.filter((r) => r.payment_id === p.id);
      expect(p.refunded_amount.amount).toBe(sum(refunded, 'amount'));
    }
    const taxes: Record<
      string,
      Record<'salesTaxable' | 'salesTax' | 'refundTaxable' | 'refundTax', number>
    > = {};
    const rate = (id: string) =>
      (taxes[id] ??= { salesTaxable: 0, salesTax: 0, refundTaxable: 0, refundTax: 0 });
    for (const o of completed)
      for (const l of o.lines)
        for (const t of l.taxes) {
          rate(t.tax_rate_id).salesTaxable += l.total.amount - l.tax_total.amount;
          rate(t.tax_rate_id).salesTax += t.amount.amount;
        }
    for (const r of listed.refunds) {
      method(paymentById.get(r.payment_id).method).refunds += r.amount.amount;
      expect(r.taxes.reduce((a: number, t: any) => a + t.amount.amount, 0)).toBe(
        r.tax_total.amount,
      );
      const order = orderById.get(r.order_id);
      // A canceled order was never a sale: the refund of its payment takes no tax off.
      if (order.status === 'canceled') continue;
      for (const t of r.taxes) rate(t.tax_rate_id).refundTax += t.amount.amount;
      for (const [id, taxable] of Object.entries(refundTaxable(r, order)))
        rate(id).refundTaxable += taxable;
    }
    const eur = (amount: number) => ({ amount, currency: 'EUR' });
    const methodRows = Object.entries(methods)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([m, v]) => ({
        method: m,
        payments: v.payments,
        amount: eur(v.amount),
        tips: eur(v.tips),
        refunds: eur(v.refunds),
        net: eur(v.amount + v.tips - v.refunds),
      }));
    const rateRows = Object.entries(taxes)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([id, v]) => {
        const { name, rate_bps, mode } = Object.values(rates).find((r) => r.id === id);
        return {
          tax_rate_id: id,
          name,
          rate_bps,
          mode,
          sales: { taxable: eur(v.salesTaxable), tax: eur(v.salesTax) },
          refunds: { taxable: eur(v.refundTaxable), tax: eur(v.refundTax) },
          taxable: eur(v.salesTaxable - v.refundTaxable),
          tax: eur(v.salesTax - v.refundTax),
        };
      });

    const z = (await api.get(`/reports/days/${DAY}`)).body;
    expect(z).toMatchObject({
      business_date: DAY,
      status: 'open',
      basis: 'money_movement',
      number: null,
    });
    expect(z.sales).toEqual({
      orders: completed.length,
      gross: eur(sum(completed, 'subtotal')),
      discounts: eur(sum(completed, 'discount_total')),
      tax: eur(sum(completed, 'tax_total')),
      net: eur(sum(completed, 'total') - sum(completed, 'tax_total')),
      total: eur(sum(completed, 'total')),
    });
    expect(z.payment_methods).toEqual(methodRows);
    expect(z.taxes).toEqual(rateRows);
    expect(rateRows).toHaveLength(3);
    expect(z.totals).toEqual({
      payments: eur(sum(listed.payments, 'amount')),
      tips: eur(sum(listed.payments, 'tip')),
      refunds: eur(sum(listed.refunds, 'amount')),
      net: eur(
        sum(listed.payments, 'amount') +
          sum(listed.payments, 'tip') -
          sum(listed.refunds, 'amount'),
      ),
    });
    expect(z.cash_expected).toEqual(methodRows.find((m) => m.method === 'cash')!.net);
    expect(z.counts).toEqual({
      orders_completed: 5,
      orders_canceled: 1,
      orders_open: 0,
      payments: listed.payments.length,
      refunds: 3,
    });
    // The canceled order's card payment and its refund are both in the day: they cancel out.
    const mistakePaid = payments.mistake![0].amount.amount;
    expect(
      listed.refunds.some(
        (r) => r.order_id === orders.mistake.id && r.amount.amount === mistakePaid,
      ),
    ).toBe(true);

    // The sales report: completed orders with their payments and tips; refunds of completed
    // orders only, so the canceled order is in neither.
    const report = (await api.get(`/reports/sales?from=${DAY}&to=${DAY}`)).body;
    expect(report.basis).toBe('sales');
    const totals = report.totals;
    expect(totals.orders).toBe(z.sales.orders);
    for (const f of ['gross', 'discounts', 'tax', 'net'] as const)
      expect(totals[f]).toEqual(z.sales[f]);
    expect(
      Object.fromEntries(totals.taxes.map((t: any) => [t.tax_rate_id, t.amount.amount])),
    ).toEqual(Object.fromEntries(rateRows.map((t) => [t.tax_rate_id, t.sales.tax.amount])));
    const completedIds = new Set(completed.map((o) => o.id));
    const salesPayments: Record<string, number> = {};
    const salesTips: Record<string, number> = {};
    for (const p of listed.payments.filter((p) => completedIds.has(p.order_id))) {
      add(salesPayments, p.method, p.amount.amount);
      add(salesTips, p.method, p.tip.amount);
    }
    expect(
      Object.fromEntries(Object.entries(totals.payments).map(([m, v]: any) => [m, v.amount])),
    ).toEqual(salesPayments);
    expect(
      Object.fromEntries(Object.entries(totals.tips).map(([m, v]: any) => [m, v.amount])),
    ).toEqual(salesTips);
    expect(totals.refunds.amount).toBe(
      sum(
        listed.refunds.filter((r) => completedIds.has(r.order_id)),
        'amount',
      ),
    );
    // Money that moved = the sales report's payments and tips − its refunds, plus the canceled
    // order's payment and refund, which net to zero.
    const salesNet =
      Object.values(salesPayments).reduce((a, b) => a + b, 0) +
      Object.values(salesTips).reduce((a, b) => a + b, 0) -
      totals.refunds.amount;
    expect(z.totals.net.amount).toBe(salesNet);

    // The export files of the day, downloaded and parsed: the same orders, lines, payments and
    // refunds, and from them the same figures per method and per rate.
    const file = (resource: string) =>
      exportedRows(ts.baseUrl, key.headers, { resource, from: DAY, to: DAY });
    const files = {
      orders: await file('orders'),
      lines: await file('order_lines'),
      payments: await file('payments'),
      refunds: await file('refunds'),
    };
    const ids = (rows: any[]) => rows.map((r) => r.id).sort();
    expect(ids(files.orders)).toEqual(ids(listed.orders));
    expect(ids(files.payments)).toEqual(ids(listed.payments));
    expect(ids(files.refunds)).toEqual(ids(listed.refunds));
    const perRate = (taxes: any[]) => taxes.map((t) => ({ ...t, amount: t.amount.amount }));
    for (const row of files.orders) {
      const o = orderById.get(row.id);
      expect(row).toMatchObject({
        status: o.status,
        business_date: DAY,
        subtotal_minor: o.subtotal.amount,
        discount_total_minor: o.discount_total.amount,
        tax_total_minor: o.tax_total.amount,
        total_minor: o.total.amount,
        paid_total_minor: o.paid_total.amount,
        tip_total_minor: o.tip_total.amount,
        refunded_total_minor: o.refunded_total.amount,
      });
      expect(JSON.parse(row.taxes)).toEqual(perRate(o.taxes));
    }
    const cheese = files.lines.find((l) => l.product_id === products.cheese.id);
    expect(cheese).toMatchObject({ quantity: '0.385', quantity_milli: 385 });
    const fileTaxes: Record<string, Record<'salesTaxable' | 'salesTax' | 'refundTax', number>> = {};
    const fileRate = (id: string) =>
      (fileTaxes[id] ??= { salesTaxable: 0, salesTax: 0, refundTax: 0 });
    for (const l of files.lines.filter((l) => l.order_status === 'completed'))
      for (const t of JSON.parse(l.taxes)) {
        fileRate(t.tax_rate_id).salesTaxable += l.total_minor - l.tax_total_minor;
        fileRate(t.tax_rate_id).salesTax += t.amount;
      }
    for (const r of files.refunds) {
      expect(r.order_status).toBe(orderById.get(r.order_id).status);
      if (r.order_status === 'canceled') continue;
      for (const t of JSON.parse(r.taxes)) fileRate(t.tax_rate_id).refundTax += t.amount;
    }
    expect(fileTaxes).toEqual(
      Object.fromEntries(
        rateRows.map((t) => [
          t.tax_rate_id,
          {
            salesTaxable: t.sales.taxable.amount,
            salesTax: t.sales.tax.amount,
            refundTax: t.refunds.tax.amount,
          },
        ]),
      ),
    );
    const fileMethods: Record<
      string,
      { payments: number; amount: number; tips: number; refunds: number }
    > = {};
    const fileMethod = (m: string) =>
      (fileMethods[m] ??= { payments: 0, amount: 0, tips: 0, refunds: 0 });
    const filePayment = new Map(files.payments.map((p) => [p.id, p]));
    for (const p of files.payments) {
      fileMethod(p.method).payments += 1;
      fileMethod(p.method).amount += p.amount_minor;
      fileMethod(p.method).tips += p.tip_minor;
      expect(p.refunded_amount_minor).toBe(paymentById.get(p.id).refunded_amount.amount);
    }
    for (const r of files.refunds)
      fileMethod(filePayment.get(r.payment_id)!.method).refunds += r.amount_minor;
    expect(fileMethods).toEqual(methods);
  }, 60_000);

  it('refuses to close while an order of the day is open, then closes as Z-report 1', async () => {
    const open = await sell('pending', '02:30', { lines: [line('wine', 1)] }, [], '2026-11-22');
    const refused = await api.post(`/reports/days/${DAY}/close`, undefined, idem());
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('day_has_open_orders');
    expect(refused.body.open_order_ids).toEqual([open.id]);
    expect((await api.post(`/orders/${open.id}/cancel`, undefined, idem())).status).toBe(200);

    const before = (await api.get(`/reports/days/${DAY}`)).body;
    const closed = await api.post(`/reports/days/${DAY}/close`, undefined, idem());
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body).toMatchObject({
      status: 'closed',
      number: 1,
      previous_hash: '0'.repeat(64),
    });
    expect(closed.body.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(closed.body.closed_by).toBe(`key:${key.publicKey}`);
    // The close is in the audit log, as the console's actions are.
    const audited = ts.service.audit.page({ action: 'day.closed' }).entries;
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({
      actor: `key:${key.publicKey}`,
      target_type: 'branch',
      target_id: ts.tenant.branchId,
      branch_id: ts.tenant.branchId,
      details: { business_date: DAY, number: 1, hash: closed.body.hash },
    });
    const {
      status: _s,
      number: _n,
      closed_at: _c,
      closed_by: _b,
      hash: _h,
      previous_hash: _p,
      ...figures
    } = closed.body;
    const {
      status: _s2,
      number: _n2,
      closed_at: _c2,
      closed_by: _b2,
      hash: _h2,
      previous_hash: _p2,
      ...open2
    } = before;
    expect(figures).toEqual({ ...open2, counts: { ...open2.counts } });
  });

  it('never changes once closed: sales, payments, tips and refunds of the day are refused', async () => {
    const z = (await api.get(`/reports/days/${DAY}`)).body;
    at('03:00', '2026-11-22'); // still the 21st's business day
    const late = await api.post('/orders', { lines: [line('wine', 1)] }, idem());
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('day_closed');
    const backdated = await api.post(
      '/orders',
      { lines: [line('wine', 1)], ordered_at: '2026-11-21T15:00:00.000Z' },
      idem(),
    );
    expect(backdated.body.code).toBe('day_closed');
    const payment = (await api.get(`/payments/${payments.lunch![0].id}`)).body;
    const tip = await api.post(
      `/payments/${payment.id}/tip`,
      { tip: { amount: 900 } },
      { 'if-match': `"${payment.version}"`, ...idem() },
    );
    expect(tip.status).toBe(409);
    expect(tip.body.code).toBe('day_closed');
    const refund = await api.post(
      `/orders/${orders.lunch.id}/refunds`,
      { amount: { amount: 100 } },
      idem(),
    );
    expect(refund.body.code).toBe('day_closed');
    expect((await api.post(`/reports/days/${DAY}/close`, undefined, idem())).body.code).toBe(
      'day_closed',
    );

    // The next business day: a refund of the 21st's sale books on the 22nd.
    at('11:00', '2026-11-22');
    const later = await api.post(
      `/orders/${orders.lunch.id}/refunds`,
      { amount: { amount: 100 } },
      idem(),
    );
    expect(later.status, JSON.stringify(later.body)).toBe(201);
    expect(later.body.business_date).toBe('2026-11-22');
    expect((await api.get(`/reports/days/${DAY}`)).body).toEqual(z);
    expect((await api.get('/reports/days/2026-11-22')).body.totals.refunds.amount).toBe(100);

    // Not even the database lets it change, and the chain holds.
    expect(() => ts.service.db.sql.prepare("UPDATE z_reports SET figures = '{}'").run()).toThrow(
      /never changes/,
    );
    expect(() => ts.service.db.sql.prepare('DELETE FROM z_reports').run()).toThrow(/never changes/);
    expect(ts.service.reports.days.brokenChain(ts.tenant.branchId)).toEqual([]);
  });
});
