import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AppError } from '../../shared/errors';
import {
  calculateOrder,
  lineRefundShare,
  type LineRequest,
  type OrderFigures,
  type OrderRequest,
  type ProductForLine,
  type TaxRate,
} from '../../service/sales/totals';

const VAT10: TaxRate = { id: 'tax_vat10', name: 'VAT 10%', rate_bps: 1000, mode: 'inclusive' };
const VAT20: TaxRate = { id: 'tax_vat20', name: 'VAT 20%', rate_bps: 2000, mode: 'inclusive' };
const SALES: TaxRate = { id: 'tax_sales', name: 'Sales tax', rate_bps: 825, mode: 'exclusive' };
const CITY: TaxRate = { id: 'tax_city', name: 'City tax', rate_bps: 50, mode: 'exclusive' };
const RATES = new Map([VAT10, VAT20, SALES, CITY].map((r) => [r.id, r]));

const ESPRESSO: ProductForLine = {
  id: 'prd_espresso',
  name: 'Espresso',
  sku: 'ESP-001',
  price: { amount: 250, currency: 'EUR' },
  tax_rate_ids: ['tax_vat10'],
};
const PRODUCTS = new Map([[ESPRESSO.id, ESPRESSO]]);

const calc = (order: OrderRequest, extra: Partial<Parameters<typeof calculateOrder>[0]> = {}) =>
  calculateOrder({ currency: 'EUR', order, products: PRODUCTS, taxRates: RATES, ...extra });

const eur = (amount: number) => ({ amount, currency: 'EUR' });

function refusal(fn: () => unknown): { path: string; message: string } {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('validation_failed');
    return (error as AppError).fields[0]!;
  }
  throw new Error('expected a 422');
}

describe('worked examples (docs/api.md "Money and taxes")', () => {
  it('a product line copies name, SKU, price and taxes; inclusive VAT is extracted', () => {
    const order = calc({ lines: [{ product_id: 'prd_espresso', quantity: 2 }] });
    expect(order.lines[0]).toMatchObject({
      product_id: 'prd_espresso',
      sku: 'ESP-001',
      name: 'Espresso',
      unit_price: eur(250),
      quantity: 2,
      tax_rate_ids: ['tax_vat10'],
      subtotal: eur(500),
      discount_total: eur(0),
      // 500 × 1000 / 11000 = 45.45 → 45
      taxes: [{ tax_rate_id: 'tax_vat10', amount: eur(45), mode: 'inclusive', rate_bps: 1000 }],
      tax_total: eur(45),
      total: eur(500),
    });
    expect(order).toMatchObject({
      subtotal: eur(500),
      tax_total: eur(45),
      total: eur(500),
      balance_due: eur(500),
    });
  });

  it('an ad-hoc line with an exclusive tax: the tax is added', () => {
    // 799 × 3 = 2397; 2397 × 8.25% = 197.75 → 198; total 2595.
    const order = calc({
      lines: [
        { name: 'Sandwich', unit_price: { amount: 799 }, quantity: 3, tax_rate_ids: ['tax_sales'] },
      ],
    });
    expect(order.lines[0]).toMatchObject({
      product_id: null,
      sku: null,
      subtotal: eur(2397),
      tax_total: eur(198),
      total: eur(2595),
    });
    expect(order.total).toEqual(eur(2595));
  });

  it('weighed goods: the gross is rounded half to even', () => {
    const line = (price: number, quantity: number): LineRequest => ({
      name: 'Cheese',
      unit_price: { amount: price },
      quantity,
    });
    // 1299 × 1.235 = 1604.265 → 1604
    expect(calc({ lines: [line(1299, 1.235)] }).subtotal).toEqual(eur(1604));
    // 25 × 0.5 = 12.5 → 12 (even); 75 × 0.5 = 37.5 → 38 (even)
    expect(calc({ lines: [line(25, 0.5)] }).subtotal).toEqual(eur(12));
    expect(calc({ lines: [line(75, 0.5)] }).subtotal).toEqual(eur(38));
  });

  it('modifiers add to the unit price before the quantity', () => {
    const order = calc({
      lines: [
        {
          product_id: 'prd_espresso',
          quantity: 2,
          modifiers: [
            { name: 'Oat milk', unit_price: { amount: 40 } },
            { name: 'Extra shot', unit_price: { amount: 60, currency: 'EUR' } },
          ],
        },
      ],
    });
    expect(order.lines[0]!.subtotal).toEqual(eur(700));
    expect(order.lines[0]!.modifiers).toEqual([
      { name: 'Oat milk', unit_price: eur(40) },
      { name: 'Extra shot', unit_price: eur(60) },
    ]);
  });

  it('an order discount is spread by largest remainder; lines add up to the order', () => {
    const order = calc({
      lines: [
        { name: 'A', unit_price: { amount: 1000 }, quantity: 1, tax_rate_ids: ['tax_vat20'] },
        { name: 'B', unit_price: { amount: 500 }, quantity: 1, tax_rate_ids: ['tax_vat20'] },
        { name: 'C', unit_price: { amount: 250 }, quantity: 1, tax_rate_ids: ['tax_vat20'] },
      ],
      discount: { amount: { amount: 100 } },
    });
    // 100 over 1000/500/250 → 57.14/28.57/14.29 → 57, 29, 14
    expect(order.lines.map((l) => l.order_discount_share.amount)).toEqual([57, 29, 14]);
    expect(order.lines.map((l) => l.total.amount)).toEqual([943, 471, 236]);
    // VAT 20% inclusive of each net: 943/6 = 157.17 → 157; 471/6 = 78.5 → 78; 236/6 = 39.33 → 39
    expect(order.lines.map((l) => l.tax_total.amount)).toEqual([157, 78, 39]);
    expect(order).toMatchObject({
      discount: { amount: eur(100) },
      subtotal: eur(1750),
      discount_total: eur(100),
      tax_total: eur(274),
      taxes: [{ tax_rate_id: 'tax_vat20', amount: eur(274) }],
      total: eur(1650),
    });
  });

  it('a line discount comes before the order discount; percents round half to even', () => {
    const order = calc({
      lines: [
        { name: 'A', unit_price: { amount: 1005 }, quantity: 1, discount: { percent: 10 } },
        {
          name: 'B',
          unit_price: { amount: 1000 },
          quantity: 1,
          discount: { amount: { amount: 100 } },
        },
      ],
      discount: { percent: 5 },
    });
    // A: 1005 × 10% = 100.5 → 100 (even), net 905. B: net 900.
    // Order: 5% of 1805 = 90.25 → 90, spread 905/900 → 45.125/44.875 → 45, 45.
    expect(order.lines.map((l) => l.discount_total.amount)).toEqual([145, 145]);
    expect(order.lines.map((l) => l.total.amount)).toEqual([860, 855]);
    expect(order.total).toEqual(eur(1715));
    expect(order.lines[0]!.discount).toEqual({ percent: 10 });
  });

  it('inclusive and exclusive rates on one line: exclusive taxes are on the net without VAT', () => {
    const order = calc({
      lines: [
        {
          name: 'Room',
          unit_price: { amount: 11000 },
          quantity: 1,
          tax_rate_ids: ['tax_vat10', 'tax_city'],
        },
      ],
    });
    // VAT extracted: 11000/11 = 1000; base 10000; city tax 0.5% of 10000 = 50.
    expect(order.lines[0]!.taxes.map((t) => t.amount.amount)).toEqual([1000, 50]);
    expect(order.lines[0]!.total).toEqual(eur(11050));
    expect(order.tax_total).toEqual(eur(1050));
  });

  it('two inclusive rates share one rounding, split by largest remainder', () => {
    const order = calc({
      lines: [
        {
          name: 'X',
          unit_price: { amount: 999 },
          quantity: 1,
          tax_rate_ids: ['tax_vat10', 'tax_vat20'],
        },
      ],
    });
    // 999 × 3000 / 13000 = 230.54 → 231, split 1:2 → 77, 154
    expect(order.lines[0]!.taxes.map((t) => t.amount.amount)).toEqual([77, 154]);
    expect(order.lines[0]!.total).toEqual(eur(999));
  });

  it('tax_rate_ids overrides the product defaults; [] means untaxed', () => {
    const order = calc({ lines: [{ product_id: 'prd_espresso', quantity: 1, tax_rate_ids: [] }] });
    expect(order.lines[0]!.taxes).toEqual([]);
    expect(order.lines[0]!.tax_total).toEqual(eur(0));
  });

  it('payments and refunds: balance_due is total − paid', () => {
    const order = calc(
      { lines: [{ product_id: 'prd_espresso', quantity: 2 }] },
      { payments: [eur(300), eur(200)], refunds: [eur(250)] },
    );
    expect(order).toMatchObject({
      paid_total: eur(500),
      refunded_total: eur(250),
      balance_due: eur(0),
    });
  });

  it('an empty order is all zeros', () => {
    const order = calc({ lines: [] });
    expect(order.total).toEqual(eur(0));
    expect(order.taxes).toEqual([]);
  });
});

describe('refusals', () => {
  it.each<[string, OrderRequest, string]>([
    [
      'a line discount above the gross',
      {
        lines: [
          {
            name: 'A',
            unit_price: { amount: 100 },
            quantity: 1,
            discount: { amount: { amount: 101 } },
          },
        ],
      },
      'lines.0.discount.amount.amount',
    ],
    [
      'an order discount above the lines',
      {
        lines: [{ name: 'A', unit_price: { amount: 100 }, quantity: 1 }],
        discount: { amount: { amount: 101 } },
      },
      'discount.amount.amount',
    ],
    [
      'an order discount on an empty order',
      { lines: [], discount: { amount: { amount: 1 } } },
      'discount.amount.amount',
    ],
    [
      'a percent above 100',
      {
        lines: [
          { name: 'A', unit_price: { amount: 100 }, quantity: 1, discount: { percent: 101 } },
        ],
      },
      'lines.0.discount.percent',
    ],
    [
      'both amount and percent',
      { lines: [], discount: { amount: { amount: 1 }, percent: 1 } },
      'discount',
    ],
    [
      'a unit price in another currency',
      { lines: [{ name: 'A', unit_price: { amount: 100, currency: 'USD' }, quantity: 1 }] },
      'lines.0.unit_price.currency',
    ],
    [
      'a modifier in another currency',
      {
        lines: [
          {
            name: 'A',
            unit_price: { amount: 100 },
            quantity: 1,
            modifiers: [{ name: 'M', unit_price: { amount: 1, currency: 'GBP' } }],
          },
        ],
      },
      'lines.0.modifiers.0.unit_price.currency',
    ],
    [
      'a discount in another currency',
      { lines: [], discount: { amount: { amount: 0, currency: 'USD' } } },
      'discount.amount.currency',
    ],
    [
      'a quantity with 4 decimals',
      { lines: [{ name: 'A', unit_price: { amount: 100 }, quantity: 1.0001 }] },
      'lines.0.quantity',
    ],
    [
      'an unknown product',
      { lines: [{ product_id: 'prd_nope', quantity: 1 }] },
      'lines.0.product_id',
    ],
    [
      'a price on a product line',
      { lines: [{ product_id: 'prd_espresso', unit_price: { amount: 1 }, quantity: 1 }] },
      'lines.0.unit_price',
    ],
    [
      'an ad-hoc line without a name',
      { lines: [{ unit_price: { amount: 1 }, quantity: 1 }] },
      'lines.0.name',
    ],
    [
      'an ad-hoc line without a price',
      { lines: [{ name: 'A', quantity: 1 }] },
      'lines.0.unit_price',
    ],
    [
      'an unknown tax rate',
      {
        lines: [
          {
            name: 'A',
            unit_price: { amount: 1 },
            quantity: 1,
            tax_rate_ids: ['tax_vat10', 'tax_x'],
          },
        ],
      },
      'lines.0.tax_rate_ids.1',
    ],
    [
      'a tax rate listed twice',
      {
        lines: [
          {
            name: 'A',
            unit_price: { amount: 1 },
            quantity: 1,
            tax_rate_ids: ['tax_vat10', 'tax_vat10'],
          },
        ],
      },
      'lines.0.tax_rate_ids.1',
    ],
    [
      'a total past the safe-integer range',
      { lines: [{ name: 'A', unit_price: { amount: 1_000_000_000_000 }, quantity: 1_000_000 }] },
      'lines.0.subtotal',
    ],
  ])('refuses %s', (_label, order, path) => {
    expect(refusal(() => calc(order)).path).toBe(path);
  });

  it('trims line and modifier names and refuses blank ones, as other names', () => {
    const line = { unit_price: { amount: 100 }, quantity: 1 };
    expect(calc({ lines: [{ ...line, name: '  Tea ' }] }).lines[0]!.name).toBe('Tea');
    const blank = refusal(() => calc({ lines: [{ ...line, name: ' ' }] }));
    expect(blank).toEqual({ path: 'lines.0.name', message: 'name must not be blank.' });
    const modifier = { name: '\u3000', unit_price: { amount: 10 } };
    const field = refusal(() => calc({ lines: [{ ...line, name: 'Tea', modifiers: [modifier] }] }));
    expect(field.path).toBe('lines.0.modifiers.0.name');
    const twoLines = refusal(() => calc({ lines: [{ ...line, name: 'Tea\nX' }] }));
    expect(twoLines.path).toBe('lines.0.name');
  });

  it('refuses a product priced in another currency', () => {
    const usd = { ...ESPRESSO, id: 'prd_usd', price: { amount: 100, currency: 'USD' } };
    const products = new Map([[usd.id, usd]]);
    const field = refusal(() =>
      calc({ lines: [{ product_id: 'prd_usd', quantity: 1 }] }, { products }),
    );
    expect(field.path).toBe('lines.0.product_id');
    expect(field.message).toMatch(/EUR/);
  });

  it('refuses payments in another currency', () => {
    expect(
      refusal(() => calc({ lines: [] }, { payments: [{ amount: 1, currency: 'USD' }] })).path,
    ).toBe('paid_total');
  });
});

// --- Property tests -----------------------------------------------------------------------

const rateArb: fc.Arbitrary<TaxRate> = fc.record({
  id: fc.constantFrom('tax_a', 'tax_b', 'tax_c', 'tax_d'),
  name: fc.constant('Rate'),
  rate_bps: fc.integer({ min: 0, max: 10_000 }),
  mode: fc.constantFrom('inclusive' as const, 'exclusive' as const),
});

const ratesArb = fc
  .uniqueArray(rateArb, { selector: (r) => r.id, minLength: 0, maxLength: 4 })
  .map((list) => new Map(list.map((r) => [r.id, r])));

const discountArb = (max: number) =>
  fc.oneof(
    fc.record({ percent: fc.integer({ min: 0, max: 10_000 }).map((bps) => bps / 100) }),
    fc.record({ amount: fc.record({ amount: fc.integer({ min: 0, max }) }) }),
  );

function orderArb(rateIds: string[]): fc.Arbitrary<OrderRequest> {
  const line: fc.Arbitrary<LineRequest> = fc
    .record({
      price: fc.integer({ min: 0, max: 1_000_000 }),
      quantity: fc.integer({ min: 1, max: 50_000 }).map((t) => t / 1000),
      modifiers: fc.array(fc.integer({ min: 0, max: 5_000 }), { maxLength: 3 }),
      taxes: fc.subarray(rateIds),
      discount: fc.option(discountArb(2_000), { nil: undefined }),
    })
    .map((l) => ({
      name: 'Item',
      unit_price: { amount: l.price },
      quantity: l.quantity,
      modifiers: l.modifiers.map((amount) => ({ name: 'Mod', unit_price: { amount } })),
      tax_rate_ids: l.taxes,
      discount: l.discount,
    }));
  return fc.record({
    lines: fc.array(line, { maxLength: 12 }),
    discount: fc.option(discountArb(20_000), { nil: undefined }),
  });
}

/** Calculates, or returns undefined when the random order is one the rules refuse. */
function tryCalc(order: OrderRequest, taxRates: Map<string, TaxRate>): OrderFigures | undefined {
  try {
    return calculateOrder({ currency: 'EUR', order, products: new Map(), taxRates });
  } catch (error) {
    if (error instanceof AppError && /more than what it applies to/.test(error.message))
      return undefined;
    throw error;
  }
}

const sum = (values: { amount: number }[]) => values.reduce((a, v) => a + v.amount, 0);

describe('properties of random orders', () => {
  it('the order is the sum of its lines, and each line adds up', () => {
    fc.assert(
      fc.property(
        ratesArb.chain((rates) => fc.tuple(fc.constant(rates), orderArb([...rates.keys()]))),
        ([rates, request]) => {
          const order = tryCalc(request, rates);
          fc.pre(order !== undefined);
          const o = order!;
          expect(o.subtotal.amount).toBe(sum(o.lines.map((l) => l.subtotal)));
          expect(o.discount_total.amount).toBe(sum(o.lines.map((l) => l.discount_total)));
          expect(o.tax_total.amount).toBe(sum(o.lines.map((l) => l.tax_total)));
          expect(o.total.amount).toBe(sum(o.lines.map((l) => l.total)));
          expect(sum(o.taxes.map((t) => t.amount))).toBe(o.tax_total.amount);
          expect(o.balance_due.amount).toBe(o.total.amount - o.paid_total.amount);
          for (const line of o.lines) {
            const exclusive = sum(
              line.taxes.filter((t) => t.mode === 'exclusive').map((t) => t.amount),
            );
            const inclusive = sum(
              line.taxes.filter((t) => t.mode === 'inclusive').map((t) => t.amount),
            );
            const net = line.subtotal.amount - line.discount_total.amount;
            expect(line.tax_total.amount).toBe(exclusive + inclusive);
            expect(line.total.amount).toBe(net + exclusive);
            // Discounts never exceed what they discount; inclusive taxes never exceed the net.
            expect(line.discount_total.amount).toBeGreaterThanOrEqual(0);
            expect(net).toBeGreaterThanOrEqual(0);
            expect(inclusive).toBeLessThanOrEqual(net);
            for (const t of line.taxes) expect(t.amount.amount).toBeGreaterThanOrEqual(0);
            for (const m of [line.subtotal, line.total, line.tax_total])
              expect(m.currency).toBe('EUR');
          }
          // The order discount is spread exactly.
          const shares = sum(o.lines.map((l) => l.order_discount_share));
          if (o.discount && 'amount' in o.discount) expect(shares).toBe(o.discount.amount.amount);
          if (!o.discount) expect(shares).toBe(0);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('a discount never exceeds what it discounts: refused when it would, never capped', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 200_000 }),
        (price, discount) => {
          const request = {
            lines: [{ name: 'A', unit_price: { amount: price }, quantity: 1 }],
            discount: { amount: { amount: discount } },
          };
          const order = tryCalc(request, new Map());
          if (discount > price) expect(order).toBeUndefined();
          else expect(order!.total.amount).toBe(price - discount);
        },
      ),
    );
  });

  it('money in any other currency is refused wherever it appears', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Z]{3}$/).filter((c) => c !== 'EUR'),
        fc.constantFrom('unit_price', 'modifier', 'line_discount', 'order_discount'),
        (currency, where) => {
          const foreign = { amount: 10, currency };
          const line: LineRequest = {
            name: 'A',
            unit_price: where === 'unit_price' ? foreign : { amount: 100 },
            quantity: 1,
            modifiers: where === 'modifier' ? [{ name: 'M', unit_price: foreign }] : [],
            discount: where === 'line_discount' ? { amount: foreign } : undefined,
          };
          const request: OrderRequest = {
            lines: [line],
            discount: where === 'order_discount' ? { amount: foreign } : undefined,
          };
          const field = refusal(() => calc(request));
          expect(field.path.endsWith('.currency')).toBe(true);
        },
      ),
    );
  });
});

describe('refunding part of a line', () => {
  it('returns its share of the discount and taxes; the parts add up to the line exactly', () => {
    // 3 × 9.99 with VAT 20% inclusive and 1.00 off: gross 2997, net 2897, VAT 2897/6 = 482.83 → 483.
    const order = calc({
      lines: [
        {
          name: 'Scarf',
          unit_price: { amount: 999 },
          quantity: 3,
          discount: { amount: { amount: 100 } },
          tax_rate_ids: ['tax_vat20'],
        },
      ],
    });
    const line = order.lines[0]!;
    expect(line.total).toEqual(eur(2897));
    expect(line.tax_total).toEqual(eur(483));
    const first = lineRefundShare(line, 0, 1);
    // base 2414 × 1/3 = 804.67 → 805; VAT 483/3 = 161; discount 100/3 = 33.33 → 33
    expect(first).toMatchObject({
      subtotal: eur(999),
      discount_total: eur(33),
      tax_total: eur(161),
      total: eur(966),
    });
    const second = lineRefundShare(line, 1, 2);
    expect(first.total.amount + second.total.amount).toBe(2897);
    expect(first.tax_total.amount + second.tax_total.amount).toBe(483);
    expect(first.discount_total.amount + second.discount_total.amount).toBe(100);
  });

  it('refuses more than sold minus refunded with a 409', () => {
    const line = calc({ lines: [{ name: 'A', unit_price: { amount: 100 }, quantity: 2 }] })
      .lines[0]!;
    expect(() => lineRefundShare(line, 1.5, 0.501)).toThrow(/Only 0.5 of "A"/);
    const error = (() => {
      try {
        lineRefundShare(line, 0, 2.001);
      } catch (e) {
        return e as AppError;
      }
    })();
    expect(error?.code).toBe('conflict');
    expect(error?.details).toEqual({ rule: 'refund_exceeds_line' });
    expect(refusal(() => lineRefundShare(line, 0, 0.0001)).path).toBe('quantity');
  });

  it('any split of a line into refunds adds up to the line; every share is ≥ 0 (property)', () => {
    fc.assert(
      fc.property(
        ratesArb.chain((rates) => fc.tuple(fc.constant(rates), orderArb([...rates.keys()]))),
        fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 6 }),
        ([rates, request], cuts) => {
          const order = tryCalc(request, rates);
          fc.pre(order !== undefined && order.lines.length > 0);
          for (const line of order!.lines) {
            // Split the sold thousandths into parts in proportion to `cuts`.
            const sold = Math.round(line.quantity * 1000);
            const parts = cuts.map((c) => Math.floor((sold * c) / cuts.reduce((a, b) => a + b, 0)));
            parts[parts.length - 1]! += sold - parts.reduce((a, b) => a + b, 0);
            let before = 0;
            const totals = { subtotal: 0, discount_total: 0, tax_total: 0, total: 0 };
            const taxes = line.taxes.map(() => 0);
            for (const p of parts.filter((x) => x > 0)) {
              const share = lineRefundShare(line, before / 1000, p / 1000);
              before += p;
              for (const key of Object.keys(totals) as (keyof typeof totals)[]) {
                expect(share[key].amount).toBeGreaterThanOrEqual(0);
                totals[key] += share[key].amount;
              }
              share.taxes.forEach((t, k) => (taxes[k]! += t.amount.amount));
              const exclusive = sum(
                share.taxes.filter((t) => t.mode === 'exclusive').map((t) => t.amount),
              );
              expect(share.total.amount).toBe(
                share.subtotal.amount - share.discount_total.amount + exclusive,
              );
            }
            expect(totals).toEqual({
              subtotal: line.subtotal.amount,
              discount_total: line.discount_total.amount,
              tax_total: line.tax_total.amount,
              total: line.total.amount,
            });
            expect(taxes).toEqual(line.taxes.map((t) => t.amount.amount));
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
