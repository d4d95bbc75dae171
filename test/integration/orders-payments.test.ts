/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies in tests */
/**
 * Payments under concurrency (real HTTP, 8 clients at once) and the stock a completed order
 * moves, seen as signed product.stock_updated webhooks at a real receiver on 127.0.0.1.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { client } from '../support/catalog-client';
import { localWebhookFixtures } from '../support/local-webhooks';
import { verifyServiceSignature } from '../../service/webhooks/signing';

const { service, receiver, closeAll } = localWebhookFixtures();
afterEach(closeAll);

const eur = (amount: number) => ({ amount, currency: 'EUR' });
const SCOPES = [
  'orders:view',
  'orders:create',
  'orders:manage_status',
  'orders:process_payments',
  'products:create',
  'products:view',
];

describe('payments', () => {
  it('never overpays: 8 concurrent clients each try to pay most of the balance', async () => {
    const ts = await service();
    // Separate keys and connections: eight real clients.
    const clients = Array.from({ length: 8 }, () =>
      client(ts.baseUrl, ts.createKey(SCOPES).headers),
    );
    for (let round = 0; round < 3; round++) {
      const order = (
        await clients[0]!.post('/orders', {
          lines: [{ name: 'Dinner', unit_price: eur(10_000), quantity: 1 }],
        })
      ).body;
      const results = await Promise.all(
        clients.map((c, i) =>
          c.post(`/orders/${order.id}/payments`, {
            method: i % 2 ? 'card' : 'cash',
            amount: eur(3_000 + i),
          }),
        ),
      );
      const ok = results.filter((r) => r.status === 201);
      const refused = results.filter((r) => r.status === 409);
      expect(ok.length + refused.length).toBe(8);
      for (const r of refused) expect(r.body.code).toBe('payment_exceeds_balance');
      // 3 of about 3000 fit in 10000; a fourth never does.
      expect(ok.length).toBe(3);
      const after = (await clients[0]!.get(`/orders/${order.id}`)).body;
      const paid = ok.reduce((sum, r) => sum + r.body.amount.amount, 0);
      expect(after.paid_total).toEqual(eur(paid));
      expect(after.balance_due.amount).toBeGreaterThanOrEqual(0);
      expect(after.version).toBe(1 + ok.length);
      const listed = await clients[1]!.get(`/payments?order_id=${order.id}`);
      expect(listed.body.data).toHaveLength(ok.length);
    }
  }, 60_000);

  it('bounds a tip by the branch setting max_tip_percent of the amount: 422 tip_too_large', async () => {
    const ts = await service();
    const api = client(
      ts.baseUrl,
      ts.createKey([...SCOPES, 'system_settings:view', 'system_settings:update']).headers,
    );
    const order = (
      await api.post('/orders', { lines: [{ name: 'Coffee', unit_price: eur(300), quantity: 1 }] })
    ).body;
    // The review's attack: a payment of 0.01 with a tip of 10^12.
    const huge = await api.post(`/orders/${order.id}/payments`, {
      method: 'card',
      amount: eur(1),
      tip: eur(1_000_000_000_000),
    });
    expect(huge.status).toBe(422);
    expect(huge.body).toMatchObject({
      code: 'tip_too_large',
      max_tip_percent: 100,
      max_tip: eur(1),
    });
    expect((await api.get(`/orders/${order.id}`)).body).toMatchObject({
      paid_total: eur(0),
      tip_total: eur(0),
    });
    // The default, 100: a tip as large as the amount is taken, one cent more is not.
    const paid = await api.post(`/orders/${order.id}/payments`, {
      method: 'card',
      amount: eur(100),
      tip: eur(100),
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    const tip = (amount: number, version: number) =>
      api.post(
        `/payments/${paid.body.id}/tip`,
        { tip: eur(amount) },
        { 'if-match': `"${version}"` },
      );
    const raised = await tip(101, 1);
    expect(raised.status).toBe(422);
    expect(raised.body.code).toBe('tip_too_large');
    // The setting: shown, changed through PATCH /settings within 0..1000, then applied.
    const settings = await api.get('/settings');
    expect(settings.body.max_tip_percent).toBe(100);
    const narrowed = await api.patch(
      '/settings',
      { max_tip_percent: 20 },
      { 'if-match': `"${settings.body.version}"` },
    );
    expect(narrowed.status, JSON.stringify(narrowed.body)).toBe(200);
    expect(narrowed.body.max_tip_percent).toBe(20);
    expect((await tip(21, 1)).body).toMatchObject({ code: 'tip_too_large', max_tip: eur(20) });
    const lowered = await tip(20, 1);
    expect(lowered.status, JSON.stringify(lowered.body)).toBe(200);
    expect((await api.get(`/orders/${order.id}`)).body.tip_total).toEqual(eur(20));
    expect((await api.patch('/settings', { max_tip_percent: 1001 })).status).toBe(422);
    expect((await api.patch('/settings', { max_tip_percent: 0 })).status).toBe(200);
    const none = await api.post(`/orders/${order.id}/payments`, {
      method: 'cash',
      amount: eur(100),
      tip: eur(1),
    });
    expect(none.status).toBe(422);
    expect(none.body.detail).toContain('takes no tips');
  });

  it('completing an order moves stock: signed product.stock_updated events with reason order', async () => {
    const ts = await service();
    const api = client(ts.baseUrl, ts.createKey(SCOPES).headers);
    const bar = await receiver();
    const { signing_secret } = ts.service.webhooks.create(
      { ...ts.tenant, url: bar.url, events: ['product.stock_updated'] },
      'test',
    );
    const tracked = async (sku: string, stock: number) =>
      (
        await api.post('/products', {
          sku,
          name: sku,
          price: eur(300),
          track_stock: true,
          stock_quantity: stock,
        })
      ).body;
    const cola = await tracked('COLA', 10);
    const chips = await tracked('CHIPS', 1);
    const untracked = (
      await api.post('/products', { sku: 'BREAD', name: 'Bread', price: eur(200) })
    ).body;
    const order = (
      await api.post('/orders', {
        lines: [
          { product_id: cola.id, quantity: 2 },
          { product_id: untracked.id, quantity: 0.5 },
          { product_id: chips.id, quantity: 3 },
          { product_id: cola.id, quantity: 1 },
        ],
      })
    ).body;
    await api.post(`/orders/${order.id}/payments`, { method: 'card', amount: order.total });
    // Nothing moves before completion.
    expect((await api.get(`/products/${cola.id}`)).body.stock_quantity).toBe(10);
    const done = await api.post(`/orders/${order.id}/complete`, {});
    expect(done.status, JSON.stringify(done.body)).toBe(200);

    const got = await bar.waitFor(2, 20_000);
    const events = got.map((r) => {
      expect(
        verifyServiceSignature(signing_secret, r.body, r.headers['x-service-signature'] as string),
      ).toBe(true);
      return JSON.parse(r.body);
    });
    const stock = Object.fromEntries(events.map((e) => [e.data.object.id, e.data.stock]));
    expect(stock[cola.id]).toEqual({
      previous: 10,
      current: 7,
      delta: -3,
      reason: 'order',
      order_id: order.id,
    });
    // A sale is not refused for a miscount: stock may go below zero.
    expect(stock[chips.id]).toEqual({
      previous: 1,
      current: -2,
      delta: -3,
      reason: 'order',
      order_id: order.id,
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(bar.received).toHaveLength(2);
  }, 60_000);

  it('a listener that throws rolls the completion back, stock included', async () => {
    const ts = await service();
    const api = client(ts.baseUrl, ts.createKey(SCOPES).headers);
    const cola = (
      await api.post('/products', {
        sku: 'COLA',
        name: 'Cola',
        price: eur(300),
        track_stock: true,
        stock_quantity: 5,
      })
    ).body;
    const order = (await api.post('/orders', { lines: [{ product_id: cola.id, quantity: 1 }] }))
      .body;
    await api.post(`/orders/${order.id}/payments`, { method: 'card', amount: order.total });
    const seen: string[] = [];
    const listeners = (ts.service.orders as any).listeners.orderCompleted as unknown[];
    listeners.push((_ctx: unknown, o: { id: string; status: string }) => {
      seen.push(o.status);
      throw new Error('rewards are down');
    });
    const failed = await api.post(`/orders/${order.id}/complete`, {});
    expect(failed.status).toBe(500);
    expect(seen).toEqual(['completed']);
    expect((await api.get(`/orders/${order.id}`)).body.status).toBe('open');
    expect((await api.get(`/products/${cola.id}`)).body.stock_quantity).toBe(5);
    listeners.pop();
    expect((await api.post(`/orders/${order.id}/complete`, {})).status).toBe(200);
    expect((await api.get(`/products/${cola.id}`)).body.stock_quantity).toBe(4);
  }, 60_000);
});
