/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies in tests */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../support/test-service';
import { client } from '../support/catalog-client';

/**
 * Loyalty on real sales, over a real socket: a completed order with a customer earns once, in
 * the completing transaction; a redemption discounts an open order (its totals recomputed by
 * the sales module) and completes with it, or is canceled and gives its points and the
 * discount back. Refunds taking points back: rewards-refunds.test.ts.
 */

let ts: TestService;
let admin: ReturnType<typeof client>;
let espresso: string;
let cake: string;

const SCOPES = [
  'rewards:view',
  'rewards:create',
  'rewards:manage_points',
  'rewards:manage_redemptions',
  'customer:view',
  'customer:create',
  'products:create',
  'orders:view',
  'orders:create',
  'orders:update',
  'orders:manage_status',
  'orders:process_payments',
  'system_settings:update',
  'system_settings:view',
];

beforeAll(async () => {
  ts = await startTestService({ worker: false });
  ts.service.settings.setBranch(ts.tenant.branchId, 'rate_limit_per_minute', 0);
  admin = client(ts.baseUrl, ts.createKey(SCOPES).headers);
  espresso = (
    await admin.post('/products', { sku: 'ESP', name: 'Espresso', price: { amount: 250 } })
  ).body.id;
  cake = (await admin.post('/products', { sku: 'CAKE', name: 'Cake', price: { amount: 1000 } }))
    .body.id;
}, 60_000);
afterAll(async () => ts?.close());

let n = 0;
const customer = async () => (await admin.post('/customers', { name: `Guest ${++n}` })).body.id;
const points = async (cus: string) => (await admin.get(`/customers/${cus}/loyalty`)).body.balance;
const entries = async (cus: string) =>
  (await admin.get(`/customers/${cus}/loyalty/entries`)).body.data as any[];

async function order(customerId: string | null, lines: unknown[]): Promise<any> {
  const res = await admin.post('/orders', {
    lines,
    ...(customerId ? { customer_id: customerId } : {}),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function payAndComplete(o: any): Promise<any> {
  const current = (await admin.get(`/orders/${o.id}`)).body;
  if (current.balance_due.amount > 0) {
    const paid = await admin.post(`/orders/${o.id}/payments`, {
      method: 'card',
      amount: { amount: current.balance_due.amount },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
  }
  const done = await admin.post(`/orders/${o.id}/complete`, undefined);
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return done.body;
}

describe('earning', () => {
  it('a completed order with a customer earns once: 1 point per whole 1.00 of its total', async () => {
    const cus = await customer();
    const o = await order(cus, [
      { product_id: cake, quantity: 2 },
      { product_id: espresso, quantity: 1 },
    ]);
    expect(o.total.amount).toBe(2250);
    expect(await points(cus)).toBe(0);
    await payAndComplete(o);
    expect(await points(cus)).toBe(22);
    const [earn] = await entries(cus);
    expect(earn).toMatchObject({
      kind: 'earn',
      points: 22,
      balance: 22,
      points_per_unit: 1,
      order_id: o.id,
      reason: `Order #${o.number}`,
    });
    // Completing again is refused, and earns nothing more.
    const again = await admin.post(`/orders/${o.id}/complete`, undefined);
    expect(again.status).toBe(409);
    expect(await points(cus)).toBe(22);
    expect(await entries(cus)).toHaveLength(1);
  });

  it('follows the branch settings: off, or another rate', async () => {
    const cus = await customer();
    const off = await admin.patch('/settings', { loyalty_enabled: false });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body).toMatchObject({ loyalty_enabled: false, loyalty_points_per_unit: 1 });
    await payAndComplete(await order(cus, [{ product_id: cake, quantity: 1 }]));
    expect(await points(cus)).toBe(0);
    await admin.patch('/settings', { loyalty_enabled: true, loyalty_points_per_unit: 3 });
    await payAndComplete(await order(cus, [{ product_id: espresso, quantity: 3 }]));
    // 7.50: 7 whole units, 3 points each.
    expect(await points(cus)).toBe(21);
    expect((await admin.patch('/settings', { loyalty_points_per_unit: -1 })).status).toBe(422);
    await admin.patch('/settings', { loyalty_points_per_unit: 1 });
  });

  it('an order without a customer earns nothing', async () => {
    const before = ts.service.db.prepare('SELECT count(*) AS n FROM loyalty_entries').get() as any;
    await payAndComplete(await order(null, [{ product_id: cake, quantity: 1 }]));
    const after = ts.service.db.prepare('SELECT count(*) AS n FROM loyalty_entries').get() as any;
    expect(after.n).toBe(before.n);
  });
});

describe('redeeming against an order', () => {
  it('discounts an open order, completes with it, and the order earns on its discounted total', async () => {
    const cus = await customer();
    await admin.post(`/customers/${cus}/loyalty/adjustments`, { points: 100, reason: 'Welcome' });
    const reward = (
      await admin.post('/rewards', {
        name: '5 € off',
        points_cost: 60,
        kind: 'amount_off',
        amount: { amount: 500 },
      })
    ).body;
    const o = await order(cus, [{ product_id: cake, quantity: 2 }]);
    expect(o.total.amount).toBe(2000);

    const made = await admin.post(`/customers/${cus}/loyalty/redemptions`, {
      reward_id: reward.id,
      order_id: o.id,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ order_id: o.id, status: 'active', points: 60 });
    expect(await points(cus)).toBe(40);
    const discounted = (await admin.get(`/orders/${o.id}`)).body;
    expect(discounted).toMatchObject({
      discount: { amount: { amount: 500, currency: 'EUR' } },
      discount_total: { amount: 500 },
      total: { amount: 1500 },
      balance_due: { amount: 1500 },
      version: o.version + 1,
    });

    await payAndComplete(o);
    const completed = (await admin.get(`/redemptions/${made.body.id}`)).body;
    expect(completed).toMatchObject({ status: 'completed', allowed_actions: [] });
    expect(completed.completed_at).toEqual(expect.any(String));
    // 40 left + 15 earned on the 15.00 paid.
    expect(await points(cus)).toBe(55);
    const cancel = await admin.post(`/redemptions/${made.body.id}/cancel`, undefined);
    expect(cancel.status).toBe(409);
    expect(cancel.body).toMatchObject({
      code: 'redemption_not_cancelable',
      redemption_status: 'completed',
      allowed_actions: [],
    });
    expect((await entries(cus)).map((e) => [e.kind, e.points, e.balance])).toEqual([
      ['adjust', 100, 100],
      ['redeem', -60, 40],
      ['earn', 15, 55],
    ]);
  });

  it('cancel gives the points back and takes the discount off the open order', async () => {
    const cus = await customer();
    await admin.post(`/customers/${cus}/loyalty/adjustments`, { points: 50, reason: 'Start' });
    const reward = (
      await admin.post('/rewards', {
        name: '10%',
        points_cost: 30,
        kind: 'percent_off',
        percent: 10,
      })
    ).body;
    // An order without a customer becomes the redeeming customer's.
    const o = await order(null, [{ product_id: cake, quantity: 1 }]);
    const made = await admin.post(`/customers/${cus}/loyalty/redemptions`, {
      reward_id: reward.id,
      order_id: o.id,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect((await admin.get(`/orders/${o.id}`)).body).toMatchObject({
      customer_id: cus,
      discount: { percent: 10 },
      total: { amount: 900 },
    });
    const canceled = await admin.post(`/redemptions/${made.body.id}/cancel`, undefined);
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    expect(canceled.body.status).toBe('canceled');
    expect(await points(cus)).toBe(50);
    expect((await admin.get(`/orders/${o.id}`)).body).toMatchObject({
      discount: null,
      total: { amount: 1000 },
    });
  });

  it('a free product takes one unit of its line off, and needs the line', async () => {
    const cus = await customer();
    await admin.post(`/customers/${cus}/loyalty/adjustments`, { points: 500, reason: 'Start' });
    const reward = (
      await admin.post('/rewards', {
        name: 'Free espresso',
        points_cost: 25,
        kind: 'free_product',
        product_id: espresso,
      })
    ).body;
    const without = await order(cus, [{ product_id: cake, quantity: 1 }]);
    const refused = await admin.post(`/customers/${cus}/loyalty/redemptions`, {
      reward_id: reward.id,
      order_id: without.id,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('reward_unavailable');
    expect(await points(cus)).toBe(500);

    const o = await order(cus, [
      { product_id: cake, quantity: 1 },
      { product_id: espresso, quantity: 2 },
    ]);
    const made = await admin.post(`/customers/${cus}/loyalty/redemptions`, {
      reward_id: reward.id,
      order_id: o.id,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect((await admin.get(`/orders/${o.id}`)).body.total.amount).toBe(1250);
  });

  it("refuses a closed, paid, discounted or another customer's order, and changes nothing", async () => {
    const cus = await customer();
    const someone = await customer();
    await admin.post(`/customers/${cus}/loyalty/adjustments`, { points: 500, reason: 'Start' });
    const reward = (
      await admin.post('/rewards', {
        name: '1 € off',
        points_cost: 10,
        kind: 'amount_off',
        amount: { amount: 100 },
      })
    ).body;
    const redeem = (orderId: string) =>
      admin.post(`/customers/${cus}/loyalty/redemptions`, {
        reward_id: reward.id,
        order_id: orderId,
      });

    const completed = await order(cus, [{ product_id: cake, quantity: 1 }]);
    await payAndComplete(completed);
    const balance = await points(cus);
    const closed = await redeem(completed.id);
    expect(closed.status).toBe(409);
    expect(closed.body.code).toBe('order_not_open');

    const paid = await order(cus, [{ product_id: cake, quantity: 1 }]);
    await admin.post(`/orders/${paid.id}/payments`, { method: 'cash', amount: { amount: 100 } });
    const hasPayments = await redeem(paid.id);
    expect(hasPayments.status).toBe(409);
    expect(hasPayments.body.code).toBe('order_has_payments');

    const discounted = (
      await admin.post('/orders', {
        customer_id: cus,
        lines: [{ product_id: cake, quantity: 1 }],
        discount: { percent: 5 },
      })
    ).body;
    const twice = await redeem(discounted.id);
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('conflict');

    const theirs = await order(someone, [{ product_id: cake, quantity: 1 }]);
    const foreign = await redeem(theirs.id);
    expect(foreign.status).toBe(409);
    expect(foreign.body.code).toBe('conflict');

    const unknown = await redeem('ord_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC');
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0].path).toBe('order_id');

    expect(await points(cus)).toBe(balance);
    expect((await admin.get(`/orders/${theirs.id}`)).body.version).toBe(theirs.version);
  });

  it('an amount off never makes an order negative', async () => {
    const cus = await customer();
    await admin.post(`/customers/${cus}/loyalty/adjustments`, { points: 100, reason: 'Start' });
    const reward = (
      await admin.post('/rewards', {
        name: '50 € off',
        points_cost: 10,
        kind: 'amount_off',
        amount: { amount: 5000 },
      })
    ).body;
    const o = await order(cus, [{ product_id: espresso, quantity: 1 }]);
    const made = await admin.post(`/customers/${cus}/loyalty/redemptions`, {
      reward_id: reward.id,
      order_id: o.id,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect((await admin.get(`/orders/${o.id}`)).body).toMatchObject({
      total: { amount: 0 },
      discount_total: { amount: 250 },
    });
    // Nothing to pay: it completes at once and earns nothing.
    await payAndComplete(o);
    expect(await points(cus)).toBe(90);
  });
});
