/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies in tests */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../support/test-service';
import { client } from '../support/catalog-client';

/**
 * A refund takes back the refunded share of what its order earned, in the refund's own
 * transaction (the `refundCreated` hook), over a real socket: orders, payments, refunds
 * (`POST /orders/{id}/refunds`) and the ledger all go through the API.
 */

let ts: TestService;
let admin: ReturnType<typeof client>;
let cake: string;

beforeAll(async () => {
  ts = await startTestService({ worker: false });
  ts.service.settings.setBranch(ts.tenant.branchId, 'rate_limit_per_minute', 0);
  admin = client(
    ts.baseUrl,
    ts.createKey([
      'rewards:view',
      'rewards:manage_points',
      'customer:create',
      'products:create',
      'orders:view',
      'orders:create',
      'orders:manage_status',
      'orders:process_payments',
      'orders:manage_refunds',
    ]).headers,
  );
  cake = (await admin.post('/products', { sku: 'CAKE', name: 'Cake', price: { amount: 1125 } }))
    .body.id;
}, 60_000);
afterAll(async () => ts?.close());

async function completedOrder(customerId: string, quantity: number): Promise<any> {
  const o = (
    await admin.post('/orders', {
      customer_id: customerId,
      lines: [{ product_id: cake, quantity }],
    })
  ).body;
  await admin.post(`/orders/${o.id}/payments`, { method: 'card', amount: o.total });
  return (await admin.post(`/orders/${o.id}/complete`, undefined)).body;
}

/** A refund of `amount` (minor units) through the API; its id. */
async function refund(orderId: string, amount: number): Promise<string> {
  const res = await admin.post(`/orders/${orderId}/refunds`, {
    amount: { amount },
    reason: 'Returned',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

const ledger = async (cus: string) =>
  (await admin.get(`/customers/${cus}/loyalty/entries`)).body.data as any[];

describe('refunds and points', () => {
  it('a refund reverses the share its order no longer earns, never more than it earned', async () => {
    const cus = (await admin.post('/customers', { name: 'Ann' })).body.id;
    const o = await completedOrder(cus, 2); // 22.50: 22 points
    expect((await admin.get(`/customers/${cus}/loyalty`)).body.balance).toBe(22);

    const r1 = await refund(o.id, 300); // 19.50 left: keeps 19
    const r2 = await refund(o.id, 50); // 19.00 left: keeps 19, nothing more
    const r3 = await refund(o.id, 1900); // all of it: the last 19
    expect((await ledger(cus)).map((e) => [e.kind, e.points, e.balance, e.refund_id])).toEqual([
      ['earn', 22, 22, null],
      ['reverse', -3, 19, r1],
      ['reverse', -19, 0, r3],
    ]);
    expect(r2).toEqual(expect.any(String));
    const account = (await admin.get(`/customers/${cus}/loyalty`)).body;
    expect(account).toMatchObject({ balance: 0, earned_points: 22 });
  });

  it('takes only what the balance holds when the points were spent', async () => {
    const cus = (await admin.post('/customers', { name: 'Bob' })).body.id;
    const o = await completedOrder(cus, 4); // 45.00: 45 points
    await admin.post(`/customers/${cus}/loyalty/adjustments`, { points: -40, reason: 'Spent' });
    await refund(o.id, 4500);
    const entries = await ledger(cus);
    expect(entries.at(-1)).toMatchObject({ kind: 'reverse', points: -5, balance: 0 });
    // The refund itself went through: the order is refunded.
    expect((await admin.get(`/orders/${o.id}`)).body.payment_status).toBe('refunded');
  });

  it('a line refund reverses the share of the line it gives back', async () => {
    const cus = (await admin.post('/customers', { name: 'Cleo' })).body.id;
    const o = await completedOrder(cus, 2); // 22.50: 22 points
    const res = await admin.post(`/orders/${o.id}/refunds`, {
      lines: [{ line_id: o.lines[0].id, quantity: 1 }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.amount.amount).toBe(1125);
    // 11.25 left earns 11: 11 go back.
    expect((await ledger(cus)).at(-1)).toMatchObject({
      kind: 'reverse',
      points: -11,
      balance: 11,
      refund_id: res.body.id,
    });
  });
});
