import { newId } from '../util/ids';
import type { OrderLine, OrderRow, StoredFigures } from './order-representation';
import { paymentStatusOf } from './order-representation';
import {
  calculateOrder,
  type LineRequest,
  type OrderFigures,
  type ProductForLine,
  type TaxRate,
} from './totals';

/** The figures' columns of the order row. */
function figureColumns(figures: OrderFigures) {
  return {
    currency: figures.currency,
    subtotal: figures.subtotal.amount,
    discount_total: figures.discount_total.amount,
    tax_total: figures.tax_total.amount,
    total: figures.total.amount,
  };
}

/** The columns an order row takes for `figures` and its `lines` (payment_status follows). */
export function pricedColumns(
  current: Pick<OrderRow, 'paid_total' | 'refunded_total'>,
  figures: OrderFigures,
  lines: OrderLine[],
) {
  const columns = figureColumns(figures);
  return {
    ...columns,
    payment_status: paymentStatusOf({ ...current, ...columns }),
    json: storedJson(figures, lines),
  };
}

/** The priced lines as new order lines, each with a new id. */
export const withLineIds = (figures: OrderFigures): OrderLine[] =>
  figures.lines.map((line) => ({ id: newId('oli'), ...line, refunded_quantity: 0 }));

/** The priced lines as the order lines they priced again, keeping each one's id. */
export const keepingLineIds = (
  figures: OrderFigures,
  before: readonly { id: string }[],
): OrderLine[] =>
  figures.lines.map((line, i) => ({ id: before[i]!.id, ...line, refunded_quantity: 0 }));

const storedJson = (figures: OrderFigures, lines: OrderLine[]): string =>
  JSON.stringify({
    discount: figures.discount,
    lines,
    taxes: figures.taxes,
  } satisfies StoredFigures);

/**
 * The figures of the stored lines with another order discount: each line priced again from
 * what it copied (name, SKU, unit price, modifiers, its own discount, its tax rates), so a
 * change of discount never picks up a product's or a rate's later edits.
 */
export function repriceStored(
  currency: string,
  stored: StoredFigures,
  discount: unknown,
): OrderFigures {
  const products = new Map<string, ProductForLine>();
  const rates = new Map<string, TaxRate>();
  const lines: LineRequest[] = stored.lines.map((line) => {
    for (const t of line.taxes)
      rates.set(t.tax_rate_id, {
        id: t.tax_rate_id,
        name: t.name,
        rate_bps: t.rate_bps,
        mode: t.mode,
      });
    const common = {
      quantity: line.quantity,
      modifiers: line.modifiers,
      ...(line.discount ? { discount: line.discount } : {}),
      tax_rate_ids: line.tax_rate_ids,
    };
    if (line.product_id === null)
      return { name: line.name, unit_price: line.unit_price, ...common };
    products.set(line.product_id, {
      id: line.product_id,
      name: line.name,
      sku: line.sku ?? '',
      price: line.unit_price,
      tax_rate_ids: line.tax_rate_ids,
    });
    return { product_id: line.product_id, ...common };
  });
  return calculateOrder({
    currency,
    order: { lines, ...(discount !== null && discount !== undefined ? { discount } : {}) },
    products,
    taxRates: rates,
  });
}
