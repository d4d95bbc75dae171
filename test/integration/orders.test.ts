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
  }, 60_000);

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
  }, 60_000);

  it('GET /orders/calculate is 405 (a concrete path beats the order-id template)', async () => {
    for (const [method, call] of [
      ['GET', () => api.get('/orders/calculate')],
      ['PATCH', () => api.patch('/orders/calculate', { note: 'x' })],
      ['DELETE', () => api.del('/orders/calculate')],
    ] as const) {
      const r = await call();
      expect(r.status, method).toBe(405);
      expect(r.headers.get('allow')).toBe('POST, OPTIONS');
    }
  }, 60_000);

  it('refuses a fraction of a product that tracks stock, on create and calculate (422 on the line)', async () => {
    for (const path of ['/orders', '/orders/calculate']) {
      const r = await api.post(path, {
        lines: [
          { product_id: cheese.id, quantity: 0.25 },
          { product_id: espresso.id, quantity: 1.5 },
        ],
      });
      expect(r.status).toBe(422);
      expect(r.body.errors).toEqual([
        { path: 'lines.1.quantity', message: expect.stringContaining('whole') },
      ]);
    }
  }, 60_000);

  it('checks customer_id, source and ordered_at; unknown fields are 422', async () => {
    const line = { name: 'Tea', unit_price: { amount: 300 }, quantity: 1 };
    const customer = (await admin.post('/customers', { name: 'Ada' })).body;
    const ok = await api.post('/orders', {
      lines: [line],
      customer_id: customer.id,
      source: 'Uber Eats',
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body).toMatchObject({ customer_id: customer.id, source: 'Uber Eats' });
    const bad = [
      [{ lines: [line], customer_id: 'cus_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC' }, 'customer_id'],
      [{ lines: [line], source: 'x'.repeat(33) }, 'source'],
      [{ lines: [line], ordered_at: 'yesterday' }, 'ordered_at'],
      // Year 0001 (stored with business date 1900-12-31 before), and far ahead.
      [{ lines: [line], ordered_at: '0001-01-01T00:00:00Z' }, 'ordered_at'],
      [{ lines: [line], ordered_at: '1999-12-31T23:59:59Z' }, 'ordered_at'],
      [
        { lines: [line], ordered_at: new Date(Date.now() + 25 * 3_600_000).toISOString() },
        'ordered_at',
      ],
      [{ lines: [line], ordered_at: '9999-12-31T00:00:00Z' }, 'ordered_at'],
      [{ lines: [] }, 'lines'],
      [{ lines: [line], table_id: 'tbl_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC' }, 'table_id'],
    ] as const;
    for (const [body, path] of bad) {
      const r = await api.post('/orders', body);
      expect(r.status, JSON.stringify(body)).toBe(422);
      expect(JSON.stringify(r.body.errors ?? r.body)).toContain(path);
    }
    // The bounds themselves are accepted: 2000-01-01, and up to 24 h ahead.
    for (const orderedAt of [
      '2000-01-01T00:00:00Z',
      new Date(Date.now() + 23 * 3_600_000).toISOString(),
    ]) {
      const r = await api.post('/orders', { lines: [line], ordered_at: orderedAt });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
    }
    // Through the service too (no Ajv in front).
    expect(() =>
      ts.service.orders.create(ts.tenant, {
        lines: [line],
        customer_id: 'cus_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC',
      }),
    ).toThrow(/No customer/);
  }, 60_000);

  it('dates an order by the branch day, after the closeout hour (Europe/Paris, default 4)', async () => {
    const line = { name: 'Late beer', unit_price: { amount: 500 }, quantity: 1 };
    const at = async (orderedAt: string) =>
      (await api.post('/orders', { lines: [line], ordered_at: orderedAt })).body;
    // 01:30 in Paris belongs to the day before; 05:30 to the day itself.
    expect((await at('2026-11-21T00:30:00Z')).business_date).toBe('2026-11-20');
    expect((await at('2026-11-21T04:30:00Z')).business_date).toBe('2026-11-21');
    const offset = await at('2026-11-21T05:30:00+05:00');
    expect(offset).toMatchObject({
      ordered_at: '2026-11-21T00:30:00.000Z',
      business_date: '2026-11-20',
    });
    const settings = client(
      ts.baseUrl,
      ts.createKey(['system_settings:update', 'system_settings:view']).headers,
    );
    expect((await settings.get('/settings')).body.closeout_hour).toBe(4);
    expect((await settings.patch('/settings', { closeout_hour: 0 })).status).toBe(200);
    expect((await at('2026-11-21T00:30:00Z')).business_date).toBe('2026-11-21');
    expect((await settings.patch('/settings', { closeout_hour: 24 })).status).toBe(422);
    await settings.patch('/settings', { closeout_hour: 4 });
    // Without ordered_at: received now.
    const now = (await api.post('/orders', { lines: [line] })).body;
    expect(Math.abs(Date.parse(now.ordered_at) - Date.now())).toBeLessThan(60_000);
  }, 60_000);

  it('PATCH: re-prices lines and the discount while open and unpaid, If-Match, no-op', async () => {
    const order = (await api.post('/orders', { lines: [{ product_id: espresso.id, quantity: 2 }] }))
      .body;
    const stale = await api.patch(`/orders/${order.id}`, { note: 'x' }, { 'if-match': '"7"' });
    expect(stale.status).toBe(412);
    // A price change later does not touch a discount-only re-price.
    await client(
      ts.baseUrl,
      ts.createKey(['products:update', 'products:manage_pricing']).headers,
    ).patch(`/products/${cheese.id}`, { price: { amount: 1399 } });
    const withCheese = await api.patch(
      `/orders/${order.id}`,
      {
        lines: [
          { product_id: espresso.id, quantity: 2 },
          { product_id: cheese.id, quantity: 1 },
        ],
      },
      { 'if-match': '"1"' },
    );
    expect(withCheese.status, JSON.stringify(withCheese.body)).toBe(200);
    expect(withCheese.body).toMatchObject({ version: 2, total: eur(1899) });
    const ids = withCheese.body.lines.map((l: any) => l.id);
    expect(ids[0]).not.toBe(order.lines[0].id);
    await admin.patch(`/products/${espresso.id}`, { name: 'Renamed espresso' });
    const discounted = await api.patch(`/orders/${order.id}`, {
      discount: { amount: { amount: 99 } },
    });
    expect(discounted.body).toMatchObject({
      version: 3,
      total: eur(1800),
      discount_total: eur(99),
    });
    expect(discounted.body.lines.map((l: any) => l.id)).toEqual(ids);
    expect(discounted.body.lines[0].name).toBe('Espresso');
    const calc = await api.post('/orders/calculate', {
      lines: [
        { name: 'Espresso', unit_price: eur(250), quantity: 2, tax_rate_ids: [vat.id] },
        { name: 'Cheese', unit_price: eur(1399), quantity: 1 },
      ],
      discount: { amount: { amount: 99 } },
    });
    expect(discounted.body.lines.map((l: any) => l.total)).toEqual(
      calc.body.lines.map((l: any) => l.total),
    );
    const same = await api.patch(`/orders/${order.id}`, { source: discounted.body.source });
    expect(same.body.version).toBe(3);
    // New lines keep the order's discount.
    const relined = await api.patch(`/orders/${order.id}`, {
      lines: [{ product_id: cheese.id, quantity: 2 }],
    });
    expect(relined.body).toMatchObject({
      version: 4,
      discount: { amount: eur(99) },
      discount_total: eur(99),
      total: eur(2 * 1399 - 99),
    });
    const cleared = await api.patch(`/orders/${order.id}`, { discount: null });
    expect(cleared.body).toMatchObject({ version: 5, total: eur(2798), discount: null });
    const unknown = await api.patch(`/orders/${order.id}`, { status: 'completed' });
    expect(unknown.status).toBe(422);
    await api.post(`/orders/${order.id}/payments`, { method: 'card', amount: eur(100) });
    const paid = await api.patch(`/orders/${order.id}`, {
      lines: [{ product_id: cheese.id, quantity: 1 }],
    });
    expect(paid.status).toBe(409);
    expect(paid.body).toMatchObject({
      code: 'order_has_payments',
      allowed_actions: ['update', 'pay', 'refund'],
    });
    expect((await api.patch(`/orders/${order.id}`, { note: 'Paid in part' })).status).toBe(200);
  }, 60_000);

  it('cancel and delete: rules, tombstones, allowed_actions', async () => {
    const line = { name: 'Soup', unit_price: { amount: 700 }, quantity: 1 };
    const a = (await api.post('/orders', { lines: [line] })).body;
    const deleted = await api.del(`/orders/${a.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ deleted_at: expect.any(String), allowed_actions: [] });
    expect((await api.get(`/orders/${a.id}`)).status).toBe(404);
    expect((await api.get(`/orders/${a.id}?include_deleted=true`)).body.id).toBe(a.id);

    const b = (await api.post('/orders', { lines: [line] })).body;
    await api.post(`/orders/${b.id}/payments`, { method: 'card', amount: eur(300) });
    const del = await api.del(`/orders/${b.id}`);
    expect(del.status).toBe(409);
    expect(del.body.code).toBe('order_has_payments');
    const cancel = await api.post(`/orders/${b.id}/cancel`, {});
    expect(cancel.status).toBe(409);
    expect(cancel.body).toMatchObject({ code: 'order_has_payments', order_status: 'open' });

    const c = (await api.post('/orders', { lines: [line] })).body;
    const canceled = await api.post(`/orders/${c.id}/cancel`, {}, { 'if-match': '"1"' });
    expect(canceled.status).toBe(200);
    expect(canceled.body).toMatchObject({
      status: 'canceled',
      allowed_actions: [],
      canceled_at: expect.any(String),
    });
    for (const [method, path, body] of [
      ['post', `/orders/${c.id}/complete`, {}],
      ['post', `/orders/${c.id}/payments`, { method: 'cash', amount: eur(1) }],
      ['patch', `/orders/${c.id}`, { source: 'pos' }],
    ] as const) {
      const r = await (method === 'post' ? api.post(path, body) : api.patch(path, body));
      expect(r.status, path).toBe(409);
      expect(r.body).toMatchObject({ code: 'order_not_open', allowed_actions: [] });
    }
    expect((await api.del(`/orders/${c.id}`)).body.code).toBe('order_not_open');
  }, 60_000);

  it('a zero-total order completes without a payment; payments reach paid in parts', async () => {
    const free = (
      await api.post('/orders', { lines: [{ name: 'Water', unit_price: eur(0), quantity: 1 }] })
    ).body;
    expect(free).toMatchObject({
      payment_status: 'paid',
      allowed_actions: ['update', 'complete', 'cancel', 'delete'],
    });
    expect((await api.post(`/orders/${free.id}/complete`, {})).status).toBe(200);
    const o = (
      await api.post('/orders', { lines: [{ name: 'Cake', unit_price: eur(450), quantity: 2 }] })
    ).body;
    const p1 = await api.post(`/orders/${o.id}/payments`, {
      method: 'voucher',
      amount: eur(400),
      reference: 'GIFT-1',
    });
    expect(p1.body).toMatchObject({ tendered: null, change: null, reference: 'GIFT-1' });
    let now = (await api.get(`/orders/${o.id}`)).body;
    expect(now).toMatchObject({ payment_status: 'partially_paid', balance_due: eur(500) });
    const tip = await api.post(`/orders/${o.id}/payments`, {
      method: 'cash',
      amount: eur(500),
      tip: eur(50),
      tendered: eur(600),
    });
    expect(tip.body).toMatchObject({ change: eur(50), tip: eur(50) });
    now = (await api.get(`/orders/${o.id}`)).body;
    expect(now).toMatchObject({
      payment_status: 'paid',
      tip_total: eur(50),
      total: eur(900),
      version: 3,
    });
    const bad = [
      { method: 'card', amount: eur(1), tendered: eur(5) },
      { method: 'cash', amount: eur(0) },
      { method: 'cash', amount: { amount: 1, currency: 'USD' } },
      { method: 'cash', amount: eur(1), tendered: eur(0) },
      { method: 'cheque', amount: eur(1) },
    ];
    const o2 = (
      await api.post('/orders', { lines: [{ name: 'Cake', unit_price: eur(450), quantity: 2 }] })
    ).body;
    for (const body of bad)
      expect((await api.post(`/orders/${o2.id}/payments`, body)).status, JSON.stringify(body)).toBe(
        422,
      );
  }, 60_000);

  it('Idempotency-Key: a retried create or payment happens once', async () => {
    const body = { lines: [{ name: 'Bagel', unit_price: eur(350), quantity: 1 }] };
    const key = { 'idempotency-key': 'order-retry-1' };
    const first = await api.post('/orders', body, key);
    const again = await api.post('/orders', body, key);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const payKey = { 'idempotency-key': 'pay-retry-1' };
    const pay = { method: 'card', amount: eur(350) };
    const p1 = await api.post(`/orders/${first.body.id}/payments`, pay, payKey);
    const p2 = await api.post(`/orders/${first.body.id}/payments`, pay, payKey);
    expect(p2.body.id).toBe(p1.body.id);
    expect((await api.get(`/orders/${first.body.id}`)).body.paid_total).toEqual(eur(350));
  }, 60_000);

  it('a business-date range pages by date, then id: every order once, in that order', async () => {
    const fresh = await startTestService({ worker: false });
    try {
      const k = client(fresh.baseUrl, fresh.createKey([...ALL_ORDER_SCOPES]).headers);
      const line = { name: 'Bun', unit_price: eur(200), quantity: 1 };
      // Created out of date order (a till sending yesterday's sales late).
      const days = [
        '2026-11-21',
        '2026-11-19',
        '2026-11-20',
        '2026-11-19',
        '2026-11-22',
        '2026-11-20',
      ];
      const made = [];
      for (const day of days)
        made.push(
          (await k.post('/orders', { lines: [line], ordered_at: `${day}T12:00:00Z` })).body,
        );
      const inRange = made
        .filter((o) => o.business_date >= '2026-11-19' && o.business_date <= '2026-11-21')
        .sort((x, y) => (x.business_date + x.id < y.business_date + y.id ? -1 : 1))
        .map((o) => o.id);
      const range = 'business_date_from=2026-11-19&business_date_to=2026-11-21';
      const seen: string[] = [];
      let cursor = '';
      do {
        const page = await k.get(`/orders?${range}&limit=2${cursor && `&cursor=${cursor}`}`);
        expect(page.status).toBe(200);
        seen.push(...page.body.data.map((o: any) => o.id));
        cursor = page.body.next_cursor ?? '';
      } while (cursor);
      expect(seen).toEqual(inRange);
      // The cursor belongs to its filters: without them it is refused, not misread.
      const first = await k.get(`/orders?${range}&limit=2`);
      const bad = await k.get(`/orders?limit=2&cursor=${first.body.next_cursor}`);
      expect(bad.status).toBe(422);
    } finally {
      await fresh.close();
    }
  }, 60_000);

  it('lists by status, business dates, customer and source; syncs with tokens', async () => {
    const fresh = await startTestService({ worker: false });
    try {
      const k = client(
        fresh.baseUrl,
        fresh.createKey([...ALL_ORDER_SCOPES, 'customer:create']).headers,
      );
      const customer = (await k.post('/customers', { name: 'Bo' })).body;
      const line = { name: 'Bun', unit_price: eur(200), quantity: 1 };
      const mk = async (extra: object) =>
        (await k.post('/orders', { lines: [line], ...extra })).body;
      const a = await mk({ ordered_at: '2026-11-19T12:00:00Z', source: 'pos' });
      const b = await mk({ ordered_at: '2026-11-20T12:00:00Z', customer_id: customer.id });
      const c = await mk({ ordered_at: '2026-11-21T12:00:00Z', source: 'pos' });
      await k.post(`/orders/${c.id}/cancel`, {});
      const ids = async (q: string) =>
        (await k.get(`/orders?${q}`)).body.data.map((o: any) => o.id);
      expect(await ids('status=open')).toEqual([a.id, b.id]);
      expect(await ids('status=canceled')).toEqual([c.id]);
      expect(await ids('business_date_from=2026-11-20')).toEqual([b.id, c.id]);
      expect(await ids('business_date_from=2026-11-20&business_date_to=2026-11-20')).toEqual([
        b.id,
      ]);
      expect(await ids(`customer_id=${customer.id}`)).toEqual([b.id]);
      expect(await ids('source=pos&status=open')).toEqual([a.id]);
      expect((await k.get('/orders?status=done')).status).toBe(422);
      expect((await k.get('/orders?business_date_from=2026-13-40')).status).toBe(422);
      const all = await k.get('/orders?limit=2');
      expect(all.body.has_more).toBe(true);
      const rest = await k.get(`/orders?limit=2&cursor=${all.body.next_cursor}`);
      const token = rest.body.next_sync_token;
      expect(token).toEqual(expect.any(String));
      await k.post(`/orders/${a.id}/payments`, { method: 'cash', amount: eur(200) });
      const sync = await k.get(`/orders?sync_token=${token}`);
      expect(sync.body.data.map((o: any) => [o.id, o.version])).toEqual([[a.id, 2]]);
      expect((await k.get(`/orders?sync_token=${token}&status=open`)).status).toBe(422);
      const payments = await k.get(
        `/payments?sync_token=${(await k.get('/payments?limit=1')).body.next_sync_token ?? ''}`,
      );
      expect(payments.status).toBe(200);
      const listed = await k.get(`/payments?order_id=${a.id}`);
      expect(listed.body.data).toHaveLength(1);
      const one = await k.get(`/payments/${listed.body.data[0].id}`);
      expect(one.body).toEqual(listed.body.data[0]);
      expect(one.headers.get('etag')).toBe('"1"');
    } finally {
      await fresh.close();
    }
  }, 60_000);

  it('products: tax_rate_ids must be live rates of the branch; lines take them by default', async () => {
    const bad = await admin.post('/products', {
      sku: 'BAD',
      name: 'Bad',
      price: eur(100),
      tax_rate_ids: ['tax_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC'],
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].path).toBe('tax_rate_ids.0');
    const dup = await admin.post('/products', {
      sku: 'DUP',
      name: 'Dup',
      price: eur(100),
      tax_rate_ids: [vat.id, vat.id],
    });
    expect(dup.status).toBe(422);
    expect(cheese.tax_rate_ids).toEqual([]);
    const set = await admin.patch(`/products/${cheese.id}`, { tax_rate_ids: [vat.id] });
    expect(set.body.tax_rate_ids).toEqual([vat.id]);
    const calc = await api.post('/orders/calculate', {
      lines: [{ product_id: cheese.id, quantity: 1 }],
    });
    expect(calc.body.lines[0].tax_rate_ids).toEqual([vat.id]);
    const override = await api.post('/orders/calculate', {
      lines: [{ product_id: cheese.id, quantity: 1, tax_rate_ids: [] }],
    });
    expect(override.body.lines[0].taxes).toEqual([]);
    await admin.patch(`/products/${cheese.id}`, { tax_rate_ids: [] });
  }, 60_000);
});
