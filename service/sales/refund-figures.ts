import { AppError, validationError } from '../../shared/errors';
import {
  divRoundHalfEven,
  largestRemainder,
  quantityToThousandths,
  thousandthsToQuantity,
  toMoney,
  type Money,
} from './money';
import { lineRefundShare, type LineFigures, type TaxFigure } from './totals';

/**
 * The figures of a refund, computed from the order as it is (no database): what goes back to
 * the customer, its tax share, and for a line refund each line's share (totals.ts
 * `lineRefundShare`, cumulative, so a line refunded in parts returns exactly its figures). The
 * limits checked here are the order's: a line no more than sold minus refunded
 * (409 `refund_exceeds_line`), the refund no more than paid minus refunded (409
 * `refund_exceeds_paid`).
 */

/** A line of a completed order as a refund sees it. */
export interface RefundableLine {
  id: string;
  product_id: string | null;
  /** The line's figures as the order was priced (totals.ts). */
  figures: LineFigures;
  /** What earlier refunds took back of it (a quantity, up to 3 decimals). */
  refunded_quantity: number;
}

/** An order as a refund sees it: its figures, what was paid and what was refunded so far. */
export interface RefundableOrder {
  id: string;
  status: string;
  currency: string;
  total: number;
  tax_total: number;
  paid_total: number;
  refunded_total: number;
  /** What the order allows now (order-representation.ts), shown with a refused refund. */
  allowed_actions: string[];
  lines: RefundableLine[];
}

/** A refund request after the schema: by lines or by amount (exactly one). */
export type RefundRequest =
  { lines: readonly { line_id: string; quantity: number }[] } | { amount: number };

/** A line's part of a refund, as the refund shows it. */
export interface RefundLine {
  line_id: string;
  product_id: string | null;
  name: string;
  quantity: number;
  subtotal: Money;
  discount_total: Money;
  taxes: TaxFigure[];
  tax_total: Money;
  total: Money;
}

export interface RefundFigures {
  /** What goes back to the customer, in minor units (> 0 for an amount refund). */
  amount: number;
  /** Its tax share. */
  tax_total: number;
  /** The tax share per rate, by tax_rate_id, summing to tax_total. */
  taxes: TaxFigure[];
  /** Empty for an amount refund. */
  lines: RefundLine[];
  /** Whole units per product put back by a restocking line refund. */
  stock: { productId: string; delta: number }[];
}

/** The 409 codes of a refund's rules (docs/api.md "Refunds"). */
export type RefundRule =
  'order_not_completed' | 'refund_exceeds_paid' | 'refund_exceeds_line' | 'refund_exceeds_payment';

/**
 * A refused refund: 409 with the rule's code and, as every refused order move, the order's
 * status and `allowed_actions`.
 */
export const refundConflict = (
  code: RefundRule,
  message: string,
  order: Pick<RefundableOrder, 'status' | 'allowed_actions'>,
  path?: string,
): AppError =>
  new AppError(code, message, path ? [{ path, message }] : [], {
    order_status: order.status,
    allowed_actions: order.allowed_actions,
  });

/**
 * Whole stock units a refunded quantity stands for. A sale moves the stock of a line sold in
 * whole units (orders.ts); refunding part of a unit (half a mug, as a price adjustment) is
 * rounded half to even, taken cumulatively (units up to the new refunded quantity minus units
 * up to the old one), so refunding a line in any parts puts back exactly what the sale took.
 */
export const stockUnits = (thousandths: bigint): number =>
  Number(divRoundHalfEven(thousandths, 1000n));

const thousandths = (quantity: number): bigint =>
  quantity === 0 ? 0n : quantityToThousandths(quantity)!;

/**
 * The tax share of an amount refund: the tax not yet refunded in proportion to the amount, out
 * of what of the total is not yet refunded (rounded half to even, never more than the tax
 * left). Refunding all that is left returns all the tax that is left.
 */
export function amountTaxShare(
  amount: bigint,
  order: Pick<RefundableOrder, 'total' | 'tax_total' | 'refunded_total'>,
  refundedTax: number,
): bigint {
  const taxLeft = BigInt(order.tax_total - refundedTax);
  const totalLeft = BigInt(order.total - order.refunded_total);
  if (taxLeft <= 0n || totalLeft <= 0n) return 0n;
  if (amount >= totalLeft) return taxLeft;
  const share = divRoundHalfEven(amount * taxLeft, totalLeft);
  return share > taxLeft ? taxLeft : share;
}

/** Tax figures summed per rate (by tax_rate_id, in order of first appearance). */
export function sumTaxes(figures: readonly TaxFigure[]): TaxFigure[] {
  const byRate = new Map<string, TaxFigure>();
  for (const t of figures) {
    const seen = byRate.get(t.tax_rate_id);
    if (seen) seen.amount = { ...seen.amount, amount: seen.amount.amount + t.amount.amount };
    else byRate.set(t.tax_rate_id, { ...t, amount: { ...t.amount } });
  }
  return [...byRate.values()];
}

/**
 * An amount refund's tax spread over the order's rates in proportion to the tax each rate has
 * not yet given back (largest remainder), so the parts sum to the share and no rate gives back
 * more than it took.
 */
export function spreadTax(
  tax: bigint,
  order: Pick<RefundableOrder, 'lines'>,
  refundedByRate: ReadonlyMap<string, number>,
): TaxFigure[] {
  const rates = sumTaxes(order.lines.flatMap((l) => l.figures.taxes));
  const left = rates.map((r) =>
    BigInt(Math.max(0, r.amount.amount - (refundedByRate.get(r.tax_rate_id) ?? 0))),
  );
  if (tax === 0n || left.every((w) => w === 0n)) return [];
  const parts = largestRemainder(tax, left);
  return rates
    .map((r, i) => ({ ...r, amount: { ...r.amount, amount: Number(parts[i]) } }))
    .filter((r) => r.amount.amount !== 0);
}

/**
 * A refund's figures. 422 for a line that is not the order's or is named twice; 409
 * `order_not_completed` (lines of an order not completed, or a canceled order),
 * `refund_exceeds_line`, `refund_exceeds_paid`.
 * `refundedTax` is the sum of the order's earlier refunds' tax_total, `refundedByRate` the same
 * per rate.
 */
export function computeRefund(
  order: RefundableOrder,
  request: RefundRequest,
  refundedTax: number,
  options: { restock: boolean },
  refundedByRate: ReadonlyMap<string, number> = new Map(),
): RefundFigures {
  // A sale's lines are refunded once it is completed; before that they are changed instead.
  // Money paid on an open order can go back by amount (so that it can then be canceled).
  if (order.status === 'canceled' || (order.status !== 'completed' && 'lines' in request)) {
    throw refundConflict(
      'order_not_completed',
      order.status === 'canceled'
        ? `Order ${order.id} is canceled: nothing is left to refund.`
        : `Order ${order.id} is ${order.status}: change its lines instead, or refund an amount of its payments.`,
      order,
    );
  }
  const currency = order.currency;
  let amount: bigint;
  let tax: bigint;
  const lines: RefundLine[] = [];
  const stock = new Map<string, number>();
  if ('lines' in request) {
    if (request.lines.length === 0)
      throw validationError([{ path: 'lines', message: 'Name at least one line to refund.' }]);
    const byId = new Map(order.lines.map((l) => [l.id, l]));
    const seen = new Set<string>();
    amount = 0n;
    tax = 0n;
    request.lines.forEach((asked, i) => {
      const path = `lines.${i}`;
      const line = byId.get(asked.line_id);
      if (!line) {
        throw validationError([
          { path: `${path}.line_id`, message: `Order ${order.id} has no line ${asked.line_id}.` },
        ]);
      }
      if (seen.has(line.id)) {
        throw validationError([
          {
            path: `${path}.line_id`,
            message: `Line ${line.id} is named twice: send it once with the whole quantity.`,
          },
        ]);
      }
      seen.add(line.id);
      let share: ReturnType<typeof lineRefundShare>;
      try {
        share = lineRefundShare(
          line.figures,
          line.refunded_quantity,
          asked.quantity,
          `${path}.quantity`,
        );
      } catch (error) {
        // totals.ts names the rule on a plain conflict; the API answers with it as the code.
        if (error instanceof AppError && error.details.rule === 'refund_exceeds_line')
          throw refundConflict('refund_exceeds_line', error.message, order, `${path}.quantity`);
        throw error;
      }
      amount += BigInt(share.total.amount);
      tax += BigInt(share.tax_total.amount);
      lines.push({
        line_id: line.id,
        product_id: line.product_id,
        name: line.figures.name,
        quantity: share.quantity,
        subtotal: share.subtotal,
        discount_total: share.discount_total,
        taxes: share.taxes,
        tax_total: share.tax_total,
        total: share.total,
      });
      // A line sold in a fraction moved no stock (orders.ts), so its refund moves none.
      const sold = thousandths(line.figures.quantity);
      if (options.restock && line.product_id !== null && sold % 1000n === 0n) {
        const before = thousandths(line.refunded_quantity);
        const delta = stockUnits(before + thousandths(asked.quantity)) - stockUnits(before);
        stock.set(line.product_id, (stock.get(line.product_id) ?? 0) + delta);
      }
    });
  } else {
    amount = BigInt(request.amount);
    if (amount <= 0n)
      throw validationError([
        { path: 'amount.amount', message: 'An amount refund must be above 0.' },
      ]);
    tax = amountTaxShare(amount, order, refundedTax);
  }
  const taxes =
    'lines' in request
      ? sumTaxes(lines.flatMap((l) => l.taxes))
      : spreadTax(tax, order, refundedByRate);
  const left = order.paid_total - order.refunded_total;
  if (amount > BigInt(left)) {
    throw refundConflict(
      'refund_exceeds_paid',
      `The refund (${amount}) is more than what was paid and not yet refunded (${Math.max(0, left)} ${currency} minor units).`,
      order,
      'lines' in request ? 'lines' : 'amount.amount',
    );
  }
  return {
    amount: toMoney(amount, currency, 'amount').amount,
    tax_total: toMoney(tax, currency, 'tax_total').amount,
    taxes,
    lines,
    stock: [...stock]
      .filter(([, delta]) => delta !== 0)
      .map(([productId, delta]) => ({ productId, delta })),
  };
}

/** The quantity a line has refunded after this refund (thousandths summed, no float drift). */
export const addQuantities = (a: number, b: number): number =>
  thousandthsToQuantity(thousandths(a) + thousandths(b));
