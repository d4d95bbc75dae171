/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies in tests */
/**
 * POST /orders stores the figures POST /orders/calculate returns, byte for byte: for random
 * orders (product lines with and without default rates, ad-hoc lines, modifiers, line and order
 * discounts), the order's figure fields, serialized in calculate's key order with each line's
 * `id` and `refunded_quantity` taken out, are the same text as calculate's body. An order that
 * calculate refuses is refused by create with the same errors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { startTestService, type TestService } from '../support/test-service';
import { client } from '../support/catalog-client';

let ts: TestService;
let api: ReturnType<typeof client>;
const productIds: string[] = [];
const rateIds: string[] = [];

const FIGURE_KEYS = [
  'currency',
  'discount',
  'lines',
  'subtotal',
  'discount_total',
  'tax_total',
  'taxes',
  'total',
  'paid_total',
  'refunded_total',
  'balance_due',
];

beforeAll(async () => {
  ts = await startTestService({ worker: false });
  const admin = client(
    ts.baseUrl,
    ts.createKey(['products:create', 'system_settings:update']).headers,
  );
  for (const [name, rate_bps, mode] of [
    ['VAT 20%', 2000, 'inclusive'],
    ['VAT 5.5%', 550, 'inclusive'],
    ['Sales tax', 875, 'exclusive'],
  ] as const)
    rateIds.push((await admin.post('/tax-rates', { name, rate_bps, mode })).body.id);
  const products = [
    { sku: 'A', name: 'Plain', price: { amount: 333 } },
    { sku: 'B', name: 'Taxed', price: { amount: 1999 }, tax_rate_ids: [rateIds[0]] },
    { sku: 'C', name: 'Two rates', price: { amount: 7 }, tax_rate_ids: [rateIds[1], rateIds[2]] },
    { sku: 'D', name: 'Tracked', price: { amount: 450 }, track_stock: true, stock_quantity: 5 },
  ];
  for (const p of products) productIds.push((await admin.post('/products', p)).body.id);
  api = client(ts.baseUrl, ts.createKey(['orders:create', 'orders:view']).headers);
}, 60_000);
afterAll(async () => ts?.close());

const discount = (max: number) =>
  fc.oneof(
    fc.record({ percent: fc.integer({ min: 0, max: 10_000 }).map((bps) => bps / 100) }),
    fc.record({ amount: fc.record({ amount: fc.integer({ min: 0, max }) }) }),
  );

const line = fc.oneof(
  fc.record(
    {
      product_id: fc.integer({ min: 0, max: 3 }),
      quantity: fc.integer({ min: 1, max: 20 }),
      tax_rate_ids: fc.subarray([0, 1, 2]),
      discount: discount(500),
      modifiers: fc.array(
        fc.record({ name: fc.constant('Extra'), unit_price: fc.record({ amount: fc.nat(300) }) }),
        { maxLength: 2 },
      ),
    },
    { requiredKeys: ['product_id', 'quantity'] },
  ),
  fc.record(
    {
      name: fc.constantFrom('Room', 'Cheese (kg)', 'Service'),
      unit_price: fc.record({ amount: fc.nat(100_000) }),
      quantity: fc.integer({ min: 1, max: 20_000 }).map((t) => t / 1000),
      tax_rate_ids: fc.subarray([0, 1, 2]),
      discount: discount(2_000),
    },
    { requiredKeys: ['name', 'unit_price', 'quantity'] },
  ),
);

const order = fc.record(
  { lines: fc.array(line, { minLength: 1, maxLength: 8 }), discount: discount(5_000) },
  { requiredKeys: ['lines'] },
);

/** The random body with indexes turned into the branch's ids. */
function body(o: any): any {
  return {
    ...o,
    lines: o.lines.map((l: any) => ({
      ...l,
      ...(l.product_id !== undefined ? { product_id: productIds[l.product_id] } : {}),
      ...(l.tax_rate_ids ? { tax_rate_ids: l.tax_rate_ids.map((i: number) => rateIds[i]) } : {}),
    })),
  };
}

async function raw(path: string, payload: unknown): Promise<{ status: number; text: string }> {
  const res = await fetch(`${ts.baseUrl}/api/v1${path}`, {
    method: 'POST',
    headers: { ...ts.createKey(['orders:create']).headers, 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  return { status: res.status, text: await res.text() };
}

describe('calculate equals create', () => {
  it('for random orders, the stored figures are calculate’s bytes', async () => {
    let created = 0;
    await fc.assert(
      fc.asyncProperty(order, async (o) => {
        const payload = body(o);
        const calc = await api.post('/orders/calculate', payload);
        const made = await api.post('/orders', payload);
        expect(made.status === 201 ? 200 : made.status).toBe(calc.status);
        if (calc.status !== 200) {
          expect(made.body.errors).toEqual(calc.body.errors);
          return;
        }
        created++;
        const figures: Record<string, unknown> = {};
        for (const key of FIGURE_KEYS) figures[key] = made.body[key];
        figures.lines = made.body.lines.map(({ id, refunded_quantity, ...rest }: any) => {
          expect(id).toMatch(/^oli_/);
          expect(refunded_quantity).toBe(0);
          return rest;
        });
        const calcText = (await raw('/orders/calculate', payload)).text;
        expect(JSON.stringify(figures)).toBe(calcText);
        // And the stored row says the same (GET reads the json column).
        const got = await api.get(`/orders/${made.body.id}`);
        expect(got.body).toEqual(made.body);
      }),
      { numRuns: 40, seed: 20261121 },
    );
    expect(created).toBeGreaterThan(20);
  }, 120_000);
});
