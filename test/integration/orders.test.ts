/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies in tests */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../support/test-service';
import { client } from '../support/catalog-client';

let ts: TestService;
let api: ReturnType<typeof client>;
let admin: ReturnType<typeof client>;
let espresso: any;
let cheese: any;
let vat: any;

const eur = (amount: number) => ({ amount, currency: 'EUR' });
const ALL_ORDER_SCOPES = [
  'orders:view',
  'orders:create',
  'orders:update',
  'orders:delete',
  'orders:manage_status',
  'orders:process_payments',
];

beforeAll(async () => {
  ts = await startTestService({ worker: false });
  admin = client(
    ts.baseUrl,
    ts.createKey([
      'products:create',
      'products:update',
      'products:view',
      'system_settings:update',
      'customer:create',
    ]).headers,
  );
  vat = (await admin.post('/tax-rates', { name: 'VAT 10%', rate_bps: 1000, mode: 'inclusive' }))
    .body;
  espresso = (
    await admin.post('/products', {
      sku: 'ESP',
      name: 'Espresso',
      price: { amount: 250 },
      track_stock: true,
      stock_quantity: 10,
      tax_rate_ids: [vat.id],
    })
  ).body;
  cheese = (await admin.post('/products', { sku: 'CHE', name: 'Cheese', price: { amount: 1299 } }))
    .body;
  api = client(ts.baseUrl, ts.createKey(ALL_ORDER_SCOPES).headers);
}, 60_000);
afterAll(async () => ts?.close());

describe('orders', () => {
  it('creates an order with the figures calculate gives, numbered per branch', async () => {
    const body = {
      lines: [
        { product_id: espresso.id, quantity: 2 },
        { product_id: cheese.id, quantity: 0.5 },
      ],
      discount: { percent: 10 },
    };
    const calc = await api.post('/orders/calculate', body);
    expect(calc.status).toBe(200);
    const r = await api.post('/orders', { ...body, source: 'pos', note: 'Window' });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.headers.get('location')).toBe(`/api/v1/orders/${r.body.id}`);
    expect(r.body).toMatchObject({
      status: 'open',
      payment_status: 'unpaid',
      source: 'pos',
      note: 'Window',
      allowed_actions: ['update', 'cancel', 'delete', 'pay'],
    });
    expect(r.body.lines[0].taxes[0].tax_rate_id).toBe(vat.id);
    expect(r.body.lines[0].id).toMatch(/^oli_/);
    const second = await api.post('/orders', { lines: [{ product_id: cheese.id, quantity: 1 }] });
    expect(second.body.number).toBe(r.body.number + 1);
    const got = await api.get(`/orders/${r.body.id}`);
    expect(got.body).toEqual(r.body);
    expect(got.headers.get('etag')).toBe('"1"');
  });

  it('pays with cash and change, completes, and moves stock', async () => {
    const order = (await api.post('/orders', { lines: [{ product_id: espresso.id, quantity: 2 }] }))
      .body;
    const early = await api.post(`/orders/${order.id}/complete`, {});
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'balance_due', allowed_actions: expect.any(Array) });
    const over = await api.post(`/orders/${order.id}/payments`, {
      method: 'card',
      amount: { amount: 501 },
    });
    expect(over.status).toBe(409);
    expect(over.body.code).toBe('payment_exceeds_balance');
    const paid = await api.post(`/orders/${order.id}/payments`, {
      method: 'cash',
      amount: { amount: 500 },
      tendered: { amount: 2000 },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body).toMatchObject({ change: eur(1500), order_id: order.id });
    const after = (await api.get(`/orders/${order.id}`)).body;
    expect(after).toMatchObject({
      version: 2,
      payment_status: 'paid',
      paid_total: eur(500),
      balance_due: eur(0),
      allowed_actions: ['update', 'complete', 'refund'],
    });
    const done = await api.post(`/orders/${order.id}/complete`, {});
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ status: 'completed', allowed_actions: ['refund'] });
    const product = (await admin.get(`/products/${espresso.id}`)).body;
    expect(product.stock_quantity).toBe(8);
    const again = await api.post(`/orders/${order.id}/cancel`, {});
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('order_not_open');
    const note = await api.patch(`/orders/${order.id}`, { note: 'Receipt reprinted' });
    expect(note.status).toBe(200);
    const lines = await api.patch(`/orders/${order.id}`, { source: 'kiosk' });
    expect(lines.status).toBe(409);
    expect(lines.body.code).toBe('order_not_open');
  });
});
