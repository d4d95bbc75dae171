/**
 * Refunds cannot exceed what was paid under 8 concurrent clients: 8 real HTTP clients, each
 * on its own connection (its own undici Agent) to a real server on 127.0.0.1, fire their
 * refunds at once (Promise.all). Whatever the interleaving, the refunds that succeed add up to
 * at most what was paid, every refusal is the 409 of the rule it hit, the order's refunded
 * figures are the sum of the refunds that exist, and a line is never refunded more than sold
 * (its stock put back exactly once per unit refunded).
 */
import { Agent, request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRefundsEnv, type RefundsEnv } from '../support/refunds-env';
import { client } from '../support/catalog-client';

const CLIENTS = 8;
const ROUNDS = 5;

let env: RefundsEnv;
let headers: Record<string, string>;
let productId: string;
const agents = Array.from({ length: CLIENTS }, () => new Agent({ connections: 1 }));

beforeAll(async () => {
  env = await startRefundsEnv();
  headers = env.headers(['orders:manage_refunds', 'orders:view', 'products:view']);
  const admin = client(env.baseUrl, env.headers(['products:create']));
  productId = (
    await admin.post('/products', {
      sku: 'MUG',
      name: 'Mug',
      price: { amount: 1200 },
      track_stock: true,
      stock_quantity: 100,
    })
  ).body.id;
}, 60_000);
afterAll(async () => {
  await Promise.all(agents.map((a) => a.close()));
  await env?.close();
});

/** Each client posts its body at once; the answers in client order. */
async function burst(orderId: string, bodies: unknown[], extra: Record<string, string> = {}) {
  return Promise.all(
    bodies.map(async (body, i) => {
      const res = await request(`${env.baseUrl}/api/v1/orders/${orderId}/refunds`, {
        method: 'POST',
        dispatcher: agents[i]!,
        headers: { ...headers, 'content-type': 'application/json', ...extra },
        body: JSON.stringify(body),
      });
      return {
        status: res.statusCode,
        body: (await res.body.json()) as {
          amount?: { amount: number };
          code?: string;
          lines?: { quantity: number }[];
        },
      };
    }),
  );
}

const refundsOf = async (orderId: string) =>
  (await client(env.baseUrl, headers).get(`/refunds?order_id=${orderId}&limit=200`)).body.data as {
    amount: { amount: number };
  }[];

describe('8 concurrent clients refunding one order', () => {
  it('never refund more than was paid', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const order = await env.saleOrder({
        lines: [{ name: 'Dinner', unit_price: { amount: 10_000 }, quantity: 1 }],
      });
      const paid = order.total;
      // Together they ask for about three times what was paid.
      const amounts = Array.from(
        { length: CLIENTS },
        (_, i) => 2_500 + ((round * 7 + i) % 5) * 500,
      );
      const answers = await burst(
        order.id,
        amounts.map((amount) => ({ amount: { amount } })),
      );
      const accepted = answers.filter((a) => a.status === 201);
      const refused = answers.filter((a) => a.status !== 201);
      for (const a of refused)
        expect(a).toMatchObject({ status: 409, body: { code: 'refund_exceeds_paid' } });
      const sum = accepted.reduce((s, a) => s + a.body.amount!.amount, 0);
      expect(sum).toBeLessThanOrEqual(paid);
      expect(accepted.length).toBeGreaterThan(0);
      expect(refused.length).toBeGreaterThan(0);
      // Each refusal would have gone past what was left when it ran.
      answers.forEach((a, i) => {
        if (a.status !== 201) expect(amounts[i]!).toBeGreaterThan(paid - sum);
      });
      const stored = await refundsOf(order.id);
      expect(stored.reduce((s, r) => s + r.amount.amount, 0)).toBe(sum);
      const after = await env.order(order.id);
      expect(after.refunded_total.amount).toBe(sum);
      // One version per refund that happened (and one each to pay and complete).
      expect(after.version).toBe(3 + accepted.length);
    }
  });

  it('never refund more of a line than was sold', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const stockBefore = (await client(env.baseUrl, headers).get(`/products/${productId}`)).body
        .stock_quantity as number;
      const order = await env.saleOrder({ lines: [{ product_id: productId, quantity: 5 }] });
      const lineId = order.lineIds[0]!;
      const answers = await burst(
        order.id,
        Array.from({ length: CLIENTS }, () => ({ lines: [{ line_id: lineId, quantity: 1 }] })),
      );
      const accepted = answers.filter((a) => a.status === 201);
      for (const a of answers.filter((x) => x.status !== 201))
        expect(a).toMatchObject({ status: 409, body: { code: 'refund_exceeds_line' } });
      expect(accepted).toHaveLength(5);
      const state = await env.order(order.id);
      expect(state.lines.map((l: { refunded_quantity: number }) => l.refunded_quantity)).toEqual([
        5,
      ]);
      expect(state.refunded_total.amount).toBe(order.total);
      expect(state.payment_status).toBe('refunded');
      const stockAfter = (await client(env.baseUrl, headers).get(`/products/${productId}`)).body
        .stock_quantity as number;
      // Sold 5 (completing took them), refunded 5: each unit put back exactly once.
      expect(stockAfter).toBe(stockBefore);
    }
  });

  it('one Idempotency-Key sent by all 8 at once refunds once', async () => {
    const order = await env.saleOrder({
      lines: [{ name: 'Dinner', unit_price: { amount: 10_000 }, quantity: 1 }],
    });
    const answers = await burst(
      order.id,
      Array.from({ length: CLIENTS }, () => ({ amount: { amount: 1_000 } })),
      { 'idempotency-key': `"refund-${order.id}"` },
    );
    for (const a of answers) expect(a.status).toBe(201);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(await refundsOf(order.id)).toHaveLength(1);
    expect((await env.order(order.id)).refunded_total.amount).toBe(1_000);
  });
});
