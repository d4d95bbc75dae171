import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AppError } from '../../shared/errors';
import {
  amountTaxShare,
  computeRefund,
  stockUnits,
  type RefundableOrder,
} from '../../service/sales/refund-figures';
import { calculateOrder, type OrderRequest, type TaxRate } from '../../service/sales/totals';

const VAT20: TaxRate = { id: 'tax_vat20', name: 'VAT 20%', rate_bps: 2000, mode: 'inclusive' };
const SALES: TaxRate = { id: 'tax_sales', name: 'Sales tax', rate_bps: 825, mode: 'exclusive' };
const RATES = new Map([VAT20, SALES].map((r) => [r.id, r]));

/** A completed, fully paid order of `request`, with line ids l0, l1… */
function orderOf(request: OrderRequest, extra: Partial<RefundableOrder> = {}): RefundableOrder {
  const figures = calculateOrder({
    currency: 'EUR',
    order: request,
    products: new Map(),
    taxRates: RATES,
  });
  return {
    id: 'ord_1',
    status: 'completed',
    currency: 'EUR',
    total: figures.total.amount,
    tax_total: figures.tax_total.amount,
    paid_total: figures.total.amount,
    refunded_total: 0,
    allowed_actions: ['refund'],
    lines: figures.lines.map((f, i) => ({
      id: `l${i}`,
      product_id: `prd_${i}`,
      figures: f,
      refunded_quantity: 0,
    })),
    ...extra,
  };
}

function conflict(fn: () => unknown): { rule: unknown; path: string | undefined } {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return { rule: (error as AppError).code, path: (error as AppError).fields[0]?.path };
  }
  throw new Error('expected a 409');
}

const SHIRTS: OrderRequest = {
  lines: [
    {
      name: 'Shirt',
      unit_price: { amount: 999 },
      quantity: 3,
      discount: { amount: { amount: 100 } },
      tax_rate_ids: ['tax_vat20'],
    },
    { name: 'Socks', unit_price: { amount: 450 }, quantity: 2, tax_rate_ids: ['tax_sales'] },
  ],
};

describe('computeRefund by lines', () => {
  it("returns the line's exact share of discount and taxes (docs/api.md example)", () => {
    const order = orderOf(SHIRTS);
    const r = computeRefund(order, { lines: [{ line_id: 'l0', quantity: 1 }] }, 0, {
      restock: true,
    });
    expect(r.amount).toBe(966);
    expect(r.tax_total).toBe(161);
    expect(r.lines[0]).toMatchObject({
      line_id: 'l0',
      quantity: 1,
      subtotal: { amount: 999 },
      discount_total: { amount: 33 },
      total: { amount: 966 },
    });
    expect(r.stock).toEqual([{ productId: 'prd_0', delta: 1 }]);
  });

  it('refunding a line in parts returns exactly the line, then refuses more (refund_exceeds_line)', () => {
    const order = orderOf(SHIRTS);
    const line = order.lines[0]!;
    const first = computeRefund(order, { lines: [{ line_id: 'l0', quantity: 1 }] }, 0, {
      restock: true,
    });
    line.refunded_quantity = 1;
    order.refunded_total = first.amount;
    const second = computeRefund(order, { lines: [{ line_id: 'l0', quantity: 2 }] }, 161, {
      restock: true,
    });
    expect(first.amount + second.amount).toBe(line.figures.total.amount);
    expect(first.tax_total + second.tax_total).toBe(line.figures.tax_total.amount);
    line.refunded_quantity = 3;
    order.refunded_total += second.amount;
    const refused = conflict(() =>
      computeRefund(order, { lines: [{ line_id: 'l0', quantity: 0.001 }] }, 0, { restock: true }),
    );
    expect(refused).toEqual({ rule: 'refund_exceeds_line', path: 'lines.0.quantity' });
  });

  it('adds several lines, and restocks nothing with restock false', () => {
    const order = orderOf(SHIRTS);
    const r = computeRefund(
      order,
      {
        lines: [
          { line_id: 'l0', quantity: 3 },
          { line_id: 'l1', quantity: 2 },
        ],
      },
      0,
      { restock: false },
    );
    expect(r.amount).toBe(order.total);
    expect(r.tax_total).toBe(order.tax_total);
    expect(r.stock).toEqual([]);
  });

  it('refuses unknown and repeated lines (422 naming the field)', () => {
    const order = orderOf(SHIRTS);
    for (const [lines, path] of [
      [[{ line_id: 'nope', quantity: 1 }], 'lines.0.line_id'],
      [
        [
          { line_id: 'l1', quantity: 1 },
          { line_id: 'l1', quantity: 1 },
        ],
        'lines.1.line_id',
      ],
      [[{ line_id: 'l1', quantity: 0.0001 }], 'lines.0.quantity'],
    ] as const) {
      try {
        computeRefund(order, { lines }, 0, { restock: true });
        expect.unreachable();
      } catch (error) {
        expect((error as AppError).code).toBe('validation_failed');
        expect((error as AppError).fields[0]!.path).toBe(path);
      }
    }
  });

  it('never more than paid minus refunded (refund_exceeds_paid)', () => {
    const order = orderOf(SHIRTS, { paid_total: 1000 });
    expect(
      conflict(() =>
        computeRefund(order, { lines: [{ line_id: 'l0', quantity: 2 }] }, 0, { restock: true }),
      ).rule,
    ).toBe('refund_exceeds_paid');
  });

  it('refunds lines of completed orders only, and nothing of a canceled one (order_not_completed)', () => {
    const open = orderOf(SHIRTS, { status: 'open' });
    const lines = { lines: [{ line_id: 'l0', quantity: 1 }] };
    expect(conflict(() => computeRefund(open, lines, 0, { restock: true })).rule).toBe(
      'order_not_completed',
    );
    // Money paid on an open order goes back by amount (before it is canceled).
    expect(computeRefund(open, { amount: 1 }, 0, { restock: false }).amount).toBe(1);
    const canceled = orderOf(SHIRTS, { status: 'canceled' });
    expect(conflict(() => computeRefund(canceled, { amount: 1 }, 0, { restock: false })).rule).toBe(
      'order_not_completed',
    );
  });

  it('parts of whole units put back whole units, cumulatively; weighed goods none', () => {
    expect([0n, 499n, 500n, 1500n, 2500n, 2501n].map(stockUnits)).toEqual([0, 0, 0, 2, 2, 3]);
    const order = orderOf({
      lines: [
        { name: 'Mug', unit_price: { amount: 1299 }, quantity: 3 },
        { name: 'Cheese', unit_price: { amount: 1299 }, quantity: 2.5 },
      ],
    });
    let put = 0;
    for (const [before, q] of [
      [0, 0.75],
      [0.75, 0.75],
      [1.5, 1],
      [2.5, 0.5],
    ] as const) {
      order.lines[0]!.refunded_quantity = before;
      const r = computeRefund(order, { lines: [{ line_id: 'l0', quantity: q }] }, 0, {
        restock: true,
      });
      put += r.stock.reduce((s, m) => s + m.delta, 0);
    }
    expect(put).toBe(3);
    const cheese = computeRefund(order, { lines: [{ line_id: 'l1', quantity: 2.5 }] }, 0, {
      restock: true,
    });
    expect(cheese.stock).toEqual([]);
  });
});

describe('computeRefund by amount', () => {
  it('takes its tax share of what is left, and never restocks', () => {
    const order = orderOf(SHIRTS);
    const r = computeRefund(order, { amount: 1000 }, 0, { restock: false });
    expect(r.amount).toBe(1000);
    // tax 483 + 74 = 557 of total 3871: 1000 × 557 / 3871 = 143.89 → 144
    expect(order.tax_total).toBe(557);
    expect(order.total).toBe(3871);
    expect(r.tax_total).toBe(144);
    expect(r.lines).toEqual([]);
    expect(r.stock).toEqual([]);
  });

  it('refunding what is left returns the tax that is left, whatever came before', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 400 }), { minLength: 1, maxLength: 12 }),
        (parts) => {
          const order = orderOf(SHIRTS);
          let tax = 0;
          for (const part of parts) {
            const left = order.paid_total - order.refunded_total;
            if (left === 0) break;
            const r = computeRefund(order, { amount: Math.min(part, left) }, tax, {
              restock: false,
            });
            expect(r.tax_total).toBeGreaterThanOrEqual(0);
            tax += r.tax_total;
            order.refunded_total += r.amount;
          }
          const left = order.paid_total - order.refunded_total;
          if (left > 0) {
            tax += computeRefund(order, { amount: left }, tax, { restock: false }).tax_total;
          }
          expect(tax).toBe(order.tax_total);
        },
      ),
    );
  });

  it('refuses more than paid minus refunded', () => {
    const order = orderOf(SHIRTS, { refunded_total: 3000 });
    const refused = conflict(() => computeRefund(order, { amount: 872 }, 0, { restock: false }));
    expect(refused).toEqual({ rule: 'refund_exceeds_paid', path: 'amount.amount' });
    expect(computeRefund(order, { amount: 871 }, 0, { restock: false }).amount).toBe(871);
  });

  it('has no tax share once nothing taxed is left', () => {
    expect(amountTaxShare(100n, { total: 1000, tax_total: 100, refunded_total: 1000 }, 100)).toBe(
      0n,
    );
    expect(amountTaxShare(100n, { total: 0, tax_total: 0, refunded_total: 0 }, 0)).toBe(0n);
  });
});
