/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies in tests */
/**
 * Refunds through the open API on a real socket: by lines (exact shares of discounts and
 * taxes, stock put back with product.stock_updated reason "refund") and by amount, the limits
 * (409 with the rule), payments, Idempotency-Key, the order's refunded figures, GET /refunds
 * with filters and sync tokens, GET /refunds/{id}, scopes (403) and other tenants (404). Every
 * answer is checked against the OpenAPI document (test/support/contract.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../support/catalog-client';
import { startRefundsEnv, type RefundsEnv } from '../support/refunds-env';
import type { TestTenant } from '../support/test-service';
import type { OrderRequest } from '../../service/sales/totals';
import { businessDate } from '../../service/sales/business-date';
import { REFUND_EXAMPLE } from '../../service/sales/refunds';

let env: RefundsEnv;
let api: ReturnType<typeof client>;
let viewer: ReturnType<typeof client>;
let product: any;
let vat: any;
let sales: any;
let otherBranch: TestTenant;
let otherCompany: TestTenant;

const eur = (amount: number) => ({ amount, currency: 'EUR' });

/** 3 shirts at 9.99 with 1.00 off, VAT 20% included; 2 socks at 4.50 with 8.25% sales tax. */
const order = (): OrderRequest => ({
  lines: [
    {
      product_id: product.id,
      quantity: 3,
      discount: { amount: { amount: 100 } },
      tax_rate_ids: [vat.id],
    },
    { name: 'Socks', unit_price: { amount: 450 }, quantity: 2, tax_rate_ids: [sales.id] },
  ],
});

const completed = (
  options: {
    payments?: number[];
    status?: 'open' | 'completed' | 'canceled';
    tenant?: TestTenant;
  } = {},
) => env.saleOrder(order(), options);

/** What a refund changes on its order, as GET /orders/{id} shows it. */
const orderState = async (id: string) => {
  const o = await env.order(id);
  return {
    refunded_total: o.refunded_total.amount as number,
    payment_status: o.payment_status as string,
    version: o.version as number,
    refunded: o.lines.map((l: any) => l.refunded_quantity) as number[],
  };
};

/** An order of ad-hoc lines only (for other branches, which have none of this one's products). */
const adhoc = (): OrderRequest => ({
  lines: [{ name: 'Tea', unit_price: { amount: 300 }, quantity: 2 }],
});

const stockOf = async () =>
  (await client(env.baseUrl, env.headers(['products:view'])).get(`/products/${product.id}`)).body
    .stock_quantity as number;

beforeAll(async () => {
  env = await startRefundsEnv();
  const admin = client(
    env.baseUrl,
    env.headers(['products:create', 'products:view', 'system_settings:update']),
  );
  product = (
    await admin.post('/products', {
      sku: 'SHIRT',
      name: 'Shirt',
      price: { amount: 999 },
      track_stock: true,
      stock_quantity: 10,
    })
  ).body;
  vat = (await admin.post('/tax-rates', { name: 'VAT 20%', rate_bps: 2000, mode: 'inclusive' }))
    .body;
  sales = (await admin.post('/tax-rates', { name: 'Sales', rate_bps: 825, mode: 'exclusive' }))
    .body;
  const svc = env.ts.service;
  const branch = svc.tenancy.createBranch(
    env.tenant.companyId,
    { name: 'Second', currency: 'EUR', timeZone: 'UTC' },
    'test',
  );
  otherBranch = { companyId: env.tenant.companyId, branchId: branch.id };
  const second = svc.tenancy.createCompany(
    {
      name: 'Other company',
      industry: 'retail',
      branch: { name: 'Other', currency: 'EUR', timeZone: 'UTC' },
    },
    'test',
  );
  otherCompany = { companyId: second.company.id, branchId: second.branch.id };
  api = client(env.baseUrl, env.headers(['orders:manage_refunds', 'orders:view']));
  viewer = client(env.baseUrl, env.headers(['orders:view']));
}, 60_000);
afterAll(async () => env?.close());

describe('POST /orders/{id}/refunds by lines', () => {
  it("refunds a line's exact share, restocks it and updates the order", async () => {
    const o = await completed();
    const stockBefore = await stockOf();
    const before = await orderState(o.id);
    const r = await api.post(`/orders/${o.id}/refunds`, {
      lines: [{ line_id: o.lineIds[0], quantity: 1 }],
      reason: 'Torn seam',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.headers.get('location')).toBe(`/api/v1/refunds/${r.body.id}`);
    expect(r.headers.get('etag')).toBe('"1"');
    expect(r.body).toMatchObject({
      order_id: o.id,
      payment_id: null,
      amount: eur(966),
      tax_total: eur(161),
      reason: 'Torn seam',
      restock: true,
      lines: [
        {
          line_id: o.lineIds[0],
          product_id: product.id,
          name: 'Shirt',
          quantity: 1,
          subtotal: eur(999),
          discount_total: eur(33),
          taxes: [{ tax_rate_id: vat.id, amount: eur(161) }],
          tax_total: eur(161),
          total: eur(966),
        },
      ],
      version: 1,
      deleted_at: null,
    });
    expect(r.body.id).toMatch(/^ref_/);
    expect(r.body.business_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await stockOf()).toBe(stockBefore + 1);
    const after = await orderState(o.id);
    expect(after).toMatchObject({
      refunded_total: 966,
      payment_status: 'partially_refunded',
      version: before.version + 1,
      refunded: [1, 0],
    });
    // The stock event names the refund's reason and the order.
    const event = env.ts.service.db
      .prepare(
        "SELECT body FROM events WHERE type = 'product.stock_updated' ORDER BY sequence DESC LIMIT 1",
      )
      .get() as { body: string };
    expect(JSON.parse(event.body).data.stock).toMatchObject({
      delta: 1,
      reason: 'refund',
      order_id: o.id,
    });
  });

  it('refunding every line in parts returns the total exactly, then refuses more', async () => {
    const o = await completed();
    const parts = [
      { lines: [{ line_id: o.lineIds[0], quantity: 1 }] },
      { lines: [{ line_id: o.lineIds[1], quantity: 1.5 }], restock: false },
      {
        lines: [
          { line_id: o.lineIds[0], quantity: 2 },
          { line_id: o.lineIds[1], quantity: 0.5 },
        ],
      },
    ];
    let sum = 0;
    for (const body of parts) {
      const r = await api.post(`/orders/${o.id}/refunds`, body);
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      sum += r.body.amount.amount;
    }
    expect(sum).toBe(o.total);
    expect(await orderState(o.id)).toMatchObject({
      refunded_total: o.total,
      payment_status: 'refunded',
      refunded: [3, 2],
    });
    const more = await api.post(`/orders/${o.id}/refunds`, {
      lines: [{ line_id: o.lineIds[1], quantity: 0.001 }],
    });
    expect(more.status).toBe(409);
    expect(more.body).toMatchObject({ code: 'refund_exceeds_line' });
    expect(more.body.errors[0].path).toBe('lines.0.quantity');
  });

  it('restock false leaves stock alone', async () => {
    const o = await completed();
    const stockBefore = await stockOf();
    const r = await api.post(`/orders/${o.id}/refunds`, {
      lines: [{ line_id: o.lineIds[0], quantity: 2 }],
      restock: false,
    });
    expect(r.status).toBe(201);
    expect(r.body.restock).toBe(false);
    expect(await stockOf()).toBe(stockBefore);
  });
});

describe('POST /orders/{id}/refunds by amount', () => {
  it('refunds an amount with its tax share, never restocking', async () => {
    const o = await completed();
    const stockBefore = await stockOf();
    const r = await api.post(`/orders/${o.id}/refunds`, {
      amount: { amount: 1000, currency: 'EUR' },
      reason: 'Goodwill',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({
      amount: eur(1000),
      tax_total: eur(144),
      restock: false,
      lines: [],
    });
    expect(await stockOf()).toBe(stockBefore);
    const refused = await api.post(`/orders/${o.id}/refunds`, {
      amount: { amount: 1000 },
      restock: true,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].path).toBe('restock');
  });

  it('never more than paid minus refunded (409 refund_exceeds_paid)', async () => {
    const o = await completed();
    expect((await api.post(`/orders/${o.id}/refunds`, { amount: { amount: 3000 } })).status).toBe(
      201,
    );
    const r = await api.post(`/orders/${o.id}/refunds`, { amount: { amount: 872 } });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({
      code: 'refund_exceeds_paid',
      order_status: 'completed',
      allowed_actions: ['refund'],
    });
    // A shirt (966) is more than the 871 left.
    const lines = await api.post(`/orders/${o.id}/refunds`, {
      lines: [{ line_id: o.lineIds[0], quantity: 1 }],
    });
    expect(lines.status).toBe(409);
    expect(lines.body.code).toBe('refund_exceeds_paid');
    expect((await orderState(o.id)).refunded_total).toBe(3000);
    expect((await api.post(`/orders/${o.id}/refunds`, { amount: { amount: 871 } })).status).toBe(
      201,
    );
    expect(await orderState(o.id)).toMatchObject({
      refunded_total: 3871,
      payment_status: 'refunded',
    });
    const after = await env.order(o.id);
    expect(after.allowed_actions).toEqual([]);
  });

  it('with payment_id: never more than that payment minus its refunds', async () => {
    const o = await completed({ payments: [3000, 871] });
    const [big, small] = o.paymentIds;
    const r1 = await api.post(`/orders/${o.id}/refunds`, {
      amount: { amount: 800 },
      payment_id: small,
    });
    expect(r1.status, JSON.stringify(r1.body)).toBe(201);
    expect(r1.body.payment_id).toBe(small);
    const r2 = await api.post(`/orders/${o.id}/refunds`, {
      amount: { amount: 72 },
      payment_id: small,
    });
    expect(r2.status).toBe(409);
    expect(r2.body).toMatchObject({ code: 'refund_exceeds_payment' });
    expect(r2.body.errors[0].path).toBe('payment_id');
    const refunded = env.ts.service.db
      .prepare('SELECT refunded_amount AS r FROM payments WHERE id = ?')
      .get(small) as { r: number };
    expect(refunded.r).toBe(800);
    expect(
      (await api.post(`/orders/${o.id}/refunds`, { amount: { amount: 71 }, payment_id: small }))
        .status,
    ).toBe(201);
    // A payment of another order is not this order's.
    const other = await completed();
    const wrong = await api.post(`/orders/${other.id}/refunds`, {
      amount: { amount: 1 },
      payment_id: big,
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0].path).toBe('payment_id');
  });
});

describe('POST /orders/{id}/refunds refusals', () => {
  it('refunds lines of completed orders only, nothing of canceled ones (409 order_not_completed)', async () => {
    const open = await completed({ status: 'open' });
    const lines = await api.post(`/orders/${open.id}/refunds`, {
      lines: [{ line_id: open.lineIds[0], quantity: 1 }],
    });
    expect(lines.status).toBe(409);
    expect(lines.body.code).toBe('order_not_completed');
    const amount = await api.post(`/orders/${open.id}/refunds`, { amount: { amount: 1 } });
    expect(amount.status).toBe(201);
    const canceled = await completed({ status: 'canceled' });
    const none = await api.post(`/orders/${canceled.id}/refunds`, { amount: { amount: 1 } });
    expect(none.status).toBe(409);
    expect(none.body.code).toBe('order_not_completed');
  });

  it('names the field of a bad body (422)', async () => {
    const o = await completed();
    const cases: [unknown, string][] = [
      [{}, 'lines'],
      [{ lines: [{ line_id: o.lineIds[0], quantity: 1 }], amount: { amount: 1 } }, 'amount'],
      [{ lines: [] }, 'lines'],
      [{ lines: [{ line_id: 'oli_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC', quantity: 1 }] }, 'lines.0.line_id'],
      [{ lines: [{ line_id: o.lineIds[0], quantity: 1.0001 }] }, 'lines.0.quantity'],
      [{ amount: { amount: 0 } }, 'amount'],
      [{ amount: { amount: 5, currency: 'USD' } }, 'amount.currency'],
      [{ amount: { amount: 5 }, colour: 'red' }, 'colour'],
      [{ amount: { amount: 5 }, reason: 'a\u202eb' }, 'reason'],
    ];
    for (const [body, path] of cases) {
      const r = await api.post(`/orders/${o.id}/refunds`, body);
      expect(r.status, JSON.stringify(body)).toBe(422);
      expect(JSON.stringify(r.body.errors), JSON.stringify(body)).toContain(path);
    }
    expect((await orderState(o.id)).refunded_total).toBe(0);
  });

  it('an Idempotency-Key replays the first refund instead of refunding twice', async () => {
    const o = await completed();
    const key = { 'idempotency-key': `"refund-${o.id}"` };
    const body = { amount: { amount: 500 } };
    const first = await api.post(`/orders/${o.id}/refunds`, body, key);
    const again = await api.post(`/orders/${o.id}/refunds`, body, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await orderState(o.id)).refunded_total).toBe(500);
    const other = await api.post(`/orders/${o.id}/refunds`, { amount: { amount: 501 } }, key);
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('idempotency_mismatch');
  });

  it('a throwing refundCreated listener rolls the whole refund back', async () => {
    const o = await completed();
    const stockBefore = await stockOf();
    const seen: string[] = [];
    env.refundCreated.push((_ctx, _order, refund) => {
      seen.push(refund.id);
      throw new Error('listener failed');
    });
    try {
      const r = await api.post(`/orders/${o.id}/refunds`, {
        lines: [{ line_id: o.lineIds[0], quantity: 1 }],
      });
      expect(r.status).toBe(500);
    } finally {
      env.refundCreated.pop();
    }
    expect(seen).toHaveLength(1);
    expect(await orderState(o.id)).toMatchObject({ refunded_total: 0, refunded: [0, 0] });
    expect(await stockOf()).toBe(stockBefore);
    const listed = await viewer.get(`/refunds?order_id=${o.id}`);
    expect(listed.body.data).toEqual([]);
  });
});

describe('the worked example of docs/api.md', () => {
  it('refunds one espresso of "A sale, step by step" as the example shows', async () => {
    const admin = client(
      env.baseUrl,
      env.headers(['products:create', 'products:view', 'system_settings:update']),
    );
    const vat10 = (
      await admin.post('/tax-rates', { name: 'VAT 10%', rate_bps: 1000, mode: 'inclusive' })
    ).body;
    const espresso = (
      await admin.post('/products', {
        sku: 'ESP-001',
        name: 'Espresso',
        price: { amount: 250 },
        track_stock: true,
        stock_quantity: 40,
        tax_rate_ids: [vat10.id],
      })
    ).body;
    const till = client(
      env.baseUrl,
      env.headers([
        'orders:create',
        'orders:view',
        'orders:process_payments',
        'orders:manage_status',
        'orders:manage_refunds',
      ]),
    );
    const sale = (
      await till.post('/orders', {
        lines: [
          { product_id: espresso.id, quantity: 2 },
          {
            name: 'Croissant',
            unit_price: { amount: 180 },
            quantity: 1,
            tax_rate_ids: [vat10.id],
          },
        ],
        discount: { percent: 10 },
        source: 'pos',
      })
    ).body;
    expect(sale.total.amount).toBe(612);
    const cash = (
      await till.post(`/orders/${sale.id}/payments`, {
        method: 'cash',
        amount: { amount: 612 },
        tendered: { amount: 1000 },
      })
    ).body;
    expect((await till.post(`/orders/${sale.id}/complete`, {})).status).toBe(200);
    const r = await till.post(`/orders/${sale.id}/refunds`, {
      lines: [{ line_id: sale.lines[0].id, quantity: 1 }],
      payment_id: cash.id,
      reason: 'Spilled',
    });
    expect(r.status).toBe(201);
    const ids = (example: typeof REFUND_EXAMPLE) => ({
      ...example,
      id: r.body.id,
      order_id: sale.id,
      payment_id: cash.id,
      lines: example.lines.map((l) => ({
        ...l,
        line_id: sale.lines[0].id,
        product_id: espresso.id,
        taxes: l.taxes.map((t) => ({ ...t, tax_rate_id: vat10.id })),
      })),
      business_date: r.body.business_date,
      created_at: r.body.created_at,
      updated_at: r.body.updated_at,
    });
    expect(r.body).toEqual(ids(REFUND_EXAMPLE));
    const after = (await till.get(`/orders/${sale.id}`)).body;
    expect(after).toMatchObject({
      version: 4,
      refunded_total: { amount: 224 },
      payment_status: 'partially_refunded',
      allowed_actions: ['refund'],
    });
    expect(after.lines[0].refunded_quantity).toBe(1);
    expect((await admin.get(`/products/${espresso.id}`)).body.stock_quantity).toBe(39);
    expect((await till.get(`/payments/${cash.id}`)).body.refunded_amount.amount).toBe(224);
    const goodwill = await till.post(`/orders/${sale.id}/refunds`, { amount: { amount: 100 } });
    expect(goodwill.body.tax_total.amount).toBe(9);
    const more = await till.post(`/orders/${sale.id}/refunds`, { amount: { amount: 289 } });
    expect(more.body.code).toBe('refund_exceeds_paid');
    const second = await till.post(`/orders/${sale.id}/refunds`, {
      lines: [{ line_id: sale.lines[0].id, quantity: 1 }],
    });
    expect(second.body).toMatchObject({
      amount: { amount: 226 },
      tax_total: { amount: 21 },
      lines: [{ subtotal: { amount: 251 }, discount_total: { amount: 25 } }],
    });
  });
});

describe('business_date', () => {
  it("is the branch-local day of the refund, after the branch's closeout hour", async () => {
    const o = await completed();
    const settings = env.ts.service.settings;
    const branch = env.tenant.branchId;
    try {
      for (const hour of [0, 23]) {
        settings.setBranch(branch, 'closeout_hour', hour);
        const at = [new Date()];
        const r = await api.post(`/orders/${o.id}/refunds`, { amount: { amount: 10 } });
        at.push(new Date());
        expect(r.status).toBe(201);
        // The day of the instant before or after the call (a call may straddle midnight).
        const days = at.map((d) => businessDate(d, 'Europe/Paris', hour));
        expect(days).toContain(r.body.business_date);
      }
    } finally {
      settings.setBranch(branch, 'closeout_hour', 4);
    }
  });
});

describe('GET /refunds', () => {
  it('lists with order_id and business_date filters, and gets one', async () => {
    const o = await completed();
    const a = (await api.post(`/orders/${o.id}/refunds`, { amount: { amount: 100 } })).body;
    const b = (await api.post(`/orders/${o.id}/refunds`, { amount: { amount: 200 } })).body;
    const byOrder = await viewer.get(`/refunds?order_id=${o.id}`);
    expect(byOrder.status).toBe(200);
    expect(byOrder.body.data.map((r: any) => r.id)).toEqual([a.id, b.id]);
    expect(byOrder.body.next_sync_token).toBeNull();
    const day = a.business_date as string;
    const inRange = await viewer.get(
      `/refunds?order_id=${o.id}&business_date_from=${day}&business_date_to=${day}`,
    );
    expect(inRange.body.data).toHaveLength(2);
    const after = await viewer.get(`/refunds?business_date_from=9999-12-31`);
    expect(after.body.data).toEqual([]);
    const bad = await viewer.get('/refunds?business_date_from=2026-02-30');
    expect(bad.status).toBe(422);
    const one = await viewer.get(`/refunds/${a.id}`);
    expect(one.status).toBe(200);
    expect(one.headers.get('etag')).toBe('"1"');
    expect(one.body).toEqual(a);
  });

  it('sync tokens return exactly the refunds made since', async () => {
    let token: string | null;
    let cursor: string | null = null;
    do {
      const page: any = await viewer.get(
        `/refunds?limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(page.status).toBe(200);
      cursor = page.body.next_cursor;
      token = page.body.next_sync_token;
    } while (cursor);
    expect(token).toBeTruthy();
    const o = await completed();
    const made = (await api.post(`/orders/${o.id}/refunds`, { amount: { amount: 300 } })).body;
    const sync = await viewer.get(`/refunds?sync_token=${encodeURIComponent(token!)}`);
    expect(sync.status).toBe(200);
    expect(sync.body.data).toEqual([made]);
    const combined = await viewer.get(
      `/refunds?sync_token=${encodeURIComponent(token!)}&order_id=${o.id}`,
    );
    expect(combined.status).toBe(422);
    expect(combined.body.errors[0].path).toBe('sync_token');
    const next = await viewer.get(
      `/refunds?sync_token=${encodeURIComponent(sync.body.next_sync_token)}`,
    );
    expect(next.body.data).toEqual([]);
  });
});

describe('scopes and tenants', () => {
  it('POST needs orders:manage_refunds; reads need orders:view (403)', async () => {
    const o = await completed();
    const r = await viewer.post(`/orders/${o.id}/refunds`, { amount: { amount: 1 } });
    expect(r.status).toBe(403);
    expect(r.body.required_scope).toBe('orders:manage_refunds');
    const refunder = client(env.baseUrl, env.headers(['orders:manage_refunds']));
    const made = await refunder.post(`/orders/${o.id}/refunds`, { amount: { amount: 1 } });
    expect(made.status).toBe(201);
    for (const path of ['/refunds', `/refunds/${made.body.id}`]) {
      const read = await refunder.get(path);
      expect(read.status).toBe(403);
      expect(read.body.required_scope).toBe('orders:view');
    }
    expect((await orderState(o.id)).refunded_total).toBe(1);
  });

  it("another branch's or company's key sees no order and no refund (404)", async () => {
    const o = await completed();
    const mine = (await api.post(`/orders/${o.id}/refunds`, { amount: { amount: 100 } })).body;
    const theirs = await env.saleOrder(adhoc(), { tenant: otherCompany });
    for (const tenant of [otherBranch, otherCompany]) {
      const them = client(
        env.baseUrl,
        env.headers(['orders:manage_refunds', 'orders:view'], tenant),
      );
      const refund = await them.post(`/orders/${o.id}/refunds`, { amount: { amount: 1 } });
      expect(refund.status).toBe(404);
      expect(refund.body.code).toBe('not_found');
      expect((await them.get(`/refunds/${mine.id}`)).status).toBe(404);
      const list = await them.get(`/refunds?order_id=${o.id}`);
      expect(list.body.data).toEqual([]);
      // A payment of another tenant's order is not found either.
      const pay = await api.post(`/orders/${o.id}/refunds`, {
        amount: { amount: 1 },
        payment_id: theirs.paymentIds[0],
      });
      expect(pay.status).toBe(404);
    }
    const ownOnly = await client(
      env.baseUrl,
      env.headers(['orders:manage_refunds'], otherCompany),
    ).post(`/orders/${theirs.id}/refunds`, { amount: { amount: 1 } });
    expect(ownOnly.status).toBe(201);
    expect((await orderState(o.id)).refunded_total).toBe(100);
  });
});
